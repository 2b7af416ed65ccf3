"""The fake Discord's messages as a reader sees them, written as Markdown: the text of each
version of a message (content, embeds, the text displays of a Components V2 layout), its
buttons' and menus' labels, its pictures' alt texts; mentions, channels, roles, command
mentions and times written as a Discord client shows them. A `Recorder` writes each message
and each edit once, in the order they were made (`testbed/transcript.py` uses it)."""

from __future__ import annotations

import datetime as dt
import difflib
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from testbed.fakediscord.models import DM, LOADING, FakeChannel, FakeMessage
from testbed.fakediscord.state import FakeState

_USER = re.compile(r"<@!?(\d+)>")
_ROLE = re.compile(r"<@&(\d+)>")
_CHANNEL = re.compile(r"<#(\d+)>")
_COMMAND = re.compile(r"</([^:<>]+):\d+>")
_TIME = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")
_EMOJI = re.compile(r"<a?(:\w+:)\d+>")
_LINK = re.compile(r"https://discord\.com/channels/(?:\d+|@me)/(\d+)(?:/(\d+))?")
_SUBTEXT = re.compile(r"^-# (.*)$", re.MULTILINE)
_HEADING = re.compile(r"^#{1,3} (.*)$", re.MULTILINE)

# Discord's component types, by number.
ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SECTION, TEXT, THUMBNAIL, GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
LABEL, RADIO_GROUP, CHECKBOX_GROUP, CHECKBOX = 18, 21, 22, 23
ENTITY_SELECTS = {5: "user", 6: "role", 7: "member or role", 8: "channel"}


def _relative(seconds: float) -> str:
    """A `<t:…:R>` time as Discord writes it, by its thresholds ("a few seconds ago", "in 2
    hours", "a month ago"; here in English: the client writes it in the reader's language)."""
    ahead, gone = seconds >= 0, abs(seconds)
    minutes, hours, days = gone / 60, gone / 3600, gone / 86400
    if gone < 45:
        said = "a few seconds"
    elif gone < 90:
        said = "a minute"
    elif minutes < 45:
        said = f"{round(minutes)} minutes"
    elif minutes < 90:
        said = "an hour"
    elif hours < 22:
        said = f"{round(hours)} hours"
    elif hours < 36:
        said = "a day"
    elif days < 26:
        said = f"{round(days)} days"
    elif days < 45:
        said = "a month"
    elif days < 320:
        said = f"{max(2, round(days / 30.4))} months"
    elif days < 548:
        said = "a year"
    else:
        said = f"{round(days / 365)} years"
    return f"in {said}" if ahead else f"{said} ago"


@dataclass
class Reader:
    """Writes the markup of a message's text as the client shows it, from the fake's world
    (names of users, roles and channels) and the bot's clock (for relative times)."""

    state: FakeState
    now: Callable[[], float]

    def name_of_user(self, user_id: int) -> str:
        user = self.state.users.get(user_id)
        return f"@{user.global_name or user.name}" if user is not None else "@unknown-user"

    def name_of_role(self, role_id: int) -> str:
        for guild in self.state.guilds.values():
            if role_id in guild.roles:
                return f"@{guild.roles[role_id].name}"
        return "@unknown-role"

    def name_of_channel(self, channel_id: int) -> str:
        """A channel or thread as the client shows its mention: `#name`."""
        channel = self.state.channels.get(channel_id)
        if channel is None:
            return "#unknown-channel"
        return "@" + channel.name if channel.type == DM else f"#{channel.name}"

    def moment(self, stamp: int, style: str | None) -> str:
        """A `<t:…>` time as the client shows it: a relative one in words (English here, the
        reader's language in the client), the others as numbers (UTC), whatever the words
        the client would use."""
        if style == "R":
            return f"⟨{_relative(stamp - self.now())}⟩"
        when = dt.datetime.fromtimestamp(stamp, tz=dt.UTC)
        shape = {"t": "%H:%M", "T": "%H:%M:%S", "d": "%Y-%m-%d", "D": "%Y-%m-%d"}
        return f"⟨{when.strftime(shape.get(style or 'f', '%Y-%m-%d %H:%M'))}⟩"

    def plain(self, said: str) -> str:
        """The text with Discord's markup as the client shows it."""
        said = _USER.sub(lambda m: self.name_of_user(int(m[1])), said)
        said = _ROLE.sub(lambda m: self.name_of_role(int(m[1])), said)
        said = _CHANNEL.sub(lambda m: self.name_of_channel(int(m[1])), said)
        said = _COMMAND.sub(lambda m: f"/{m[1]}", said)
        said = _TIME.sub(lambda m: self.moment(int(m[1]), m[2]), said)
        said = _EMOJI.sub(lambda m: m[1], said)
        said = _LINK.sub(
            lambda m: f"⟨{self.name_of_channel(int(m[1]))}{' › 💬' if m[2] else ''}⟩", said
        )
        said = _SUBTEXT.sub(lambda m: f"<sub>{m[1]}</sub>", said)
        return _HEADING.sub(lambda m: f"**{m[1].strip('*')}**", said)  # a heading: bold

    # ------------------------------------------------------------------ one version

    def version(
        self, snapshot: dict[str, Any], alt_texts: dict[str, str | None] | None = None
    ) -> list[str]:
        """The lines a reader sees of one version of a message: its content, its embeds, its
        layout and its files not shown by the layout (with their alt texts)."""
        lines: list[str] = []
        if snapshot.get("content"):
            lines += self.plain(str(snapshot["content"])).splitlines()
        for embed in snapshot.get("embeds") or []:
            lines += self.embed(embed, alt_texts)
        lines += self.components(snapshot.get("components") or [])
        shown = set(_attachment_names(snapshot))
        for name in snapshot.get("attachments") or []:
            if name in shown:
                continue
            alt = (alt_texts or {}).get(name)
            lines.append(f"📎 file `{name}`" + (f" — alt text: “{self.plain(alt)}”" if alt else ""))
        return lines

    def embed(
        self, embed: dict[str, Any], alt_texts: dict[str, str | None] | None = None
    ) -> list[str]:
        lines: list[str] = []
        author = embed.get("author") or {}
        if author.get("name"):
            lines.append(f"*{self.plain(str(author['name']))}*")
        if embed.get("title"):
            lines.append(f"**{self.plain(str(embed['title']))}**")
        if embed.get("description"):
            lines += self.plain(str(embed["description"])).splitlines()
        for item in embed.get("fields") or []:
            name = str(item.get("name") or "").strip("\u200b")
            if name:
                lines.append(f"**{self.plain(name)}**")
            lines += self.plain(str(item.get("value") or "")).splitlines()
        for key in ("thumbnail", "image"):
            url = (embed.get(key) or {}).get("url")
            if url:
                name = str(url).removeprefix("attachment://")
                lines.append(self.picture({"url": url}, (alt_texts or {}).get(name)))
        footer = embed.get("footer") or {}
        if footer.get("text"):
            lines.append(f"<sub>{self.plain(str(footer['text']))}</sub>")
        return ["▎ " + line if line else "▎" for line in lines]

    def components(self, components: Iterable[dict[str, Any]]) -> list[str]:
        lines: list[str] = []
        for component in components:
            lines += self.component(component)
        return lines

    def component(self, c: dict[str, Any]) -> list[str]:
        kind = c.get("type")
        if kind == TEXT:
            return self.plain(str(c.get("content") or "")).splitlines()
        if kind == ROW:
            items = c.get("components") or []
            buttons = [self.button(b) for b in items if b.get("type") == BUTTON]
            lines = [" ".join(buttons)] if buttons else []
            for other in items:
                if other.get("type") != BUTTON:
                    lines += self.component(other)
            return lines
        if kind == BUTTON:
            return [self.button(c)]
        if kind == STRING_SELECT or kind in ENTITY_SELECTS:
            return self.menu(c)
        if kind == SECTION:
            lines = self.components(c.get("components") or [])
            accessory = c.get("accessory")
            return lines + (self.component(accessory) if isinstance(accessory, dict) else [])
        if kind == THUMBNAIL:
            return [self.picture(c.get("media") or {}, c.get("description"))]
        if kind == GALLERY:
            return [self.picture(i.get("media") or {}, i.get("description")) for i in c["items"]]
        if kind == FILE:
            return [f"📎 file `{_file_name(c.get('file') or {})}`"]
        if kind == SEPARATOR:
            return ["―――"]
        if kind == CONTAINER:
            inner = self.components(c.get("components") or [])
            return ["┃ " + line if line else "┃" for line in inner]
        return [f"(a component of type {kind})"]

    def button(self, b: dict[str, Any]) -> str:
        emoji = _emoji(b.get("emoji"))
        label = " ".join(p for p in (emoji, self.plain(str(b.get("label") or ""))) if p)
        shown = f"[{label}]" if label else "[ ]"
        if b.get("url"):
            shown += " (a link)"
        return f"~~{shown}~~ (greyed out)" if b.get("disabled") else f"**{shown}**"

    def menu(self, c: dict[str, Any]) -> list[str]:
        kind = c.get("type")
        placeholder = self.plain(str(c.get("placeholder") or ""))
        if kind in ENTITY_SELECTS:
            return [f"▾ menu of a {ENTITY_SELECTS[int(kind)]}: “{placeholder}”"]
        head = f"▾ menu “{placeholder}”:" if placeholder else "▾ menu:"
        greyed = " (greyed out)" if c.get("disabled") else ""
        return [head + greyed, *(self.option(o) for o in c.get("options") or [])]

    def option(self, o: dict[str, Any]) -> str:
        emoji = _emoji(o.get("emoji"))
        label = " ".join(p for p in (emoji, self.plain(str(o.get("label") or ""))) if p)
        line = f"  - {label}"
        if o.get("description"):
            line += f" — {self.plain(str(o['description']))}"
        return line + (" (chosen)" if o.get("default") else "")

    def picture(self, media: dict[str, Any], alt: object) -> str:
        name = _file_name(media)
        if alt:
            return f"🖼 picture `{name}` — alt text: “{self.plain(str(alt))}”"
        return f"🖼 picture `{name}` (no alt text)"

    # ------------------------------------------------------------------ forms and choices

    def modal(self, modal: dict[str, Any]) -> list[str]:
        """A form (modal) as the client draws it: its title, each input's label, description
        and options."""
        lines = [f"🗔 **Form: {self.plain(str(modal.get('title') or ''))}**"]
        for top in modal.get("components") or []:
            kind = top.get("type")
            if kind == TEXT:
                lines += self.plain(str(top.get("content") or "")).splitlines()
                continue
            child = top.get("component")
            if kind == ROW:  # the former shape: a text input with its own label
                child = (top.get("components") or [{}])[0]
                top = {"label": child.get("label")}
            lines.append(f"**{self.plain(str(top.get('label') or ''))}**")
            if top.get("description"):
                lines.append(f"<sub>{self.plain(str(top['description']))}</sub>")
            if isinstance(child, dict):
                lines += self.form_input(child)
        return lines

    def form_input(self, c: dict[str, Any]) -> list[str]:
        kind = c.get("type")
        if kind == TEXT_INPUT:
            parts = ["✎ text box"]
            if c.get("placeholder"):
                parts.append(f"showing “{self.plain(str(c['placeholder']))}” until typed in")
            if c.get("value"):
                parts.append(f"filled with “{self.plain(str(c['value']))}”")
            parts.append("(required)" if c.get("required", True) else "(may be left empty)")
            return [" ".join(parts)]
        if kind in (RADIO_GROUP, CHECKBOX_GROUP):
            chosen, left = ("◉", "○") if kind == RADIO_GROUP else ("☑", "☐")
            lines = []
            for o in c.get("options") or []:
                line = f"  {chosen if o.get('default') else left} {self.plain(str(o.get('label')))}"
                if o.get("description"):
                    line += f" — {self.plain(str(o['description']))}"
                lines.append(line)
            return lines
        if kind == CHECKBOX:
            return ["☑ (checked)" if c.get("default") else "☐"]
        return self.menu(c)

    def choices(self, choices: Iterable[dict[str, Any]]) -> list[str]:
        """Autocomplete choices as the menu above the text box lists them."""
        return [f"  - {self.plain(str(c.get('name')))}" for c in choices]


def _emoji(emoji: dict[str, Any] | None) -> str:
    """A component's emoji: a character as it is, a server's own emoji by its `:name:`."""
    if not emoji or not emoji.get("name"):
        return ""
    return f":{emoji['name']}:" if emoji.get("id") else str(emoji["name"])


def _file_name(media: dict[str, Any]) -> str:
    """A picture's or file's name: the message's own file, or the last part of a link."""
    url = str(media.get("url") or "")
    if url.startswith("attachment://"):
        return url.removeprefix("attachment://")
    if "/avatars/" in url:
        return "avatar"  # a user's picture on Discord's servers
    return url.split("?")[0].rstrip("/").rsplit("/", 1)[-1] or url


def _attachment_names(snapshot: dict[str, Any]) -> Iterator[str]:
    """The files a version's layout or embeds show (the others are listed as files)."""
    stack = list(snapshot.get("components") or [])
    while stack:
        c = stack.pop()
        stack += c.get("components") or []
        for key in ("accessory", "component"):
            if isinstance(c.get(key), dict):
                stack.append(c[key])
        for media in [c.get("media") or {}, c.get("file") or {}]:
            if media.get("url"):
                yield _file_name(media)
        for item in c.get("items") or []:
            yield _file_name(item.get("media") or {})
    for embed in snapshot.get("embeds") or []:
        for key in ("image", "thumbnail"):
            url = (embed.get(key) or {}).get("url")
            if url:
                yield _file_name({"url": url})


def place_name(channel: FakeChannel) -> str:
    if channel.type == DM:
        return "the direct messages"
    return f"#{channel.name}" if not channel.is_thread else f"thread #{channel.name}"


@dataclass
class _Seen:
    number: int  # the message's number in the transcript; 0 until a version of it is written
    versions: int  # how many versions of the message were taken (written or skipped)
    last: list[str]  # the lines of the last version taken
    deleted: bool = False


_DELETED = 1 << 30  # a deletion sorts after every version of its message made at its time


@dataclass
class Recorder:
    """Writes every message of the fake once, and each of its later versions, in the order
    they were made; `flush` writes what is new since the last call."""

    reader: Reader
    write: Callable[[list[str]], None]
    seen: dict[int, _Seen] = field(default_factory=dict)
    count: int = 0  # messages and edits written
    numbered: int = 0  # messages given a number
    #: An edit that keeps most of a message is written as its changed lines, each after the
    #: line above it, "…" for the lines left out (False: every edit whole).
    changes_only: bool = True

    def _times(self, message: FakeMessage) -> list[dt.datetime]:
        """When each version of the message was made (the versions' snapshots keep the time
        of the edit that made them; a filled "thinking" answer keeps none)."""
        made = [message.created_at]
        for later in [*message.versions, message.snapshot()][1:]:
            made.append(max(made[-1], later.get("edited_at") or made[-1]))
        return made

    def pending(self) -> list[tuple[dt.datetime, FakeMessage, int]]:
        """What is new, in the order it was made: (when, the message, the index of a version,
        or `_DELETED`)."""
        found = []
        for message in list(self.reader.state.messages.values()):
            written = self.seen.get(message.id)
            if written is not None and written.deleted:
                continue
            done = 0 if written is None else written.versions
            times = self._times(message)
            for index in range(done, len(times)):
                found.append((times[index], message, index))
            if message.deleted:
                found.append((times[-1], message, _DELETED))
        found.sort(key=lambda f: (f[0], f[1].id, f[2]))
        return found

    def number_of(self, message: FakeMessage) -> int | None:
        """The number a message was written under, if it was."""
        entry = self.seen.get(message.id)
        return entry.number if entry is not None and entry.number else None

    def skip(self) -> None:
        """Take what is new as read, without writing it (a part left out)."""
        for _, message, index in self.pending():
            entry = self.seen.setdefault(message.id, _Seen(0, 0, []))
            if index == _DELETED:
                entry.deleted = True
                continue
            entry.versions = index + 1
            snapshot = [*message.versions, message.snapshot()][index]
            if not snapshot["flags"] & LOADING:
                entry.last = self._lines(message, snapshot)

    def flush(self) -> int:
        """Write what is new; the number of messages and edits written."""
        written = 0
        for _, message, index in self.pending():
            written += self._write(message, index)
        self.count += written
        return written

    def _lines(self, message: FakeMessage, snapshot: dict[str, Any]) -> list[str]:
        alts = {a.filename: a.description for a in message.attachments}
        return self.reader.version(snapshot, alts) or ["(nothing a reader can see)"]

    def _write(self, message: FakeMessage, index: int) -> int:
        entry = self.seen.setdefault(message.id, _Seen(0, 0, []))
        if index == _DELETED:
            entry.deleted = True
            if not entry.number:
                return 0  # never seen: gone before anyone read it
            self.write([f"🗑 *Message {entry.number} was deleted.*", ""])
            return 1
        entry.versions = index + 1
        snapshot = [*message.versions, message.snapshot()][index]
        if snapshot["flags"] & LOADING:
            return 0  # Discord's own "is thinking…", in the reader's language
        lines = self._lines(message, snapshot)
        if lines == entry.last:
            return 0  # an edit that changed nothing a reader sees (a picture's file)
        first = not entry.number
        if first:
            self.numbered += 1
            entry.number = self.numbered
        earlier = first and bool(entry.last)  # first written after a part left out
        before, entry.last = entry.last, lines
        head = self._head(message, entry.number, first, earlier)
        if not first and self.changes_only:
            changed = changed_lines(before, lines)
            if changed is not None:
                lines = changed
                head += " — the lines that changed:"
        self.write([head, *(f"> {line}" if line else ">" for line in lines), ""])
        return 1

    def _head(self, message: FakeMessage, number: int, first: bool, earlier: bool) -> str:
        where = place_name(message.channel)
        if message.channel.type == DM and message.visible_to is None:
            recipients = message.channel.recipients
            to = self.reader.name_of_user(recipients[0].id) if recipients else "@unknown-user"
            if first:
                return f"✉️ **Direct message to {to.lstrip('@')}** · message {number}"
            return f"✏️ **Direct message {number} to {to.lstrip('@')} now reads**"
        if message.visible_to is not None:
            to = self.reader.name_of_user(message.visible_to).lstrip("@")
            if first:
                return f"🔒 **Only {to} sees this**, in {where} · message {number}"
            return f"✏️ **{to}'s private message {number} now reads** ({where})"
        if earlier:
            return f"✏️ **An earlier message in {where} now reads** · message {number}"
        if first:
            return f"📢 **Posted in {where}** · message {number}"
        return f"✏️ **Message {number} now reads** ({where})"


def changed_lines(before: list[str], after: list[str]) -> list[str] | None:
    """The lines of `after` that `before` lacks, each after the line above it, "…" where
    lines are left out; None when most lines changed (the message is better read whole)."""
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    kept: set[int] = set()
    for tag, _, _, low, high in matcher.get_opcodes():
        if tag in ("replace", "insert"):
            kept.update(range(max(0, low - 1), high))
    new = sum(
        1
        for tag, _, _, low, high in matcher.get_opcodes()
        if tag != "equal"
        for _ in range(low, high)
    )
    if not kept or new * 2 > len(after) or len(after) < 6:
        return None
    shown: list[str] = []
    for index, line in enumerate(after):
        if index in kept:
            shown.append(line)
        elif not shown or shown[-1] != "…":
            shown.append("…")
    return shown
