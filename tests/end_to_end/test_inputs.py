"""Every input refused by name: the sweep of `sweep.py` — every option of every command the
bot registered, its autocompletes, every custom id and the new game's form, each sent with
values a modified or out-of-date client may send — in each state of a game (none, a lobby,
bidding, play, finished). Each must get a private answer within Discord's 3 s (a choice list
for an autocomplete), no error logged, and nothing changed in the database or in the game
held. The figures (inputs, failures by cause) are printed; the test fails on any failure."""

from __future__ import annotations

import contextlib
import logging
import re
from typing import Any

import discord
import pytest

from bot.engine import Phase
from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMessage
from testbed.fakediscord.modals import submission

from .conftest import World
from .driver import member_to_act, settled
from .sweep import (
    DEADLINE,
    EXAMPLES,
    ErrorLog,
    Failure,
    Input,
    Place,
    Sweep,
    answer_fault,
    command_inputs,
    component_inputs,
    error_cause,
    filled,
    form_inputs,
)

STATES = ("none", "lobby", "bidding", "play", "finished")
# Rows the bot writes by itself as time passes, whatever it is sent.
VOLATILE = {"bot_clock"}
# A game's id no game has.
NO_GAME = 987_654


async def snapshot(bot: BackAlleyBot) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the bot's database."""
    names = await bot.database.fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    found = {}
    for row in names:
        table = str(row["name"])
        if table in VOLATILE:
            continue
        rows = await bot.database.fetchall(f"SELECT * FROM {table}")
        found[table] = sorted(tuple(r) for r in rows)  # type: ignore[call-overload]
    return found


class Places:
    """Each state of a game in a channel of its own, made again when an input changed it."""

    def __init__(self, world: World, bot: BackAlleyBot) -> None:
        self.world = world
        self.bot = bot
        self.made = 0

    async def make(self, state: str) -> Place:
        self.made += 1
        fake, world = self.world.fake, self.world
        alice = world.players[0]
        channel = fake.add_text_channel(world.guild, f"{state}-{self.made}")
        if state == "none":
            ix = await fake.slash(alice, channel, "leaderboard")
            assert ix.response is not None and not ix.ephemeral
            return Place(state, channel, alice, ix.response, NO_GAME)
        ix = await fake.slash(
            alice, channel, "backalley new", hands="1" if state == "finished" else "3,2"
        )
        lobby = ix.response
        assert lobby is not None and not ix.ephemeral, ix.errors
        table = await self.bot.service.table_at(channel.id)
        assert table is not None
        if state == "lobby":
            await fake.click(world.players[1], lobby, label="Join")
            return Place(state, channel, alice, lobby, table.id)
        for member in world.players[1:]:
            await fake.click(member, lobby, label="Join")
        await fake.click(alice, lobby, label="Start")
        thread = await fake.wait_until(lambda: next(iter(fake.threads(channel)), None))
        message = await fake.wait_until(
            lambda: next(
                (m for m in fake.public_messages(thread) if m.component(label="My hand")), None
            )
        )
        return await self._advance(state, thread, message, table.id)

    async def _advance(
        self, state: str, thread: FakeChannel, message: FakeMessage, game_id: int
    ) -> Place:
        fake, bot = self.world.fake, self.bot
        while (table := await settled(self.world, bot, game_id)) is not None:
            game = table.game
            assert game is not None
            member = member_to_act(self.world, table)
            if state == "bidding" or (state == "play" and game.phase is Phase.PLAY):
                return Place(state, thread, member, message, game_id, game.deals)
            if game.phase is Phase.BID:
                # The first bid that is not a pass (a board where a hand is one card): a game
                # of passes is dealt again and again.
                bid = next((b for b in game.legal_bids() if b != 0), 0)
                amount = str(bid) if isinstance(bid, int) else "board"
                ix = await fake.slash(member, thread, "bid", amount=amount)
            else:
                ix = await fake.slash(member, thread, "play", card=str(game.legal_cards()[0]))
            assert not ix.failed and not ix.ephemeral, ix.response
        last = fake.public_messages(thread)[-1]
        return Place(state, thread, self.world.players[0], last, game_id, 1)


async def the_form(world: World) -> list[dict[str, Any]]:
    """The new game's form as `/backalley new` opens it, sent with its defaults."""
    channel = world.fake.add_text_channel(world.guild, "form")
    ix = await world.fake.slash(world.players[0], channel, "backalley new")
    assert ix.modal is not None, ix.response
    return submission(ix.modal, {})


def templates(bot: BackAlleyBot) -> list[re.Pattern[str]]:
    """The custom ids the bot reads: every DynamicItem it registered."""
    items = bot._connection._view_store._dynamic_items  # what discord.py holds
    return list(items)


async def judge(
    world: World,
    bot: BackAlleyBot,
    place: Place,
    item: Input,
    errors: ErrorLog,
    before: dict[str, list[tuple[Any, ...]]],
) -> tuple[list[str], dict[str, list[tuple[Any, ...]]] | None]:
    """The faults of one input's answer; and the database after it when it changed."""
    fake = world.fake
    held = None if place.game_id == NO_GAME else bot.service.registry.held(place.game_id)
    errors.records.clear()
    ix: FakeInteraction = await item.send(fake, place)
    with contextlib.suppress(AssertionError):  # neither answered nor failed: judged below
        await ix.wait(timeout=DEADLINE + 2)
    if ix.deferred and ix.thinking:  # the answer after "thinking…", within its own 3 s
        with contextlib.suppress(AssertionError):
            await fake.wait_until(lambda: not ix.thinking, timeout=DEADLINE)
    await fake.settle(quiet=0.02)
    faults = [error_cause(record) for record in errors.records]
    if not faults and (fault := answer_fault(ix, item.kind)) is not None:
        faults.append(fault)
    after = await snapshot(bot)
    changed = None
    if after != before:
        tables = sorted(t for t in after if after[t] != before.get(t))
        faults.append(f"changed the database ({', '.join(tables)})")
        changed = after
    elif held is not None and bot.service.registry.held(place.game_id) is not held:
        faults.append("changed the game held")
        changed = after
    return faults, changed


@pytest.mark.logs_errors
async def test_every_input_is_refused_by_name(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)  # so that the settings read every option
    commands = fake.commands() + fake.commands(world.guild)
    inputs = command_inputs(commands) + component_inputs() + form_inputs(await the_form(world))
    registered = templates(bot)
    lacking = [
        p.pattern
        for p in registered
        if not any(p.fullmatch(filled(e, _example_place(world))) for e in EXAMPLES)
    ]
    assert not lacking, f"no example of these custom ids in sweep.EXAMPLES: {lacking}"

    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    places = Places(world, bot)
    sweep = Sweep()
    try:
        for state in STATES:
            place = await places.make(state)
            await fake.settle(quiet=0.05)
            before = await snapshot(bot)
            for item in inputs:
                sweep.tried += 1
                faults, changed = await judge(world, bot, place, item, errors, before)
                for fault in dict.fromkeys(faults):
                    sweep.failures.append(Failure(state, item.label, fault))
                if changed is not None:  # the state is no more: made again
                    errors.records.clear()
                    place = await places.make(state)
                    await fake.settle(quiet=0.05)
                    before = await snapshot(bot)
    finally:
        logging.getLogger().removeHandler(errors)
    print("\n" + sweep.report())
    assert not sweep.failures, sweep.report()


def _example_place(world: World) -> Place:
    channel = world.channel
    return Place("none", channel, world.players[0], None, NO_GAME)  # type: ignore[arg-type]
