"""The layers of DESIGN.md, checked on every import of `bot/` and `cogs/`: imports point down
the layers; the cogs reach the game only through the service; the presentation never reads
the store; nothing below the presentation knows Discord."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Down this list: a module may import its own layer and the ones before it.
LAYERS = ("engine", "ai", "store", "service", "ui", "cogs", "wiring")
PLACES = {
    "bot.engine": "engine",
    # Which servers a process owns: pure, below every layer that may need to know it.
    "bot.ai": "ai",
    "bot.store": "store",
    "bot.service": "service",
    "bot.ui": "ui",
    "cogs": "cogs",
    "bot": "wiring",  # app, config, logs, maintenance, the command line
}
# Imports a layer may not make even though they point down.
FORBIDDEN = {
    "cogs": ("bot.engine", "bot.store"),
    "ui": ("bot.store",),
}
NO_DISCORD = ("engine", "ai", "store", "service")


def layer_of(module: str) -> str | None:
    for prefix in sorted(PLACES, key=len, reverse=True):
        if module == prefix or module.startswith(prefix + "."):
            return PLACES[prefix]
    return None


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str, module: str, is_package: bool) -> list[str]:
    """Every module a source imports, relative imports resolved (type-only ones included:
    they couple the layers as much as the others)."""
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # Each name, as a dotted path: `from bot import service` is bot.service, and
            # `from bot.engine import Phase` is judged as bot.engine.
            found += [f"{base}.{alias.name}" for alias in node.names]
    return found


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """What a module's imports break, one line each."""
    own = layer_of(module)
    if own is None:
        return []
    problems = []
    for imported in imports_of(source, module, is_package):
        if own in NO_DISCORD and (imported == "discord" or imported.startswith("discord.")):
            problems.append(f"{module} ({own}) imports {imported}: only the presentation up")
            continue
        target = layer_of(imported)
        if target is None:
            continue
        if LAYERS.index(target) > LAYERS.index(own):
            problems.append(f"{module} ({own}) imports {imported} ({target}): up the layers")
        for banned in FORBIDDEN.get(own, ()):
            if imported == banned or imported.startswith(banned + "."):
                problems.append(f"{module} ({own}) imports {imported}: not through the service")
    return problems


def _sources() -> list[Path]:
    return sorted([*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")])


def test_every_import_points_down_the_layers() -> None:
    problems = []
    for path in _sources():
        problems += violations(
            path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py"
        )
    assert not problems, "\n".join(problems)


def test_every_module_has_a_layer() -> None:
    assert all(layer_of(module_name(p)) is not None for p in _sources())
    assert layer_of("bot.ui.images.table") == "ui"
    assert layer_of("bot.app") == "wiring"


def test_the_check_catches_each_kind_of_break() -> None:
    assert violations("from bot.engine import Phase\n", "cogs.play")
    assert violations("from bot.store.stats import Totals\n", "bot.ui.leaderboard")
    assert violations("from bot.app import BackAlleyBot\n", "cogs.backalley")
    assert violations("from bot.ui.embeds import who\n", "bot.service.games")
    assert violations("import discord\n", "bot.service.turns")
    assert violations("from ..ui import embeds\n", "bot.service.games")
    assert violations("from ...store import Database\n", "bot.ui.images.table")
    type_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.ui import x\n"
    assert violations(type_only, "bot.engine.game")
    assert not violations("from bot.service import TableView\n", "cogs.play")
    assert not violations("from bot.engine import Card\n", "bot.ui.cards")
    assert not violations("from .registry import Registry\n", "bot.service.lobby")
    assert not violations("import discord\n", "bot.ui.embeds")
