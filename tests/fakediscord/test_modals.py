"""The fake's modals: what Discord refuses in a MODAL response, and the MODAL_SUBMIT data a
user's answers make (Discord's component reference: Label, Radio Group, Checkbox Group,
Checkbox, String Select, Text Input)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from testbed.fakediscord.errors import ApiError, FakeDiscordError
from testbed.fakediscord.modals import number_components, submission, validate_modal


def label(component: dict[str, Any], text: str = "Pick", **more: Any) -> dict[str, Any]:
    return {"type": 18, "label": text, "component": component, **more}


def radio(
    custom_id: str = "r", values: tuple[str, ...] = ("a", "b"), **more: Any
) -> dict[str, Any]:
    options = [{"label": v.upper(), "value": v} for v in values]
    return {"type": 21, "custom_id": custom_id, "options": options, **more}


def select(custom_id: str = "s", count: int = 3, **more: Any) -> dict[str, Any]:
    options = [{"label": f"Option {n}", "value": str(n)} for n in range(count)]
    return {"type": 3, "custom_id": custom_id, "options": options, **more}


def checkboxes(custom_id: str = "c", count: int = 3, **more: Any) -> dict[str, Any]:
    options = [{"label": f"Box {n}", "value": f"b{n}"} for n in range(count)]
    return {"type": 22, "custom_id": custom_id, "options": options, **more}


def text_input(custom_id: str = "t", **more: Any) -> dict[str, Any]:
    return {"type": 4, "custom_id": custom_id, "style": 1, **more}


def modal(*components: dict[str, Any], title: str = "Form") -> dict[str, Any]:
    return {"custom_id": "form", "title": title, "components": list(components)}


def refused(data: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(ApiError) as caught:
        validate_modal(data)
    assert caught.value.status == 400 and caught.value.code == 50035
    assert caught.value.errors is not None
    return caught.value.errors


def test_a_modal_of_labels_is_taken() -> None:
    validate_modal(
        modal(
            label(radio()),
            label(select(placeholder="x" * 150)),
            label(text_input(required=False, max_length=100, placeholder="y" * 100)),
            label(checkboxes(required=False, min_values=0, max_values=3)),
            label({"type": 23, "custom_id": "k", "default": True}, description="d" * 100),
        )
    )
    # The legacy form: an action row around one text input that has its own label.
    validate_modal(modal({"type": 1, "components": [text_input(label="Name")]}))


def test_six_components_are_too_many() -> None:
    errors = refused(modal(*[label(radio(f"r{n}")) for n in range(6)]))
    assert errors["components"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"


@pytest.mark.parametrize(
    ("component", "where"),
    [
        (label(radio(), text="L" * 46), ("components", "0", "label")),
        (label(radio(), description="D" * 101), ("components", "0", "description")),
        (label(radio("x" * 101)), ("components", "0", "component", "custom_id")),
        (label(radio(values=("a",))), ("components", "0", "component", "options")),
        (label(radio(values=tuple("abcdefghijk"))), ("components", "0", "component", "options")),
        (label(select(count=26)), ("components", "0", "component", "options")),
        (label(select(count=0)), ("components", "0", "component", "options")),
        (label(select(placeholder="p" * 151)), ("components", "0", "component", "placeholder")),
        (label(select(min_values=0)), ("components", "0", "component", "min_values")),
        (label(select(max_values=4)), ("components", "0", "component", "max_values")),
        (label(select(disabled=True)), ("components", "0", "component", "disabled")),
        (label(checkboxes(count=11)), ("components", "0", "component", "options")),
        (label(checkboxes(max_values=4)), ("components", "0", "component", "max_values")),
        (label(text_input(label="Own")), ("components", "0", "component", "label")),
        (label(text_input(placeholder="p" * 101)), ("components", "0", "component", "placeholder")),
        (label(text_input(max_length=4001)), ("components", "0", "component", "max_length")),
        (label({"type": 2, "custom_id": "b", "label": "No"}), ("components", "0", "component")),
        ({"type": 3, "custom_id": "bare", "options": []}, ("components", "0", "type")),
        ({"type": 1, "components": [select()]}, ("components", "0", "components")),
    ],
)
def test_what_discord_refuses(component: dict[str, Any], where: tuple[str, ...]) -> None:
    errors = refused(modal(component))
    node: dict[str, Any] = errors
    for part in where:
        assert part in node, (where, errors)
        node = node[part]


def test_long_option_texts_and_duplicates_are_refused() -> None:
    long = radio()
    long["options"][0]["description"] = "d" * 101
    assert (
        "description" in refused(modal(label(long)))["components"]["0"]["component"]["options"]["0"]
    )
    twice = modal(label(radio("same")), label(select("same")))
    assert refused(twice)["components"]["1"]["component"]["custom_id"]["_errors"][0]["code"] == (
        "COMPONENT_CUSTOM_ID_DUPLICATED"
    )
    assert "title" in refused(modal(label(radio()), title="T" * 46))


def shown(data: dict[str, Any]) -> dict[str, Any]:
    shown = copy.deepcopy(data)
    validate_modal(shown)
    number_components(shown["components"])
    return shown


def test_the_submission_has_discords_shape_with_defaults() -> None:
    chosen = radio()
    chosen["options"][1]["default"] = True
    form = shown(
        modal(
            label(chosen),
            label(select()),
            label(text_input(value="prefilled", required=False)),
            label(checkboxes(required=False, min_values=0)),
            label({"type": 23, "custom_id": "k"}),
        )
    )
    sent = submission(form, {"s": ["2"], "c": ["b0", "b2"], "k": True})
    assert [top["type"] for top in sent] == [18] * 5
    assert all(isinstance(t["id"], int) and isinstance(t["component"]["id"], int) for t in sent)
    inner = [top["component"] for top in sent]
    assert inner[0] == {"type": 21, "id": inner[0]["id"], "custom_id": "r", "value": "b"}
    assert inner[1]["values"] == ["2"]
    assert inner[2]["value"] == "prefilled"
    assert inner[3]["values"] == ["b0", "b2"]
    assert inner[4]["value"] is True


@pytest.mark.parametrize(
    ("answers", "why"),
    [
        ({"r": "z"}, "offers"),
        ({"r": None}, "required"),
        ({"s": ["0", "1"]}, "values"),
        ({"s": ["9"]}, "offers"),
        ({"t": ""}, "required"),
        ({"t": "x" * 11}, "characters"),
        ({"nope": "1"}, "no inputs"),
        ({"k": "yes"}, "True or False"),
    ],
)
def test_answers_a_client_would_not_send(answers: dict[str, Any], why: str) -> None:
    form = shown(
        modal(
            label(radio()),
            label(select()),
            label(text_input(max_length=10)),
            label({"type": 23, "custom_id": "k"}),
        )
    )
    base: dict[str, Any] = {"r": "a", "s": ["1"], "t": "ok"}
    with pytest.raises(FakeDiscordError, match=why):
        submission(form, base | answers)
