"""Discord's documented limits, checked on everything the bot sends.

Each check collects errors in Discord's nested form-error shape and the caller raises one 400
``Invalid Form Body`` (code 50035), so a bot that breaks a limit fails in tests the way it would
fail in production.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from . import layouts
from .errors import ApiError, field_error, invalid_form
from .models import IS_COMPONENTS_V2

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_EMBED_FIELDS = 25
MAX_EMBED_FIELD_NAME = 256
MAX_EMBED_FIELD_VALUE = 1024
MAX_EMBED_FOOTER = 2048
MAX_EMBED_AUTHOR = 256
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_ROW_WIDTH = 5
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_SELECT_OPTION_TEXT = 100
MAX_SELECT_PLACEHOLDER = 150
MAX_CHOICES = 25
MAX_CHOICE_NAME = 100
MAX_CHOICE_VALUE = 100
MAX_MODAL_TITLE = 45
MAX_COMMAND_NAME = 32
MAX_COMMAND_DESCRIPTION = 100
MAX_OPTIONS = 25

_COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
# The locales Discord accepts in name_localizations and description_localizations.
DISCORD_LOCALES = frozenset(
    {
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    }
)

Path = tuple[str | int, ...]


class _Errors:
    def __init__(self) -> None:
        self.tree: dict[str, Any] = {}

    def add(self, path: Path, code: str, message: str) -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def max_length(self, path: Path, limit: int) -> None:
        self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def check_length(self, path: Path, value: Any, limit: int, *, minimum: int = 0) -> None:
        if value is None:
            return
        size = len(value)
        if size > limit:
            self.max_length(path, limit)
        elif size < minimum:
            self.add(path, "BASE_TYPE_MIN_LENGTH", f"Must be {minimum} or more in length.")

    def raise_if_any(self) -> None:
        if self.tree:
            raise invalid_form(self.tree)


def _embed_text_size(embed: dict[str, Any]) -> int:
    size = len(embed.get("title") or "") + len(embed.get("description") or "")
    size += len((embed.get("footer") or {}).get("text") or "")
    size += len((embed.get("author") or {}).get("name") or "")
    for fld in embed.get("fields") or []:
        size += len(fld.get("name") or "") + len(fld.get("value") or "")
    return size


def _check_embeds(errors: _Errors, embeds: Sequence[dict[str, Any]], prefix: Path) -> None:
    if len(embeds) > MAX_EMBEDS:
        errors.max_length((*prefix, "embeds"), MAX_EMBEDS)
    total = 0
    for i, embed in enumerate(embeds):
        at: Path = (*prefix, "embeds", i)
        errors.check_length((*at, "title"), embed.get("title"), MAX_EMBED_TITLE)
        errors.check_length((*at, "description"), embed.get("description"), MAX_EMBED_DESCRIPTION)
        fields = embed.get("fields") or []
        if len(fields) > MAX_EMBED_FIELDS:
            errors.max_length((*at, "fields"), MAX_EMBED_FIELDS)
        for j, fld in enumerate(fields):
            errors.check_length((*at, "fields", j, "name"), fld.get("name"), MAX_EMBED_FIELD_NAME)
            errors.check_length(
                (*at, "fields", j, "value"), fld.get("value"), MAX_EMBED_FIELD_VALUE
            )
        footer = embed.get("footer") or {}
        errors.check_length((*at, "footer", "text"), footer.get("text"), MAX_EMBED_FOOTER)
        author = embed.get("author") or {}
        errors.check_length((*at, "author", "name"), author.get("name"), MAX_EMBED_AUTHOR)
        total += _embed_text_size(embed)
    if total > MAX_EMBED_TOTAL:
        errors.add(
            (*prefix, "embeds"),
            "MAX_EMBED_SIZE_EXCEEDED",
            f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}",
        )


def _check_interactive(
    errors: _Errors, component: dict[str, Any], at: Path, seen: dict[str, Path]
) -> None:
    ctype = component.get("type")
    custom_id = component.get("custom_id")
    if ctype == 2:
        style = component.get("style", 1)
        if style == 5:
            if not component.get("url"):
                errors.add((*at, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        elif style != 6 and not custom_id:
            errors.add((*at, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
        errors.check_length((*at, "label"), component.get("label"), MAX_BUTTON_LABEL)
    if ctype in (3, 5, 6, 7, 8):
        if not custom_id:
            errors.add((*at, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
        errors.check_length(
            (*at, "placeholder"), component.get("placeholder"), MAX_SELECT_PLACEHOLDER
        )
        for key in ("min_values", "max_values"):
            value = component.get(key)
            if value is not None and not 0 <= int(value) <= MAX_SELECT_OPTIONS:
                errors.add(
                    (*at, key),
                    "NUMBER_TYPE_MAX",
                    f"int value should be less than or equal to {MAX_SELECT_OPTIONS}.",
                )
    if ctype == 3:
        options = component.get("options") or []
        errors.check_length((*at, "options"), options, MAX_SELECT_OPTIONS, minimum=1)
        values: set[str] = set()
        for k, option in enumerate(options):
            for key in ("label", "value", "description"):
                errors.check_length(
                    (*at, "options", k, key), option.get(key), MAX_SELECT_OPTION_TEXT
                )
            if option.get("value") in values:
                errors.add(
                    (*at, "options", k, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Component select option values cannot be duplicated",
                )
            values.add(option.get("value", ""))
    if custom_id is not None:
        if len(custom_id) > MAX_CUSTOM_ID:
            errors.max_length((*at, "custom_id"), MAX_CUSTOM_ID)
        if custom_id in seen:
            errors.add(
                (*at, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen[custom_id] = at


def _check_row(errors: _Errors, row: dict[str, Any], at: Path, seen: dict[str, Path]) -> None:
    children = row.get("components") or []
    if not children:
        errors.add((*at, "components"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    has_select = any(c.get("type") in (3, 5, 6, 7, 8) for c in children)
    if len(children) > MAX_ROW_WIDTH or (has_select and len(children) > 1):
        errors.add(
            (*at, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "The specified component exceeds the maximum width",
        )
    for k, child in enumerate(children):
        _check_interactive(errors, child, (*at, "components", k), seen)


def check_components(errors: _Errors, components: Sequence[dict[str, Any]], flags: int) -> None:
    seen: dict[str, Path] = {}
    if flags & IS_COMPONENTS_V2:
        layouts.check_layout(
            components,
            errors.add,
            lambda c, at: _check_interactive(errors, c, at, seen),
            lambda c, at: _check_row(errors, c, at, seen),
        )
        return
    if len(components) > MAX_ACTION_ROWS:
        errors.max_length(("components",), MAX_ACTION_ROWS)
    for i, row in enumerate(components):
        if row.get("type") != 1:
            errors.add(
                ("components", i, "type"),
                "UNION_TYPE_CHOICES",
                'Value of field "type" must be one of (1,).',
            )
            continue
        _check_row(errors, row, ("components", i), seen)


def validate_message(
    body: dict[str, Any],
    *,
    flags: int,
    creating: bool,
    files: int,
    old_flags: int | None = None,
) -> None:
    """Check a message create/edit body (channel message, interaction response, followup);
    `old_flags` are the flags of the message an edit changes."""
    errors = _Errors()
    if old_flags is not None:
        layouts.check_flag_change(old_flags, flags, IS_COMPONENTS_V2, errors.add)
    content = body.get("content")
    if content is not None:
        errors.check_length(("content",), str(content), MAX_CONTENT)
    embeds = body.get("embeds") or []
    _check_embeds(errors, embeds, ())
    components = body.get("components") or []
    check_components(errors, components, flags)
    if flags & IS_COMPONENTS_V2 and (content or embeds):
        errors.add(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used when using components v2",
        )
    errors.raise_if_any()
    empty = not (content or embeds or components or files or body.get("sticker_ids"))
    if creating and empty and not body.get("poll"):
        raise ApiError(400, 50006, "Cannot send an empty message")


def validate_layout_files(
    components: Sequence[dict[str, Any]], flags: int, filenames: Sequence[str]
) -> None:
    """The ``attachment://`` references of a V2 message against the files it will have."""
    if not flags & IS_COMPONENTS_V2:
        return
    errors = _Errors()
    layouts.check_references(components, filenames, errors.add)
    errors.raise_if_any()


def validate_legacy_fields(content: str, embeds: Sequence[dict[str, Any]], flags: int) -> None:
    """A V2 message as an edit leaves it: the content and embeds it kept must be gone."""
    if flags & IS_COMPONENTS_V2 and (content or embeds):
        errors = _Errors()
        errors.add(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used when using components v2",
        )
        errors.raise_if_any()


def validate_choices(choices: Sequence[dict[str, Any]]) -> None:
    errors = _Errors()
    if len(choices) > MAX_CHOICES:
        errors.max_length(("choices",), MAX_CHOICES)
    for i, choice in enumerate(choices):
        errors.check_length(("choices", i, "name"), choice.get("name"), MAX_CHOICE_NAME, minimum=1)
        value = choice.get("value")
        if isinstance(value, str):
            errors.check_length(("choices", i, "value"), value, MAX_CHOICE_VALUE)
    errors.raise_if_any()


def _check_localizations(
    errors: _Errors, item: dict[str, Any], at: Path, *, names: bool = True, described: bool = True
) -> None:
    """Localised names and descriptions as Discord checks them: known locales, names valid
    and lowercase like the default name, descriptions of 1 to 100 characters."""
    for field_name, limit in (("name_localizations", MAX_COMMAND_NAME),
                              ("description_localizations", MAX_COMMAND_DESCRIPTION)):  # fmt: skip
        found = item.get(field_name) or {}
        if field_name == "description_localizations" and not described:
            continue
        for locale, value in found.items():
            here: Path = (*at, field_name, locale)
            if locale not in DISCORD_LOCALES:
                errors.add(here, "LOCALE_INVALID", f"Invalid locale: {locale}")
                continue
            if field_name == "name_localizations" and names:
                if (
                    not isinstance(value, str)
                    or not _COMMAND_NAME.match(value)
                    or (value != value.lower())
                ):
                    errors.add(here, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
                errors.check_length(here, value, limit, minimum=1)
            elif field_name == "name_localizations":
                errors.check_length(here, value, MAX_CHOICE_NAME, minimum=1)
            else:
                errors.check_length(here, value, limit, minimum=1)


def _check_unique_localized(
    errors: _Errors, items: Sequence[dict[str, Any]], at: Path, code: str
) -> None:
    """Siblings may not share a name in any locale (the default name stands in where an item
    has no localised one)."""
    locales = {loc for item in items for loc in (item.get("name_localizations") or {})}
    for locale in sorted(locales):
        seen: dict[str, int] = {}
        for k, item in enumerate(items):
            name = (item.get("name_localizations") or {}).get(locale) or item.get("name", "")
            if name in seen:
                errors.add((*at, k, "name_localizations", locale), code,
                           f"Localised names must be unique: {name}")  # fmt: skip
            seen[name] = k


def _check_options(errors: _Errors, options: Sequence[dict[str, Any]], at: Path) -> None:
    if len(options) > MAX_OPTIONS:
        errors.max_length(at, MAX_OPTIONS)
    _check_unique_localized(errors, options, at, "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS")
    required_done = False
    for k, option in enumerate(options):
        here: Path = (*at, k)
        _check_localizations(errors, option, here)
        for c, choice in enumerate(option.get("choices") or []):
            _check_localizations(errors, choice, (*here, "choices", c), names=False)
        name = option.get("name", "")
        if not _COMMAND_NAME.match(name) or name != name.lower():
            errors.add(
                (*here, "name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            )
        errors.check_length(
            (*here, "description"),
            option.get("description"),
            MAX_COMMAND_DESCRIPTION,
            minimum=1,
        )
        choices = option.get("choices") or []
        if len(choices) > MAX_CHOICES:
            errors.max_length((*here, "choices"), MAX_CHOICES)
        if option.get("type") in (1, 2):
            _check_options(errors, option.get("options") or [], (*here, "options"))
            continue
        if option.get("required"):
            if required_done:
                errors.add(
                    (*here, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            required_done = True


def validate_commands(commands: Sequence[dict[str, Any]]) -> None:
    errors = _Errors()
    names: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        name = command.get("name", "")
        ctype = int(command.get("type", 1))
        if ctype == 1 and (not _COMMAND_NAME.match(name) or name != name.lower()):
            errors.add((i, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
        errors.check_length((i, "name"), name, MAX_COMMAND_NAME, minimum=1)
        if ctype == 1:
            errors.check_length(
                (i, "description"),
                command.get("description"),
                MAX_COMMAND_DESCRIPTION,
                minimum=1,
            )
        if (ctype, name) in names:
            errors.add(
                (i, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                f"Application command names must be unique: {name}",
            )
        names.add((ctype, name))
        _check_localizations(errors, command, (i,), names=ctype == 1, described=ctype == 1)
        _check_options(errors, command.get("options") or [], (i, "options"))
    _check_unique_localized(
        errors,
        [c for c in commands if int(c.get("type", 1)) == 1],
        (),
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
    )
    errors.raise_if_any()


__all__ = [
    "MAX_CHOICES",
    "MAX_CONTENT",
    "MAX_CUSTOM_ID",
    "MAX_EMBED_DESCRIPTION",
    "field_error",
    "validate_choices",
    "validate_commands",
    "validate_layout_files",
    "validate_legacy_fields",
    "validate_message",
]
