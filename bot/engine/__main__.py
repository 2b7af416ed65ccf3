"""`python -m bot.engine replay FILE`: replay a game record (RULES §8).

Prints the result document on stdout and exits 0, an illegal action included (reported in
`error`); prints one line on stderr and exits 2 for a record that is not valid.
"""

from __future__ import annotations

import argparse
import json
import sys

from .record import RecordError, load_record, replay


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay_parser = commands.add_parser("replay", help="replay a game record")
    replay_parser.add_argument("file", help="the record's JSON file, or - for standard input")
    args = parser.parse_args(argv)
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as handle:
                text = handle.read()
        document = replay(load_record(text))
    except (OSError, UnicodeDecodeError) as error:
        print(f"error: cannot read {args.file}: {error}", file=sys.stderr)
        return 2
    except RecordError as error:
        print(f"error: invalid record: {error}".replace("\n", " "), file=sys.stderr)
        return 2
    json.dump(document, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
