"""What a modified or out-of-date client may send: interactions whose data is exactly what the
test gives, past every check Discord's own client makes (`fake.raw`).

`fake.slash`, `click`, `select` and `submit_modal` send only what Discord's client lets a
user send: options of the declared types, within their choices and ranges, components the
message shows. A client that was changed, or that still shows an older version of a command
or a message, sends what it likes: a string where an integer is declared, a value outside the
choices, a required option left out, a subcommand the bot no longer has, a button the message
has lost, a custom_id nobody made, a form whose parts are not what the form asked. These
methods send such data as given, so that a test can see what the bot answers to them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import FakeDiscordError
from .interactions import APPLICATION_COMMAND, AUTOCOMPLETE, MESSAGE_COMPONENT, MODAL_SUBMIT

if TYPE_CHECKING:
    from .fake import FakeDiscord, Who
    from .interactions import FakeInteraction
    from .models import FakeChannel, FakeMessage

#: Discord's option types of a subcommand and a subcommand group.
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2


def option(name: str, type: int, value: Any, *, focused: bool = False) -> dict[str, Any]:
    """One option of a command's data, as a client sends it (any value, any type)."""
    found: dict[str, Any] = {"name": name, "type": type, "value": value}
    if focused:
        found["focused"] = True
    return found


class RawClient:
    """The interactions of a client that skips Discord's checks; each returns once the bot
    acknowledged it or it failed (unless `wait=False`), as the fake's other senders do."""

    def __init__(self, fake: FakeDiscord) -> None:
        self._fake = fake

    async def slash(
        self,
        who: Who,
        channel: FakeChannel,
        command: str,
        options: list[dict[str, Any]] | None = None,
        *,
        autocomplete: bool = False,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """A slash command (or, `autocomplete`, its autocomplete) by its path, `"backalley
        join"`: the first word names a command (a registered one is sent with its id, another
        with an id of its own, as a client that kept a removed command), the others are sent
        as subcommands whether the command has them or not; `options` go under the last one
        as given (`option(...)`)."""
        fake = self._fake
        name, *path = command.lstrip("/").split()
        try:
            registered = fake.state.find_command(channel.guild, name)
        except FakeDiscordError:  # a command the bot no longer has: the client's old id
            data: dict[str, Any] = {"id": str(fake.state.snowflakes.next()), "name": name}
            data["type"] = 1
        else:
            data = {"id": str(registered.id), "name": name, "type": registered.type}
            if registered.guild_id is not None:
                data["guild_id"] = str(registered.guild_id)
        container: list[dict[str, Any]] = []
        data["options"] = container
        for part in path:
            node: dict[str, Any] = {"name": part, "type": SUB_COMMAND, "options": []}
            container.append(node)
            container = node["options"]
        container.extend(options or [])
        kind = AUTOCOMPLETE if autocomplete else APPLICATION_COMMAND
        label = f"{'autocomplete ' if autocomplete else ''}/{command} (raw)"
        return await self.send(who, channel, kind, data, name=label, wait=wait, timeout=timeout)

    async def click(
        self,
        who: Who,
        message: FakeMessage,
        custom_id: Any,
        *,
        values: list[Any] | None = None,
        component_type: int = 2,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """A component of `message` used with any custom_id (a button the message no longer
        shows, or one nobody made); `values` for a select."""
        user, _ = self._fake._actor(who, message.channel)
        if not self._fake.state.visible_to(message, user):
            raise FakeDiscordError(f"{user!r} cannot see {message!r}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        return await self.send(
            who,
            message.channel,
            MESSAGE_COMPONENT,
            data,
            message=message,
            name=f"component {str(custom_id)[:60]!r} (raw)",
            wait=wait,
            timeout=timeout,
        )

    async def submit(
        self,
        who: Who,
        channel: FakeChannel,
        custom_id: Any,
        components: Any,
        *,
        message: FakeMessage | None = None,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """A form (modal) sent with any custom_id and any components, whether the bot opened
        it or not."""
        data = {"custom_id": custom_id, "components": components}
        return await self.send(
            who,
            channel,
            MODAL_SUBMIT,
            data,
            message=message,
            name=f"modal {str(custom_id)[:60]!r} (raw)",
            wait=wait,
            timeout=timeout,
        )

    async def send(
        self,
        who: Who,
        channel: FakeChannel,
        kind: int,
        data: dict[str, Any],
        *,
        message: FakeMessage | None = None,
        name: str = "raw interaction",
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """An interaction of type `kind` whose `data` is sent exactly as given."""
        fake = self._fake
        user, _ = fake._actor(who, channel)
        ix = fake.state.new_interaction(
            type=kind, user=user, channel=channel, data=data, message=message, name=name
        )
        return await fake._send(ix, wait=wait, timeout=timeout)
