"""Languages through Discord: slash commands in the client's language, and a whole game at a
table of Korean, Danish and Spanish players in a Galician server."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fluent.syntax import FluentParser, ast

from bot.app import BackAlleyBot
from bot.ui.translator import COMMAND_CATALOGS

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
    assert new["description_localizations"]["ko"] == "이 채널에 Back Alley 로비를 엽니다"
    assert "gl" not in new["name_localizations"] and "sl" not in new["name_localizations"]


def test_the_command_catalogs_have_every_english_key() -> None:
    english = command_catalog("en")
    for language in ("es", "da", "ko"):
        assert set(command_catalog(language)) == set(english), language
