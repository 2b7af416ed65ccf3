"""Languages through Discord: slash commands in the client's language, and a whole game at a
table of Korean, Danish and Spanish players in a Galician server."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
from fluent.syntax import FluentParser, ast

from bot.engine import CARDS, Phase
from bot.running.app import BackAlleyBot
from bot.service import Languages
from bot.ui.words.cards import card_label, card_name
from bot.ui.words.command_names import COMMAND_CATALOGS
from bot.ui.words.i18n import CATALOGS, text
from bot.ui.words.names import preset_name
from testbed.fakediscord import FakeInteraction, FakeMember, FakeMessage
from testbed.fakediscord.models import walk_components

from .conftest import World

CLIENT_LOCALES = ("es-ES", "es-419", "da", "ko")


def command_catalog(language: str) -> dict[str, str]:
    resource = FluentParser().parse((COMMAND_CATALOGS / f"{language}.ftl").read_text("utf-8"))
    found = {}
    for entry in resource.body:
        assert not isinstance(entry, ast.Junk), entry.content
        if isinstance(entry, ast.Message):
            assert entry.value is not None
            found[entry.id.name] = "".join(
                e.value for e in entry.value.elements if isinstance(e, ast.TextElement)
            )
    return found


def walk(world: World) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand and option as synced, with its catalog key."""

    def options(path: str, specs: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
        for spec in specs:
            if spec.get("type") in (1, 2):
                key = f"{path}-{spec['name']}"
                yield "cmd-" + key, spec
                yield from options(key, spec.get("options") or [])
            else:
                yield f"opt-{path}-{spec['name']}", spec

    for command in world.fake.commands():
        yield "cmd-" + command.name, command.raw
        yield from options(command.name, command.options)


async def test_the_english_command_catalog_is_the_commands_own_text(
    world: World, bot: BackAlleyBot
) -> None:
    english = command_catalog("en")
    seen = set()
    for key, spec in walk(world):
        seen |= {key, key + "-desc"}
        assert english[key] == spec["name"], key
        assert english[key + "-desc"] == spec["description"], key
        for choice in spec.get("choices") or []:
            if f"choice-{choice['value']}" in english:
                seen.add(f"choice-{choice['value']}")
                assert english[f"choice-{choice['value']}"] == choice["name"]
    assert set(english) == seen, "the catalog names only what the commands have"


async def test_every_command_option_and_choice_is_localised_for_the_client_locales(
    world: World, bot: BackAlleyBot
) -> None:
    for key, spec in walk(world):
        for locale in CLIENT_LOCALES:
            assert locale in spec.get("name_localizations", {}), (key, locale)
            assert locale in spec.get("description_localizations", {}), (key, locale)
        for choice in spec.get("choices") or []:
            if choice["value"] in ("strong", "rating", "auto"):
                assert set(choice["name_localizations"]) == set(CLIENT_LOCALES)


async def test_a_danish_player_types_spil_and_a_korean_player_types_a_hangul_name(
    world: World, bot: BackAlleyBot
) -> None:
    commands = {c.name: c.raw for c in world.fake.commands()}
    assert commands["play"]["name_localizations"]["da"] == "spil"
    assert commands["play"]["name_localizations"]["ko"] == "카드내기"
    assert commands["bid"]["name_localizations"]["es-ES"] == "pujar"
    assert commands["bid"]["name_localizations"]["es-419"] == "pujar"
    new = next(o for o in commands["backalley"]["options"] if o["name"] == "new")
    assert new["name_localizations"]["da"] == "ny"
    assert new["description_localizations"]["ko"] == "이 채널에 Back Alley 대기실을 엽니다"
    assert "gl" not in new["name_localizations"] and "sl" not in new["name_localizations"]


def test_the_command_catalogs_have_every_english_key() -> None:
    english = command_catalog("en")
    for language in ("es", "da", "ko"):
        assert set(command_catalog(language)) == set(english), language


# ---------------------------------------------------------------------- a whole game


def english_fragments(language: str) -> set[str]:
    """The fixed words of the English catalog's messages that the other language says
    otherwise: none of them may reach a player of that language."""
    english = _texts(CATALOGS / "en.ftl")
    other = "\n".join(_texts(CATALOGS / f"{language}.ftl"))
    found = set()
    for piece in english:
        for part in re.split(r"[*`\n()]|\s[—–·]\s|: |; ", piece):
            part = part.strip(" .,:;!—")
            if len(part) >= 6 and part not in other and re.search(r"[a-z]{3}", part):
                found.add(part)
    return found


def _texts(path: Path) -> list[str]:
    resource = FluentParser().parse(path.read_text("utf-8"))
    pieces = []
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            for element in _elements(entry.value):
                pieces.append(element.value)
    return pieces


def _elements(pattern: ast.Pattern | None) -> Iterator[ast.TextElement]:
    if pattern is None:
        return
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            yield element
        elif isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            for variant in element.expression.variants:
                yield from _elements(variant.value)


def seen_text(message: FakeMessage) -> str:
    """Everything a player reads of a message: its text, embeds, buttons and menus."""
    parts = [message.text]
    for component in walk_components(message.components):
        parts += [str(component.get("label") or ""), str(component.get("placeholder") or "")]
        parts += [str(option.get("label")) for option in component.get("options", [])]
    return "\n".join(parts)


LOCALES = {"ko": "ko", "da": "da", "es-ES": "es"}  # Discord locale -> the catalog it reaches


async def test_a_whole_game_in_each_players_language_at_a_galician_server(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    players = world.players[:3]
    for member, locale in zip(players, LOCALES, strict=True):
        member.user.locale = locale
    language = {m.id: LOCALES[m.user.locale] for m in players}
    host = players[0]
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(host, managers)

    ix = await fake.slash(host, world.channel, "backalley settings", language="gl")
    # The language named in the reader's: Galician is 갈리시아어 to the Korean host.
    assert ix.response is not None and "갈리시아어" in ix.response.text
    assert text("ko", "setting-language", language="갈리시아어") in ix.response.text  # host: ko

    ix = await fake.slash(host, world.channel, "backalley new", hands="2,1")
    lobby = ix.response
    assert lobby is not None and not ix.ephemeral
    assert text("gl", "lobby-partnerships") in lobby.text  # public: the server's language
    for member in players[1:]:
        ix = await fake.click(member, lobby, label=text("gl", "button-join"))
        assert not ix.failed, ix.errors
    ix = await fake.click(host, lobby, label=text("gl", "button-addbot"))
    assert not ix.failed, ix.errors
    ix = await fake.click(host, lobby, label=text("gl", "button-start"))
    assert not ix.failed, ix.errors
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    table_message = await fake.wait_until(
        lambda: next(
            (
                m
                for m in fake.public_messages(place)
                if m.component(label=text("gl", "button-hand"))
            ),
            None,
        )
    )
    game_id = (await fake.wait_until(lambda: bot.service.registry.held_at(place.id))).id

    async def refused(member: FakeMember, ix: FakeInteraction, expected: str) -> None:
        """A bad input answered privately, in the player's own words."""
        assert ix.ephemeral and ix.response is not None, ix
        assert ix.response.text == f"⚠️ {expected}"
        assert ix.response.visible_to == member.id

    tried: set[int] = set()
    while (table := bot.service.registry.held(game_id)) is not None and table.status == "active":
        game = table.game
        assert game is not None
        user = table.user_to_act
        if user is None or table.bot_to_act:  # a computer's turn, or a forced card
            await fake.wait_until(
                lambda: (
                    (t := bot.service.registry.held(game_id)) is None
                    or (t.user_to_act is not None and not t.bot_to_act)
                ),
                timeout=10,
            )
            continue
        member = world.member(user)
        lang = language[member.id]
        if member.id not in tried and game.phase is Phase.PLAY:
            tried.add(member.id)
            await refused(
                member,
                await fake.slash(member, place, "play", card="zz"),
                text(lang, "error-bad_card", text="zz"),
            )
            missing = next(c for c in CARDS if not game.hands[game.to_act] >> c & 1)
            await refused(
                member,
                await fake.slash(member, place, "play", card=missing.code),
                text(lang, "error-card_not_in_hand", card=card_name(missing, lang)),
            )
            other = next(m for m in players if m is not member)
            await refused(
                other,
                await fake.slash(other, place, "play", card="AS"),
                text(language[other.id], "not-your-turn-play", player=f"<@{member.id}>"),
            )
            hand = await fake.click(member, table_message, label=text("gl", "button-hand"))
            assert hand.ephemeral and hand.response is not None
            assert text(lang, "hand-title") in hand.response.text
            typed = await fake.autocomplete(member, place, "play", "card", "")
            names = [c["name"] for c in typed.choices]  # type: ignore[union-attr]
            assert sorted(names) == sorted(card_label(c, lang) for c in game.legal_cards())
        if game.phase is Phase.BID:
            if member.id not in tried:
                await refused(
                    member,
                    await fake.slash(member, place, "bid", amount="99"),
                    text(lang, "error-bid_out_of_range", top=game.max_bid()),
                )
            # A pass typed in the player's own words (paso, pas, 패스).
            ix = await fake.slash(member, place, "bid", amount=text(lang, "bid-pass"))
        else:
            ix = await fake.slash(member, place, "play", card=str(game.legal_cards()[0]))
        assert not ix.ephemeral, ix.response
    await fake.wait_until(lambda: bot.service.registry.held(game_id) is None, timeout=10)
    await bot.news.flush()
    await bot.tables.flush()

    # The last move's answer waits for its score sheet (a deferred reply): wait for it.
    await fake.wait_until(
        lambda: any(text("gl", "game-over-title") in m.text for m in fake.public_messages(place)),
        timeout=10,
    )
    # One game ranks nobody in the season yet: the leaderboard of all time has the places.
    for command, options in (("leaderboard", {"season": "all"}), ("stats", {}), ("history", {})):
        ix = await fake.slash(players[1], world.channel, command, **options)
        assert ix.response is not None and not ix.ephemeral
    for member in players:
        ix = await fake.slash(member, world.channel, "backalley rules", preset="pagat")
        assert ix.ephemeral and ix.response is not None
        said = preset_name("pagat", language[member.id])
        assert text(language[member.id], "rules-title", preset=said) in ix.response.text
    public = fake.public_messages(place) + fake.public_messages(world.channel)
    board = next(m for m in public if text("gl", "lb-your-place") in m.text)
    assert (
        text("gl", "lb-title", sort=text("gl", "sort-rating"), preset=text("gl", "lb-all-presets"))
        in board.text
    )
    for member in players:
        lang = language[member.id]
        english = english_fragments(lang)
        galician = english_fragments("gl")
        private = fake.ephemeral_messages(member)
        assert len(private) >= 4
        for message in private:
            said = seen_text(message)
            leaked = [piece for piece in english if piece in said]
            assert not leaked, (lang, leaked, said)
        for message in public:
            said = seen_text(message)
            leaked = [piece for piece in galician if piece in said]
            assert not leaked, ("gl", leaked, said)
    fake.assert_no_failed_interactions()


async def test_a_player_chooses_their_own_language_over_their_discord_one(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    dane = world.players[1]
    dane.user.locale = "da"
    ix = await fake.slash(dane, world.channel, "hand")
    assert ix.response is not None and ix.response.text == f"⚠️ {text('da', 'refusal-no_game')}"
    ix = await fake.slash(dane, world.channel, "backalley language", language="sl")
    assert ix.response is not None and ix.response.text == text(
        "sl", "language-set", language="slovenščina"
    )
    assert await bot.languages.player(dane.id) == "sl"
    ix = await fake.slash(dane, world.channel, "hand")
    assert ix.response is not None and ix.response.text == f"⚠️ {text('sl', 'refusal-no_game')}"
    # The choice is stored: a restarted bot still speaks Slovenian to them.
    fresh = await Languages(bot.database).player(dane.id)
    assert fresh == "sl"
    ix = await fake.slash(dane, world.channel, "backalley language", language="auto")
    assert ix.response is not None and ix.response.text == text("da", "language-unset")
    # A server that chose no language speaks its Discord language when a catalog has it.
    world.guild.preferred_locale = "ko"
    ix = await fake.slash(dane, world.channel, "backalley new", hands="1")
    assert ix.response is not None and text("ko", "lobby-partnerships") in ix.response.text
