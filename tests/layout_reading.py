"""Reading a Components V2 message in tests: whether it is one, as Discord would take it."""

from __future__ import annotations

from testbed.fakediscord import FakeMessage
from testbed.fakediscord.layouts import MAX_COMPONENTS, MAX_TEXT, count, texts

V2 = 1 << 15


def assert_layout(message: FakeMessage) -> None:
    """The message is a layout alone (the flag, no content, no embed), within the limits."""
    assert message.flags & V2, f"{message!r} is not a Components V2 message"
    assert message.content == "" and message.embeds == [], "content or embeds beside a layout"
    assert count(message.components) <= MAX_COMPONENTS
    assert sum(len(t) for t in texts(message.components)) <= MAX_TEXT


def gallery_urls(message: FakeMessage) -> list[str]:
    """The pictures the layout's galleries show (`attachment://…`)."""
    return [
        str(item["media"]["url"])
        for c in message.walk_components()
        if c.get("type") == 12
        for item in c.get("items", [])
    ]


def gallery_alts(message: FakeMessage) -> list[str]:
    """The texts for screen readers of the layout's pictures."""
    return [
        str(item.get("description") or "")
        for c in message.walk_components()
        if c.get("type") == 12
        for item in c.get("items", [])
    ]


def accent(message: FakeMessage) -> int | None:
    """The accent colour of the message's first container."""
    for c in message.components:
        if c.get("type") == 17:
            value = c.get("accent_color")
            return None if value is None else int(value)
    return None
