"""Write example pictures from a seeded game: `python -m bot.ui.images [DIR] [--seed N]`.

The game is played by simple deterministic players (bids counted from high cards and trumps,
cards picked at random among the legal ones with a seeded generator), so the same seed always
gives the same pictures. `make images` writes them to docs/images/ (a file whose pixels are
the same already is left as it is), with the table once more
as players from anywhere would name themselves (Korean, Arabic, mathematical letters with
emoji and combining marks, a 32-letter name), and once more at a Korean server (when a font
with Hangul is installed).
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from pathlib import Path

from PIL import Image

from bot.engine import BOARD, Bid, Game, Phase
from bot.engine.cards import HONOUR_MASK, SUIT_MASKS, cards_of

from . import (
    font_source,
    hand_alt_text,
    hand_image,
    hand_picture,
    labels_drawable,
    score_sheet,
    score_sheet_alt_text,
    score_sheet_image,
    table_alt_text,
    table_image,
    table_picture,
)

NAMES = {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave"}
INTERNATIONAL_NAMES = {0: "데이브김", 1: "مرحبا كارول", 2: "𝔅𝔬𝔟 🃏🂡 Z̴a̷l̸g̶o̵", 3: "W" * 32}
VIEWER = 0


def estimate(game: Game, seat: int) -> Bid:
    """A modest bid: aces, the jokers, and long trumps (pagat's and gamerules' rule of thumb:
    a side that makes its bid scores, one that overbids loses it all)."""
    hand = game.hands[seat]
    aces = sum(1 for c in cards_of(hand & HONOUR_MASK) if c.rank == "A")
    trumps = 0
    if game.trump is not None:
        trumps = len(cards_of(hand & SUIT_MASKS[game.trump]))
    jokers = sum(1 for c in cards_of(hand) if c.is_joker)
    guess = min(aces + jokers + max(0, trumps - 2) // 2, game.max_bid())
    if guess == 0 and seat == game.dealer and all(b == 0 for b in game.bids if b is not None):
        # The dealer never lets everyone pass: in classic an all-pass is dealt again, and a
        # one-card hand (the most anyone may bid is 0) would be redealt for ever.
        return 1 if game.max_bid() >= 1 else BOARD
    return guess


def step(game: Game, rng: random.Random) -> None:
    seat = game.to_act
    assert seat is not None
    if game.phase is Phase.BID:
        game.bid(seat, estimate(game, seat))
    else:
        game.play(seat, rng.choice(game.legal_cards()))


def worth_a_picture(game: Game) -> bool:
    """Early in a long hand, the viewer to play to a trick two others have started, able to
    follow suit: the hand shows which cards may be played, the table a trick in progress."""
    return (
        game.phase is Phase.PLAY
        and game.hand_size >= 9
        and game.to_act == VIEWER
        and len(game.trick) == 2
        and 1 <= game.tricks_played <= 3
        and 0 < len(game.legal_cards()) < len(game.hand(VIEWER))
    )


def write_if_new(path: Path, png: bytes) -> bool:
    """Write `png` unless `path` holds the same pixels already: a file committed with other
    compression stays as it is, and a checkout regenerated on a machine with the same fonts
    stays clean. Whether it wrote."""
    if path.exists():
        with Image.open(path) as old, Image.open(io.BytesIO(png)) as new:
            same = old.mode == new.mode and old.size == new.size
            if same and old.tobytes() == new.tobytes():
                return False
    path.write_bytes(png)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.ui.images", description=__doc__)
    parser.add_argument("out", nargs="?", default="docs/images", type=Path)
    parser.add_argument("--seed", type=int, default=6)
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    game = Game("classic", first_dealer=3, seed=args.seed)
    while not worth_a_picture(game):
        step(game, rng)
    hand = hand_picture(game, VIEWER)
    table = table_picture(game, NAMES, viewer=VIEWER)
    international = table_picture(game, INTERNATIONAL_NAMES, viewer=VIEWER)
    korean = table_picture(game, NAMES, viewer=VIEWER, lang="ko")
    while game.phase is not Phase.OVER:
        step(game, rng)
    sheet = score_sheet(game, NAMES)
    examples = [
        ("hand.png", hand_image(hand), hand_alt_text(hand)),
        ("table.png", table_image(table), table_alt_text(table)),
        ("table-international.png", table_image(international), table_alt_text(international)),
        ("score-sheet.png", score_sheet_image(sheet), score_sheet_alt_text(sheet)),
    ]
    if labels_drawable("ko"):
        examples.append(("table-korean.png", table_image(korean), table_alt_text(korean)))
    for name, png, alt in examples:
        said = "written" if write_if_new(out / name, png) else "unchanged"
        print(f"{out / name}: {len(png) / 1024:.1f} KB, {said}\n  {alt}")
    print(f"font: {font_source()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
