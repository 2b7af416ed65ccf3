"""Components V2 through the real discord.py client: the fake takes what Discord takes and
refuses, with Discord's 400, what Discord refuses (nesting, limits, the flag, attachments)."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord.http import Route

from testbed.fakediscord import FakeChannel, FakeDiscord

V2 = 1 << 15


@pytest.fixture
async def client(fake_discord: FakeDiscord, channel: FakeChannel) -> AsyncIterator[discord.Client]:
    bot = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    async with fake_discord.running(bot):
        yield bot


@pytest.fixture
def channel(fake_discord: FakeDiscord) -> FakeChannel:
    guild = fake_discord.add_guild("Club")
    return fake_discord.add_text_channel(guild, "tables")


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": custom_id}


async def post(client: discord.Client, channel: FakeChannel, body: dict[str, Any]) -> Any:
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=channel.id)
    return await client.http.request(route, json=body)


async def patch(
    client: discord.Client, channel: FakeChannel, message_id: int, body: dict[str, Any]
) -> Any:
    route = Route(
        "PATCH",
        "/channels/{channel_id}/messages/{message_id}",
        channel_id=channel.id,
        message_id=message_id,
    )
    return await client.http.request(route, json=body)


async def refused(client: discord.Client, channel: FakeChannel, body: dict[str, Any]) -> str:
    with pytest.raises(discord.HTTPException) as error:
        await post(client, channel, body)
    assert error.value.status == 400
    return str(error.value)


async def test_a_layout_view_with_its_picture_is_taken_and_read(
    fake_discord: FakeDiscord, client: discord.Client, channel: FakeChannel
) -> None:
    place = client.get_channel(channel.id)
    assert isinstance(place, discord.TextChannel)
    picture = discord.File(io.BytesIO(b"png"), filename="table.png", description="the table")
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay("## Hand 1 of 13"),
            discord.ui.Section(
                discord.ui.TextDisplay("Seat 1"),
                accessory=discord.ui.Thumbnail("attachment://table.png"),
            ),
            discord.ui.MediaGallery(discord.MediaGalleryItem(picture)),
            discord.ui.ActionRow(discord.ui.Button(label="My hand", custom_id="x:hand")),
            accent_colour=discord.Colour(0x0072B2),
        )
    )
    sent = await place.send(view=view, file=picture)
    message = fake_discord.state.messages[sent.id]
    assert message.flags & V2 and message.content == "" and message.embeds == []
    assert "Hand 1 of 13" in message.text and "Seat 1" in message.text
    assert message.component(label="My hand") is not None
    assert [a.filename for a in message.attachments] == ["table.png"]


@pytest.mark.parametrize(
    ("components", "said"),
    [
        # A container in a container.
        ([{"type": 17, "components": [{"type": 17, "components": [text("a")]}]}], "type"),
        # A section of four texts, and one without its accessory.
        ([{"type": 9, "components": [text("a")] * 4, "accessory": button("b")}], "components"),
        ([{"type": 9, "components": [text("a")]}], "accessory"),
        # A button outside an action row, a select beside a button, an empty text.
        ([button("a")], "type"),
        (
            [
                {
                    "type": 1,
                    "components": [
                        button("a"),
                        {"type": 3, "custom_id": "s", "options": [{"label": "x", "value": "x"}]},
                    ],
                }
            ],
            "width",
        ),
        ([text("")], "content"),
        # Forty-one components; 4,001 characters of text.
        ([{"type": 17, "components": [text("a")] * 40}], "40"),
        ([text("a" * 2000), text("b" * 2001)], "4000"),
        # A picture named that the message does not have; a gallery of nothing.
        ([{"type": 12, "items": [{"media": {"url": "attachment://table.png"}}]}], "table.png"),
        ([{"type": 12, "items": []}], "items"),
    ],
)
async def test_a_layout_discord_refuses_is_refused(
    client: discord.Client, channel: FakeChannel, components: list[dict[str, Any]], said: str
) -> None:
    assert said in await refused(client, channel, {"flags": V2, "components": components})


async def test_the_flag_allows_no_content_or_embeds_and_layouts_need_it(
    client: discord.Client, channel: FakeChannel
) -> None:
    layout = [text("hello")]
    assert "components v2" in await refused(
        client, channel, {"flags": V2, "content": "hi", "components": layout}
    )
    assert "components v2" in await refused(
        client, channel, {"flags": V2, "embeds": [{"title": "T"}], "components": layout}
    )
    # Without the flag a text display is no component of a message.
    assert "type" in await refused(client, channel, {"components": layout})
    assert await post(client, channel, {"flags": V2, "components": layout})


async def test_an_edit_may_set_the_flag_but_never_take_it_away(
    fake_discord: FakeDiscord, client: discord.Client, channel: FakeChannel
) -> None:
    old = await post(client, channel, {"content": "old", "embeds": [{"title": "Table"}]})
    old_id = int(old["id"])
    # The old content and embeds stay unless the edit clears them: refused.
    with pytest.raises(discord.HTTPException) as error:
        await patch(client, channel, old_id, {"flags": V2, "components": [text("new")]})
    assert "components v2" in str(error.value)
    assert fake_discord.state.messages[old_id].content == "old"
    body = {"flags": V2, "content": "", "embeds": [], "components": [text("new")]}
    await patch(client, channel, old_id, body)
    message = fake_discord.state.messages[old_id]
    assert message.flags & V2 and message.text == "new"
    with pytest.raises(discord.HTTPException) as error:
        await patch(client, channel, old_id, {"flags": 0, "content": "back", "components": []})
    assert "cannot be removed" in str(error.value)
    # An edit without the flags keeps them, and the legacy fields stay refused.
    with pytest.raises(discord.HTTPException):
        await patch(client, channel, old_id, {"embeds": [{"title": "again"}]})
    assert fake_discord.state.messages[old_id].text == "new"
