"""A fake Discord API server (REST + gateway) on 127.0.0.1 for driving the real discord.py
client in tests. See README.md in this folder."""

from .errors import ApiError, FakeDiscordError, NonLocalNetworkError
from .fake import FakeDiscord
from .interactions import FakeInteraction
from .models import (
    FakeAttachment,
    FakeChannel,
    FakeCommand,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
)

__all__ = [
    "ApiError",
    "FakeAttachment",
    "FakeChannel",
    "FakeCommand",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeInteraction",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "NonLocalNetworkError",
]
