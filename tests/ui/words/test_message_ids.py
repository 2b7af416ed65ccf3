"""Every message id is written whole where it is used, so that a search finds every use of a
message: each id the code names is a message of the English catalog (and so of every
catalog), and each message of the catalog is named somewhere in bot/.

A static scan of the sources' string literals. The calls that render a message are `text`
(bot/ui/i18n.py) and every function or class that passes one of its parameters on as the
message id (`UserError`, `say`, `t`, …, found by the scan). An id in such a call is a literal
(or a conditional choosing between literals), or a value looked up in a table of literals;
an id composed with an f-string or `+` is refused. Every literal shaped like an id of one of
the catalog's families (`refusal-…`, `button-…`: a table from codes to ids) must be an id.

The slash commands' catalogs (locales/commands/) are another mechanism: their keys are the
commands' own paths, which Discord asks to translate (bot/ui/translator.py), and
tests/end_to_end/test_languages.py holds them to exactly the commands there are."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from bot.ui.words.i18n import CATALOGS, ENGLISH

ROOT = Path(__file__).resolve().parents[3]
SOURCES = sorted((ROOT / "bot").rglob("*.py"))
RENDER = "text"  # bot.ui.i18n.text(locale, message_id, /, **args)
SHAPE = re.compile(r"[a-z]+(?:-[A-Za-z0-9_]+)+")


def english_ids() -> set[str]:
    resource = FluentParser().parse((CATALOGS / f"{ENGLISH}.ftl").read_text(encoding="utf-8"))
    return {entry.id.name for entry in resource.body if isinstance(entry, fluent.Message)}


IDS = english_ids()
FAMILIES = {message_id.split("-")[0] for message_id in IDS if "-" in message_id}


def trees() -> Iterator[tuple[str, ast.Module]]:
    for path in SOURCES:
        yield str(path.relative_to(ROOT)), ast.parse(path.read_text(encoding="utf-8"))


def docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes: prose, not literals of the code."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def literals(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """Each string literal of the code, with its line (docstrings are prose: left out)."""
    skipped = docstrings(tree)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
        ):
            yield node.lineno, node.value


def called(call: ast.Call) -> str | None:
    """The name a call is made by: `text(…)`, `UserError(…)`, `self.t(…)` (a method named
    `text` is another thing: Pillow draws with `draw.text`)."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and func.attr != RENDER:
        return func.attr
    return None


def renderers() -> dict[str, int]:
    """Each name that renders a message, with the place of the id among its positional
    arguments: `text` and every function (a class, for its `__init__`) that passes one of its
    parameters on to one of them as the id."""
    found = {RENDER: 1}
    parsed = [tree for _, tree in trees()]
    while True:
        more = dict(found)
        for tree in parsed:
            for owner, function in _functions(tree):
                params = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
                if params[:1] in (["self"], ["cls"]):
                    params = params[1:]
                name = owner if function.name == "__init__" and owner else function.name
                for call in ast.walk(function):
                    if not isinstance(call, ast.Call) or called(call) not in found:
                        continue
                    place = found[called(call) or ""]
                    if place < len(call.args):
                        argument = call.args[place]
                        if isinstance(argument, ast.Name) and argument.id in params:
                            more.setdefault(name, params.index(argument.id))
        if more == found:
            return found
        found = more


def _functions(tree: ast.Module) -> Iterator[tuple[str | None, ast.FunctionDef]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    yield node.name, item
        elif isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    yield None, item


def ids_in(argument: ast.expr) -> Iterator[ast.expr]:
    """The ids an argument may be: the branches of a conditional, each on its own."""
    if isinstance(argument, ast.IfExp):
        yield from ids_in(argument.body)
        yield from ids_in(argument.orelse)
    else:
        yield argument


def test_the_scan_finds_the_renderers() -> None:
    found = renderers()
    assert {"text", "UserError", "say", "t"} <= set(found)
    assert found["UserError"] == 0 and found["say"] == 0


def is_composed(node: ast.expr) -> bool:
    return isinstance(node, ast.JoinedStr | ast.BinOp)


def composed_names(tree: ast.Module) -> set[tuple[int, str]]:
    """The names bound to an f-string or a `+` in each function (by the function's node)."""
    found = set()
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            for node in ast.walk(function):
                if isinstance(node, ast.Assign) and is_composed(node.value):
                    for target in node.targets:
                        if isinstance(target, ast.Name):
                            found.add((id(function), target.id))
    return found


def scopes(tree: ast.Module) -> Iterator[ast.AST]:
    yield tree
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def test_every_id_the_code_names_is_in_the_english_catalog() -> None:
    render = renderers()
    unknown, composed = set(), set()
    for path, tree in trees():
        glued = composed_names(tree)
        for scope in scopes(tree):
            for node in ast.walk(scope):
                if not isinstance(node, ast.Call):
                    continue
                place = render.get(called(node) or "")
                if place is None or place >= len(node.args):
                    continue
                for argument in ids_in(node.args[place]):
                    where = f"{path}:{argument.lineno}"
                    if isinstance(argument, ast.Constant) and argument.value not in IDS:
                        unknown.add(f"{where} {argument.value!r}")
                    elif is_composed(argument) or (
                        isinstance(argument, ast.Name) and (id(scope), argument.id) in glued
                    ):
                        composed.add(f"{where} {ast.unparse(argument)}")
        for node in ast.walk(tree):
            # An id composed first and passed on later: `f"button-{action}"`.
            if isinstance(node, ast.JoinedStr) and isinstance(node.values[0], ast.Constant):
                start = str(node.values[0].value)
                if start.endswith("-") and start.split("-")[0] in FAMILIES:
                    composed.add(f"{path}:{node.lineno} {ast.unparse(node)}")
        for line, value in literals(tree):
            if SHAPE.fullmatch(value) and value.split("-")[0] in FAMILIES and value not in IDS:
                unknown.add(f"{path}:{line} {value!r}")
    assert sorted(composed) == [], "message ids composed: write each id whole"
    assert sorted(unknown) == [], "not in en.ftl"


def test_every_message_of_the_english_catalog_is_used() -> None:
    named = {value for _, tree in trees() for _, value in literals(tree)}
    assert sorted(IDS - named) == []
