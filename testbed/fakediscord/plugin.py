"""Pytest fixtures of the fake. Tests under ``tests/fakediscord`` get them from the local
``conftest.py``; other test folders import them in their own ``conftest.py``::

    from testbed.fakediscord.plugin import fake_discord

    __all__ = ["fake_discord"]
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from .fake import FakeDiscord


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A running `FakeDiscord`; discord.py points at it until the test ends."""
    async with FakeDiscord() as fake:
        yield fake
