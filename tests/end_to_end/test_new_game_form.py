"""`/backalley new` without options: the new game's form, in every language, through the real
client and the fake Discord's modals; its answers open the lobby the command would, and are
refused with the command's messages."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import PRESETS
from bot.running.app import BackAlleyBot
from bot.ui.lobby.form import TIMERS
from bot.ui.words.i18n import LANGUAGES, text
from testbed.fakediscord import FakeInteraction, FakeMember

from .conftest import World
from .driver import Match, play_to_the_end


async def open_form(world: World, member: FakeMember | None = None) -> FakeInteraction:
    ix = await world.fake.slash(member or world.players[0], world.channel, "backalley new")
    assert not ix.failed, ix.errors
    assert ix.response_name == "MODAL" and ix.modal is not None, ix.response
    return ix


def inputs(ix: FakeInteraction) -> dict[str, dict[str, Any]]:
    assert ix.modal is not None
    return {top["component"]["custom_id"]: top["component"] for top in ix.modal["components"]}


def private_text(ix: FakeInteraction) -> str:
    assert not ix.failed, ix.errors
    assert ix.ephemeral and ix.response is not None, ix.response
    return ix.response.text


async def lobby_posted(world: World, bot: BackAlleyBot, ix: FakeInteraction) -> None:
    """Until the lobby's message, the form's answer, is the one its game keeps up to date
    (a lobby starts in a thread on it)."""
    assert ix.response is not None
    table = await bot.service.table_at(ix.channel.id)
    assert table is not None
    posted = ix.response.id

    def kept() -> bool:
        held = bot.service.registry.held(table.id)
        return held is not None and held.message_id == posted

    assert await world.fake.wait_until(kept)


async def no_game_in(world: World, bot: BackAlleyBot, *channels: int) -> None:
    for channel in channels or (world.channel.id,):
        assert await bot.service.table_at(channel) is None


@pytest.mark.parametrize("language", list(LANGUAGES))
async def test_the_command_without_options_opens_the_form(
    world: World, bot: BackAlleyBot, language: str
) -> None:
    alice = world.players[0]
    await world.fake.slash(alice, world.channel, "backalley language", language=language)
    ix = await open_form(world)
    assert ix.modal is not None
    assert ix.modal["title"] == text(language, "form-title")
    tops = ix.modal["components"]
    assert [top["type"] for top in tops] == [18] * 5
    assert [top["label"] for top in tops] == [
        text(language, "form-preset"),
        text(language, "form-schedule"),
        text(language, "form-hands"),
        text(language, "field-turn-timer"),
        text(language, "form-computers"),
    ]
    found = inputs(ix)
    assert [c["type"] for c in found.values()] == [21, 3, 4, 3, 21]
    preset = found["preset"]
    assert [o["value"] for o in preset["options"]] == list(PRESETS)
    assert [o["value"] for o in preset["options"] if o.get("default")] == ["classic"]
    assert preset["options"][0]["description"] == text(language, "form-preset-classic")
    schedule = found["schedule"]["options"]
    assert schedule[0]["label"] == text(language, "form-schedule-preset")
    assert [o["value"] for o in schedule[1:]] == ["13,12,11,10,9,8,7,6,5,4,3,2,1", "13,10,7,4,1",
                                                  "5,3,1"]  # fmt: skip
    assert not found["hands"].get("required", True)
    timers = found["timer"]["options"]
    assert [o["value"] for o in timers] == list(TIMERS)
    assert timers[0]["label"] == text(language, "form-timer-off")
    assert [o["value"] for o in found["computers"]["options"]] == [
        "none",
        "strong",
        "basic",
        "random",
    ]
    assert ix.modal["components"][4]["component"]["options"][3]["label"] == text(
        language, "form-computers-random"
    )
    await no_game_in(world, bot)  # opening the form creates nothing
    world.fake.assert_no_failed_interactions()


async def test_a_valid_form_opens_the_lobby_the_command_would(
    world: World, bot: BackAlleyBot
) -> None:
    fake, alice = world.fake, world.players[0]
    form = await open_form(world)
    sent = await fake.submit_modal(
        alice, form, {"preset": "pagat", "schedule": "5,3,1", "timer": "12h"}
    )
    assert not sent.failed and not sent.ephemeral and sent.response is not None, sent.errors
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.status == "lobby"
    assert (table.preset, table.options.hands, table.turn_timer) == ("pagat", (5, 3, 1), 43200)
    assert table.host_id == alice.id
    await lobby_posted(world, bot, sent)

    other = fake.add_text_channel(world.guild, "other-room")
    command = await fake.slash(
        alice, other, "backalley new", preset="pagat", hands="5,3,1", turn_timer="12h"
    )
    assert command.response is not None and not command.ephemeral
    assert sent.response.embeds == command.response.embeds
    assert sent.response.custom_ids != command.response.custom_ids  # each its own game
    assert [b["label"] for b in sent.response.buttons] == [
        b["label"] for b in command.response.buttons
    ]
    # The lobby works as any: its message is the one kept up to date.
    joined = await fake.click(world.players[1], sent.response, label="Join")
    assert joined.response_type == 7
    fake.assert_no_failed_interactions()


async def test_the_forms_defaults_and_own_hand_sizes(world: World, bot: BackAlleyBot) -> None:
    fake, alice = world.fake, world.players[0]
    sent = await fake.submit_modal(alice, await open_form(world), {})
    assert not sent.ephemeral, sent.response
    table = await bot.service.table_at(world.channel.id)
    assert table is not None
    assert (table.preset, table.options.hands) == ("classic", PRESETS["classic"].hands)
    assert table.turn_timer is None and table.overrides == {}

    room = fake.add_text_channel(world.guild, "room-2")
    form = await fake.slash(alice, room, "backalley new")
    # The player's own hand sizes, when written, win over the schedule chosen.
    sent = await fake.submit_modal(alice, form, {"schedule": "13,10,7,4,1", "hands": " 7, 5 "})
    table = await bot.service.table_at(room.id)
    assert table is not None and table.options.hands == (7, 5)


async def test_computers_in_every_free_seat(world: World, bot: BackAlleyBot) -> None:
    fake, alice = world.fake, world.players[0]
    sent = await fake.submit_modal(
        alice, await open_form(world), {"preset": "pagat-3", "computers": "basic"}
    )
    assert sent.response is not None and not sent.ephemeral
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.is_full
    assert [s.computer if s else None for s in table.seats] == [None, "basic", "basic"]
    assert "*free*" not in sent.response.text
    await lobby_posted(world, bot, sent)
    started = await fake.click(alice, sent.response, label="Start")
    assert not started.failed and not started.ephemeral


@pytest.mark.parametrize(
    ("hands", "said"),
    [
        ("5,14", "Write the hand sizes as numbers from 1 to 13"),  # the engine's range
        ("5,x", "Write the hand sizes as numbers from 1 to 13"),  # not a schedule at all
    ],
)
async def test_a_bad_schedule_is_refused_and_nothing_is_created(
    world: World, bot: BackAlleyBot, hands: str, said: str
) -> None:
    fake, alice = world.fake, world.players[0]
    sent = await fake.submit_modal(alice, await open_form(world), {"hands": hands})
    message = private_text(sent)
    assert said in message
    await no_game_in(world, bot)
    assert fake.public_messages(world.channel) == []
    # The command's own words for the same hand sizes.
    command = await fake.slash(alice, world.channel, "backalley new", hands=hands)
    assert private_text(command) == message
    await no_game_in(world, bot)


async def test_a_bad_timer_or_level_is_refused(world: World, bot: BackAlleyBot) -> None:
    """What Discord's client cannot send but a stale or forged form could: the values the
    form reads go through the same checks as the command's."""
    fake, alice = world.fake, world.players[0]
    form = await open_form(world)
    assert form.modal is not None
    timer = inputs(form)["timer"]
    timer["options"].append({"label": "forever", "value": "forever"})
    computers = inputs(form)["computers"]
    computers["options"].append({"label": "expert", "value": "expert"})
    sent = await fake.submit_modal(alice, form, {"timer": "forever"})
    assert "Write the turn timer like `30m`" in private_text(sent)
    sent = await fake.submit_modal(alice, form, {"computers": "expert"})
    assert "The computer levels are random, basic, and strong" in private_text(sent)
    await no_game_in(world, bot)
    assert fake.public_messages(world.channel) == []


async def test_a_form_sent_where_a_game_began_meanwhile_is_refused(
    world: World, bot: BackAlleyBot
) -> None:
    fake, alice, bob = world.fake, world.players[0], world.players[1]
    form = await open_form(world)
    other = await fake.slash(bob, world.channel, "backalley new", hands="2,1")
    assert other.response is not None and not other.ephemeral
    sent = await fake.submit_modal(alice, form, {"preset": "pagat"})
    assert "already a lobby or a game here" in private_text(sent)
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.host_id == bob.id and table.preset == "classic"
    assert len(fake.public_messages(world.channel)) == 1
    # And with a game there, the command without options says so before any form.
    again = await fake.slash(alice, world.channel, "backalley new")
    assert again.response_name != "MODAL"
    assert "already a lobby or a game here" in private_text(again)
    fake.assert_no_failed_interactions()


async def test_the_options_still_open_the_lobby_at_once(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    ix = await fake.slash(world.players[0], world.channel, "backalley new", preset="pagat-3")
    assert ix.response_name == "CHANNEL_MESSAGE_WITH_SOURCE" and not ix.ephemeral
    table = await bot.service.table_at(world.channel.id)
    assert (
        table is not None
        and table.preset == "pagat-3"
        and table.options.hands == (PRESETS["pagat-3"].hands)
    )


async def test_a_form_opened_before_a_restart_still_opens_the_lobby(world: World) -> None:
    fake, alice = world.fake, world.players[0]
    first = await world.new_bot()
    async with fake.running(first):
        form = await open_form(world)
    second = await world.new_bot()
    async with fake.running(second):
        sent = await fake.submit_modal(alice, form, {"preset": "pagat"})
        assert not sent.failed and not sent.ephemeral, sent.errors
        table = await second.service.table_at(world.channel.id)
        assert table is not None and table.preset == "pagat"


async def test_new_game_under_a_finished_game_opens_the_form_for_its_channel(
    world: World, bot: BackAlleyBot
) -> None:
    fake, alice, bob = world.fake, world.players[0], world.players[1]
    sent = await fake.submit_modal(
        alice, await open_form(world), {"hands": "1", "computers": "strong"}
    )
    assert sent.response is not None
    await lobby_posted(world, bot, sent)
    assert not (await fake.click(alice, sent.response, label="Start")).failed
    threads = await fake.wait_until(lambda: fake.threads(world.channel))
    old = await fake.wait_until(lambda: bot.service.registry.held_at(threads[0].id))
    match = Match(old.id, threads[0], sent.response, sent.response)
    await play_to_the_end(world, bot, match, random.Random(5))
    final = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(match.place) if m.component(label="New game")), None
        )
    )
    # Anyone who sees the result may open the form; the lobby opens in the game's channel.
    form = await fake.click(bob, final, label="New game")
    assert form.response_name == "MODAL" and form.modal is not None, form.response
    assert form.modal["custom_id"] == f"ba:new-game:{old.id}"
    done = await fake.submit_modal(bob, form, {"preset": "pagat-3", "timer": "1d"})
    assert f"Your new lobby is open in <#{world.channel.id}>" in private_text(done)
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.status == "lobby" and table.host_id == bob.id
    assert (table.preset, table.turn_timer) == ("pagat-3", 86400)
    posted = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(world.channel) if m.id == table.message_id), None
        )
    )
    assert posted.component(label="Join") is not None
    # With that lobby in the channel, the button says so before any form.
    again = await fake.click(alice, final, label="New game")
    assert "already a lobby or a game here" in private_text(again)
    fake.assert_no_failed_interactions()
