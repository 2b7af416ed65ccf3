"""Modals as Discord takes and returns them: the checks of an interaction response of type 9
(MODAL), and the MODAL_SUBMIT data a user's answers make.

A modal holds 1 to 5 top-level components: Labels (type 18) wrapping one input each, Text
Displays (10), or the legacy action row (1) around one Text Input. A Label's child is a Text
Input (4), a select (3, 5-8), a File Upload (19), a Radio Group (21), a Checkbox Group (22) or
a Checkbox (23), with the limits of Discord's component reference. On submit Discord sends the
same layout back, each input with its `id`, its `custom_id` and the user's answer: `value` (a
text input's string, a radio group's option or null, a checkbox's bool) or `values` (selects
and checkbox groups). An input the user left alone keeps its default (a prefilled text, the
default options, the default radio option, the checkbox's default).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .errors import FakeDiscordError
from .validation import (
    MAX_CUSTOM_ID,
    MAX_MODAL_TITLE,
    MAX_SELECT_OPTION_TEXT,
    MAX_SELECT_OPTIONS,
    MAX_SELECT_PLACEHOLDER,
    Path,
    _Errors,
)

LABEL, TEXT_DISPLAY, ACTION_ROW = 18, 10, 1
TEXT_INPUT, STRING_SELECT, FILE_UPLOAD, RADIO_GROUP, CHECKBOX_GROUP, CHECKBOX = 4, 3, 19, 21, 22, 23
ENTITY_SELECTS = frozenset({5, 6, 7, 8})
LABEL_CHILDREN = frozenset(
    {TEXT_INPUT, STRING_SELECT, *ENTITY_SELECTS, FILE_UPLOAD, RADIO_GROUP, CHECKBOX_GROUP, CHECKBOX}
)

MAX_MODAL_COMPONENTS = 5
MAX_LABEL = 45
MAX_LABEL_DESCRIPTION = 100
MAX_TEXT = 4000
MAX_TEXT_PLACEHOLDER = 100
MAX_GROUP_OPTIONS = 10

Answer = str | bool | Sequence[str] | None


def validate_modal(data: dict[str, Any]) -> None:
    """Check a MODAL response's data as Discord does; a 400 (50035) for what it refuses."""
    errors = _Errors()
    errors.check_length(("title",), data.get("title"), MAX_MODAL_TITLE, minimum=1)
    if not data.get("title"):
        errors.add(("title",), "BASE_TYPE_REQUIRED", "This field is required")
    _check_custom_id(errors, ("custom_id",), data.get("custom_id"))
    components = data.get("components") or []
    errors.check_length(("components",), components, MAX_MODAL_COMPONENTS, minimum=1)
    seen: set[str] = set()
    for i, top in enumerate(components):
        at: Path = ("components", i)
        kind = top.get("type")
        if kind == LABEL:
            _check_label(errors, top, at, seen)
        elif kind == TEXT_DISPLAY:
            _check_text(errors, (*at, "content"), top.get("content"), MAX_TEXT, minimum=1)
        elif kind == ACTION_ROW:
            # Deprecated but still taken: one text input, which then carries its own label.
            row = top.get("components") or []
            if len(row) != 1 or row[0].get("type") != TEXT_INPUT:
                errors.add(
                    (*at, "components"),
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "An action row in a modal holds exactly one text input",
                )
                continue
            _check_text(
                errors, (*at, "components", 0, "label"), row[0].get("label"), MAX_LABEL, minimum=1
            )
            _check_input(errors, row[0], (*at, "components", 0), seen)
        else:
            errors.add(
                (*at, "type"),
                "UNION_TYPE_CHOICES",
                'Value of field "type" must be one of (1, 10, 18).',
            )
    errors.raise_if_any()


def _check_label(errors: _Errors, label: dict[str, Any], at: Path, seen: set[str]) -> None:
    _check_text(errors, (*at, "label"), label.get("label"), MAX_LABEL, minimum=1)
    description = label.get("description")
    if description is not None:
        _check_text(errors, (*at, "description"), description, MAX_LABEL_DESCRIPTION)
    child = label.get("component")
    if not isinstance(child, dict):
        errors.add((*at, "component"), "BASE_TYPE_REQUIRED", "This field is required")
        return
    if child.get("type") not in LABEL_CHILDREN:
        errors.add(
            (*at, "component", "type"),
            "UNION_TYPE_CHOICES",
            f"Value of field type must be one of {sorted(LABEL_CHILDREN)}.",
        )
        return
    if child.get("type") == TEXT_INPUT and child.get("label") is not None:
        errors.add(
            (*at, "component", "label"),
            "COMPONENT_INVALID_FIELD",
            "A text input in a label takes no label of its own",
        )
    _check_input(errors, child, (*at, "component"), seen)


def _check_input(errors: _Errors, item: dict[str, Any], at: Path, seen: set[str]) -> None:
    custom_id = item.get("custom_id")
    _check_custom_id(errors, (*at, "custom_id"), custom_id)
    if isinstance(custom_id, str):
        if custom_id in seen:
            errors.add(
                (*at, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen.add(custom_id)
    if item.get("disabled"):
        errors.add(
            (*at, "disabled"), "COMPONENT_INVALID_FIELD", "Modals cannot hold disabled components"
        )
    kind = item.get("type")
    if kind == TEXT_INPUT:
        _check_text_input(errors, item, at)
    elif kind == STRING_SELECT:
        options = item.get("options") or []
        _check_options(errors, options, at, MAX_SELECT_OPTIONS, minimum=1)
        _check_text(errors, (*at, "placeholder"), item.get("placeholder"), MAX_SELECT_PLACEHOLDER)
        _, high = _check_counts(errors, item, at, MAX_SELECT_OPTIONS, len(options), high=1)
        if sum(1 for o in options if o.get("default")) > high:
            errors.add(
                (*at, "options"),
                "SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES",
                f"At most {high} default values",
            )
    elif kind in ENTITY_SELECTS:
        _check_text(errors, (*at, "placeholder"), item.get("placeholder"), MAX_SELECT_PLACEHOLDER)
        _check_counts(errors, item, at, MAX_SELECT_OPTIONS, MAX_SELECT_OPTIONS, high=1)
    elif kind == FILE_UPLOAD:
        _check_counts(errors, item, at, 10, 10, high=1)
    elif kind == RADIO_GROUP:
        options = item.get("options") or []
        _check_options(errors, options, at, MAX_GROUP_OPTIONS, minimum=2)
        if sum(1 for o in options if o.get("default")) > 1:
            errors.add(
                (*at, "options"),
                "RADIO_GROUP_TOO_MANY_DEFAULTS",
                "A radio group has at most one default option",
            )
    elif kind == CHECKBOX_GROUP:
        options = item.get("options") or []
        _check_options(errors, options, at, MAX_GROUP_OPTIONS, minimum=1)
        _check_counts(errors, item, at, MAX_GROUP_OPTIONS, len(options), high=len(options))
    elif kind == CHECKBOX:
        if "required" in item:
            errors.add(
                (*at, "required"), "COMPONENT_INVALID_FIELD", "A checkbox cannot be required"
            )
        if not isinstance(item.get("default", False), bool):
            errors.add((*at, "default"), "BASE_TYPE_BAD_TYPE", "Must be a boolean")


def _check_text_input(errors: _Errors, item: dict[str, Any], at: Path) -> None:
    if item.get("style") not in (1, 2):
        errors.add((*at, "style"), "UNION_TYPE_CHOICES", 'Value of field "style" must be 1 or 2.')
    low, high = item.get("min_length"), item.get("max_length")
    if low is not None and not 0 <= int(low) <= MAX_TEXT:
        errors.add((*at, "min_length"), "NUMBER_TYPE_MAX", f"Must be from 0 to {MAX_TEXT}.")
    if high is not None and not 1 <= int(high) <= MAX_TEXT:
        errors.add((*at, "max_length"), "NUMBER_TYPE_MAX", f"Must be from 1 to {MAX_TEXT}.")
    if low is not None and high is not None and int(low) > int(high):
        errors.add((*at, "min_length"), "BASE_TYPE_BAD_LENGTH", "Must not exceed max_length.")
    _check_text(errors, (*at, "value"), item.get("value"), int(high or MAX_TEXT))
    _check_text(errors, (*at, "placeholder"), item.get("placeholder"), MAX_TEXT_PLACEHOLDER)


def _check_counts(
    errors: _Errors, item: dict[str, Any], at: Path, most: int, offered: int, *, high: int
) -> tuple[int, int]:
    """min_values and max_values within Discord's range and the options offered; a required
    input (the default) must ask for one at least."""
    low = int(item.get("min_values", 1))
    high = int(item.get("max_values", high))
    if not 0 <= low <= most:
        errors.add((*at, "min_values"), "NUMBER_TYPE_MAX", f"Must be from 0 to {most}.")
    if not 1 <= high <= most:
        errors.add((*at, "max_values"), "NUMBER_TYPE_MAX", f"Must be from 1 to {most}.")
    if low > high or high > max(offered, 1):
        errors.add(
            (*at, "max_values"),
            "BASE_TYPE_BAD_LENGTH",
            "max_values must be from min_values to the number of options",
        )
    if item.get("required", True) and "min_values" in item and low < 1:
        errors.add(
            (*at, "min_values"),
            "NUMBER_TYPE_MIN",
            "A required component needs min_values of 1 or more",
        )
    return low, high


def _check_options(
    errors: _Errors, options: Sequence[dict[str, Any]], at: Path, most: int, *, minimum: int
) -> None:
    errors.check_length((*at, "options"), options, most, minimum=minimum)
    values: set[str] = set()
    for k, option in enumerate(options):
        here: Path = (*at, "options", k)
        _check_text(
            errors, (*here, "label"), option.get("label"), MAX_SELECT_OPTION_TEXT, minimum=1
        )
        _check_text(
            errors, (*here, "value"), option.get("value"), MAX_SELECT_OPTION_TEXT, minimum=1
        )
        _check_text(
            errors, (*here, "description"), option.get("description"), MAX_SELECT_OPTION_TEXT
        )
        value = option.get("value")
        if value in values:
            errors.add(
                (*here, "value"),
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Component option values cannot be duplicated",
            )
        values.add(str(value))


def _check_custom_id(errors: _Errors, at: Path, custom_id: Any) -> None:
    if not isinstance(custom_id, str) or not custom_id:
        errors.add(at, "BASE_TYPE_REQUIRED", "This field is required")
        return
    errors.check_length(at, custom_id, MAX_CUSTOM_ID, minimum=1)


def _check_text(errors: _Errors, at: Path, value: Any, limit: int, *, minimum: int = 0) -> None:
    if value is None:
        if minimum:
            errors.add(at, "BASE_TYPE_REQUIRED", "This field is required")
        return
    if not isinstance(value, str):
        errors.add(at, "BASE_TYPE_BAD_TYPE", "Must be a string")
        return
    errors.check_length(at, value, limit, minimum=minimum)


# --- what Discord sends back ---------------------------------------------------------------


def number_components(components: list[dict[str, Any]]) -> None:
    """Give each component without an `id` the next free one, as Discord does when it takes
    a modal (the ids come back in the submission)."""
    taken = {c["id"] for c in _walk(components) if isinstance(c.get("id"), int)}
    next_id = 1
    for component in _walk(components):
        if isinstance(component.get("id"), int):
            continue
        while next_id in taken:
            next_id += 1
        component["id"] = next_id
        taken.add(next_id)


def _walk(components: Sequence[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from _walk(component.get("components") or [])
        if isinstance(component.get("component"), dict):
            yield from _walk([component["component"]])


def inputs(modal: dict[str, Any]) -> list[dict[str, Any]]:
    """The inputs of a modal, in order (a label's child, a legacy row's text input)."""
    found: list[dict[str, Any]] = []
    for top in modal.get("components") or []:
        if top.get("type") == LABEL and isinstance(top.get("component"), dict):
            found.append(top["component"])
        elif top.get("type") == ACTION_ROW:
            found.extend(top.get("components") or [])
    return found


def submission(modal: dict[str, Any], values: Mapping[str, Answer]) -> list[dict[str, Any]]:
    """The `components` of the MODAL_SUBMIT a user sends with `values` (by custom_id); each
    answer is checked as Discord's client checks it before letting the user submit."""
    by_id = {str(item.get("custom_id")): item for item in inputs(modal)}
    unknown = set(values) - set(by_id)
    if unknown:
        raise FakeDiscordError(f"the modal has no inputs {sorted(unknown)}; it has {list(by_id)}")
    out: list[dict[str, Any]] = []
    for top in modal.get("components") or []:
        if top.get("type") == LABEL and isinstance(top.get("component"), dict):
            child = top["component"]
            answered = _answer(child, values.get(child["custom_id"], _UNSET))
            out.append({"type": LABEL, "id": top.get("id"), "component": answered})
        elif top.get("type") == ACTION_ROW:
            row = [_answer(c, values.get(c["custom_id"], _UNSET)) for c in top["components"]]
            out.append({"type": ACTION_ROW, "id": top.get("id"), "components": row})
        elif top.get("type") == TEXT_DISPLAY:
            out.append({"type": TEXT_DISPLAY, "id": top.get("id")})
    return out


_UNSET: Any = object()


def _answer(item: dict[str, Any], given: Any) -> dict[str, Any]:
    custom_id = str(item["custom_id"])
    kind = item["type"]
    base = {"type": kind, "id": item.get("id"), "custom_id": custom_id}
    required = bool(item.get("required", True))

    def refuse(why: str) -> FakeDiscordError:
        return FakeDiscordError(f"modal input {custom_id!r}: {why}")

    if kind == TEXT_INPUT:
        value = str(item.get("value") or "") if given is _UNSET else given
        if not isinstance(value, str):
            raise refuse(f"a text input takes a string, not {value!r}")
        low, high = int(item.get("min_length") or 0), int(item.get("max_length") or MAX_TEXT)
        if required and not value:
            raise refuse("is required")
        if value and not low <= len(value) <= high:
            raise refuse(f"takes {low} to {high} characters, not {len(value)}")
        return {**base, "value": value}
    if kind == CHECKBOX:
        value = bool(item.get("default", False)) if given is _UNSET else given
        if not isinstance(value, bool):
            raise refuse(f"a checkbox takes True or False, not {value!r}")
        return {**base, "value": value}
    offered = [str(o.get("value")) for o in item.get("options") or []]
    defaults = [str(o.get("value")) for o in item.get("options") or [] if o.get("default")]
    if kind == RADIO_GROUP:
        value = (defaults[0] if defaults else None) if given is _UNSET else given
        if value is None:
            if required:
                raise refuse("is required: choose one option")
            return {**base, "value": None}
        if not isinstance(value, str) or value not in offered:
            raise refuse(f"offers {offered}, not {value!r}")
        return {**base, "value": value}
    chosen = defaults if given is _UNSET else given
    if isinstance(chosen, str):
        chosen = [chosen]
    chosen = [str(v) for v in chosen]
    if kind in (STRING_SELECT, CHECKBOX_GROUP):
        for value in chosen:
            if value not in offered:
                raise refuse(f"offers {offered}, not {value!r}")
        if len(set(chosen)) != len(chosen):
            raise refuse("the same option twice")
    default_high = 1 if kind == STRING_SELECT else max(len(offered), 1)
    low = int(item.get("min_values", 1))
    high = int(item.get("max_values", default_high))
    if (chosen or required) and not max(low, int(required)) <= len(chosen) <= high:
        raise refuse(f"takes {low} to {high} values, not {len(chosen)}")
    return {**base, "values": chosen}


__all__ = ["inputs", "number_components", "submission", "validate_modal"]
