"""The story's duplicate event (`testbed/transcript.py` tells it after the daily deal).

Alice, who may manage the server, creates "Club night" in #club-night on the daily deal's
short hands (`daily_schedule` 2,1, set in the story's first scene): two rounds of four deals.
Alice and Bob, Carol and Dave enter as pairs, Erin alone (the bot gives her a computer as
partner, and a pair of computers makes up an even number); some are refused (no event in the
channel, no right to create or start it, nobody asked them, an entry twice). Each round's two
tables open in private threads. In round 1 the other table plays first, left out; a traveller
shows its result to its players and nothing to Alice's; Alice's table is then played in full,
and its end brings the round's travellers and standings into the channel, and round 2's
tables. Round 2 is left out but for the last deal of the table that finishes last, whose end
brings the final standings and the winners. Then the players look up the standings, a
traveller and the pairs' records."""

from __future__ import annotations

import functools

from bot.ui.events.posts import EventHerald
from testbed.fakediscord import FakeChannel, FakeMember, FakeMessage
from testbed.transcript import Game, Plan, Story, has_button, play

NAME = "Club night"
# The herald's pace under Discord's limits (a request a second in a channel) is the bot's own
# business; here it would only make the story wait (as the tables' short delay does).
PACE, CHANNEL_PACE = 0.01, 0.05


def herald(s: Story) -> EventHerald:
    """What posts the event's rounds in its channel (the events' extension's cog holds it:
    an extension's module is loaded afresh, so its classes are not those imported here)."""
    found = getattr(s.bot.get_cog("EventPosts"), "herald", None)
    assert isinstance(found, EventHerald), "the events' extension is not loaded"
    return found


async def heard(s: Story) -> None:
    """Until the event has said what it has to (rounds scored, tables opened, results)."""
    await s.bot.service.events.rounds.settle()
    await herald(s).flush()
    await s.settle()


async def tables(s: Story, room: FakeChannel, count: int = 2) -> list[Game]:
    """The round's tables just opened in `room`'s threads, table 1 first."""
    await heard(s)

    def opened() -> list[FakeChannel] | None:
        found = [t for t in s.fake.threads(room) if t.id not in s.places]
        return found if len(found) == count else None

    def table_message(thread: FakeChannel) -> FakeMessage | None:
        return next((m for m in s.fake.public_messages(thread) if has_button(m, "hand")), None)

    games = []
    everyone = {m.id: m for m in [*s.people, s.stranger]}
    threads = await s.fake.wait_until(opened, timeout=60)
    assert threads is not None
    for thread in threads:
        message = await s.fake.wait_until(functools.partial(table_message, thread), timeout=60)
        held = await s.bot.service.table_at(thread.id)
        assert message is not None and held is not None and held.event is not None
        people = [everyone[p.user_id] for p in held.seats if p is not None and p.user_id]
        s.places.add(thread.id)
        s.games.append(held.id)
        games.append((held.event.table, Game(held.id, thread, message, people)))
    await s.settle()
    return [game for _, game in sorted(games, key=lambda g: g[0])]


def number(s: Story, game: Game) -> int:
    """The table's number in its round."""
    event = s.table(game).event
    assert event is not None
    return event.table


def heading(s: Story, game: Game) -> str:
    event = s.table(game).event
    assert event is not None
    return f"{NAME}, round {event.round}, table {event.table} — "


async def unread(s: Story, game: Game) -> None:
    """The table plays its deals, left out of the transcript."""
    s.quiet = True
    try:
        await play(s, game, Plan())
    finally:
        s.quiet = False
    await s.settle()


def names(s: Story, game: Game) -> str:
    people = [s.name(m) for m in game.people]
    return people[0] if len(people) == 1 else f"{', '.join(people[:-1])} and {people[-1]}"


def aside(s: Story, said: str) -> None:
    """What the story tells of a part left out (in English: for orientation)."""
    s.recorder.flush()
    s.lines += [f"*{said}*", ""]


async def club_night(s: Story) -> None:
    alice, bob, carol, dave = s.people
    erin = s.stranger
    posts = herald(s)
    posts.pace, posts.channel_pace = PACE, CHANNEL_PACE
    room = s.fake.add_text_channel(s.guild, "club-night")

    s.scene(f"A duplicate event: {NAME}")
    create = {"name": NAME, "deals": 8, "sizes": "daily"}
    await s.slash(bob, room, "backalley event create", **create)
    await s.slash(alice, room, "backalley event create", **create)

    s.scene(f"{NAME}: the entries")
    await s.slash(erin, s.channel, "backalley event enter")
    await s.slash(alice, room, "backalley event enter", partner=bob)
    await s.slash(carol, room, "backalley event enter", partner=dave)
    await s.slash(erin, room, "backalley event enter")
    await s.slash(bob, room, "backalley event accept")
    await s.slash(erin, room, "backalley event accept")
    await s.slash(dave, room, "backalley event accept")
    await s.slash(carol, room, "backalley event enter")
    await s.slash(dave, room, "backalley event show")

    s.scene(f"{NAME} begins")
    await s.slash(bob, room, "backalley event start")
    await s.slash(alice, room, "backalley event start")
    first, other = round_of(await tables(s, room), alice)
    aside(s, f"Round 1: {names(s, other)} play table {number(s, other)} first; left out here.")
    await unread(s, other)
    await s.slash(carol, room, "backalley event traveller", round=1, deal=1)
    await s.slash(alice, room, "backalley event traveller", round=1, deal=1)
    await s.slash(alice, first.place, "backalley hint")
    await play(s, first, Plan(), title=heading(s, first))

    s.scene(f"{NAME} between its rounds")
    second, last = round_of(await tables(s, room), alice)
    await s.slash(dave, room, "backalley event standings")
    aside(
        s,
        f"Round 2: both tables play, left out here but for table {number(s, last)}'s last"
        " deal, which ends the event.",
    )
    await unread(s, second)
    table = s.table(last)
    assert table.game is not None
    deals = len(table.game.schedule)
    await play(s, last, Plan(), title=heading(s, last), left_out=deals - 1)

    s.scene(f"After {NAME}")
    await heard(s)
    await s.slash(bob, room, "backalley event standings")
    await s.slash(dave, room, "backalley event traveller", round=2, deal=deals)
    await s.slash(alice, room, "backalley event record")
    await s.slash(carol, room, "backalley event record", member=erin)
    await s.slash(bob, room, "backalley event enter")


def round_of(games: list[Game], member: FakeMember) -> tuple[Game, Game]:
    """The round's two tables: the member's, then the other."""
    mine = next(g for g in games if member in g.people)
    return mine, next(g for g in games if g is not mine)
