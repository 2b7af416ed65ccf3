"""The inputs of the sweep of `test_inputs.py`: for every option of every command Discord was
given (read from what the bot registered, so that a new option is swept without a word
here), every custom id and the new game's form, values a modified or out-of-date client may
send; and what makes an answer one: private, in time, no error logged, nothing changed.

Written apart from the bot's own reading of its inputs: it knows Discord's option types and
the commands as registered, never the bot's parsers, and judges only what a player sees."""

from __future__ import annotations

import logging
import re
import traceback
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from testbed.fakediscord import FakeChannel, FakeCommand, FakeDiscord, FakeInteraction, FakeMember
from testbed.fakediscord import FakeMessage as FakeMessage
from testbed.fakediscord.raw import option

STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
SUBCOMMAND, GROUP = 1, 2
LONG = 6_000
INT64 = 2**63
DEADLINE = 3.0  # Discord's: an answer later than this is "This interaction failed"
AUTOCOMPLETE_RESULT = 8
APOLOGY = "Sorry, something went wrong on our side"  # the catch-all's words (en.ftl `apology`)


@dataclass
class Place:
    """A state of a game as the sweep meets it: where, who sends, a message of the bot's there
    (the components are pressed on it), and the ids the custom ids carry."""

    state: str
    channel: FakeChannel
    actor: FakeMember
    message: FakeMessage
    game_id: int
    deal: int = 1


Send = Callable[[FakeDiscord, Place], Awaitable[FakeInteraction]]


@dataclass
class Input:
    kind: str  # "command", "autocomplete", "component", "form"
    label: str
    send: Send


# ---------------------------------------------------------------------- commands


def leaves(commands: list[FakeCommand]) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Each command a player types, by path (`backalley join`), with its options' specs."""
    for command in commands:
        if command.type != 1:
            continue
        subs = [o for o in command.options if o.get("type") in (SUBCOMMAND, GROUP)]
        if not subs:
            yield command.name, command.options
        for sub in subs:
            if sub["type"] == SUBCOMMAND:
                yield f"{command.name} {sub['name']}", sub.get("options") or []
            else:
                for leaf in sub.get("options") or []:
                    yield f"{command.name} {sub['name']} {leaf['name']}", leaf.get("options") or []


def groups(commands: list[FakeCommand]) -> list[str]:
    return [c.name for c in commands if any(o.get("type") == SUBCOMMAND for o in c.options)]


# The options whose value is any text the player chooses (an event's name): only what no
# client sends for them, and a blank, are swept; any other text is a name like another.
FREE_TEXT = {("backalley event create", "name")}


def bad_values(spec: dict[str, Any], free: bool = False) -> list[tuple[str, Any]]:
    """Values of an option a player's client never sends for its declared type, choices,
    range and lengths, and those that look like numbers without being 0-9 digits (`free`:
    a text option that takes any text, where only the first are bad)."""
    kind = spec["type"]
    found: list[tuple[str, Any]] = [("null", None)]
    if kind == STRING:
        found += [
            ("a number", 7),
            ("true", True),
            ("empty", ""),
            ("blank", "   "),
            ("6,000 letters", "x" * LONG),
            ("6,000 digits", "9" * LONG),
        ]
        if not free:
            found += [
                ("30 digits", "9" * 30),
                ("a superscript digit", "²"),
                ("digits with a superscript", "1²"),
                ("an Arabic-Indic digit", "٣"),
                ("a full-width digit", "３"),
                ("a mathematical digit", "𝟠"),
                ("a word of nothing", "garbage"),
            ]
        if spec.get("max_length") is not None:
            found.append(("over max_length", "x" * (int(spec["max_length"]) + 1)))
    elif kind in (INTEGER, NUMBER):
        found += [
            ("a string", "2"),
            ("a fraction", 2.5),
            ("true", True),
            ("minus one", -1),
            ("2^63", INT64),
            ("-2^63-1", -INT64 - 1),
            ("10^30", 10**30),
        ]
        if spec.get("min_value") is not None:
            found.append(("below min_value", spec["min_value"] - 1))
        if spec.get("max_value") is not None:
            found.append(("above max_value", spec["max_value"] + 1))
    elif kind == BOOLEAN:
        found += [("a string", "true"), ("a number", 1)]
    else:  # a user, a channel, a role: a snowflake Discord resolves
        found += [
            ("a word", "garbage"),
            ("a number", 12),
            ("an unknown id", "12345"),
            ("30 digits", "9" * 30),
        ]
    return found


def _filler(spec: dict[str, Any]) -> Any:
    """A value for another required option, so that the one swept is the only one wrong."""
    choices = spec.get("choices")
    if choices:
        return choices[0]["value"]
    return {STRING: "x", INTEGER: 1, NUMBER: 1, BOOLEAN: False}.get(spec["type"], "1")


def command_inputs(commands: list[FakeCommand]) -> list[Input]:
    found: list[Input] = []

    def command(label: str, path: str, options: list[dict[str, Any]], auto: bool = False) -> None:
        async def send(fake: FakeDiscord, place: Place) -> FakeInteraction:
            return await fake.raw.slash(
                place.actor, place.channel, path, options, autocomplete=auto, wait=False
            )

        found.append(Input("autocomplete" if auto else "command", label, send))

    for path, specs in leaves(commands):
        required = [s for s in specs if s.get("required")]
        for spec in specs:
            others = [option(s["name"], s["type"], _filler(s)) for s in required if s is not spec]
            for what, value in bad_values(spec, (path, spec["name"]) in FREE_TEXT):
                given = [*others, option(spec["name"], spec["type"], value)]
                command(f"/{path} {spec['name']}: {what}", path, given)
            if spec.get("autocomplete"):
                for what, value in [
                    ("null", None),
                    ("a number", 7),
                    ("empty", ""),
                    ("6,000 letters", "x" * LONG),
                    ("a superscript digit", "²"),
                    ("30 digits", "9" * 30),
                ]:
                    typed = option(spec["name"], spec["type"], value, focused=True)
                    command(f"/{path} {spec['name']}: typing {what}", path, [*others, typed], True)
        for spec in required:
            rest = [option(s["name"], s["type"], _filler(s)) for s in required if s is not spec]
            command(f"/{path} without its {spec['name']}", path, rest)
        filled = [option(s["name"], s["type"], _filler(s)) for s in required]
        command(f"/{path} with an unknown option", path, [*filled, option("nonsense", STRING, "x")])
    for group in groups(commands):
        command(f"/{group} without a subcommand", group, [])
        command(f"/{group} with an unknown subcommand", f"{group} explode", [])
    command("an unknown command", "explode", [])
    return found


# ---------------------------------------------------------------------- custom ids

# A custom id of each kind the bot makes, as it makes it: `{game}` the game of the place,
# `{deal}` its deal, `{guild}` and `{user}` the server and the sender. Every template the bot
# registers must be matched by one (the test says which lacks one).
EXAMPLES = (
    "ba:{game}:join:",
    "ba:{game}:leave:",
    "ba:{game}:addbot:strong",
    "ba:{game}:start:",
    "ba:{game}:cancel:",
    "ba:{game}:rematch:",
    "ba:{game}:newgame:",
    "ba:{game}:hand:",
    "ba:{game}:lasttrick:",
    "ba:{game}:remind:",
    "ba:{game}:bid:{deal}",
    "ba:{game}:play:{deal}.AS",
    "ba:{game}:claim:{deal}",
    "ba:{game}:takeback:0.0",
    "ba:{game}:allow:0",
    "ba:{game}:refuse:0",
    "ba:0:forget:{guild}",
    "ba:0:games:{user}.0",
    "lb:rating:classic:1",
    "lb:rating:classic:1:2026-12",
)
SELECTS = {"bid"}  # the actions of selects (their values are swept too)
# What replaces one part of a custom id: never a value the bot made.
PARTS = ("9" * 30, str(INT64), "-1", "٣", "²", "garbage")
WHOLE = (
    "ba:{game}:explode:",
    "ba:{game}",
    "ba:",
    "garbage",
    "ba:new-game",
    "lb:",
    "ba:0:games:{user}",
)
CUSTOM_ID_MOST = 100  # Discord's limit: a longer one is no custom id


def filled(example: str, place: Place) -> str:
    return example.format(
        game=place.game_id,
        deal=place.deal,
        guild=place.channel.guild.id if place.channel.guild is not None else 0,
        user=place.actor.id,
    )


def mutations(custom_id: str) -> list[str]:
    """The custom id with each of its parts (between `:` and `.`) but the first replaced by
    each of PARTS."""
    pieces = re.split(r"([:.])", custom_id)
    found = []
    for index in range(2, len(pieces), 2):
        for part in PARTS:
            changed = "".join([*pieces[:index], part, *pieces[index + 1 :]])
            if changed != custom_id and len(changed) <= CUSTOM_ID_MOST:
                found.append(changed)
    return list(dict.fromkeys(found))


def is_select(custom_id: str) -> bool:
    pieces = custom_id.split(":")
    return len(pieces) > 2 and pieces[2] in SELECTS


def component_inputs() -> list[Input]:
    found: list[Input] = []

    def press(label: str, make: Callable[[Place], str], values: Any = None, select: bool = False):
        async def send(fake: FakeDiscord, place: Place) -> FakeInteraction:
            if select:
                return await fake.raw.click(
                    place.actor,
                    place.message,
                    make(place),
                    values=values,
                    component_type=3,
                    wait=False,
                )
            return await fake.raw.click(place.actor, place.message, make(place), wait=False)

        found.append(Input("component", label, send))

    for example in EXAMPLES:
        select = is_select(example)
        for index in range(len(mutations(example))):

            def make(place: Place, example: str = example, index: int = index) -> str:
                changed = mutations(filled(example, place))
                return changed[min(index, len(changed) - 1)]

            values = ["1"] if select else None
            press(f"{example} with a part changed (#{index})", make, values, select)
        if select:
            for what, values in [
                ("no values", []),
                ("a word", ["garbage"]),
                ("30 digits", ["9" * 30]),
                ("a superscript", ["²"]),
                ("a number", [7]),
                ("two values", ["1", "2"]),
                ("6,000 letters", ["x" * LONG]),
            ]:
                deal = example.replace("{deal}", "999")  # another deal: nothing may be bid
                press(f"{example} choosing {what}", lambda p, e=deal: filled(e, p), values, True)
                press(
                    f"{example} of this deal choosing {what}",
                    lambda p, e=example: filled(e, p),
                    values,
                    True,
                )
    for whole in WHOLE:
        press(f"the custom id {whole!r}", lambda p, w=whole: filled(w, p))
    return found


# ---------------------------------------------------------------------- the form

FORM = "ba:new-game"
LABEL, TEXT_INPUT = 18, 4


def form_inputs(default_form: list[dict[str, Any]]) -> list[Input]:
    """The new game's form sent with a part changed (from its defaults, as the form opened
    by `/backalley new` gives them), with components that are no form, and with custom ids
    that name no game."""
    found: list[Input] = []

    def submit(label: str, custom_id: str, components: Any) -> None:
        async def send(fake: FakeDiscord, place: Place) -> FakeInteraction:
            return await fake.raw.submit(
                place.actor, place.channel, custom_id, components, message=None, wait=False
            )

        found.append(Input("form", label, send))

    for what, components in [
        ("an object", {}),
        ("a string", "x"),
        ("null", None),
        ("a number", 7),
        ("a list of numbers", [7]),
        ("a list of strings", ["x"]),
        ("a label of a string", [{"type": LABEL, "component": "x"}]),
        ("a row of a number", [{"type": 1, "components": 7}]),
        ("nothing", []),
    ]:
        submit(f"a form whose components are {what}", FORM, components)
    for index, top in enumerate(default_form):
        child = top.get("component") or {}
        name = child.get("custom_id")
        if "values" in child:
            changes: list[tuple[str, Any]] = [
                ("no values", []),
                ("a word", ["garbage"]),
                ("a number", [7]),
                ("6,000 letters", ["x" * LONG]),
                ("no list", "x"),
                ("none", None),
            ]
            key = "values"
        else:
            changes = [
                ("a word", "garbage"),
                ("a number", 7),
                ("null", None),
                ("6,000 letters", "x" * LONG),
                ("6,000 digits", "9" * LONG),
                ("a superscript", "²"),
            ]
            if child.get("type") != TEXT_INPUT:  # a choice left empty; an empty text is none
                changes.append(("empty", ""))
            key = "value"
        for what, value in changes:
            changed = [dict(each) for each in default_form]
            changed[index] = {**top, "component": {**child, key: value}}
            submit(f"the form with {name}: {what}", FORM, changed)
    for tail in ("9" * 30, str(INT64), "-1", "٣", "garbage", "", "987654"):
        submit(f"the form of game {tail!r}", f"{FORM}:{tail}", default_form)
    submit("a form of nothing", "garbage", default_form)
    return found


# ---------------------------------------------------------------------- judging


@dataclass
class Failure:
    state: str
    label: str
    cause: str


@dataclass
class Sweep:
    tried: int = 0
    failures: list[Failure] = field(default_factory=list)

    def by_cause(self) -> dict[str, list[Failure]]:
        found: dict[str, list[Failure]] = {}
        for failure in self.failures:
            found.setdefault(failure.cause, []).append(failure)
        return dict(sorted(found.items(), key=lambda item: -len(item[1])))

    def report(self) -> str:
        causes = self.by_cause()
        lines = [
            f"{self.tried} inputs tried, {len(self.failures)} failed, from {len(causes)} causes"
        ]
        for cause, failures in causes.items():
            lines.append(f"  {len(failures):4}  {cause}")
            for each in failures[:3]:
                lines.append(f"          e.g. [{each.state}] {each.label}")
        return "\n".join(lines)


def error_cause(record: logging.LogRecord) -> str:
    """An error logged, as a cause: its exception and the innermost line of the bot's."""
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        frames = traceback.extract_tb(error.__traceback__)
        ours = [f for f in frames if "/bot/" in f.filename]
        where = ours[-1] if ours else (frames[-1] if frames else None)
        place = "" if where is None else f" at {where.filename.split('/bot/')[-1]}:{where.lineno}"
        name = type(error).__name__
        original = getattr(error, "original", None)
        if original is not None:
            name += f" ({type(original).__name__})"
        return f"{name}{place}"
    return record.getMessage().splitlines()[0][:120]


class ErrorLog(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def answer_fault(ix: FakeInteraction, kind: str) -> str | None:
    """What is wrong with the answer a player saw, if anything."""
    if ix.failed or not ix.acknowledged:  # not within Discord's 3 s: the fake's deadline
        return "no answer"
    if kind == "autocomplete":
        return None if ix.response_type == AUTOCOMPLETE_RESULT else "no autocomplete answer"
    if ix.thinking:
        return "thinking… that never ends"
    if not ix.ephemeral:
        return "a public answer" if ix.response is not None else "no private answer"
    said = ix.response.text if ix.response is not None else ""
    if APOLOGY in said:
        return "the catch-all apology"
    if not said.strip():
        return "an empty answer"
    return None
