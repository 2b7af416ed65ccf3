"""Players' seeds come from a secret that says nothing about the cards, never from the
deck seed."""

from __future__ import annotations

import pytest

from bot.ai import new_secret, player_seed
from bot.tools.simulate import Match, players_secret


def test_a_seat_seed_is_fixed_by_the_secret_and_the_seat() -> None:
    assert player_seed(12345, 2) == player_seed(12345, 2)
    seeds = {player_seed(12345, seat) for seat in range(4)}
    assert len(seeds) == 4
    assert player_seed(12346, 0) not in seeds
    # Not an affine function of anything small: nothing like `secret * 8 + seat`.
    assert all(abs(player_seed(12345, s) - 12345 * 8 - s) > 1 << 20 for s in range(4))
    with pytest.raises(ValueError):
        player_seed(-1, 0)


def test_new_secrets_differ() -> None:
    secrets = {new_secret() for _ in range(50)}
    assert len(secrets) == 50
    assert all(0 <= s < 1 << 64 for s in secrets)


def test_simulate_seeds_its_players_apart_from_its_decks() -> None:
    match = Match(("basic", "random"), "classic", 2, (3,), 1, False)
    deck_seed = match.seed * 1_000_003 + 1
    secret = players_secret(match.seed, 1)
    assert secret not in (deck_seed, deck_seed * 7, deck_seed * 8)
    assert players_secret(match.seed, 1) == secret  # a run repeats
    assert players_secret(match.seed, 2) != secret
