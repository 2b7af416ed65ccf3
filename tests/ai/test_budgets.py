"""A level's budget is looked up at each decision, and a larger budget buys more guesses
(no cap fixed for the smaller one)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.ai import ExpertPlayer, StrongPlayer, make_player
from bot.ai.bidding import basic_bid, strong_bid, strong_count
from bot.ai.deals import Deals
from bot.ai.search import EXPERT, STRONG
from bot.engine import Game, Phase, make_options
from bot.engine.cards import JOKER_MASK


def drawn_guesses(monkeypatch: pytest.MonkeyPatch, level: str, game: Game) -> int:
    counted = [0]
    real = Deals.sample

    def sample(self: Deals, rng: random.Random, count: int, proposals: int = 3) -> list[list[int]]:
        counted[0] += count
        return real(self, rng, count, proposals)

    monkeypatch.setattr(Deals, "sample", sample)
    seat = game.to_act
    assert seat is not None
    player = make_player(level, 3)
    if game.phase is Phase.BID:
        player.choose_bid(game.view(seat))
    else:
        player.choose_card(game.view(seat))
    monkeypatch.setattr(Deals, "sample", real)
    return counted[0]


def start_of_play(size: int) -> Game:
    game = Game("classic", {"hands": [size]}, first_dealer=0, seed=4)
    bidder = make_player("basic", 1)
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        game.bid(seat, bidder.choose_bid(game.view(seat)))
    return game


def test_a_changed_budget_takes_effect_at_the_next_decision(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bidding = Game("classic", {"hands": [3]}, first_dealer=0, seed=4)
    before = drawn_guesses(monkeypatch, "strong", bidding)
    monkeypatch.setattr(StrongPlayer, "budget", dataclasses.replace(STRONG, bid=STRONG.bid // 4))
    assert drawn_guesses(monkeypatch, "strong", bidding) < before


def test_expert_guesses_more_than_strong_caps_allow(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ExpertPlayer.budget is EXPERT
    bidding = Game("classic", {"hands": [2]}, first_dealer=0, seed=4)
    strong = drawn_guesses(monkeypatch, "strong", bidding)
    assert drawn_guesses(monkeypatch, "expert", bidding) > STRONG.max_bid_deals >= strong
    # Above the compiled core's horizon both play guesses out.
    playing = start_of_play(13)
    assert EXPERT.core_tricks < 13
    assert drawn_guesses(monkeypatch, "expert", playing) > drawn_guesses(
        monkeypatch, "strong", playing
    )


def test_strong_bidders_are_modelled_from_strong_bids() -> None:
    options = make_options("classic", {"hands": [1, 9]})
    # Long hands: a strong bidder bids below the rules of thumb's count.
    assert strong_count(6.0, 9) < 6.0
    # One card: a strong bidder bids board with the ten of trumps, where the rules of thumb
    # pass; nobody bids board with a low plain card.
    clubs = 0x1FFF << 39
    everything = (1 << 54) - 1
    ten_of_trumps, two_of_spades = 1 << 47, 1
    for card, strong, basic in ((ten_of_trumps, "board", 0), (two_of_spades, 0, 0)):
        unseen = everything & ~card
        assert strong_bid(card, unseen, clubs | JOKER_MASK, 1, 4, options) == strong
        assert basic_bid(card, unseen, clubs | JOKER_MASK, 1, 4, options) == basic
