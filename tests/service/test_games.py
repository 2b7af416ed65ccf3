"""The game service against a real SQLite database."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.engine import ActionKind, IllegalAction, Phase, cards_of
from bot.engine.record import summary
from bot.service import Refusal, ServiceError, as_move
from bot.store import Database
from bot.ui.words.i18n import text
from bot.ui.words.refusals import error_text
from tests.backends import Databases

from .helpers import CHANNEL, GUILD, USERS, full_table, make_service, play_to_the_end


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


async def test_a_complete_game_is_played_and_its_results_stored(database: Database) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [3, 2]})
    outcome = await play_to_the_end(service, table)
    game = outcome.table.game
    assert game is not None and game.is_over
    assert outcome.table.status == "finished"
    assert await service.table_at(CHANNEL) is None

    row = await database.fetchone("SELECT * FROM games WHERE id = ?", (table.id,))
    assert row is not None
    assert row["status"] == "finished"
    assert row["winner"] == game.winner
    assert row["turn_deadline"] is None
    stored = await database.fetchall(
        "SELECT seat, kind, value FROM actions WHERE game_id = ? ORDER BY idx", (table.id,)
    )
    assert len(stored) == len(game.actions)
    sides, players = await service.store.results(table.id)
    assert [s.points for s in sides] == game.scores
    assert [p["user_id"] for p in players] == list(USERS)
    assert all(p["hands_played"] == 2 for p in players)
    assert sum(p["tricks"] for p in players) == 5
    outcomes = {s.side: s.outcome for s in sides}
    if game.winner is not None:
        assert outcomes[game.winner] == "win"
        assert list(outcomes.values()).count("loss") == 1
    for p in players:
        assert p["outcome"] == outcomes[p["side"]]
        assert p["points"] == game.scores[p["side"]]

    # The stored log alone rebuilds the same game.
    again = await service.registry.stored_table(table.id)
    assert again is not None and again.game is not None
    assert summary(again.game) == summary(game)


async def test_every_game_continues_after_a_restart(databases: Databases) -> None:
    database = await databases.open()
    service = make_service(database)
    first = await full_table(service, options={"hands": [4, 3]}, channel=1)
    second = await full_table(service, preset="pagat-3", options={"hands": [3]}, channel=2)
    lobby = await service.lobby.open(guild_id=GUILD, channel_id=3, host_id=99)
    rng = random.Random(5)
    for table in (first, second):
        for _ in range(9):
            game = table.game
            assert game is not None and game.to_act is not None
            user = table.user_at(game.to_act)
            assert user is not None
            move = (
                (ActionKind.BID, rng.choice(game.legal_bids()))
                if game.phase is Phase.BID
                else (ActionKind.PLAY, rng.choice(game.legal_cards()))
            )
            table = (await service.play.act(table.id, user, as_move(*move))).table
        before = summary(table.game)  # type: ignore[arg-type]
        if table.id == first.id:
            first_before = before
        else:
            second_before = before
    await database.close()

    database = await databases.open()
    restarted = make_service(database, seed=8)
    opened = await restarted.load()
    assert set(opened) == {first.id, second.id, lobby.table.id}
    # Nothing is loaded at the start: each game on first use.
    assert all(restarted.registry.held(game_id) is None for game_id in opened)
    tables = {game_id: await restarted.registry.open_table(game_id) for game_id in opened}
    assert all(table is not None for table in tables.values())
    assert tables[lobby.table.id].status == "lobby"  # type: ignore[union-attr]
    assert summary(tables[first.id].game) == first_before  # type: ignore[arg-type,union-attr]
    assert summary(tables[second.id].game) == second_before  # type: ignore[arg-type,union-attr]
    for game_id in (first.id, second.id):
        outcome = await play_to_the_end(restarted, tables[game_id])  # type: ignore[arg-type]
        assert outcome.table.status == "finished"
    await database.close()


async def test_fifty_simultaneous_actions_apply_exactly_the_legal_ones_in_order(
    database: Database,
) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [13]})
    game = table.game
    assert game is not None
    # Bid through to the play phase.
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        table = (await service.play.act(table.id, USERS[seat], as_move(ActionKind.BID, 1))).table
        game = table.game
        assert game is not None
    rng = random.Random(3)
    attempts: list[tuple[int, ActionKind, object]] = []
    for _ in range(50):
        user = rng.choice([*USERS, 77])  # 77 does not play
        seat = USERS.index(user) if user in USERS else 0
        hand = cards_of(game.hands[seat])
        kind = ActionKind.BID if rng.random() < 0.05 else ActionKind.PLAY
        attempts.append((user, kind, 1 if kind is ActionKind.BID else rng.choice(hand)))
    # The seat to act also submits its legal cards twice each, as a double click would.
    to_act = game.to_act
    assert to_act is not None
    for card in game.legal_cards()[:3]:
        attempts[rng.randrange(50)] = (USERS[to_act], ActionKind.PLAY, card)
        attempts[rng.randrange(50)] = (USERS[to_act], ActionKind.PLAY, card)

    results = await asyncio.gather(
        *(service.play.act(table.id, u, as_move(k, v)) for u, k, v in attempts),
        return_exceptions=True,
    )

    # The lock is fair, so the attempts ran in submission order: replaying them one by one
    # on a copy of the engine must accept and refuse exactly the same ones.
    expected = game.copy()
    accepted = 0
    for (user, kind, value), result in zip(attempts, results, strict=True):
        if user not in USERS:
            assert isinstance(result, ServiceError) and result.code is Refusal.NOT_IN_GAME
            continue
        try:
            as_move(kind, value).make(expected, USERS.index(user))
        except IllegalAction as error:
            assert isinstance(result, IllegalAction), (user, kind, value, result)
            assert result.code == error.code
        else:
            assert not isinstance(result, BaseException), result
            accepted += 1
    assert accepted >= 1
    live = await service.registry.open_table(table.id)
    assert live is not None and live.game is not None
    assert summary(live.game) == summary(expected)
    stored = await database.fetchone("SELECT count(*) FROM actions WHERE game_id = ?", (table.id,))
    assert stored is not None and stored[0] == len(expected.actions)


async def test_a_double_submission_of_the_same_card_applies_once(database: Database) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [5]})
    game = table.game
    assert game is not None
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        table = (await service.play.act(table.id, USERS[seat], as_move(ActionKind.BID, 1))).table
        game = table.game
        assert game is not None
    seat = game.to_act
    assert seat is not None
    card = game.legal_cards()[0]
    first, second = await asyncio.gather(
        service.play.act(table.id, USERS[seat], as_move(ActionKind.PLAY, card)),
        service.play.act(table.id, USERS[seat], as_move(ActionKind.PLAY, card)),
        return_exceptions=True,
    )
    assert not isinstance(first, BaseException)
    assert isinstance(second, IllegalAction)
    assert second.code in ("not_your_turn", "card_not_in_hand")
    live = await service.registry.open_table(table.id)
    assert live is not None and live.game is not None
    assert live.game.actions[-1] == (seat, "play", card)
    assert len(live.game.actions) == len(game.actions) + 1


# ---------------------------------------------------------------------- lobby rules


async def expect_refusal(code: Refusal, coroutine: object) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        await coroutine  # type: ignore[misc]
    assert caught.value.code is code, caught.value
    return caught.value


async def test_lobby_rules_each_give_a_clear_error(database: Database) -> None:
    service = make_service(database)
    lobby = (await service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=11)).table
    game_id = lobby.id
    await expect_refusal(
        Refusal.GAME_EXISTS,
        service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=12),
    )
    await expect_refusal(Refusal.ALREADY_SEATED, service.lobby.join(game_id, 11))
    await expect_refusal(
        Refusal.NOT_STARTED, service.play.act(game_id, 11, as_move(ActionKind.BID, 1))
    )
    await service.lobby.join(game_id, 12)
    await expect_refusal(Refusal.TABLE_NOT_FULL, service.lobby.start(game_id, 11))
    await expect_refusal(Refusal.SEAT_TAKEN, service.lobby.join(game_id, 13, seat=1))
    await service.lobby.join(game_id, 13, team=1)
    await expect_refusal(Refusal.SEAT_TAKEN, service.lobby.join(game_id, 14, team=1))
    await service.lobby.join(game_id, 14)
    await expect_refusal(Refusal.LOBBY_FULL, service.lobby.join(game_id, 15))
    await expect_refusal(Refusal.NOT_HOST, service.lobby.start(game_id, 12))
    await expect_refusal(Refusal.NOT_HOST, service.lobby.cancel(game_id, 12))
    await expect_refusal(Refusal.NOT_HOST, service.lobby.remove_seat(game_id, 12, 2))
    await expect_refusal(Refusal.HOST_CANNOT_LEAVE, service.lobby.leave(game_id, 11))
    await expect_refusal(Refusal.NOT_STARTED, service.play.abandon(game_id, 11))

    # Leaving frees the seat; the host can free one too.
    left = await service.lobby.leave(game_id, 14)
    assert left.table.user_at(2) is None and left.table.seat_of(14) is None
    removed = await service.lobby.remove_seat(game_id, 11, 1)
    assert removed.table.user_at(1) is None
    await service.lobby.join(game_id, 14, seat=1)
    await service.lobby.join(game_id, 15)
    started = await service.lobby.start(game_id, 11)
    assert started.table.status == "active"
    assert {started.table.user_at(s) for s in range(4)} == {11, 13, 14, 15}

    await expect_refusal(Refusal.ALREADY_STARTED, service.lobby.leave(game_id, 13))
    await expect_refusal(Refusal.ALREADY_STARTED, service.lobby.join(game_id, 16))
    await expect_refusal(
        Refusal.NOT_IN_GAME, service.play.act(game_id, 16, as_move(ActionKind.BID, 1))
    )
    await expect_refusal(Refusal.NOT_HOST, service.play.abandon(game_id, 13))
    abandoned = await service.play.abandon(game_id, 13, is_admin=True)
    assert abandoned.table.status == "abandoned"
    await expect_refusal(
        Refusal.GAME_ENDED, service.play.act(game_id, 11, as_move(ActionKind.BID, 1))
    )
    row = await database.fetchone("SELECT status FROM games WHERE id = ?", (game_id,))
    assert row is not None and row["status"] == "abandoned"
    results = await database.fetchone("SELECT count(*) FROM player_results")
    assert results is not None and results[0] == 0

    # The channel is free again.
    again = await service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=12)
    cancelled = await service.lobby.cancel(again.table.id, 12)
    assert cancelled.table.status == "cancelled"
    assert await service.table_at(CHANNEL) is None


async def test_a_game_moved_to_its_thread_frees_the_channel(database: Database) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [2]})
    await service.lobby.attach_thread(table.id, 5000)
    assert await service.table_at(5000) is not None
    assert await service.table_at(CHANNEL) is None
    other = await service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=11)
    assert other.table.id != table.id
    # A user may sit in games in several places at once.
    joined = await service.lobby.join(other.table.id, 12)
    assert joined.table.seat_of(12) == 1


async def test_bad_options_and_timers_are_refused(database: Database) -> None:
    service = make_service(database)
    await expect_refusal(
        Refusal.BAD_OPTIONS,
        service.lobby.open(guild_id=GUILD, channel_id=1, host_id=11, preset="bridge"),
    )
    await expect_refusal(
        Refusal.BAD_OPTIONS,
        service.lobby.open(guild_id=GUILD, channel_id=1, host_id=11, options={"hands": [14]}),
    )
    await expect_refusal(
        Refusal.BAD_OPTIONS,
        service.lobby.open(guild_id=GUILD, channel_id=1, host_id=11, turn_timer=0),
    )
    assert await service.table_at(1) is None
    row = await database.fetchone("SELECT count(*) FROM games")
    assert row is not None and row[0] == 0


async def test_turn_deadlines_are_stored_with_the_game(database: Database) -> None:
    service = make_service(database)
    lobby = await service.lobby.open(
        guild_id=GUILD, channel_id=CHANNEL, host_id=11, options={"hands": [2]}, turn_timer=600
    )
    for user in USERS[1:]:
        await service.lobby.join(lobby.table.id, user)
    service.turns.deadlines_changed.clear()
    started = await service.lobby.start(lobby.table.id, 11)
    assert started.table.turn_deadline is not None
    # The timer dispatcher is woken for the first turn, before anyone has moved.
    assert service.turns.deadlines_changed.is_set()
    assert await service.turns.next_timer() == (
        started.table.turn_deadline - 300,
        lobby.table.id,
        "remind",
    )
    row = await database.fetchone("SELECT * FROM games WHERE id = ?", (lobby.table.id,))
    assert row is not None and row["turn_deadline"] == started.table.turn_deadline
    game = started.table.game
    assert game is not None and game.to_act is not None
    moved = await service.play.act(lobby.table.id, USERS[game.to_act], as_move(ActionKind.BID, 1))
    assert moved.table.turn_deadline is not None
    assert moved.table.turn_deadline > started.table.turn_deadline
    row = await database.fetchone("SELECT * FROM games WHERE id = ?", (lobby.table.id,))
    assert row is not None and row["turn_deadline"] == moved.table.turn_deadline


async def test_seat_names_survive_a_restart(database: Database) -> None:
    """The names players sat down with are drawn in the pictures: a restart keeps them."""
    service = make_service(database)
    lobby = await service.lobby.open(
        guild_id=GUILD, channel_id=CHANNEL, host_id=11, host_name="Alice"
    )
    await service.lobby.join(lobby.table.id, 12, name="데이브")
    await service.lobby.add_computer(lobby.table.id, 11, "basic")
    again = make_service(database)
    await again.load()
    table = await again.registry.open_table(lobby.table.id)
    assert table is not None
    assert table.names() == {0: "Alice", 1: "데이브"}
    assert table.seats[2] is not None and table.seats[2].computer == "basic"


@pytest.mark.parametrize("lang", ["en", "ko", "sl"])
async def test_a_bad_hand_schedule_is_refused_in_the_players_words(
    database: Database, lang: str
) -> None:
    """The hand sizes are typed by the host: their refusal is a catalog message, not the
    engine's English."""
    service = make_service(database)
    with pytest.raises(ServiceError) as refused:
        await service.lobby.open(
            guild_id=GUILD, channel_id=CHANNEL, host_id=11, options={"hands": [14, 2]}
        )
    assert refused.value.code is Refusal.BAD_OPTIONS and refused.value.detail == "hands"
    said = error_text(refused.value, lang)
    assert said == text(lang, "refusal-bad_options-hands") and "13" in said
    assert await service.table_at(CHANNEL) is None  # nothing opened
