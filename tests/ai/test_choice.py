"""The card a search plays from its values (`bot.ai.choice`): the best mean, the rules of
thumb's card where the search cannot tell them apart, never a card another candidate
matches or beats on every guessed deal."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.ai.choice import choose, dominated, within_noise
from bot.ai.players import StrongPlayer, thumb_card_of

from .states import random_states


def test_a_clear_lead_plays_the_best_card() -> None:
    samples = {1: [0.0, 1.0, 0.0, 1.0], 2: [5.0, 6.0, 5.0, 6.0]}
    assert choose(samples, [1, 2], preferred=1) == 2


def test_a_small_lead_within_the_noise_plays_the_rules_of_thumb_card() -> None:
    # Card 2 is ahead by 0.05 on average, but its differences from card 1 swing either way.
    samples = {1: [0.0, 1.0, 0.0, 1.0, 0.5], 2: [1.0, 0.0, 1.0, 0.0, 0.75]}
    assert within_noise(samples[2], samples[1])
    assert choose(samples, [1, 2], preferred=1) == 1


def test_a_lead_within_the_noise_but_worth_a_point_plays_the_best_card() -> None:
    # Within a standard error, but the search's best guess is a point better: it counts.
    samples = {1: [0.0, 10.0, 0.0, 10.0, 5.0], 2: [10.0, 0.0, 10.0, 0.0, 10.0]}
    assert not within_noise(samples[2], samples[1])
    assert choose(samples, [1, 2], preferred=1) == 2


def test_a_card_worse_on_some_deals_and_never_better_is_never_played() -> None:
    # The best card's lead over card 1 is within the noise, but card 3 matches card 1 on
    # every deal and beats it on one: card 1 is not played.
    samples = {
        1: [0.0, 1.0, 0.0, 1.0, 0.5],
        2: [1.0, 0.0, 1.0, 0.0, 0.75],
        3: [0.0, 1.0, 0.0, 1.0, 0.6],
    }
    assert within_noise(samples[2], samples[1])
    assert dominated(samples, 1) and not dominated(samples, 2)
    assert choose(samples, [1, 2, 3], preferred=1) == 2


def test_equal_values_play_the_rules_of_thumb_card() -> None:
    samples = {1: [2.0, 4.0], 2: [2.0, 4.0], 3: [2.0, 4.0]}
    assert choose(samples, [3, 1, 2], preferred=3) == 3


@given(
    st.lists(st.lists(st.integers(-3, 3), min_size=6, max_size=6), min_size=2, max_size=5),
    st.integers(0, 4),
)
def test_the_card_played_is_never_dominated(rows: list[list[int]], pick: int) -> None:
    samples = {c: [float(v) for v in row] for c, row in enumerate(rows)}
    order = list(samples)
    preferred = order[pick % len(order)]
    assert not dominated(samples, choose(samples, order, preferred))


def test_where_every_card_is_worth_the_same_strong_plays_the_rules_of_thumb_card() -> None:
    # Over random positions: when the search finds the candidates equal on every guess,
    # the card played is the rules of thumb's.
    player = StrongPlayer(3)
    checked = 0
    for game in random_states("classic", None, 60, seed=71):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.phase != "play" or view.legal.bit_count() < 2:
            continue
        values = player.card_values(view)
        if len(set(values.means.values())) == 1 and len(values.means) > 1:
            assert values.choice == values.classes[thumb_card_of(view)]
            checked += 1
    assert checked
