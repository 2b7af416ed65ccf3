"""The daily deal: each day a server's players all get the same deals, played alone with three
`strong` computers, and are ranked by matchpoints against everyone who held the same cards.

A daily game is an ordinary game of the service (its moves, computer turns, restarts and
table are the usual ones), marked with its day, seated and started at once. Its deck seed, its
first dealer and its computers' secret all come from an HMAC of the day under the server's
secret, so the same day gives the same deals (and the same computers) to every player of a
server, another server or day different ones, and nobody can work out a coming day's cards.
An all-pass hand is played rather than redealt, and a tie stays a draw, so that hand `n` is
the same deal for everyone. The game ends without results or ratings: the day's standing is
its matchpoints, kept in the daily tables.

Nothing of a day's field is shown to a player before they finished their own day."""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from bisect import insort
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine import Game, OptionError, make_options
from bot.store.daily import AlreadyPlaying, DailyEntry, DailyStart, DailyStore, FieldHand
from bot.store.results import DailyDay, DailyHand
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import GameStarted, Outcome
from .matchpoints import Field, hand_percentages, ranked
from .registry import Registry
from .settings import server_setting
from .table import TableView

# The server setting of the day's hand sizes, and the level of the three computers.
SCHEDULE = "daily_schedule"
COMPUTER = "strong"
# The server setting of its time zone (an IANA name), when the server chose one.
TIMEZONE = "timezone"
MAX_HANDS = 13  # a day's schedule, so that a day stays a day's play
FIELDS_KEPT = 256  # the days' fields kept computed (a server's today, mostly)
# More new finishers than this at once and the day is read afresh rather than added to.
ADDED_MOST = 200


def day_of(now: float, zone: str | None = None) -> dt.date:
    """Which day it is at `now` (seconds since the epoch) in the server's time zone `zone`
    (an IANA name; UTC when None or unknown): the day whose deals a player gets."""
    tz: dt.tzinfo = dt.UTC
    if zone:
        try:
            tz = ZoneInfo(zone)
        except (ZoneInfoNotFoundError, ValueError):
            tz = dt.UTC
    return dt.datetime.fromtimestamp(now, tz).date()


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """What a day's games start from: the same for every player of the server that day."""

    seed: int
    first_dealer: int
    players_secret: int


def deal_of(secret: bytes, guild_id: int, day: str, players: int = 4) -> DailyDeal:
    """The day's deal of a server, from its secret: an HMAC of the server and the date."""
    digest = hmac.new(secret, f"{guild_id}:{day}".encode(), hashlib.sha256).digest()
    seed = int.from_bytes(digest[0:8], "big") >> 1  # 63 bits: a signed 64-bit column holds it
    computers = int.from_bytes(digest[8:16], "big") >> 1
    return DailyDeal(seed, digest[16] % players, computers)


def daily_options(schedule: Sequence[int]) -> dict[str, object]:
    """The options of a day's games: its hand sizes; an all-pass hand played rather than
    redealt and a tie left a draw, so that every player's hand `n` is the same deal."""
    return {"hands": list(schedule), "all_pass": "play", "tiebreak": "draw"}


def check_schedule(schedule: Sequence[int]) -> list[int]:
    """A server's chosen schedule, or a refusal saying what is wrong with it."""
    chosen = list(schedule)
    if not chosen or len(chosen) > MAX_HANDS:
        raise ServiceError(Refusal.DAILY, detail="schedule", most=MAX_HANDS)
    try:
        make_options("classic", daily_options(chosen))
    except OptionError:
        raise ServiceError(Refusal.DAILY, detail="schedule", most=MAX_HANDS) from None
    return chosen


@dataclass(frozen=True, slots=True)
class DailyStatus:
    """Where a player stands with a day: not begun (no entry), playing (its table), finished
    (`entry.finished_at`), or given up (an entry whose game ended without a result)."""

    day: str
    entry: DailyEntry | None
    table: TableView | None  # the game in progress

    @property
    def finished(self) -> bool:
        return self.entry is not None and self.entry.finished_at is not None


class Standing(NamedTuple):
    place: int
    user_id: int
    name: str | None
    percent: float


class TravellerLine(NamedTuple):
    """One player's result on a hand, beside everyone else's."""

    user_id: int
    name: str | None
    bid: str
    tricks: int
    points: int
    percent: float


@dataclass(frozen=True, slots=True)
class DayResults:
    """A finished player's view of the day: the ranking, their place and percentage, each
    hand's traveller (best first) and their cards."""

    day: str
    user_id: int
    schedule: tuple[int, ...]
    ranking: tuple[Standing, ...]
    travellers: dict[int, tuple[TravellerLine, ...]]
    cards: dict[int, str]
    streak: int

    @property
    def mine(self) -> Standing:
        return next(s for s in self.ranking if s.user_id == self.user_id)


@dataclass(frozen=True, slots=True)
class MonthStanding:
    """A month's daily standings: each day's percentage added up (so that coming back
    counts), with the days played and their average."""

    place: int
    user_id: int
    name: str | None
    days: int
    points: float

    @property
    def average(self) -> float:
        return self.points / self.days


DayField = tuple[tuple[Standing, ...], dict[int, tuple[TravellerLine, ...]]]


def day_results(field: Sequence[FieldHand]) -> DayField:
    """The ranking and the travellers of a day from its whole field (pure; the reference that
    `DayState` keeps up to date). Hands are added up in hand order and a shared place lists
    its players by id, so that the answer does not hang on the order the field was read in."""
    by_hand: dict[int, dict[int, int]] = {}
    names: dict[int, str | None] = {}
    for h in field:
        by_hand.setdefault(h.hand, {})[h.user_id] = h.points
        names[h.user_id] = h.name
    percents = {n: hand_percentages(by_hand[n]) for n in sorted(by_hand)}
    totals: dict[int, float] = {}
    for hand in percents.values():
        for who, percent in hand.items():
            totals[who] = totals.get(who, 0.0) + percent
    played = len(percents)
    ranking = tuple(
        Standing(place, who, names[who], percent)
        for place, who, percent in ranked({w: totals[w] / played for w in sorted(totals)})
    )
    travellers: dict[int, list[TravellerLine]] = {n: [] for n in sorted(by_hand)}
    for h in sorted(field, key=lambda h: (-h.points, h.user_id)):
        line = TravellerLine(
            h.user_id, h.name, h.bid, h.tricks, h.points, percents[h.hand][h.user_id]
        )
        travellers[h.hand].append(line)
    return ranking, {n: tuple(lines) for n, lines in travellers.items()}


class DayState:
    """A day's field kept up to date as players finish: only a new player's hands are read
    and added; the ranking and travellers are then what `day_results` gives for the whole
    field. `users` are the finished players taken in (those with no hand count too)."""

    def __init__(self) -> None:
        self.users: set[int] = set()
        self._field: Field[int] = Field()
        self._names: dict[int, str | None] = {}
        # Per hand, its traveller's order: best score first, then by player.
        self._lines: dict[int, list[tuple[int, int, str, int, int]]] = {}
        self._result: DayField | None = None

    def add(self, users: Iterable[int], hands: Iterable[FieldHand]) -> None:
        """Players who finished since, and their hands (any others' are left out)."""
        new = set(users) - self.users
        scores: dict[int, dict[int, int]] = {}
        arrived: dict[int, list[tuple[int, int, str, int, int]]] = {}
        for h in hands:
            if h.user_id not in new:
                continue
            scores.setdefault(h.user_id, {})[h.hand] = h.points
            self._names[h.user_id] = h.name
            arrived.setdefault(h.hand, []).append((-h.points, h.user_id, h.bid, h.tricks, h.points))
        for number, lines in arrived.items():
            kept = self._lines.setdefault(number, [])
            if len(lines) < 8:  # one finisher, mostly: put in place
                for line in lines:
                    insort(kept, line)
            else:  # the whole field: sorted once
                kept.extend(lines)
                kept.sort()
        for who, theirs in scores.items():
            self._field.add(who, theirs)
        self.users |= new
        if new:
            self._result = None

    def result(self) -> DayField:
        if self._result is None:
            self._result = self._compute()
        return self._result

    def _compute(self) -> DayField:
        hands = self._field.hands
        worth = {n: self._field.worth(n) for n in hands}
        totals: dict[int, float] = {}
        for n in hands:
            of = worth[n]
            for who, score in self._field.scores(n).items():
                totals[who] = totals.get(who, 0.0) + of[score]
        played = len(hands)
        names = self._names
        ranking = tuple(
            Standing(place, who, names[who], percent)
            for place, who, percent in ranked({w: totals[w] / played for w in sorted(totals)})
        )
        travellers = {
            n: tuple(
                TravellerLine(who, names[who], bid, tricks, points, worth[n][points])
                for _, who, bid, tricks, points in self._lines[n]
            )
            for n in hands
        }
        return ranking, travellers


def streak_of(days: Sequence[str], today: dt.date) -> int:
    """Days in a row played, up to today (or yesterday, while today is still to play)."""
    finished = {dt.date.fromisoformat(d) for d in days}
    day = today if today in finished else today - dt.timedelta(days=1)
    count = 0
    while day in finished:
        count += 1
        day -= dt.timedelta(days=1)
    return count


def month_standings(
    field: Sequence[tuple[str, FieldHand]], hidden: str | None = None
) -> list[MonthStanding]:
    """A month's standings from its finished hands; `hidden` a day left out (today's, for a
    player who has not finished it)."""
    days: dict[str, list[FieldHand]] = {}
    for day, hand in field:
        if day != hidden:
            days.setdefault(day, []).append(hand)
    return month_of(day_results(days[day])[0] for day in sorted(days))


def month_of(rankings: Iterable[Sequence[Standing]]) -> list[MonthStanding]:
    """A month's standings from its days' rankings: each day's percentage added up."""
    sums = MonthSums()
    for ranking in rankings:
        sums.add(ranking)
    return sums.standings()


class MonthSums:
    """A month's running sums, day after day in order: the days before today kept, so that
    today's changing ranking is added to them rather than the whole month added up again."""

    def __init__(self) -> None:
        self.points: dict[int, float] = {}
        self.played: dict[int, int] = {}
        self.names: dict[int, str | None] = {}

    def copy(self) -> MonthSums:
        other = MonthSums()
        other.points, other.played, other.names = (
            dict(self.points),
            dict(self.played),
            dict(self.names),
        )
        return other

    def add(self, ranking: Sequence[Standing]) -> None:
        points, played, names = self.points, self.played, self.names
        for s in ranking:
            points[s.user_id] = points.get(s.user_id, 0.0) + s.percent
            played[s.user_id] = played.get(s.user_id, 0) + 1
            names[s.user_id] = s.name

    def standings(self) -> list[MonthStanding]:
        return [
            MonthStanding(place, who, self.names[who], self.played[who], total)
            for place, who, total in ranked(self.points)
        ]


class Daily:
    def __init__(
        self,
        registry: Registry,
        store: DailyStore,
        stats: StatsStore,
        clock: Callable[[], float],
    ) -> None:
        self._registry = registry
        self._store = store
        self._stats = stats
        self._clock = clock
        # The matchpoints of a day, the same for every reader, brought up to date when
        # someone else has finished it since (a count of the finished, from any process):
        # only the new players' hands are read.
        self._fields: dict[tuple[int, str], DayState] = {}
        # Per server and month, the sums of the days before today, with each day's count of
        # the finished they were added up for (a late finisher on one of them: added again).
        self._months: dict[tuple[int, str], tuple[tuple[tuple[str, int], ...], MonthSums]] = {}

    async def today(self, guild_id: int) -> dt.date:
        """The server's day now, in its time zone (UTC until it chooses one)."""
        zone = (await self._stats.settings(guild_id)).get(TIMEZONE)
        return day_of(self._clock(), zone if isinstance(zone, str) else None)

    async def schedule(self, guild_id: int) -> list[int]:
        return [int(n) for n in await server_setting(self._stats, guild_id, SCHEDULE)]

    async def status(self, guild_id: int, user_id: int) -> DailyStatus:
        """Where the player stands with today's deal."""
        day = (await self.today(guild_id)).isoformat()
        entry = await self._store.entry(guild_id, day, user_id)
        table = None
        if entry is not None and entry.game_id is not None and entry.finished_at is None:
            table = await self._registry.open_table(entry.game_id)
        return DailyStatus(day, entry, table)

    async def begin(
        self, guild_id: int, channel_id: int, thread_id: int, user_id: int, name: str | None
    ) -> Outcome:
        """The player's one attempt of today's deal, in their private thread: started at
        once, the computers seated. Refused when they have had today's attempt."""
        now = self._clock()
        day = (await self.today(guild_id)).isoformat()
        if await self._store.entry(guild_id, day, user_id) is not None:
            raise ServiceError(Refusal.DAILY, detail="played")
        deal = deal_of(await self._store.secret(guild_id, now), guild_id, day)
        options = daily_options(await self.schedule(guild_id))
        resolved = make_options("classic", options)
        game = Game("classic", options, first_dealer=deal.first_dealer, seed=deal.seed)
        teams = [resolved.side_of(s) for s in range(resolved.players)]
        start = DailyStart(
            guild_id=guild_id,
            day=day,
            channel_id=channel_id,
            thread_id=thread_id,
            user_id=user_id,
            name=name,
            options=options,
            seed=deal.seed,
            first_dealer=deal.first_dealer,
            players_secret=deal.players_secret,
            teams=teams,
            computer=COMPUTER,
            computer_turn=game.to_act != 0,
        )
        try:
            game_id = await self._store.begin(start, now)
        except AlreadyPlaying:
            raise ServiceError(Refusal.DAILY, detail="played") from None
        table = await self._registry.stored_table(game_id)
        assert table is not None
        self._registry.put(table)
        return await self._registry.announce(
            Outcome(table, (GameStarted(game_id, deal.first_dealer),))
        )

    async def results(self, guild_id: int, user_id: int) -> DayResults:
        """Today's field as the player may see it: only once they finished their own day."""
        today = await self.today(guild_id)
        day = today.isoformat()
        await self._require_finished(guild_id, day, user_id)
        ranking, travellers = await self._field(guild_id, day)
        cards = await self._store.cards(guild_id, day, user_id)
        streak = streak_of(await self._store.days_finished(guild_id, user_id), today)
        schedule = tuple(len(c.split()) for _, c in sorted(cards.items()))
        return DayResults(day, user_id, schedule, ranking, travellers, cards, streak)

    async def _field(self, guild_id: int, day: str, finished: int | None = None) -> DayField:
        if finished is None:
            finished = await self._store.finished(guild_id, day)
        kept = self._fields.get((guild_id, day))
        if kept is not None and len(kept.users) == finished:
            return kept.result()
        users = await self._store.finishers(guild_id, day)
        new = users - kept.users if kept is not None else users
        if kept is not None and kept.users <= users and len(new) <= ADDED_MOST:
            kept.add(new, await self._store.field(guild_id, day, new) if new else ())
            return kept.result()
        # The first time, after many finished at once, or when players went (a server's
        # data forgotten): the whole field. Hands of a player who finished since `users`
        # were read are left for the next time.
        state = DayState()
        state.add(users, await self._store.field(guild_id, day))
        if kept is None and len(self._fields) >= FIELDS_KEPT:
            del self._fields[next(iter(self._fields))]  # the oldest
        self._fields[(guild_id, day)] = state
        return state.result()

    async def month(self, guild_id: int, user_id: int) -> tuple[str, list[MonthStanding]]:
        """This month's daily standings (`YYYY-MM`); today's results count only for a
        player who finished today."""
        today = await self.today(guild_id)
        day = today.isoformat()
        entry = await self._store.entry(guild_id, day, user_id)
        hidden = None if entry is not None and entry.finished_at is not None else day
        month = day[:7]
        # Day by day through the days' kept fields: a past day is seldom computed again.
        days = await self._store.finished_of_month(guild_id, month)
        if any(d > day for d in days):  # the server's time zone moved back a day
            rankings = [
                (await self._field(guild_id, d, n))[0] for d, n in days.items() if d != hidden
            ]
            return month, month_of(rankings)
        before = tuple((d, n) for d, n in days.items() if d != day)
        kept = self._months.get((guild_id, month))
        if kept is None or kept[0] != before:
            sums = MonthSums()
            for d, n in before:
                sums.add((await self._field(guild_id, d, n))[0])
            if kept is None and len(self._months) >= FIELDS_KEPT:
                del self._months[next(iter(self._months))]  # the oldest
            self._months[(guild_id, month)] = kept = (before, sums)
        if day not in days or day == hidden:
            return month, kept[1].standings()
        sums = kept[1].copy()
        sums.add((await self._field(guild_id, day, days[day]))[0])
        return month, sums.standings()

    async def finished_table(self, guild_id: int, user_id: int) -> TableView:
        """The game of the player's finished day, for its review."""
        day = (await self.today(guild_id)).isoformat()
        entry = await self._require_finished(guild_id, day, user_id)
        table = None if entry.game_id is None else await self._registry.stored_table(entry.game_id)
        if table is None:
            raise ServiceError(Refusal.DAILY, detail="not_finished")
        return table

    async def require_seen(self, table: TableView, user_id: int) -> None:
        """Who may see a daily deal's game (every deal of the day, in its record): on its
        day, those who finished their own day (as for the day's results and the review), and
        anyone once the day is over (nobody can play it any more). A moderator who may see
        every private thread is no exception. Refused as the day's results are."""
        if table.daily is None:
            return
        if table.status != "finished":
            raise ServiceError(Refusal.DAILY, detail="not_finished")
        if table.guild_id is None or table.daily < (await self.today(table.guild_id)).isoformat():
            return
        await self._require_finished(table.guild_id, table.daily, user_id)

    async def _require_finished(self, guild_id: int, day: str, user_id: int) -> DailyEntry:
        entry = await self._store.entry(guild_id, day, user_id)
        if entry is None or entry.finished_at is None:
            raise ServiceError(Refusal.DAILY, detail="not_finished")
        return entry


def daily_day(table: TableView, game: Game) -> DailyDay | None:
    """What the last action of a daily game adds: the player's day, hand by hand (the cards
    as they were dealt, from a replay of the log)."""
    if table.daily is None or table.guild_id is None:
        return None
    seat = next((s.seat for s in table.seats if s is not None and s.user_id is not None), None)
    if seat is None:
        return None
    user = table.user_at(seat)
    assert user is not None
    dealt = Game(table.preset, table.overrides, first_dealer=game.first_dealer, seed=game.seed)
    cards = {dealt.hand_number: dealt.hand(seat)}
    for action in game.actions:
        dealt.apply(action)
        if not dealt.is_over and dealt.hand_number not in cards:
            cards[dealt.hand_number] = dealt.hand(seat)
    side = game.side_of[seat]
    hands = []
    for result in game.results:
        if result.number > len(game.schedule):
            continue
        tricks = sum(n for s, n in enumerate(result.tricks) if game.side_of[s] == side)
        hands.append(
            DailyHand(
                result.number,
                str(result.bids[seat]),
                tricks,
                result.points[side],
                " ".join(c.code for c in cards[result.number]),
            )
        )
    return DailyDay(table.guild_id, table.daily, user, tuple(hands))
