"""Players' seeds that reveal nothing about the cards.

A computer player's seed must not be derived from the game's deck seed: a player holding
`deck_seed * 8 + seat` holds enough to rebuild every deck of the game. Seeds come instead
from a secret drawn independently of the deck seed (kept with the game, so a replay plays on
identically) and the seat, through a one-way hash: a player's seed gives away neither the
secret nor another seat's seed.
"""

from __future__ import annotations

import hashlib
import secrets

_SECRET_BITS = 64


def new_secret() -> int:
    """A fresh secret for a game's computer players, from the system's random source."""
    return secrets.randbits(_SECRET_BITS)


def player_seed(secret: int, seat: int) -> int:
    """The seed of the computer player at `seat`, from the game's players' secret."""
    if secret < 0 or seat < 0:
        raise ValueError("a secret and a seat are never negative")
    text = f"back-alley player|{secret}|{seat}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")
