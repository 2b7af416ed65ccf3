"""The layers of DESIGN.md, checked on every import of `bot/` and `cogs/`: imports point down
the layers; the cogs reach the game only through the service; the presentation never reads
the store; nothing below the presentation knows Discord; and no module imports itself back
through others (function-level and type-only imports included)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Down this list: a module may import its own layer and the ones before it.
LAYERS = ("engine", "ai", "store", "service", "ui", "cogs", "running", "tools", "command line")
PLACES = {
    "bot.engine": "engine",
    # Which servers a process owns: pure, below every layer that may need to know it.
    "bot.ai": "ai",
    "bot.store": "store",
    "bot.service": "service",
    "bot.ui": "ui",
    "cogs": "cogs",
    # The running bot: the bot class, the runner, settings, logging, the heartbeat.
    "bot.running": "running",
    # The operator's tools (doctor, backups, forget, migrate-db, simulate) and the terminal game.
    "bot.tools": "tools",
    "bot.cli": "tools",
    "bot": "command line",  # `python -m bot …`
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
    assert layer_of("bot.running.app") == "running"
    assert layer_of("bot.tools.doctor") == "tools"
    assert layer_of("bot.__main__") == "command line"


def test_the_check_catches_each_kind_of_break() -> None:
    assert violations("from bot.engine import Phase\n", "cogs.play")
    assert violations("from bot.store.stats import Totals\n", "bot.ui.leaderboard")
    assert violations("from bot.running.app import BackAlleyBot\n", "cogs.backalley")
    assert violations("from bot.tools.doctor import doctor\n", "bot.running.app")
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


def import_graph(sources: dict[str, str]) -> dict[str, set[str]]:
    """Which of the given modules each one imports (by name: source text), relative and
    function-level imports included; `from package import name` counts as the submodule
    when there is one, else as the package."""
    graph: dict[str, set[str]] = {}
    for module, source in sources.items():
        is_package = source.startswith("#package\n")
        found = set()
        for imported in imports_of(source, module, is_package):
            while imported and imported not in sources:
                imported = imported.rpartition(".")[0]
            if imported and imported != module:
                found.add(imported)
        graph[module] = found
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or through others (the
    strongly connected components of more than one module, by Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_module_imports_itself_back() -> None:
    sources = {}
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        sources[module_name(path)] = ("#package\n" if path.name == "__init__.py" else "") + text
    assert not circles(import_graph(sources))


def test_the_circle_check_sees_a_function_level_import() -> None:
    sources = {
        "bot.store.database": "async def open():\n    from .sqlite import Sqlite\n",
        "bot.store.sqlite": "from .database import Database\n",
        "bot.store.games": "from .database import Database\n",
    }
    assert circles(import_graph(sources)) == [["bot.store.database", "bot.store.sqlite"]]


def test_the_bot_and_the_benchmarks_import_no_test_module() -> None:
    """The bot imports neither the tests nor the testbed; the benchmarks may drive the bot
    with the testbed, never with the tests."""
    problems = []
    for path in _sources():
        module = module_name(path)
        for imported in imports_of(path.read_text(encoding="utf-8"), module, False):
            if imported.split(".")[0] in ("tests", "testbed"):
                problems.append(f"{module} imports {imported}")
    for path in sorted(ROOT.joinpath("benchmarks").glob("*.py")):
        for imported in imports_of(
            path.read_text(encoding="utf-8"), f"benchmarks.{path.stem}", False
        ):
            if imported.split(".")[0] == "tests":
                problems.append(f"benchmarks/{path.name} imports {imported}")
    assert not problems, "\n".join(problems)
