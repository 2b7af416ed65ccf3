"""Ratings, totals, statistics and leaderboard pages, per guild."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot.engine import ActionKind, Game, Phase
from bot.service import as_move
from bot.service.leaderboard import ALL_TIME, PAGE_SIZE, Leaderboards
from bot.service.ratings import DEFAULT, conservative, game_rater, ranks
from bot.store import Database
from tests.backends import Databases

from .helpers import full_table, make_service, play_to_the_end


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


def finished_game(preset: str, seed: int) -> Game:
    game = Game(preset, {"hands": [1]}, seed=seed)
    rng = random.Random(seed)
    while game.phase is not Phase.OVER:
        if game.phase is Phase.BID:
            game.bid(game.to_act, rng.choice(game.legal_bids()))  # type: ignore[arg-type]
        else:
            game.play(game.to_act, rng.choice(game.legal_cards()))  # type: ignore[arg-type]
    return game


def test_ranks_put_the_winner_first_and_ties_together() -> None:
    for seed in range(200):
        game = finished_game("pagat-3", seed)
        places = ranks(game)
        if game.winner is not None:
            assert places[game.winner] == 1
            assert places.count(1) == 1
        else:
            best = max(game.scores)
            assert all((p == 1) == (s == best) for p, s in zip(places, game.scores, strict=True))
        for a in range(3):
            for b in range(3):
                if a != game.winner and b != game.winner and game.scores[a] > game.scores[b]:
                    assert places[a] < places[b]


def test_partners_are_rated_as_a_team_against_the_other_team() -> None:
    game = next(g for s in range(50) if (g := finished_game("classic", s)).winner == 0)
    rater = game_rater(game, humans={0, 1, 2, 3})
    current = {0: (30.0, 5.0), 1: None, 2: (20.0, 6.0), 3: (25.0, 8.0)}
    updated = rater(current)
    model = PlackettLuce()
    expected = model.rate(
        [
            [model.rating(mu=30.0, sigma=5.0), model.rating(mu=20.0, sigma=6.0)],
            [model.rating(mu=DEFAULT[0], sigma=DEFAULT[1]), model.rating(mu=25.0, sigma=8.0)],
        ],
        ranks=[1, 2],
    )
    assert updated[0] == pytest.approx((expected[0][0].mu, expected[0][0].sigma))
    assert updated[2] == pytest.approx((expected[0][1].mu, expected[0][1].sigma))
    assert updated[1] == pytest.approx((expected[1][0].mu, expected[1][0].sigma))
    assert updated[0][0] > 30.0 and updated[3][0] < 25.0
    assert conservative(updated[1]) < conservative(DEFAULT) or updated[1][0] < DEFAULT[0]


def test_computer_seats_play_at_the_default_rating_and_are_not_rated() -> None:
    game = finished_game("classic", 3)
    updated = game_rater(game, humans={0, 2})({0: None, 2: None})
    assert set(updated) == {0, 2}


async def play_games(
    database: Database, count: int, *, guild: int = 1000, seed: int = 0
) -> list[tuple[dict[int, int], Game]]:
    """Finished one-hand games among six users; returns (user by seat, game) per game."""
    service = make_service(database, seed=seed)
    rng = random.Random(seed)
    played = []
    for n in range(count):
        users = tuple(rng.sample(range(101, 107), 4))
        table = await full_table(
            service, options={"hands": [1]}, channel=guild * 1000 + n, users=users, guild=guild
        )
        outcome = await play_to_the_end(service, table, seed=n)
        assert outcome.table.game is not None
        played.append(({s: users[s] for s in range(4)}, outcome.table.game))
    return played


async def test_totals_and_statistics_follow_the_games(database: Database) -> None:
    played = await play_games(database, 12)
    boards = Leaderboards(database)
    for user in range(101, 107):
        games = [(seats, g) for seats, g in played if user in seats.values()]
        stats = await boards.player(1000, user)
        if not games:
            assert stats.totals is None
            continue
        totals = stats.totals
        assert totals is not None
        wins = points = 0
        for seats, game in games:
            seat = next(s for s, u in seats.items() if u == user)
            side = game.side_of[seat]
            wins += game.winner == side
            points += game.scores[side]
        assert totals.games == len(games)
        assert totals.wins == wins
        assert totals.points == points
        assert totals.hands == len(games)
        assert totals.points_per_hand == pytest.approx(points / len(games))
        assert totals.rated_games == len(games)
        assert totals.rating is not None
        history = await boards.history(1000, user)
        assert [h.game_id for h in history][:1] and len(history) == min(10, len(games))
        assert stats.streak is not None and stats.streak[1] >= 1
        assert stats.best is not None
        partner = stats.partner
        assert partner is not None and partner[0] != user and 1 <= partner[1] <= len(games)


async def test_leaderboard_pages_and_the_callers_place(database: Database) -> None:
    boards = Leaderboards(database)
    empty = await boards.page(1000, 101, season=ALL_TIME)
    assert empty.rows == () and empty.pages == 1 and empty.caller is None and empty.players == 0

    await play_games(database, 6)
    one = await boards.page(1000, 101, sort="wins", season=ALL_TIME)
    assert one.pages == 1 and len(one.rows) == one.players <= 6
    assert [r.rank for r in one.rows] == list(range(1, len(one.rows) + 1))
    wins = [r.totals.wins for r in one.rows]
    assert wins == sorted(wins, reverse=True)
    ratings = [r.totals.rating for r in (await boards.page(1000, 101, season=ALL_TIME)).rows]
    assert ratings == sorted(ratings, reverse=True)  # type: ignore[type-var]

    # Many players: the caller's place shows beyond the page.
    service = make_service(database, seed=5)
    for n in range(8):
        users = (200 + 4 * n, 201 + 4 * n, 202 + 4 * n, 203 + 4 * n)
        table = await full_table(service, options={"hands": [1]}, channel=5000 + n, users=users)
        await play_to_the_end(service, table, seed=n)
    total = await boards.page(1000, 231, sort="points_per_hand", season=ALL_TIME)
    assert total.players > PAGE_SIZE and total.pages == -(-total.players // PAGE_SIZE)
    assert total.caller is not None and total.caller.totals.user_id == 231
    last = await boards.page(1000, 231, sort="points_per_hand", page=99, season=ALL_TIME)
    assert last.page == total.pages
    assert all(r.rank > PAGE_SIZE * (last.page - 1) for r in last.rows)
    every = [
        r
        for p in range(1, total.pages + 1)
        for r in (await boards.page(1000, 1, sort="points_per_hand", page=p, season=ALL_TIME)).rows
    ]
    assert len(every) == total.players
    assert next(r.rank for r in every if r.totals.user_id == 231) == total.caller.rank
    keys = [r.totals.points_per_hand for r in every]
    assert keys == sorted(keys, reverse=True)
    pagat = await boards.page(1000, 231, preset="pagat", season=ALL_TIME)
    assert pagat.players == 0


async def test_guilds_never_see_each_others_data(database: Database) -> None:
    await play_games(database, 4, guild=1000)
    await play_games(database, 3, guild=3000, seed=9)
    boards = Leaderboards(database)
    here, there = (
        await boards.page(1000, 101, season=ALL_TIME),
        await boards.page(3000, 101, season=ALL_TIME),
    )
    assert here.players > 0 and there.players > 0
    games_here = sum(r.totals.games for r in here.rows)
    assert games_here == 4 * 4 and sum(r.totals.games for r in there.rows) == 3 * 4
    other = await boards.page(2000, 101, season=ALL_TIME)
    assert other.players == 0 and other.rows == ()
    assert (await boards.player(2000, 101)).totals is None
    assert await boards.history(2000, 101) == []


async def test_computer_games_count_for_ratings_only_when_the_server_says_so(
    database: Database,
) -> None:
    boards = Leaderboards(database)
    assert (await boards.settings(1000))["computer_ratings"] is False
    service = make_service(database)
    lobby = await service.lobby.open(
        guild_id=1000, channel_id=1, host_id=101, options={"hands": [1]}
    )
    table_id = lobby.table.id
    await service.lobby.add_computer(table_id, 101, "basic")
    await service.lobby.join(table_id, 102)
    await service.lobby.add_computer(table_id, 101, "random")
    table = (await service.lobby.start(table_id, 101)).table
    assert [s.computer for s in table.seats] == [None, "basic", None, "random"]  # type: ignore[union-attr]
    rng = random.Random(1)
    game = table.game
    while game is not None and not game.is_over:
        seat = game.to_act
        assert seat is not None
        move = (
            (ActionKind.BID, rng.choice(game.legal_bids()))
            if game.phase is Phase.BID
            else (ActionKind.PLAY, rng.choice(game.legal_cards()))
        )
        if seat in (1, 3):
            outcome = await service.play.act_for(table_id, seat, as_move(*move))
        else:
            outcome = await service.play.act(table_id, table.user_at(seat), as_move(*move))  # type: ignore[arg-type]
        game = outcome.table.game
    stats = await boards.player(1000, 101)
    assert stats.totals is not None and stats.totals.games == 1
    assert stats.totals.rated_games == 0
    await boards.update_settings(1000, {"computer_ratings": True})
    assert (await boards.settings(1000))["computer_ratings"] is True


def test_a_drawn_game_moves_no_one_ahead() -> None:
    game = Game("pagat", {"hands": [1], "tiebreak": "draw"}, seed=4)
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            game.bid(seat, 0)  # nobody bids: 0 to 0, a draw
        else:
            game.play(seat, game.legal_cards()[0])
    assert game.winner is None and game.scores == [0, 0]
    assert ranks(game) == [1, 1]
    before = {seat: (25.0, 8.0) for seat in range(4)}
    after = game_rater(game, humans={0, 1, 2, 3})(before)  # type: ignore[arg-type]
    for seat in range(4):
        mu, sigma = after[seat]
        assert mu == pytest.approx(25.0, abs=1e-9)
        assert sigma < 8.0  # a game played makes the rating surer, even a draw


def test_three_players_are_rated_against_each_other() -> None:
    game = next(g for s in range(100) if (g := finished_game("pagat-3", s)).winner is not None)
    assert len(game.scores) == 3
    after = game_rater(game, humans={0, 1, 2})({0: None, 1: None, 2: None})
    places = ranks(game)
    winner = places.index(1)
    assert after[winner][0] > DEFAULT[0]
    last = max(range(3), key=lambda s: (places[s], s))
    assert after[last][0] < DEFAULT[0]
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=places)
    for seat in range(3):
        assert after[seat][0] == pytest.approx(expected[seat][0].mu)
