"""A whole game in each language through the fake Discord: every text a player sees — each
version of every message, public or private, its embeds, buttons, menus and pictures' alt
texts — renders whole: no raw `{`, no message id, no error. And the commands' ids the
messages mention come from the sync (or, without one, from Discord's list)."""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Iterator

import discord
import pytest

from bot.engine import Phase
from bot.running.app import BackAlleyBot, create_bot
from bot.running.config import Settings
from bot.ui.words import command_names
from bot.ui.words.i18n import ENGLISH, LANGUAGES, text
from testbed.fakediscord import FakeInteraction, FakeMessage
from testbed.fakediscord.models import walk_components
from tests.ui.words.catalog_checks import catalog

from .conftest import World
from .driver import settled
from .test_coach import answered

# A player's Discord client language, for the languages a client speaks; a Galician or a
# Slovenian player's client is English, and they choose their language with a command.
CLIENT_LOCALE = {"en": "en-US", "es": "es-ES", "da": "da", "ko": "ko"}
MESSAGE_IDS = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(i) for i in sorted(catalog(ENGLISH), key=len, reverse=True) if "-" in i)
    + r")(?![\w-])"
)


def shown(
    content: str, embeds: list[dict[str, object]], components: list[dict[str, object]]
) -> str:
    """What a player reads of one version of a message."""
    probe = FakeMessage(0, None, None, content=content, embeds=embeds, components=components)  # type: ignore[arg-type]
    parts = [probe.text]
    for component in walk_components(components):
        parts += [str(component.get("label") or ""), str(component.get("placeholder") or "")]
        # A layout's pictures and faces say what they show, for screen readers.
        parts.append(str(component.get("description") or ""))
        parts += [str(i.get("description") or "") for i in component.get("items", [])]  # type: ignore[attr-defined]
        parts += [str(o.get("label")) for o in component.get("options", [])]  # type: ignore[attr-defined]
        parts += [str(o.get("description") or "") for o in component.get("options", [])]  # type: ignore[attr-defined]
    return "\n".join(parts)


def every_version(message: FakeMessage) -> Iterator[str]:
    for version in message.versions:
        yield shown(version["content"], version["embeds"], version["components"])
    yield shown(message.content, message.embeds, message.components)
    for attachment in message.attachments:
        yield attachment.description or ""


def problems(said: str) -> list[str]:
    found = [f"a raw brace in {said!r}"] if "{" in said or "}" in said else []
    found += [f"the message id {m} in {said!r}" for m in MESSAGE_IDS.findall(said)]
    return found


async def test_the_bot_mentions_the_commands_by_the_ids_of_its_sync(
    world: World, bot: BackAlleyBot
) -> None:
    registered = {command.name: command.id for command in world.fake.commands()}
    assert command_names.known_ids() == registered
    ix = await world.fake.slash(world.players[0], world.channel, "hand")
    assert ix.response is not None
    assert f"</backalley new:{registered['backalley']}>" in ix.response.text


async def test_without_a_sync_the_bot_looks_up_the_commands_ids(world: World) -> None:
    async with world.fake.running(await world.new_bot()):
        registered = {command.name: command.id for command in world.fake.commands()}
    command_names.remember([])
    settings = Settings(token=world.fake.token, database=world.database, sync_commands="never")
    quiet = await create_bot(settings, guild_ready_timeout=0.05, table_delay=0.05)
    async with world.fake.running(quiet):
        assert command_names.known_ids() == registered
        ix = await world.fake.slash(world.players[0], world.channel, "hand")
        assert ix.response is not None
        assert f"</backalley new:{registered['backalley']}>" in ix.response.text


@pytest.mark.parametrize("language", list(LANGUAGES))
async def test_a_whole_game_renders_in_each_language(
    world: World, bot: BackAlleyBot, language: str
) -> None:
    fake, lang = world.fake, language
    players = world.players[:3]
    host = players[0]
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(host, managers)
    for member in players:
        if lang in CLIENT_LOCALE:
            member.user.locale = CLIENT_LOCALE[lang]
        else:
            ix = await fake.slash(member, world.channel, "backalley language", language=lang)
            assert ix.response is not None and not ix.failed
    await fake.slash(host, world.channel, "backalley settings", language=lang, hints=True)
    await fake.slash(host, world.channel, "hand")  # no game: how to open one

    lobby = (await fake.slash(host, world.channel, "backalley new", hands="2,1")).response
    assert lobby is not None
    for member in players[1:]:
        assert not (await fake.click(member, lobby, label=text(lang, "button-join"))).failed
    assert not (await fake.click(host, lobby, label=text(lang, "button-addbot"))).failed
    assert not (await fake.click(host, lobby, label=text(lang, "button-start"))).failed
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    table_message = await fake.wait_until(
        lambda: next(
            (
                m
                for m in fake.public_messages(place)
                if m.component(label=text(lang, "button-hand"))
            ),
            None,
        )
    )
    game_id = (await fake.wait_until(lambda: bot.service.registry.held_at(place.id))).id

    rng = random.Random(33)
    asked: set[int] = set()
    while (table := await settled(world, bot, game_id)) is not None and table.status == "active":
        game = table.game
        assert game is not None and table.user_to_act is not None
        member = world.member(table.user_to_act)
        if member.id not in asked:  # once each: the hand, a hint, away and back
            asked.add(member.id)
            await _answered(
                world, fake.click(member, table_message, label=text(lang, "button-hand"))
            )
            await _answered(world, fake.slash(member, place, "backalley hint"))
            await _answered(world, fake.slash(member, place, "backalley lasttrick"))
            if member is players[1]:
                await _answered(world, fake.slash(member, place, "backalley away"))
                await _answered(world, fake.slash(member, place, "backalley back"))
                continue  # the computer may have moved for them
        if game.phase is Phase.BID:
            bid = rng.choice(game.legal_bids())
            amount = text(lang, "bid-pass") if bid == 0 else str(bid)
            ix = await fake.slash(member, place, "bid", amount=amount)
        else:
            ix = await fake.slash(member, place, "play", card=str(rng.choice(game.legal_cards())))
        assert not ix.failed, ix.errors
    await fake.wait_until(lambda: bot.service.registry.held(game_id) is None, timeout=10)
    await bot.news.flush()
    await bot.tables.flush()
    await fake.wait_until(
        lambda: any(text(lang, "game-over-title") in m.text for m in fake.public_messages(place)),
        timeout=10,
    )
    for command in ("leaderboard", "stats", "history", "backalley rules", "backalley prefs"):
        await _answered(world, fake.slash(players[1], world.channel, command))
    await _answered(world, fake.slash(host, place, "backalley review"))
    await _answered(world, fake.slash(host, place, "backalley review", hand="game"))

    seen = [*fake.public_messages(world.channel), *fake.public_messages(place)]
    for member in players:
        seen += fake.ephemeral_messages(member)
    assert len(seen) > 20
    found = [p for message in seen for said in every_version(message) for p in problems(said)]
    assert not found, found[:10]
    fake.assert_no_failed_interactions()


async def _answered(world: World, pending: Awaitable[FakeInteraction]) -> FakeInteraction:
    """An interaction once answered, a deferred one too (whatever the answer: a refusal is a
    text to read as well)."""
    return await answered(world, await pending)


def test_a_rendering_problem_is_caught() -> None:
    assert problems("⚠️ { $player } leaves.")
    assert problems("Press refusal-no_game to go on.")
    assert problems("A trick, a turn-up, take-backs — seat 1 & 3.") == []


def test_a_message_is_read_in_every_version() -> None:
    message = FakeMessage(0, None, None, content="now")  # type: ignore[arg-type]
    message.versions.append({"content": "before", "embeds": [], "components": []})
    assert list(every_version(message)) == ["before", "now"]
