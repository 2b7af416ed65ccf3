"""Duplicate events among people: a server's club night over days. An organiser (a member who
may manage the server, or has the role it names) creates an event in a channel; players enter
as a pair (one asks a partner, who accepts) or alone until the start; at the start the bot
pairs those alone, makes up an odd number with a pair of computers, fixes the rounds, the
deals and the seating (`events_seating.py`), and opens the first round (`events_rounds.py`).

This job holds the entries and the start, and what a player may see of an event, and when:
nothing of a deal before their own table has finished it. A traveller of a round still in
play shows a player only the tables that finished that deal, and only once theirs has; the
standings show the rounds scored; a pair's record shows another pair's deals once their
round is scored."""

from __future__ import annotations

import hashlib
import hmac
import logging
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass

from bot.engine import PRESETS
from bot.store.events import (
    AlreadyEntered,
    EventExists,
    EventRow,
    EventStore,
    NewEvent,
    PairRow,
    PlayerRow,
    RoundRow,
    TableRow,
)
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events_rounds import COMPUTER, EventCancelled, RoundOpened, Rounds
from .events_scoring import PairStanding, Seated, Traveller, standings, traveller
from .events_seating import FEWEST_PAIRS, deal_sizes, pair_alone, plan, seating
from .settings import server_setting

__all__ = [
    "MOST_DEALS",
    "MOST_NAME",
    "EventStandings",
    "EventTraveller",
    "EventView",
    "Events",
    "PairDeal",
    "PairRecord",
    "PairRow",
    "PlayerRow",
]

log = logging.getLogger(__name__)

ENTRIES = ("pairs", "individuals")
SIZES = ("preset", "daily")  # where the deals' hand sizes come from
FEWEST_DEALS, MOST_DEALS = 4, 48
HOUR, DAY = 3600.0, 86400.0
FEWEST_WINDOW, MOST_WINDOW = HOUR, 14 * DAY
MOST_AHEAD = 60 * DAY  # a start at most this far ahead
TURN_TIMER = int(12 * HOUR)  # a table's turn timer, unless the window is shorter
MOST_NAME = 60
KEPT = 256  # travellers and standings of scored rounds kept computed


@dataclass(frozen=True, slots=True)
class EventView:
    """An event as it stands: who entered, and once it started its pairs, rounds and tables."""

    event: EventRow
    players: tuple[PlayerRow, ...]
    pairs: tuple[PairRow, ...]
    rounds: tuple[RoundRow, ...]
    tables: tuple[TableRow, ...]

    @property
    def id(self) -> int:
        return self.event.id

    @property
    def current(self) -> RoundRow | None:
        """The round in play: open and not yet scored."""
        return next(
            (r for r in self.rounds if r.opened_at is not None and r.scored_at is None), None
        )

    @property
    def scored(self) -> int:
        """How many rounds are scored (the standings are after the last of them)."""
        return sum(1 for r in self.rounds if r.scored_at is not None)

    def round(self, number: int) -> RoundRow | None:
        return next((r for r in self.rounds if r.round == number), None)

    def entry_of(self, user_id: int) -> PlayerRow | None:
        return next((p for p in self.players if p.user_id == user_id), None)

    def pair_of(self, user_id: int) -> PairRow | None:
        return next((p for p in self.pairs if user_id in (p.first_id, p.second_id)), None)

    def pair(self, number: int) -> PairRow | None:
        return next((p for p in self.pairs if p.pair == number), None)

    def table_of(self, user_id: int, round_: int) -> TableRow | None:
        pair = self.pair_of(user_id)
        if pair is None:
            return None
        return next(
            (t for t in self.tables if t.round == round_ and pair.pair in (t.ns_pair, t.ew_pair)),
            None,
        )

    def seated(self, round_: int) -> list[Seated]:
        return [Seated(t.table, t.ns_pair, t.ew_pair) for t in self.tables if t.round == round_]


@dataclass(frozen=True, slots=True)
class EventTraveller:
    view: EventView
    traveller: Traveller
    complete: bool  # the round is scored: every table is in it


@dataclass(frozen=True, slots=True)
class EventStandings:
    view: EventView
    through: int  # the standings are after this round (0: none scored yet)
    rows: tuple[PairStanding, ...]


@dataclass(frozen=True, slots=True)
class PairDeal:
    """A pair's result on one deal: its table and direction, its side's points and the
    other side's, and its percentage (None while its round is still in play)."""

    round: int
    deal: int
    table: int
    north_south: bool
    opponents: int
    points: int
    against: int
    percent: float | None


@dataclass(frozen=True, slots=True)
class PairRecord:
    view: EventView
    pair: PairRow
    deals: tuple[PairDeal, ...]
    standing: PairStanding | None


def _digest(secret: str, what: str) -> bytes:
    return hmac.new(bytes.fromhex(secret), what.encode(), hashlib.sha256).digest()


class Events:
    def __init__(
        self,
        store: EventStore,
        stats: StatsStore,
        rounds: Rounds,
        clock: Callable[[], float],
    ) -> None:
        self._store = store
        self._stats = stats
        self.rounds = rounds
        self._clock = clock
        self._travellers: dict[tuple[int, int, int], Traveller] = {}
        self._standings: dict[tuple[int, int], tuple[PairStanding, ...]] = {}

    # ------------------------------------------------------------------ finding one

    async def view(self, event_id: int) -> EventView:
        event = await self._store.event(event_id)
        if event is None:
            raise ServiceError(Refusal.EVENT, detail="none")
        return EventView(
            event,
            tuple(await self._store.players(event_id)),
            tuple(await self._store.pairs(event_id)),
            tuple(await self._store.rounds(event_id)),
            tuple(await self._store.tables(event_id)),
        )

    async def at(self, place_id: int, parent_id: int | None = None) -> EventView:
        """The event of a channel (its open one, else its last), or of a table's thread."""
        found = await self._store.event_of_thread(place_id)
        if found is None:
            for channel in (place_id, parent_id):
                if channel is not None and (row := await self._store.event_at(channel)):
                    found = row.id
                    break
        if found is None:
            raise ServiceError(Refusal.EVENT, detail="none")
        return await self.view(found)

    # ------------------------------------------------------------------ entries

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        name: str,
        entry: str = "pairs",
        deals: int = 16,
        sizes: str = "preset",
        window: float = DAY,
        turn_timer: int | None = None,
        starts_at: float | None = None,
    ) -> EventView:
        """A new event taking entries in a channel (one open event a channel), started at
        `starts_at` or, None, by its organiser."""
        now = self._clock()
        name = " ".join(name.split())
        if not 1 <= len(name) <= MOST_NAME:
            raise ServiceError(Refusal.EVENT, detail="name", most=MOST_NAME)
        if entry not in ENTRIES or sizes not in SIZES:
            raise ServiceError(Refusal.EVENT, detail="options")
        if not FEWEST_DEALS <= deals <= MOST_DEALS:
            raise ServiceError(Refusal.EVENT, detail="deals", fewest=FEWEST_DEALS, most=MOST_DEALS)
        if not FEWEST_WINDOW <= window <= MOST_WINDOW:
            raise ServiceError(Refusal.EVENT, detail="window")
        if starts_at is not None and not now - 60 <= starts_at <= now + MOST_AHEAD:
            raise ServiceError(Refusal.EVENT, detail="start", days=int(MOST_AHEAD // DAY))
        timer = turn_timer if turn_timer is not None else TURN_TIMER
        if timer <= 0:
            raise ServiceError(Refusal.EVENT, detail="timer")
        timer = int(min(timer, window))
        if sizes == "daily":
            source = tuple(
                int(n) for n in await server_setting(self._stats, guild_id, "daily_schedule")
            )
        else:
            source = PRESETS["classic"].hands
        new = NewEvent(
            guild_id,
            channel_id,
            name,
            organiser_id,
            entry,
            deals,
            tuple(source),
            float(window),
            timer,
            None if starts_at is None else float(max(starts_at, now)),
            secrets.token_hex(32),
        )
        try:
            event_id = await self._store.create(new, now)
        except EventExists:
            raise ServiceError(Refusal.EVENT, detail="exists") from None
        log.info("guild=%d event=%d created in %d", guild_id, event_id, channel_id)
        self.rounds.wake()
        return await self.view(event_id)

    async def _open(self, event_id: int) -> EventView:
        view = await self.view(event_id)
        if view.event.status != "entries":
            raise ServiceError(
                Refusal.EVENT, detail="started" if view.event.status == "running" else "over"
            )
        return view

    async def enter(
        self,
        event_id: int,
        user_id: int,
        name: str | None,
        partner: tuple[int, str | None] | None = None,
    ) -> EventView:
        """The player enters alone, or asks `partner` to play with them (who accepts)."""
        view = await self._open(event_id)
        if view.event.entries_closed:
            raise ServiceError(Refusal.EVENT, detail="closed")
        if partner is not None:
            if view.event.entry == "individuals":
                raise ServiceError(Refusal.EVENT, detail="individuals")
            if partner[0] == user_id:
                raise ServiceError(Refusal.EVENT, detail="self")
            if view.entry_of(partner[0]) is not None:
                raise ServiceError(Refusal.EVENT, detail="partner_entered")
        if view.entry_of(user_id) is not None:
            raise ServiceError(Refusal.EVENT, detail="entered")
        try:
            await self._store.enter(event_id, user_id, name, self._clock(), partner)
        except AlreadyEntered:
            raise ServiceError(Refusal.EVENT, detail="entered") from None
        return await self.view(event_id)

    async def accept(self, event_id: int, user_id: int) -> EventView:
        view = await self._open(event_id)
        mine = view.entry_of(user_id)
        if mine is None or mine.status != "invited":
            raise ServiceError(Refusal.EVENT, detail="no_invite")
        await self._store.accept(event_id, user_id)
        return await self.view(event_id)

    async def withdraw(self, event_id: int, user_id: int) -> EventView:
        """The player's entry goes (or an invitation is declined): a partner stays alone."""
        await self._open(event_id)
        if await self._store.withdraw(event_id, user_id) is None:
            raise ServiceError(Refusal.EVENT, detail="not_entered")
        return await self.view(event_id)

    def _organiser(self, view: EventView, user_id: int, may_organise: bool) -> None:
        if user_id != view.event.organiser_id and not may_organise:
            raise ServiceError(Refusal.EVENT, detail="organiser")

    async def close_entries(self, event_id: int, user_id: int, may_organise: bool) -> EventView:
        view = await self._open(event_id)
        self._organiser(view, user_id, may_organise)
        if not await self._store.close_entries(event_id):
            raise ServiceError(Refusal.EVENT, detail="closed")
        return await self.view(event_id)

    async def remove(self, event_id: int, user_id: int, may_organise: bool, who: int) -> EventView:
        view = await self._open(event_id)
        self._organiser(view, user_id, may_organise)
        if await self._store.withdraw(event_id, who) is None:
            raise ServiceError(Refusal.EVENT, detail="not_entered_other")
        return await self.view(event_id)

    async def cancel(self, event_id: int, user_id: int, may_organise: bool) -> EventView:
        """The organiser cancels an event before its start or while it runs: its tables
        still playing end without results."""
        view = await self.view(event_id)
        self._organiser(view, user_id, may_organise)
        async with self.rounds.lock(event_id):
            if not await self._store.set_status(event_id, "cancelled", self._clock()):
                raise ServiceError(Refusal.EVENT, detail="over")
        await self.rounds.end_tables(event_id)
        self.rounds.tell(EventCancelled(event_id, too_few=False))
        log.info("event=%d cancelled by %d", event_id, user_id)
        return await self.view(event_id)

    # ------------------------------------------------------------------ the start

    async def start(
        self, event_id: int, user_id: int | None = None, may_organise: bool = False
    ) -> EventView:
        """The event starts (its organiser, or its start time): the pairs, the rounds, the
        seating, the first round open. Fewer than three pairs: refused (at its time, it is
        cancelled: `start_due`)."""
        async with self.rounds.lock(event_id):
            view = await self._open(event_id)
            if user_id is not None:
                self._organiser(view, user_id, may_organise)
            event = view.event
            pairs = self._pairs(view)
            people = len(pairs)
            if people < FEWEST_PAIRS:
                raise ServiceError(
                    Refusal.EVENT, detail="too_few", count=people, fewest=FEWEST_PAIRS
                )
            if people % 2:
                pairs.append(PairRow(people + 1, None, None, None, None, COMPUTER))
            laid = plan(len(pairs), event.deals)
            sizes = deal_sizes(event.sizes, laid)
            now = self._clock()
            rounds = []
            for number, hands in enumerate(sizes, start=1):
                digest = _digest(event.secret, f"round:{number}")
                rounds.append(
                    RoundRow(
                        number,
                        int.from_bytes(digest[0:8], "big") >> 1,
                        digest[16] % 4,
                        int.from_bytes(digest[8:16], "big") >> 1,
                        hands,
                        now if number == 1 else None,
                        now + event.round_window if number == 1 else None,
                        None,
                        None,
                        None,
                    )
                )
            tables = [
                TableRow(number, table, ns, ew, None, None, None)
                for number, seated in enumerate(seating(len(pairs), laid.rounds), start=1)
                for table, (ns, ew) in enumerate(seated, start=1)
            ]
            if not await self._store.start(event_id, pairs, rounds, tables, now):
                raise ServiceError(Refusal.EVENT, detail="started")
        log.info(
            "event=%d started: %d pairs, %d rounds of %d deals",
            event_id,
            len(pairs),
            laid.rounds,
            laid.deals_a_round,
        )
        self.rounds.tell(RoundOpened(event_id, 1))
        self.rounds.wake()
        return await self.view(event_id)

    def _pairs(self, view: EventView) -> list[PairRow]:
        """The pairs that entered together, in order of entry, then those the bot pairs from
        the players alone (an odd one out gets a computer as partner). An invitation never
        accepted leaves its sender alone."""
        entered = {p.user_id: p for p in view.players if p.status == "in"}
        together: list[tuple[PlayerRow, PlayerRow | None]] = []
        alone: list[PlayerRow] = []
        seen: set[int] = set()
        for player in entered.values():
            if player.user_id in seen:
                continue
            partner = entered.get(player.partner_id) if player.partner_id is not None else None
            if partner is not None and partner.partner_id == player.user_id:
                together.append((player, partner))
                seen.add(partner.user_id)
            else:
                alone.append(player)
        rng = random.Random(_digest(view.event.secret, "pairs"))
        for first, second in pair_alone([p.user_id for p in alone], rng):
            together.append((entered[first], None if second is None else entered[second]))
        return [
            PairRow(
                number,
                a.user_id,
                a.name,
                None if b is None else b.user_id,
                None if b is None else b.name,
                COMPUTER if b is None else None,
            )
            for number, (a, b) in enumerate(together, start=1)
        ]

    async def start_due(self, event_id: int) -> None:
        """Its start time came: the event starts, or with too few pairs is cancelled."""
        try:
            await self.start(event_id)
        except ServiceError as refused:
            if refused.detail != "too_few":
                return
            if await self._store.set_status(event_id, "cancelled", self._clock()):
                log.info("event=%d cancelled at its start: too few pairs", event_id)
                self.rounds.tell(EventCancelled(event_id, too_few=True))

    # ------------------------------------------------------------------ what shows, and when

    async def traveller(
        self, event_id: int, round_: int, deal: int, user_id: int
    ) -> EventTraveller:
        """A deal's traveller: once its round is scored, every table's; before, only to a
        player whose table finished the deal, and only the tables that finished it."""
        view = await self.view(event_id)
        found = view.round(round_)
        if found is None or not 1 <= deal <= len(found.hands):
            raise ServiceError(Refusal.EVENT, detail="no_deal", rounds=len(view.rounds))
        if found.opened_at is None:
            raise ServiceError(Refusal.EVENT, detail="not_yet")
        complete = found.scored_at is not None
        key = (event_id, round_, deal)
        if complete and key in self._travellers:
            return EventTraveller(view, self._travellers[key], True)
        results = await self._store.deals(event_id, round_)
        if not complete:
            mine = view.table_of(user_id, round_)
            if mine is None or not any(r.table == mine.table and r.deal == deal for r in results):
                raise ServiceError(Refusal.EVENT, detail="not_yet")
        made = traveller(round_, deal, view.seated(round_), results, complete=complete)
        if complete:
            if len(self._travellers) >= KEPT:
                del self._travellers[next(iter(self._travellers))]
            self._travellers[key] = made
        return EventTraveller(view, made, complete)

    async def standings(self, event_id: int, through: int | None = None) -> EventStandings:
        """The standings after the last round scored (the barometer), or after round
        `through` when it is scored."""
        view = await self.view(event_id)
        last = view.scored if through is None else min(through, view.scored)
        return EventStandings(view, last, await self._rows(view, last))

    async def _rows(self, view: EventView, through: int | None = None) -> tuple[PairStanding, ...]:
        if through is None:
            through = view.scored
        key = (view.id, through)
        found = self._standings.get(key)
        if found is None:
            seated, deals = await self.rounds.seating(view.id, through)
            ranked = [p.pair for p in view.pairs if p.first_id or p.second_id]
            found = standings(seated, deals, await self._store.deals(view.id), ranked)
            if len(self._standings) >= KEPT:
                del self._standings[next(iter(self._standings))]
            self._standings[key] = found
        return found

    async def record(self, event_id: int, user_id: int, of_user: int) -> PairRecord:
        """A pair's deals in the event: every deal of the rounds scored, with its
        percentage; of the round in play, only the player's own pair's, without one."""
        view = await self.view(event_id)
        pair = view.pair_of(of_user)
        if pair is None:
            raise ServiceError(Refusal.EVENT, detail="no_pair")
        own = user_id in (pair.first_id, pair.second_id)
        results = await self._store.deals(event_id)
        deals: list[PairDeal] = []
        for r in view.rounds:
            table = next(
                (
                    t
                    for t in view.tables
                    if t.round == r.round and pair.pair in (t.ns_pair, t.ew_pair)
                ),
                None,
            )
            if table is None or r.opened_at is None or (r.scored_at is None and not own):
                continue
            ns = table.ns_pair == pair.pair
            for deal in range(1, len(r.hands) + 1):
                result = next(
                    (
                        x
                        for x in results
                        if x.round == r.round and x.table == table.table and x.deal == deal
                    ),
                    None,
                )
                percent = None
                if r.scored_at is not None:
                    made = (await self.traveller(event_id, r.round, deal, user_id)).traveller
                    line = next(line for line in made.lines if line.table == table.table)
                    percent = line.score.ns_percent if ns else line.score.ew_percent
                elif result is None:
                    continue
                mine, theirs = (
                    (0, 0)
                    if result is None
                    else (result.ns_points, result.ew_points)
                    if ns
                    else (result.ew_points, result.ns_points)
                )
                deals.append(
                    PairDeal(
                        r.round,
                        deal,
                        table.table,
                        ns,
                        table.ew_pair if ns else table.ns_pair,
                        mine,
                        theirs,
                        percent,
                    )
                )
        standing = next((s for s in await self._rows(view) if s.pair == pair.pair), None)
        return PairRecord(view, pair, tuple(deals), standing)
