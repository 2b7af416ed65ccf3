import random

from bot.engine import Game, Phase


def test_a_seeded_random_game_of_each_preset_ends() -> None:
    for preset in ("classic", "pagat", "pagat-3"):
        game = Game(preset, seed=11)
        rng = random.Random(11)
        while game.phase is not Phase.OVER:
            if game.phase is Phase.BID:
                game.bid(game.to_act, rng.choice(game.legal_bids()))
            else:
                game.play(game.to_act, rng.choice(game.legal_cards()))
        assert len(game.results) == len(game.schedule)
