"""Transcripts of whole games, one per language, for readers who judge the bot's words.

The real bot plays against the fake Discord (`testbed/fakediscord`) in a server whose players'
Discord speaks one language: four people open a game with the new game's form, fill the lobby,
bid (a board bid too), play from their private hands, take a hint, ask to take a move back,
claim, are refused (a card that does not follow suit, a move out of turn, a bid that cannot be
read, a value too long), get their turn's mentions and direct messages, go away and come back,
see the hands' results and the end; then review, records, the leaderboard, stats, their list of
games, preferences, a second game with computers, a lobby cancelled, the daily deal, a small
duplicate event (`testbed/event_scene.py`) and the rules. Everything a player reads is written
in order (`testbed/reading.py`): each message and each of its edits, private answers and
direct messages marked as such with who sees them, forms and autocomplete menus, pictures by
their alt texts. Scene headings and the players' actions are in English (for orientation
only): the texts to judge are the bot's.

    .venv/bin/python -m testbed.transcript [--lang xx ...] [--out DIR] [--seed N] [--short]

writes DIR/<lang>.md (default /tmp/transcripts) for each language (default: all). The same
seed gives the same deals and choices; the bot's clock starts at a fixed moment."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import functools
import logging
import random
import re
import secrets
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord

from bot.engine import BOARD, Phase
from bot.engine.claim import check_claim
from bot.running.app import BackAlleyBot, create_bot
from bot.running.config import Settings
from bot.service import TableView
from bot.service.table import DM_AFTER
from bot.ui.words.cards import card_code, card_label
from bot.ui.words.i18n import CATALOGS, LANGUAGES
from bot.ui.words.input import card_readings
from testbed.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
)
from testbed.fakediscord.raw import option as raw_option
from testbed.reading import Reader, Recorder, place_name

OUT = Path("/tmp/transcripts")
# The moment the bot's clock starts at (a Friday evening in Madrid, Copenhagen, Ljubljana;
# late at night in Seoul): the same times in every transcript.
START = dt.datetime(2027, 3, 5, 18, 0, tzinfo=dt.UTC).timestamp()
# The Discord client language of each language's players; Galician and Slovenian are no
# language of Discord's client: their players' client is English, and they choose the bot's
# language with its commands (the server's with `/backalley settings language:`).
CLIENT_LOCALE = {"en": "en-US", "es": "es-ES", "gl": None, "da": "da", "ko": "ko", "sl": None}
# The languages as the headings (in English) name them.
ENGLISH_NAMES = {
    "en": "English", "es": "Spanish", "gl": "Galician", "da": "Danish", "ko": "Korean",
    "sl": "Slovenian",
}  # fmt: skip
NAMES = ("alice", "bob", "carol", "dave")
STRING = 3  # Discord's option type
# Discord's 3 s to answer, stretched: a busy machine's slow answer is still read.
ACK_DEADLINE = 30.0
# A table's edits wait TABLE_DELAY to gather the moves made meanwhile; each computer move
# waits longer (as in production, 1 s and 1.5 s), so that each has its own edit.
TABLE_DELAY = 0.05
COMPUTER_PAUSE = 0.25
MOST_REFUSALS = 10  # moves refused in a row before the story gives up


def english_name(lang: str) -> str:
    return ENGLISH_NAMES.get(lang, LANGUAGES[lang])


class Clock:
    """The bot's clock: a fixed start plus the real time gone since, plus the time a scene
    moves it on (the fake's clock moves on with it)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.offset = START - time.time()
        ahead = START - fake.clock.time()
        if ahead > 0:
            fake.advance_clock(ahead)

    def __call__(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds
        self.fake.advance_clock(seconds)


@contextlib.contextmanager
def seeded(seed: int) -> Iterator[None]:
    """The bot's draws (deals, dealers, the computers' and the daily deal's secrets) from a
    generator of `seed`: `secrets` is the bot's only source of chance. Its `randbelow` reads
    the module's generator at each call (a default argument keeps the function itself)."""
    rng = random.Random(seed)

    def token_hex(nbytes: int | None = None) -> str:
        return rng.randbytes(32 if nbytes is None else nbytes).hex()

    drawn: dict[str, Any] = {"_sysrand": rng, "randbits": rng.getrandbits, "token_hex": token_hex}
    saved = {name: getattr(secrets, name) for name in drawn}
    for name, value in drawn.items():
        setattr(secrets, name, value)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(secrets, name, value)


@dataclass
class Game:
    """A game being played: its id, the thread (or channel) it lives in, its table message."""

    id: int
    place: FakeChannel
    table: FakeMessage
    people: list[FakeMember]


@dataclass
class Story:
    """One language's transcript being played and written."""

    fake: FakeDiscord
    bot: BackAlleyBot
    clock: Clock
    lang: str
    guild: FakeGuild
    channel: FakeChannel
    people: list[FakeMember]
    stranger: FakeMember
    rng: random.Random
    short: bool = False
    out: Path | None = None
    quiet: bool = False  # what is played now is left out of the transcript
    lines: list[str] = field(default_factory=list)
    recorder: Recorder = field(init=False)
    games: list[int] = field(default_factory=list)
    places: set[int] = field(default_factory=set)  # the threads of the games started

    def __post_init__(self) -> None:
        reader = Reader(self.fake.state, self.clock)
        self.recorder = Recorder(reader, self.lines.extend)

    # ------------------------------------------------------------------ writing

    def scene(self, title: str) -> None:
        self.recorder.flush()
        if self.out is not None:  # what is written so far, to follow a long story
            write(self, self.out)
        self.lines += [f"## {title}", ""]

    def note(self, said: str) -> None:
        """A player's action (in English: for orientation)."""
        if self.quiet:
            return
        self.recorder.flush()
        self.lines += [f"▶ *{said}*", ""]

    def name(self, member: FakeMember) -> str:
        return member.user.global_name or member.name

    def where(self, channel: FakeChannel) -> str:
        return place_name(channel)

    def message_ref(self, message: FakeMessage) -> str:
        number = self.recorder.number_of(message)
        return f"message {number}" if number else "a message"

    # ------------------------------------------------------------------ the client's words

    def typed(self, member: FakeMember, path: str, options: dict[str, Any]) -> str:
        """A command as the member's client shows it typed: the names (of the command, its
        options and their choices) the bot registered for the client's language."""
        locale = member.user.locale
        parts = path.split()
        command = next(c for c in self.fake.commands() if c.name == parts[0])
        spec: dict[str, Any] = command.payload()
        shown = [(spec.get("name_localizations") or {}).get(locale) or parts[0]]
        for part in parts[1:]:
            spec = next(o for o in spec.get("options") or [] if o["name"] == part)
            shown.append((spec.get("name_localizations") or {}).get(locale) or part)
        for key, value in options.items():
            found: dict[str, Any] = next(
                (o for o in spec.get("options") or [] if o["name"] == key), {}
            )
            name = (found.get("name_localizations") or {}).get(locale) or key
            shown.append(f"{name}:{self.value_shown(found, value, locale)}")
        return "/" + " ".join(shown)

    def value_shown(self, spec: dict[str, Any], value: Any, locale: str) -> str:
        for choice in spec.get("choices") or []:
            if choice["value"] == value:
                return str((choice.get("name_localizations") or {}).get(locale) or choice["name"])
        if isinstance(value, FakeMember):
            return f"@{self.name(value)}"
        if isinstance(value, FakeChannel):
            return self.where(value)
        return str(value)

    # ------------------------------------------------------------------ waiting

    async def settle(self) -> None:
        """Until the bot has nothing left to do: no computer or forced move pending, every
        table and announcement sent; then what it sent is written."""
        for game_id in self.games:
            await self.fake.wait_until(functools.partial(self.idle, game_id), timeout=60)
        await self.bot.service.quiesce()
        await self.bot.news.flush()
        await self.bot.tables.flush()
        await self.fake.settle(quiet=0.08)
        if self.quiet:
            self.recorder.skip()
        else:
            self.recorder.flush()

    def idle(self, game_id: int) -> bool:
        table = self.bot.service.registry.held(game_id)
        return table is None or table.status != "active" or not table.bot_to_act

    async def answered(self, ix: FakeInteraction) -> FakeInteraction:
        if ix.failed:
            raise RuntimeError(f"{ix!r} failed: {ix.errors}")
        await self.fake.wait_until(lambda: ix.deferred_filled or not ix.thinking, timeout=60)
        await self.settle()
        return ix

    # ------------------------------------------------------------------ acting

    async def slash(
        self, member: FakeMember, channel: FakeChannel, path: str, /, **options: Any
    ) -> FakeInteraction:
        self.note(
            f"{self.name(member)} sends `{self.typed(member, path, options)}`"
            f" in {self.where(channel)}"
        )
        ix = await self.answered(await self.fake.slash(member, channel, path, **options))
        if ix.modal is not None:
            self.show_form(member, ix)
        return ix

    async def raw_slash(
        self, member: FakeMember, channel: FakeChannel, path: str, name: str, value: str, why: str
    ) -> FakeInteraction:
        """A command whose option an older Discord app lets through unchecked."""
        self.note(
            f"{self.name(member)} sends `{self.typed(member, path, {name: value})}`"
            f" in {self.where(channel)} ({why})"
        )
        ix = await self.fake.raw.slash(member, channel, path, [raw_option(name, STRING, value)])
        return await self.answered(ix)

    async def typing(
        self, member: FakeMember, channel: FakeChannel, path: str, focused: str, typed: str = ""
    ) -> FakeInteraction:
        """The member types into an option: the menu of choices the bot offers above it."""
        ix = await self.fake.autocomplete(member, channel, path, focused, typed)
        self.recorder.flush()
        shown = self.typed(member, path, {focused: typed})
        self.lines += [
            f"▶ *{self.name(member)} types `{shown}` in {self.where(channel)}; above the box,"
            f" Discord lists the bot's suggestions (only {self.name(member)} sees them):*",
            "",
            *(f"> {line}" for line in self.recorder.reader.choices(ix.choices or [])),
            "",
        ]
        return ix

    def show_form(self, member: FakeMember, ix: FakeInteraction) -> None:
        assert ix.modal is not None
        self.recorder.flush()
        self.lines += [f"🔒 **A form opens for {self.name(member)}** (only they see it)"]
        self.lines += [f"> {line}" for line in self.recorder.reader.modal(ix.modal)]
        self.lines.append("")

    async def submit(
        self, member: FakeMember, form: FakeInteraction, answers: dict[str, Any]
    ) -> FakeInteraction:
        assert form.modal is not None
        said = []
        for top in form.modal["components"]:
            child = top.get("component") or {}
            key = child.get("custom_id")
            if key not in answers:
                continue
            label = self.recorder.reader.plain(str(top.get("label") or key))
            values = answers[key] if isinstance(answers[key], list) else [answers[key]]
            offered = {o["value"]: o["label"] for o in child.get("options") or []}
            picked = ", ".join(self.recorder.reader.plain(offered.get(v, v)) for v in values)
            said.append(f"“{picked}” in “{label}”")
        self.note(f"{self.name(member)} fills in the form: {', '.join(said)}, and sends it")
        return await self.answered(await self.fake.submit_modal(member, form, answers))

    async def press(
        self, member: FakeMember, message: FakeMessage, action: str, why: str = ""
    ) -> FakeInteraction:
        """The member presses the button of `action` (`join`, `hand`, `allow`…) on a message."""
        button = find_button(message, action)
        label = self.recorder.reader.button(button).strip("*")
        self.note(
            f"{self.name(member)} presses {label} on {self.message_ref(message)}"
            f" in {self.where(message.channel)}{why}"
        )
        ix = await self.fake.click(member, message, button["custom_id"])
        return await self.answered(ix)

    async def choose(self, member: FakeMember, message: FakeMessage, value: str) -> FakeInteraction:
        menu = message.selects[0]
        label = next(o["label"] for o in menu["options"] if o["value"] == value)
        self.note(
            f"{self.name(member)} chooses “{self.recorder.reader.plain(label)}” in the menu of"
            f" {self.message_ref(message)}"
        )
        ix = await self.fake.select(member, message, menu["custom_id"], [value])
        return await self.answered(ix)

    def later(self, seconds: float, why: str) -> None:
        self.recorder.flush()
        self.clock.advance(seconds)
        self.bot.service.notifier.wake()
        self.lines += [f"⏱ *{why}*", ""]

    # ------------------------------------------------------------------ the game's state

    def table(self, game: Game) -> TableView:
        table = self.bot.service.registry.held(game.id)
        assert table is not None, "the game is not open"
        return table

    def to_act(self, game: Game) -> FakeMember | None:
        table = self.bot.service.registry.held(game.id)
        if table is None or table.status != "active" or table.user_to_act is None:
            return None
        return next((p for p in [*self.people, self.stranger] if p.id == table.user_to_act), None)


async def started(s: Story, channel: FakeChannel, people: list[FakeMember]) -> Game:
    """The game just started from `channel`: the newest thread there, with its table."""
    threads = await s.fake.wait_until(
        lambda: [t for t in s.fake.threads(channel) if t.id not in s.places] or None
    )
    assert threads is not None
    place = threads[-1]
    s.places.add(place.id)
    table = await s.fake.wait_until(
        lambda: next((m for m in s.fake.public_messages(place) if has_button(m, "hand")), None)
    )
    held = await s.bot.service.table_at(place.id)
    assert table is not None
    assert held is not None
    game = Game(held.id, place, table, people)
    s.games.append(game.id)
    await s.settle()
    return game


def find_button(message: FakeMessage, action: str) -> dict[str, Any]:
    for button in message.buttons:
        parts = str(button.get("custom_id") or "").split(":")
        if len(parts) > 2 and parts[2] == action and not button.get("disabled"):
            return button
    raise LookupError(f"no button {action!r} on {message!r}: {message.custom_ids}")


def has_button(message: FakeMessage, action: str) -> bool:
    try:
        find_button(message, action)
    except LookupError:
        return False
    return True


# ---------------------------------------------------------------------- the story


async def tell(story: Story) -> None:
    s = story
    alice, bob, carol, dave = s.people
    await commands_listed(s)

    s.scene("Setting up the server and the players' choices")
    if CLIENT_LOCALE.get(s.lang) is None:
        for member in [*s.people, s.stranger]:
            await s.slash(member, s.channel, "backalley language", language=s.lang)
        await s.slash(alice, s.channel, "backalley settings", language=s.lang)
    await s.slash(alice, s.channel, "backalley settings", hints=True)
    await s.slash(alice, s.channel, "backalley settings", daily_schedule="2,1")
    await s.slash(alice, s.channel, "backalley settings")
    await s.slash(bob, s.channel, "backalley prefs", notify="dm", dm_after="0")
    await s.slash(carol, s.channel, "backalley prefs", notify="dm")
    await s.slash(dave, s.channel, "backalley prefs", timezone="Europe/Madrid", quiet="23-07")
    await s.slash(dave, s.channel, "backalley prefs", dm_after="5x")
    await s.slash(alice, s.channel, "backalley prefs")

    s.scene("Bob asks for the rules")
    await s.slash(bob, s.channel, "backalley rules")
    await s.slash(bob, s.channel, "hand")

    game = await first_game(s)
    await after_the_game(s, game)
    if not s.short:
        await quick_games(s)
        await second_game(s)
        await lobby_cancelled(s)
        await daily_deal(s)
        await club_night(s)
        await last_words(s)
    s.recorder.flush()


async def commands_listed(s: Story) -> None:
    """The commands as the players' Discord lists them when they type `/`."""
    s.scene("The commands as the players' Discord lists them")
    locale = CLIENT_LOCALE.get(s.lang)
    if locale is None:
        s.lines += [
            f"*Discord's app has no {english_name(s.lang)}: these players' app is in English, and"
            " lists the commands by their English names and descriptions.*",
            "",
        ]
        return
    for command in s.fake.commands():
        spec = command.payload()
        for line in listed(spec, locale, []):
            s.lines.append(line)
    s.lines.append("")


def listed(spec: dict[str, Any], locale: str, path: list[str]) -> Iterator[str]:
    name = (spec.get("name_localizations") or {}).get(locale) or spec["name"]
    about = (spec.get("description_localizations") or {}).get(locale) or spec["description"]
    options = spec.get("options") or []
    subs = [o for o in options if o.get("type") in (1, 2)]
    if subs:
        for sub in subs:
            yield from listed(sub, locale, [*path, name])
        return
    yield f"- `/{' '.join([*path, name])}` — {about}"
    for option in options:
        oname = (option.get("name_localizations") or {}).get(locale) or option["name"]
        oabout = (option.get("description_localizations") or {}).get(locale) or option[
            "description"
        ]
        line = f"  - `{oname}` — {oabout}"
        choices = [
            (c.get("name_localizations") or {}).get(locale) or c["name"]
            for c in option.get("choices") or []
        ]
        if choices:
            line += " (" + " · ".join(choices) + ")"
        yield line


async def first_game(s: Story) -> Game:
    alice, bob, carol, dave = s.people
    s.scene("Alice opens a game with the new game's form")
    form = await s.slash(alice, s.channel, "backalley new")
    answers: dict[str, Any] = {"preset": "classic", "timer": "1d", "computers": "none"}
    if s.short:
        answers["hands"] = "2,1"
    else:
        answers["schedule"] = ["5,3,1"]
    ix = await s.submit(alice, form, answers)
    lobby = ix.response
    assert lobby is not None

    s.scene("The lobby fills")
    await s.press(bob, lobby, "join")
    await s.slash(carol, s.channel, "backalley join", seat=3)
    await s.slash(dave, s.channel, "backalley join", seat=3)
    await s.press(dave, lobby, "join")
    await s.press(s.stranger, lobby, "join", " (the table is full)")
    await s.slash(dave, s.channel, "backalley leave")
    await s.slash(dave, s.channel, "backalley join")
    await s.slash(bob, s.channel, "backalley start")
    await s.press(alice, lobby, "start")
    game = await started(s, s.channel, list(s.people))
    await play(s, game, Plan(FIRST_GAME))
    return game


# The moments a game shows, each at the first turn it fits (`moment`).
FIRST_GAME = frozenset(
    {
        "bid refusals", "allowed take-back", "board", "away", "lead refused", "follow refused",
        "hint", "last trick", "claim refused", "claim", "remind", "dm wait", "dm hand",
    }
)  # fmt: skip
SECOND_GAME = frozenset({"refused take-back", "away until"})


@dataclass
class Plan:
    """The moments a game is to show; each is shown once."""

    wanted: frozenset[str] = frozenset()
    done: set[str] = field(default_factory=set)

    def once(self, what: str) -> bool:
        if what not in self.wanted or what in self.done:
            return False
        self.done.add(what)
        return True


async def play(s: Story, game: Game, plan: Plan, *, title: str = "", left_out: int = 0) -> None:
    """The people play the game to its end, the bot its own moves; with a plan, the first
    game's moments come at the first turn each fits. The first `left_out` hands are played
    quietly (left out of the transcript); each hand's heading starts with `title`."""
    hand_number = 0
    phase: Phase | None = None
    opened: set[tuple[int, int]] = set()  # (person, hand) whose private hand was shown
    refusals = 0  # moves refused in a row: a story that only repeats one stops
    while True:
        await s.settle()
        table = s.bot.service.registry.held(game.id)
        if table is None or table.status != "active":
            break
        member = s.to_act(game)
        assert member is not None and table.game is not None
        g = table.game
        if left_out:
            s.quiet = g.hand_number <= left_out
        # Unread, the computer's moves need no pause of their own.
        s.bot.service.turns.pause = 0.0 if s.quiet else COMPUTER_PAUSE
        if (g.hand_number, g.phase) != (hand_number, phase) and not s.quiet:
            hand_number, phase = g.hand_number, g.phase
            what = "bidding" if phase is Phase.BID else "play"
            s.scene(f"{title}Hand {hand_number}: {what}")
        if await moment(s, game, table, member, plan):
            continue
        hand: FakeMessage | None = None
        if (member.id, g.hand_number) not in opened and member in game.people:
            opened.add((member.id, g.hand_number))
            ix = await s.press(member, game.table, "hand")
            hand = ix.response
        before = len(g.actions)
        await move(s, game, table, member, hand)
        await s.settle()
        after = s.bot.service.registry.held(game.id)
        refused = after is not None and after.game is not None and len(after.game.actions) == before
        refusals = refusals + 1 if refused else 0
        assert refusals < MOST_REFUSALS, f"{s.name(member)}'s moves are refused again and again"
    s.bot.service.turns.pause = COMPUTER_PAUSE
    await s.settle()


async def move(
    s: Story, game: Game, table: TableView, member: FakeMember, hand: FakeMessage | None
) -> FakeInteraction:
    """A legal move, from the private hand when it is open (else by command)."""
    g = table.game
    assert g is not None
    if g.phase is Phase.BID:
        bids: list[Any] = [b for b in g.legal_bids() if b is not BOARD]
        if sum(b is None for b in g.bids) == 1 and not any(g.bids):
            # The last to bid after three passes: a bid, or the hand would be dealt again.
            bids = [b for b in bids if b != 0] or [BOARD]
        bid = s.rng.choice(bids)
        value = "pass" if bid == 0 else str(bid)
        if hand is not None and hand.selects:
            return await s.choose(member, hand, value)
        return await s.slash(member, game.place, "bid", amount=value)
    card = s.rng.choice(g.legal_cards())
    if hand is not None:
        button = next(
            (b for b in hand.buttons if str(b.get("custom_id", "")).endswith(f".{card}")), None
        )
        if button is not None:
            label = s.recorder.reader.button(button).strip("*")
            s.note(f"{s.name(member)} presses {label} in their hand ({s.message_ref(hand)})")
            ix = await s.fake.click(member, hand, button["custom_id"])
            return await s.answered(ix)
    # As a player of the language types it: in its letters (the Spanish AP), or as the hand
    # shows it where those letters read two ways (the Spanish 9C: 9♥, or the English 9♣).
    typed = card_code(card, s.lang)
    if card_readings(typed, s.lang) != [card]:
        typed = card_label(card, s.lang)
    return await s.slash(member, game.place, "play", card=typed)


async def moment(s: Story, game: Game, table: TableView, member: FakeMember, plan: Plan) -> bool:
    """One of the first game's moments, if this turn fits one not yet shown: True when the
    turn's move was made."""
    g = table.game
    assert g is not None
    others = [p for p in game.people if p is not member]
    if g.phase is Phase.BID:
        if plan.once("bid refusals"):
            await s.typing(member, game.place, "bid", "amount")
            await s.slash(others[0], game.place, "bid", amount="1")
            await s.slash(member, game.place, "bid", amount="3+")
            await s.slash(member, game.place, "bid", amount=str(g.max_bid() + 2))
            await s.slash(member, game.place, "bid", amount="1234567890123")
            ix = await s.slash(member, game.place, "bid", amount="pass")
            if plan.once("allowed take-back"):
                await take_back(s, game, member, ix, allow=True)
            return True
        if plan.once("refused take-back"):
            ix = await move(s, game, table, member, None)
            await take_back(s, game, member, ix, allow=False)
            return True
        if member is s.people[1] and plan.once("away until"):
            await s.slash(member, game.place, "backalley away", until="2h")
            await s.settle()
            await s.slash(member, game.place, "backalley back")
            return True
        if g.hand_number == 2 and plan.once("board"):
            await s.typing(member, game.place, "bid", "amount", "b")
            board = await board_word(s, member, game)
            await s.slash(member, game.place, "bid", amount=board)
            return True
        if g.hand_number == 2 and member is s.people[1] and plan.once("away"):
            await s.slash(member, game.place, "backalley away")
            await s.settle()
            await s.slash(member, game.place, "backalley back")
            return True
        return False
    # Play.
    seat = g.to_act
    assert seat is not None
    legal, held = g.legal_cards(), g.hand(seat)
    leading = len(g.trick) == 0
    if len(legal) < len(held) and plan.once("lead refused" if leading else "follow refused"):
        wrong = next(c for c in held if c not in legal)
        await s.slash(member, game.place, "play", card=str(wrong))
        other_seat = table.seat_of(others[0].id)
        assert other_seat is not None
        await s.slash(others[0], game.place, "play", card=str(g.hand(other_seat)[0]))
        return False
    if g.hand_number == 1 and plan.once("hint"):
        await s.typing(member, game.place, "play", "card")
        await s.slash(others[0], game.place, "backalley hint")
        await s.slash(member, game.place, "backalley hint")
        return False
    if g.tricks_played >= 1 and len(g.trick) == 0 and plan.once("last trick"):
        await s.slash(member, game.place, "backalley lasttrick")
        await s.slash(others[1], game.place, "backalley table")
        return False
    claim = check_claim(g, seat)
    remaining = len(held)
    if remaining >= 2 and not claim.certain and plan.once("claim refused"):
        await s.slash(member, game.place, "backalley claim")
        return False
    if remaining >= 2 and claim.certain and plan.once("claim"):
        await s.slash(member, game.place, "backalley claim")
        return True
    if g.hand_number >= 2 and member is s.people[3] and plan.once("remind"):
        # Dave chose mentions: a mention once his turn has waited, then Alice's reminder.
        alice = s.people[0]
        await s.press(alice, game.table, "remind", " (the turn has only just begun)")
        s.later(3601, "An hour later: Dave has still not moved.")
        await s.settle()
        await s.press(alice, game.table, "remind")
        await s.press(member, game.table, "remind", " (it is his own turn)")
        return False
    if member is s.people[2] and plan.once("dm wait"):
        s.later(DM_AFTER + 5, "Carol has not moved for a few minutes.")
        await s.settle()
        return await from_the_dm(s, game, member)
    if member is s.people[1] and plan.once("dm hand"):
        await s.slash(member, s.fake.dm_channel(member), "backalley games")
        return await from_the_dm(s, game, member)
    return False


async def from_the_dm(s: Story, game: Game, member: FakeMember) -> bool:
    """The member opens their hand from their turn's direct message and moves there: True
    when they did."""
    turn = next((m for m in reversed(s.fake.dm_messages(member)) if has_button(m, "hand")), None)
    if turn is None:
        return False
    ix = await s.press(member, turn, "hand")
    if ix.response is None or not ix.ephemeral:
        return False
    await move(s, game, s.table(game), member, ix.response)
    return True


async def board_word(s: Story, member: FakeMember, game: Game) -> str:
    """The word a player types for a board bid, as the bid's suggestions offer it."""
    ix = await s.fake.autocomplete(member, game.place, "bid", "amount", "")
    for choice in ix.choices or []:
        if str(choice["value"]).lower() in ("board", str(BOARD)):
            return str(choice["value"])
    return "board"


async def take_back(
    s: Story, game: Game, mover: FakeMember, ix: FakeInteraction, *, allow: bool
) -> None:
    """The mover asks to take back the move its announcement shows; an opponent answers."""
    said = ix.response
    if said is None or not has_button(said, "takeback"):
        return
    table = s.table(game)
    seat = table.seat_of(mover.id)
    assert seat is not None
    side = table.options.side_of(seat)
    opponents = [
        p
        for p in game.people
        if p is not mover and table.options.side_of(table.seat_of(p.id)) != side  # type: ignore[arg-type]
    ]
    partner = next((p for p in game.people if p is not mover and p not in opponents), None)
    if partner is not None:
        await s.press(partner, said, "takeback", " (it is not their move)")
    asked = await s.press(mover, said, "takeback")
    request = asked.response
    if request is None or not opponents:
        return
    if partner is not None and has_button(request, "allow"):
        await s.press(partner, request, "allow", " (they were not asked)")
    if has_button(request, "allow" if allow else "refuse"):
        await s.press(opponents[0], request, "allow" if allow else "refuse")


async def after_the_game(s: Story, game: Game) -> None:
    alice, bob, carol, dave = s.people
    s.scene("After the game: reviews, records and standings")
    await s.typing(alice, game.place, "backalley review", "hand")
    await s.slash(alice, game.place, "backalley review")
    await s.slash(alice, game.place, "backalley review", hand="game")
    await s.slash(bob, game.place, "backalley review", hand="2b")
    await s.slash(bob, s.channel, "backalley record")
    await s.slash(carol, s.channel, "leaderboard")
    await s.slash(dave, s.channel, "stats")
    await s.slash(dave, s.channel, "stats", member=alice)
    await s.slash(bob, s.channel, "history")
    await s.slash(alice, s.channel, "backalley games")


async def quick_games(s: Story, count: int = 3) -> None:
    """Games of one hand each, left out of the transcript: the players' ratings and ranks."""
    s.scene("Three quick games later")
    s.lines += [
        f"*The four play {count} more games of one hand each in #quick-games: left out here.*",
        "",
    ]
    alice, bob, carol, dave = s.people
    room = s.fake.add_text_channel(s.guild, "quick-games")
    s.quiet = True
    try:
        for _ in range(count):
            ix = await s.slash(alice, room, "backalley new", hands="2")
            assert ix.response is not None
            for member in (bob, carol, dave):
                await s.press(member, ix.response, "join")
            await s.press(alice, ix.response, "start")
            await play(s, await started(s, room, list(s.people)), Plan())
    finally:
        s.quiet = False
        await s.settle()
    await s.slash(carol, s.channel, "leaderboard")
    await s.slash(dave, s.channel, "stats")


async def second_game(s: Story) -> None:
    alice, bob, carol, _ = s.people
    s.scene("A second game: Alice and Bob with two computers")
    room = s.fake.add_text_channel(s.guild, "back-room")
    ix = await s.slash(alice, room, "backalley new", preset="pagat", hands="2,1")
    lobby = ix.response
    assert lobby is not None
    await s.press(bob, lobby, "join")
    await s.slash(alice, room, "backalley addbot", level="basic")
    await s.press(alice, lobby, "addbot")
    await s.press(alice, lobby, "start")
    game = await started(s, room, [alice, bob])
    await s.slash(bob, game.place, "backalley leave")
    await s.slash(carol, game.place, "backalley hint")
    await play(s, game, Plan(SECOND_GAME))
    await s.slash(alice, s.channel, "backalley games")


async def lobby_cancelled(s: Story) -> None:
    _, _, carol, dave = s.people
    s.scene("A lobby opened and cancelled")
    ix = await s.slash(carol, s.channel, "backalley new", hands="5")
    lobby = ix.response
    assert lobby is not None
    await s.slash(carol, s.channel, "backalley addbot", level="random")
    await s.slash(dave, s.channel, "backalley cancel")
    await s.slash(carol, s.channel, "backalley cancel")


async def daily_deal(s: Story) -> None:
    _, _, carol, dave = s.people
    s.scene("The daily deal")
    await s.slash(carol, s.channel, "backalley daily")
    game = await started(s, s.channel, [carol])
    await s.slash(carol, game.place, "backalley hint")
    await play(s, game, Plan())
    s.scene("The daily deal's results")
    await s.slash(carol, s.channel, "backalley daily")
    await s.slash(carol, s.channel, "backalley daily", hand=1)
    await s.slash(carol, s.channel, "backalley review", daily=True)
    await s.slash(dave, s.channel, "backalley review", daily=True)
    await s.slash(carol, s.channel, "backalley daily", month=True)


async def club_night(s: Story) -> None:
    """The duplicate event (`testbed/event_scene.py`: imported here, as it imports this
    module's helpers)."""
    from testbed.event_scene import club_night as told

    await told(s)


async def last_words(s: Story) -> None:
    alice, bob, _, dave = s.people
    s.scene("A value too long")
    await s.raw_slash(
        bob,
        s.channel,
        "backalley away",
        "until",
        "2027-03-31 23:59 · 2027-04-30 23:59 · 2027-05-31",
        "an older Discord app lets the long value through",
    )
    s.scene("The leaderboard again, sorted otherwise")
    await s.slash(dave, s.channel, "leaderboard", sort="wins")
    await s.slash(alice, s.channel, "backalley record")
    await s.slash(bob, s.channel, "stats")


# ---------------------------------------------------------------------- running


async def transcript(lang: str, out: Path, *, seed: int = 1, short: bool = False) -> Path:
    """Play the story in `lang` and write it to `out/<lang>.md`; its path."""
    with seeded(seed), tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(ack_deadline=ACK_DEADLINE) as fake:
            clock = Clock(fake)
            locale = CLIENT_LOCALE.get(lang)
            guild = fake.add_guild("Back Alley Club")
            guild.preferred_locale = locale or "en-US"
            channel = fake.add_text_channel(guild, "card-room")
            people = [fake.add_member(guild, name) for name in NAMES]
            stranger = fake.add_member(guild, "erin")
            for member in [*people, stranger]:
                member.user.locale = locale or "en-US"
            managers = fake.add_role(guild, "managers", discord.Permissions(manage_guild=True))
            fake.give_role(people[0], managers)
            settings = Settings(token=fake.token, database=Path(folder) / "bot.db")
            bot = await create_bot(
                settings,
                guild_ready_timeout=0.05,
                table_delay=TABLE_DELAY,
                computer_pause=COMPUTER_PAUSE,
                clock=clock,
            )
            async with fake.running(bot):
                story = Story(
                    fake, bot, clock, lang, guild, channel, people, stranger,
                    random.Random(seed), short, out,
                )  # fmt: skip
                try:
                    await tell(story)
                finally:  # what was played is written, a story cut short too
                    story.recorder.flush()
                    write(story, out)
    return out / f"{lang}.md"


def write(story: Story, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    text = header(story) + "\n".join(story.lines).rstrip() + "\n"
    (out / f"{story.lang}.md").write_text(text, encoding="utf-8")


def header(s: Story) -> str:
    locale = CLIENT_LOCALE.get(s.lang)
    client = (
        f"Their Discord app is in {english_name(s.lang)} ({locale}), and so is the server's."
        if locale
        else "Discord's app has no such language: theirs is in English, and they choose the"
        " bot's language with its commands (the first scene)."
    )
    return "\n".join(
        [
            f"# Back Alley in {english_name(s.lang)} ({s.lang}): what the players read",
            "",
            f"Four people — {', '.join(NAMES)} — play in the server “{s.guild.name}”,"
            f" channel #{s.channel.name}; erin is another member. {client}",
            "",
            "How to read this: headings and lines marked ▶ (what a player does) are in English,"
            " for orientation only; what follows a ▶ in quotes is what the player sees."
            " Each message is a block quote: 📢 posted for everyone in the channel or thread;"
            " 🔒 seen only by the player named; ✉️ a direct message; ✏️ a message changed"
            " (what it now reads). Buttons are **[in bold]** (~~struck~~ when greyed out),"
            " menus start with ▾, pictures are given by their alt text (🖼), ― is a line."
            " Text in ⟨angle brackets⟩ is written by the Discord app itself: times (a relative"
            " one in English here, in the reader's language in the app; dates and clock times"
            " as numbers, UTC) and links to a channel or to a message (💬).",
            "",
            f"{s.recorder.numbered} messages, {s.recorder.count - s.recorder.numbered} changes"
            " of them.",
            "",
            "",
        ]
    )


@functools.cache
def message_ids() -> re.Pattern[str]:
    """The ids of the catalogs' messages that have a dash (`refusal-no_game`), as words."""
    english = (CATALOGS / "en.ftl").read_text(encoding="utf-8")
    ids = {m for m in re.findall(r"^([a-z][a-z0-9_-]*) *=", english, re.MULTILINE) if "-" in m}
    alternatives = "|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])({alternatives})(?![\w-])")


def problems(markdown: str) -> list[str]:
    """What in the bot's texts of a transcript (its quoted lines) did not render: a Fluent
    placeable left in braces, Fluent's error mark, a catalog's message id."""
    found = []
    for number, line in enumerate(markdown.splitlines(), 1):
        if not line.startswith(">"):
            continue
        said = re.sub(r"`[^`]*\.json`", "", line)  # a record's file name
        if "{" in said or "}" in said or "???" in said:
            found.append(f"line {number}: a raw placeable or an error mark: {line}")
        found += [f"line {number}: the message id {m}: {line}" for m in message_ids().findall(said)]
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES), default=[])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--short", action="store_true", help="one short game only")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    logging.getLogger("discord").setLevel(logging.ERROR)  # no voice here: no need to say so
    for lang in args.lang or list(LANGUAGES):
        began = time.perf_counter()
        path = asyncio.run(transcript(lang, args.out, seed=args.seed, short=args.short))
        written = path.read_text(encoding="utf-8")
        counted = re.search(r"^(\d+ messages, \d+ changes) of them\.$", written, re.MULTILINE)
        print(
            f"{path}: {counted[1] if counted else '?'}, {len(written.splitlines())} lines,"
            f" in {time.perf_counter() - began:.0f} s",
            flush=True,
        )
        for problem in problems(written):
            print(f"  {problem}", flush=True)


if __name__ == "__main__":
    main()
