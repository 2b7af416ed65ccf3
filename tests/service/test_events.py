"""Duplicate events in the service, on both databases: entries, the start (the players alone
paired, a pair of computers for an odd number), the same deals from the same seats at every
table of a round, nothing shown before a table finished a deal, the round's end and the
next round, a window that closes on an unfinished table, and a restart at the round's end."""

from __future__ import annotations

import random

import pytest

from bot.service import ServiceError
from bot.service.events_rounds import EventEnded, RoundOpened, RoundScored
from bot.store import Database
from tests.backends import Databases

from .events_helpers import (
    CHANNEL,
    DAY,
    GUILD,
    ORGANISER,
    Clock,
    make_service,
    open_tables,
    play,
    small_event,
    thread_of,
)

A, B, C, D, E, F = 11, 12, 13, 14, 15, 16


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


def refused(detail: str) -> pytest.RaisesContext[ServiceError]:
    return pytest.raises(ServiceError, match=rf"event.*{detail}|{detail}")


async def entries(service, event_id):  # type: ignore[no-untyped-def]
    events = service.events
    await events.enter(event_id, A, "ann", partner=(B, "bo"))
    await events.accept(event_id, B)
    await events.enter(event_id, C, "cy", partner=(D, "di"))
    await events.accept(event_id, D)
    await events.enter(event_id, E, "ed")
    await events.enter(event_id, F, "flo")


async def test_entries_are_checked_and_change_nothing_when_refused(database: Database) -> None:
    clock = Clock()
    service, _ = make_service(database, clock)
    view = await small_event(service)
    events = service.events
    with refused("exists"):
        await small_event(service)
    await events.enter(view.id, A, "ann", partner=(B, "bo"))
    for call, detail in (
        (events.enter(view.id, A, "ann"), "entered"),
        (events.enter(view.id, C, "cy", partner=(B, "bo")), "partner_entered"),
        (events.enter(view.id, C, "cy", partner=(C, "cy")), "self"),
        (events.accept(view.id, C), "no_invite"),
        (events.withdraw(view.id, C), "not_entered"),
        (events.close_entries(view.id, C, False), "organiser"),
        (events.start(view.id, ORGANISER), "too_few"),
    ):
        with pytest.raises(ServiceError) as caught:
            await call
        assert caught.value.detail == detail
    after = await events.view(view.id)
    assert [(p.user_id, p.partner_id, p.status) for p in after.players] == [
        (A, B, "in"),
        (B, A, "invited"),
    ]
    # Declining an invitation leaves the sender entered alone.
    await events.withdraw(view.id, B)
    assert [(p.user_id, p.partner_id) for p in (await events.view(view.id)).players] == [(A, None)]
    # Closed entries take no one more; a member who may organise closes them too.
    await events.close_entries(view.id, C, True)
    with pytest.raises(ServiceError) as caught:
        await events.enter(view.id, C, "cy")
    assert caught.value.detail == "closed"
    # An individuals' event takes no partners.
    other = await service.events.create(
        guild_id=GUILD,
        channel_id=CHANNEL + 1,
        organiser_id=ORGANISER,
        name="Solo",
        entry="individuals",
    )
    with pytest.raises(ServiceError) as caught:
        await events.enter(other.id, C, "cy", partner=(D, "di"))
    assert caught.value.detail == "individuals"
    for bad in ({"name": " "}, {"deals": 2}, {"window": 60.0}, {"starts_at": 1.0}):
        with pytest.raises(ServiceError):
            await service.events.create(
                guild_id=GUILD,
                channel_id=CHANNEL + 2,
                organiser_id=ORGANISER,
                **{"name": "x", **bad},  # type: ignore[arg-type]
            )


@pytest.mark.parametrize(("pairs", "deals"), [(4, 16), (5, 16), (7, 24)])
async def test_the_start_seats_the_pairs_as_stored(
    database: Database, pairs: int, deals: int
) -> None:
    """4, 5 and 7 pairs at the start: a pair of computers only for an odd number, and the
    stored tables a round robin (a new opponent every round, every pair at a table each
    round, both directions about as often)."""
    clock = Clock()
    service, _ = make_service(database, clock)
    view = await small_event(service, deals=deals)
    for n in range(pairs):
        first, second = 100 + 2 * n, 101 + 2 * n
        await service.events.enter(view.id, first, f"p{first}", partner=(second, f"p{second}"))
        await service.events.accept(view.id, second)
    view = await service.events.start(view.id, ORGANISER)
    computers = [p for p in view.pairs if p.first_id is None and p.second_id is None]
    assert len(computers) == pairs % 2 and len(view.pairs) == pairs + pairs % 2
    field = len(view.pairs)
    met: dict[int, list[int]] = {}
    north_south: dict[int, int] = {}
    for number in range(1, len(view.rounds) + 1):
        tables = [t for t in view.tables if t.round == number]
        assert len(tables) == field // 2
        assert sorted(p for t in tables for p in (t.ns_pair, t.ew_pair)) == list(
            range(1, field + 1)
        )
        for t in tables:
            met.setdefault(t.ns_pair, []).append(t.ew_pair)
            met.setdefault(t.ew_pair, []).append(t.ns_pair)
            north_south[t.ns_pair] = north_south.get(t.ns_pair, 0) + 1
    rounds = len(view.rounds)
    for pair, others in met.items():
        assert len(others) == rounds == len(set(others)), (pair, others)
        assert abs(north_south.get(pair, 0) - rounds / 2) <= 1
    # As many rounds as the deals asked for allow (about six deals a round).
    assert rounds == min(field - 1, max(2, round(deals / 6)))


async def test_a_small_event_plays_the_same_deals_at_every_table_and_shows_nothing_early(
    database: Database,
) -> None:
    clock = Clock()
    service, heard = make_service(database, clock)
    view = await small_event(service)
    await entries(service, view.id)
    view = await service.events.start(view.id, ORGANISER)
    # Three pairs (ed and flo paired by the bot) and a pair of computers; two rounds of 4.
    assert len(view.pairs) == 4 and view.pairs[3].computer == "strong"
    assert view.pairs[3].first_id is None and view.pairs[3].second_id is None
    assert {view.pairs[2].first_id, view.pairs[2].second_id} == {E, F}
    assert [r.hands for r in view.rounds] == [(2, 1, 2, 1), (2, 1, 2, 1)]
    assert heard == [RoundOpened(view.id, 1)]
    tables = await open_tables(service, view.id)
    assert len(tables) == 2 and not await service.events.rounds.tables_to_open(view.id)
    # Every table of the round: the same deals, from the same seats.
    assert len({(t.game.seed, t.game.first_dealer) for t in tables if t.game}) == 1
    for table in tables:
        seated = next(s for s in view.tables if s.round == 1 and s.table == table.event.table)  # type: ignore[union-attr]
        ns, ew = view.pair(seated.ns_pair), view.pair(seated.ew_pair)
        assert ns is not None and ew is not None
        assert [table.user_at(s) for s in (0, 2)] == [ns.first_id, ns.second_id]
        assert [table.user_at(s) for s in (1, 3)] == [ew.first_id, ew.second_id]
    first, second = tables
    player_1 = first.seats[0].user_id if first.seats[0] and first.seats[0].user_id else A
    player_2 = next(s.user_id for s in second.seats if s is not None and s.user_id)

    # Nothing of a deal before one's own table has finished it.
    with pytest.raises(ServiceError) as caught:
        await service.events.traveller(view.id, 1, 1, player_1)
    assert caught.value.detail == "not_yet"
    rng = random.Random(1)
    await play(service, first.id, rng, deals=1)
    seen = await service.events.traveller(view.id, 1, 1, player_1)
    assert [line.table for line in seen.traveller.lines] == [1] and not seen.complete
    for who in (player_2, ORGANISER):
        with pytest.raises(ServiceError) as caught:
            await service.events.traveller(view.id, 1, 1, who)
        assert caught.value.detail == "not_yet"
    # Nor through a game's record or review: the channel leads to none, another table's
    # thread refuses, one's own shows the hands played.
    assert await service.record_at(CHANNEL, player_2) is None
    with pytest.raises(ServiceError) as caught:
        await service.record_at(thread_of(1, 1), player_2)
    assert caught.value.detail == "not_yet"
    with pytest.raises(ServiceError):
        await service.coach.review_game(thread_of(1, 1), player_2)
    own = await service.record_at(thread_of(1, 1), player_1)
    assert own is not None and not own.complete
    # No hints, no take-backs, nobody abandons an event's table.
    await service.stats.update_settings(GUILD, {"hints": True}, clock())
    for call in (
        lambda: service.coach.hint(first.id, player_1),
        lambda: service.takebacks.ask(first.id, player_1, 0),
        lambda: service.play.abandon(first.id, ORGANISER, is_admin=True),
    ):
        with pytest.raises(ServiceError) as caught:
            await call()
        assert caught.value.detail == "game"

    await play(service, first.id, rng)
    await play(service, second.id, rng)
    await service.events.rounds.settle()
    assert heard[1:] == [RoundScored(view.id, 1), RoundOpened(view.id, 2)]
    # The same cards at both tables, deal by deal.
    deals = await service.events._store.deals(view.id, 1)
    for number in range(1, 5):
        hands = {
            tuple(tuple(sorted(h.split())) for h in d.hands) for d in deals if d.deal == number
        }
        assert len(hands) == 1, number
    table_of = {d.table for d in deals}
    assert table_of == {1, 2}
    standings = await service.events.standings(view.id)
    assert standings.through == 1 and len(standings.rows) == 3  # the computers not ranked
    complete = await service.events.traveller(view.id, 1, 2, ORGANISER)
    assert complete.complete and len(complete.traveller.lines) == 2

    # The second round, then the end.
    for table in await open_tables(service, view.id):
        await play(service, table.id, rng)
    await service.events.rounds.settle()
    assert heard[3:] == [RoundScored(view.id, 2), EventEnded(view.id)]
    final = await service.events.view(view.id)
    assert final.event.status == "finished" and final.scored == 2
    stored = await service.events._store.standings(view.id)
    assert sorted(s.pair for s in stored) == [1, 2, 3]
    record = await service.events.record(view.id, ORGANISER, A)
    assert len(record.deals) == 8 and all(d.percent is not None for d in record.deals)
    assert record.standing is not None
    # Event games count for nobody's leaderboard.
    row = await database.fetchone("SELECT count(*) FROM player_results")
    assert row is not None and row[0] == 0
    stats = await service.events._store.stats(GUILD, A)
    assert stats.played == 1


async def test_a_window_closing_hands_an_unfinished_table_to_the_computer(
    database: Database,
) -> None:
    clock = Clock()
    service, heard = make_service(database, clock)
    view = await small_event(service, window=2 * 3600)
    await entries(service, view.id)
    await service.events.start(view.id, ORGANISER)
    first, second = await open_tables(service, view.id)
    rng = random.Random(2)
    await play(service, first.id, rng)
    await play(service, second.id, rng, deals=1)  # table 2 stops after its first deal
    await service.events.rounds.settle()
    assert RoundScored(view.id, 1) not in heard
    assert await service.events._store.windows_due(clock()) == []
    clock.advance(2 * 3600 + 1)
    assert await service.events._store.windows_due(clock()) == [(view.id, 1)]
    assert await service.events.rounds.close_window(view.id, 1) == 1
    held = service.registry.held(second.id)
    assert held is not None and held.event is not None and held.event.closed
    assert all(s is None or s.computer or s.away for s in held.seats)
    person = next(s.user_id for s in held.seats if s is not None and s.user_id)
    with pytest.raises(ServiceError) as caught:
        await service.play.set_away(second.id, person, False)
    assert caught.value.detail == "played_out"
    # The computer plays out the rest: the round ends with a result at every table.
    assert await play(service, second.id, rng) is None
    await service.events.rounds.settle()
    assert RoundScored(view.id, 1) in heard and RoundOpened(view.id, 2) in heard
    deals = await service.events._store.deals(view.id, 1)
    assert sorted((d.table, d.deal) for d in deals) == [
        (t, n) for t in (1, 2) for n in (1, 2, 3, 4)
    ]
    # The next round's window starts when it opens.
    found = (await service.events.view(view.id)).round(2)
    assert found is not None and found.closes_at == pytest.approx(found.opened_at + 2 * 3600)  # type: ignore[operator]


async def test_a_restart_at_the_rounds_end_scores_it_once_and_says_it_once(
    databases: Databases, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    database = await databases.open()
    service, _ = make_service(database, clock)
    view = await small_event(service)
    await entries(service, view.id)
    await service.events.start(view.id, ORGANISER)
    rng = random.Random(3)
    tables = await open_tables(service, view.id)
    # The process dies as the last table finishes: the round is never scored.
    scored = service.events.rounds.check_round

    async def killed(event_id: int, round_: int) -> bool:
        return False

    monkeypatch.setattr(service.events.rounds, "check_round", killed)
    for table in tables:
        await play(service, table.id, rng)
    await service.events.rounds.settle()
    assert scored is not None
    await database.close()

    again = await databases.open()
    restarted, heard = make_service(again, clock)
    await restarted.load()
    await restarted.events.rounds.resume()
    assert heard == [RoundScored(view.id, 1), RoundOpened(view.id, 2)]
    # Said, it is not said again; scored, it is not scored again.
    await restarted.events.rounds.posted(view.id, 1)
    heard.clear()
    await restarted.events.rounds.resume()
    assert heard == [RoundOpened(view.id, 2)]
    assert not await restarted.events.rounds.check_round(view.id, 1)
    await again.close()


async def test_a_timed_start_with_too_few_pairs_cancels_the_event(database: Database) -> None:
    clock = Clock()
    service, heard = make_service(database, clock)
    view = await service.events.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        organiser_id=ORGANISER,
        name="Quiet night",
        starts_at=clock.now + DAY,
    )
    await service.events.enter(view.id, A, "ann", partner=(B, "bo"))
    await service.events.accept(view.id, B)
    clock.advance(DAY + 1)
    assert await service.events._store.due_to_start(clock()) == [view.id]
    await service.events.start_due(view.id)
    assert (await service.events.view(view.id)).event.status == "cancelled"
    assert [type(n).__name__ for n in heard] == ["EventCancelled"]
