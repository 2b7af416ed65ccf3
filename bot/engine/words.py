"""Counts and ranges in English, so that no message says "1 guilds" or "from 0 to 0".

Kept tiny on purpose: the message catalogs with their plural rules replace it later.
"""

from __future__ import annotations


def plural(count: int, word: str, words: str | None = None) -> str:
    """`1 card`, `2 cards`, `0 cards`; `words` is the plural when it is not `word` + s."""
    return f"{count} {word if count == 1 else (words or word + 's')}"


def number_range(low: int, high: int) -> str:
    """The whole numbers from `low` to `high`, as a prompt shows them: `1`, `1 or 2`, `1-5`."""
    if high <= low:
        return str(low)
    if high == low + 1:
        return f"{low} or {high}"
    return f"{low}-{high}"
