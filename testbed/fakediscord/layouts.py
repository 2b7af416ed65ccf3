"""Components V2 as Discord checks them: which component may go where, the limits of a
layout, the message flag's rules and the ``attachment://`` references.

A message sent with ``IS_COMPONENTS_V2`` (1 << 15) is its components only: no content, no
embeds, at most 40 components counted with every nested one, at most 4,000 characters of text
across its text displays; attachments show only through a file component or a media gallery
(or a thumbnail) naming them ``attachment://filename``, and each name must be a file of the
message. The flag may be set by an edit (the edit must then clear the content and the embeds)
but never removed. Without the flag a message's components are action rows only (checked in
`validation`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

ACTION_ROW = 1
BUTTON = 2
SELECTS = (3, 5, 6, 7, 8)
SECTION = 9
TEXT_DISPLAY = 10
THUMBNAIL = 11
MEDIA_GALLERY = 12
FILE = 13
SEPARATOR = 14
CONTAINER = 17

MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_SECTION_TEXTS = 3
MAX_GALLERY_ITEMS = 10
MAX_MEDIA_DESCRIPTION = 1024
MAX_ACCENT = 0xFFFFFF
ATTACHMENT = "attachment://"

# What each layout component may hold, as Discord's component reference lists it.
TOP_LEVEL = frozenset(
    {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
)
IN_CONTAINER = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR})
ACCESSORIES = frozenset({BUTTON, THUMBNAIL})

Path = tuple[str | int, ...]
# Where a problem is, its code and its message (the caller puts it in Discord's error tree).
Report = Callable[[Path, str, str], None]


def count(components: Sequence[dict[str, Any]]) -> int:
    """Every component of a layout, nested ones included (a section's accessory too)."""
    total = 0
    for c in components:
        total += 1 + count(c.get("components") or [])
        accessory = c.get("accessory")
        if isinstance(accessory, dict):
            total += 1 + count(accessory.get("components") or [])
    return total


def texts(components: Iterable[dict[str, Any]]) -> Iterator[str]:
    """The text of every text display, at any depth."""
    for c in components:
        if c.get("type") == TEXT_DISPLAY:
            yield str(c.get("content") or "")
        yield from texts(c.get("components") or [])
        accessory = c.get("accessory")
        if isinstance(accessory, dict):
            yield from texts([accessory])


def media_urls(components: Iterable[dict[str, Any]], at: Path) -> Iterator[tuple[Path, str]]:
    """Every media a layout shows (thumbnails, gallery items, files), with where it is."""
    for k, c in enumerate(components):
        here: Path = (*at, k)
        kind = c.get("type")
        if kind == THUMBNAIL:
            yield (*here, "media", "url"), str((c.get("media") or {}).get("url") or "")
        elif kind == MEDIA_GALLERY:
            for i, item in enumerate(c.get("items") or []):
                url = str((item.get("media") or {}).get("url") or "")
                yield (*here, "items", i, "media", "url"), url
        elif kind == FILE:
            yield (*here, "file", "url"), str((c.get("file") or {}).get("url") or "")
        yield from media_urls(c.get("components") or [], (*here, "components"))
        accessory = c.get("accessory")
        if isinstance(accessory, dict):
            yield from media_urls([accessory], (*here,))


def _choices(kinds: Iterable[int]) -> str:
    return f'Value of field "type" must be one of {tuple(sorted(kinds))}.'


def check_layout(
    components: Sequence[dict[str, Any]],
    report: Report,
    interactive: Callable[[dict[str, Any], Path], None],
    row: Callable[[dict[str, Any], Path], None],
) -> None:
    """Check a V2 message's components; `interactive` checks a button or a select (its
    custom id, label, options) and `row` an action row, as for a message without the flag."""
    if not components:
        report(("components",), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    if count(components) > MAX_COMPONENTS:
        report(
            ("components",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_COMPONENTS} or fewer in length."
        )
    size = sum(len(t) for t in texts(components))
    if size > MAX_TEXT:
        report(
            ("components",),
            "COMPONENT_TEXT_LIMIT_EXCEEDED",
            f"The text of the components exceeds the maximum of {MAX_TEXT} characters",
        )
    for k, c in enumerate(components):
        _check_one(c, ("components", k), TOP_LEVEL, report, interactive, row)


def _check_one(
    c: dict[str, Any],
    at: Path,
    allowed: frozenset[int],
    report: Report,
    interactive: Callable[[dict[str, Any], Path], None],
    row: Callable[[dict[str, Any], Path], None],
) -> None:
    kind = c.get("type")
    if kind not in allowed:
        report((*at, "type"), "UNION_TYPE_CHOICES", _choices(allowed))
        return
    children = c.get("components") or []
    if kind == ACTION_ROW:
        row(c, at)
    elif kind == CONTAINER:
        if not children:
            report((*at, "components"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        accent = c.get("accent_color")
        if accent is not None and not 0 <= int(accent) <= MAX_ACCENT:
            report(
                (*at, "accent_color"),
                "NUMBER_TYPE_MAX",
                f"int value should be less than or equal to {MAX_ACCENT}.",
            )
        for k, child in enumerate(children):
            _check_one(child, (*at, "components", k), IN_CONTAINER, report, interactive, row)
    elif kind == SECTION:
        if not 1 <= len(children) <= MAX_SECTION_TEXTS:
            report(
                (*at, "components"),
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {MAX_SECTION_TEXTS} in length.",
            )
        for k, child in enumerate(children):
            here: Path = (*at, "components", k)
            _check_one(child, here, frozenset({TEXT_DISPLAY}), report, interactive, row)
        accessory = c.get("accessory")
        if not isinstance(accessory, dict):
            report((*at, "accessory"), "BASE_TYPE_REQUIRED", "This field is required")
        else:
            _check_one(accessory, (*at, "accessory"), ACCESSORIES, report, interactive, row)
    elif kind == TEXT_DISPLAY:
        if not c.get("content"):
            report((*at, "content"), "BASE_TYPE_REQUIRED", "This field is required")
    elif kind == THUMBNAIL:
        _check_media(c.get("media"), c.get("description"), at, report)
    elif kind == MEDIA_GALLERY:
        items = c.get("items") or []
        if not 1 <= len(items) <= MAX_GALLERY_ITEMS:
            report(
                (*at, "items"),
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {MAX_GALLERY_ITEMS} in length.",
            )
        for i, item in enumerate(items):
            _check_media(item.get("media"), item.get("description"), (*at, "items", i), report)
    elif kind == FILE:
        url = str((c.get("file") or {}).get("url") or "")
        if not url.startswith(ATTACHMENT):
            report(
                (*at, "file", "url"),
                "COMPONENT_FILE_URL_INVALID",
                "A file component only takes attachment:// references",
            )
    elif kind == BUTTON or kind in SELECTS:
        interactive(c, at)


def _check_media(media: Any, description: Any, at: Path, report: Report) -> None:
    if not isinstance(media, dict) or not media.get("url"):
        report((*at, "media", "url"), "BASE_TYPE_REQUIRED", "This field is required")
    if description is not None and len(str(description)) > MAX_MEDIA_DESCRIPTION:
        report(
            (*at, "description"),
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_MEDIA_DESCRIPTION} or fewer in length.",
        )


def check_references(
    components: Sequence[dict[str, Any]], filenames: Iterable[str], report: Report
) -> None:
    """Every ``attachment://name`` of a layout must be a file of the message (uploaded with
    it, or kept by an edit)."""
    names = set(filenames)
    for path, url in media_urls(components, ("components",)):
        if url.startswith(ATTACHMENT) and url[len(ATTACHMENT) :] not in names:
            report(path, "ATTACHMENT_NOT_FOUND", f"Attachment {url} is not a file of the message")


def check_flag_change(old_flags: int, new_flags: int, flag: int, report: Report) -> None:
    """An edit may set the V2 flag, never take it away."""
    if old_flags & flag and not new_flags & flag:
        report(
            ("flags",),
            "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
            "The IS_COMPONENTS_V2 flag cannot be removed from a message",
        )
