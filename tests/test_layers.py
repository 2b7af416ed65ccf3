"""The layers of docs/ARCHITECTURE.md, checked on every import of `bot/`: imports point down
the layers; the Discord side never reads the store; nothing below it knows Discord; inside it,
each room imports only the rooms its place allows (the shared rooms, and the features below
it); words and pictures take no `Interaction`; and no module imports itself back through
others (function-level and type-only imports included)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Down this list: a module may import its own layer and the ones before it.
LAYERS = ("engine", "ai", "store", "service", "ui", "running", "tools", "command line")
PLACES = {
    "bot.engine": "engine",
    # Which servers a process owns: pure, below every layer that may need to know it.
    "bot.ai": "ai",
    "bot.store": "store",
    "bot.service": "service",
    "bot.ui": "ui",
    # The running bot: the bot class, the runner, settings, logging, the heartbeat.
    "bot.running": "running",
    # The operator's tools (doctor, backups, forget, migrate-db, simulate) and the terminal game.
    "bot.tools": "tools",
    "bot.cli": "tools",
    "bot": "command line",  # `python -m bot …`
}
# Imports a layer may not make even though they point down.
FORBIDDEN = {
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
    return sorted(ROOT.joinpath("bot").rglob("*.py"))


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
    assert violations("from bot.store.stats import Totals\n", "bot.ui.standings.leaderboard")
    assert violations("from bot.running.app import BackAlleyBot\n", "bot.ui.backalley")
    assert violations("from bot.tools.doctor import doctor\n", "bot.running.app")
    assert violations("from bot.ui.words.names import who\n", "bot.service.games")
    assert violations("import discord\n", "bot.service.turns")
    assert violations("from ..ui import embeds\n", "bot.service.games")
    assert violations("from ...store import Database\n", "bot.ui.images.table")
    type_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.ui import x\n"
    assert violations(type_only, "bot.engine.game")
    assert not violations("from bot.service import TableView\n", "bot.ui.play.commands")
    assert not violations("from bot.engine import Card\n", "bot.ui.words.cards")
    assert not violations("from .registry import Registry\n", "bot.service.lobby")
    assert not violations("import discord\n", "bot.ui.words.results")


# The rooms of the Discord side (`bot/ui/…`). The shared rooms come bottom up: words, the
# pictures, then Discord plumbing; each may import those before it. A feature may import the
# shared rooms and the features named beside it (the table is below the lobby, which starts
# games at it, and below the daily deal, which is played at one). Delivery, which posts and
# edits for every feature, is above them all, and the composed `/backalley` group at the top.
SHARED = ("words", "images", "plumbing")
FEATURES: dict[str, tuple[str, ...]] = {
    "play": (),
    "lobby": ("play",),
    "daily": ("play",),
    "standings": (),
    "games": (),
    "settings": ("standings",),
    "events": ("play",),
}
ABOVE = ("delivery", "backalley")
# Rooms that word and draw only: what they make is the same for an answer or a post.
NO_INTERACTION = ("words", "images")


def room_of(module: str) -> str | None:
    """The room of a module of the Discord side (`bot.ui.play.hand` is in `play`)."""
    parts = module.split(".")
    if parts[:2] != ["bot", "ui"] or len(parts) < 3:
        return None
    return parts[2]


def room_allows(own: str, other: str) -> bool:
    if own == other or own == "backalley":
        return True
    if own in SHARED:
        return other in SHARED and SHARED.index(other) < SHARED.index(own)
    if own in FEATURES:
        return other in SHARED or other in FEATURES[own]
    if own == "delivery":
        return other in SHARED or other in FEATURES
    return False


def room_violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """What a module of the Discord side breaks of its room's place."""
    own = room_of(module)
    if own is None:
        return []
    if own not in (*SHARED, *FEATURES, *ABOVE):
        return [f"{module} is in no known room of the Discord side"]
    problems = []
    for imported in imports_of(source, module, is_package):
        other = room_of(imported)
        if other is not None and not room_allows(own, other):
            problems.append(f"{module} ({own}) imports {imported} ({other})")
    if own in NO_INTERACTION and "Interaction" in source:
        problems.append(f"{module} ({own}) names an Interaction: words and pictures take none")
    return problems


def test_each_room_of_the_discord_side_imports_only_what_its_place_allows() -> None:
    problems = []
    for path in sorted(ROOT.joinpath("bot", "ui").rglob("*.py")):
        module = module_name(path)
        if module == "bot.ui":
            continue
        problems += room_violations(
            path.read_text(encoding="utf-8"), module, path.name == "__init__.py"
        )
    assert not problems, "\n".join(problems)


def test_the_room_check_catches_each_kind_of_break() -> None:
    assert room_violations("from bot.ui.play.table import table_message\n", "bot.ui.words.report")
    assert room_violations("from bot.ui.lobby.message import lobby_message\n", "bot.ui.play.table")
    assert room_violations("from bot.ui.daily.field import percent\n", "bot.ui.games.listing")
    assert room_violations("from bot.ui.delivery.news import News\n", "bot.ui.play.hand")
    assert room_violations("from ..plumbing.host import Host\n", "bot.ui.images.table")
    assert room_violations("import discord\nx: discord.Interaction\n", "bot.ui.words.cards")
    assert room_violations("x = 1\n", "bot.ui.shop.prices")
    assert not room_violations("from bot.ui.play.table import table_message\n", "bot.ui.lobby.x")
    assert not room_violations("from bot.ui.words.i18n import text\n", "bot.ui.plumbing.replies")
    assert not room_violations("from bot.ui.lobby.rematch import x\n", "bot.ui.delivery.news")
    assert not room_violations("from bot.ui.daily.commands import x\n", "bot.ui.backalley")


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


# A room a newcomer reads whole, and a module read at one sitting.
MOST_MODULES = 14
MOST_LINES = 600


def test_no_room_is_too_big_and_no_module_too_long() -> None:
    problems = []
    for room in sorted(p for p in ROOT.joinpath("bot", "ui").iterdir() if p.is_dir()):
        modules = list(room.glob("*.py"))
        if len(modules) > MOST_MODULES:
            problems.append(f"bot/ui/{room.name}: {len(modules)} modules")
    for path in _sources():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MOST_LINES:
            problems.append(f"{path.relative_to(ROOT)}: {lines} lines")
    assert not problems, "\n".join(problems)
