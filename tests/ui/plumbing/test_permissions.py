"""What a feature declares it needs of Discord, and what a place or a server lacks of it, in
the reader's words."""

from __future__ import annotations

import discord
import pytest

from bot.ui.plumbing.permissions import (
    PERMISSION_NAMES,
    Needs,
    asked,
    features_text,
    held_back,
    missing,
)
from bot.ui.words.i18n import LANGUAGES, text

TABLE = Needs(
    "feature-table",
    in_channel=("view_channel", "send_messages", "create_public_threads"),
    in_thread=("view_channel", "send_messages_in_threads"),
)
DAILY = Needs("feature-daily", in_channel=("create_private_threads",), in_thread=TABLE.in_thread)
ROLE = Needs("feature-champion-role", in_server=("manage_roles",), setting="x", optional=True)


def test_every_permission_a_feature_may_need_is_discords_and_named_in_every_language() -> None:
    for flag, message in PERMISSION_NAMES.items():
        assert flag in discord.Permissions.VALID_FLAGS, flag
        assert message == f"perm-name-{flag}"
        for lang in LANGUAGES:
            assert text(lang, message) != message


def test_a_declaration_names_only_what_the_catalogs_name_and_says_when_it_is_used() -> None:
    with pytest.raises(ValueError, match="no catalog names"):
        Needs("feature-table", in_channel=("manage_webhooks",))
    with pytest.raises(ValueError, match="no setting"):
        Needs("feature-champion-role", in_server=("manage_roles",), optional=True)
    assert TABLE.flags == (
        "view_channel",
        "send_messages",
        "create_public_threads",
        "send_messages_in_threads",
    )
    assert TABLE.used({}) and not ROLE.used({"x": None}) and ROLE.used({"x": 12})


def test_the_grant_of_several_features_is_their_union() -> None:
    granted = asked([TABLE, DAILY])
    assert granted == discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        create_public_threads=True,
        create_private_threads=True,
    )
    assert asked([]) == discord.Permissions.none()


def test_a_place_lacks_what_its_features_need_in_a_channel_or_a_thread() -> None:
    only_view = discord.Permissions(view_channel=True)
    assert missing(only_view, [TABLE, DAILY], thread=False) == [
        "send_messages",
        "create_public_threads",
        "create_private_threads",
    ]
    assert missing(only_view, [TABLE, DAILY], thread=True) == ["send_messages_in_threads"]


def test_a_server_holds_back_the_features_it_uses_that_lack_a_permission() -> None:
    granted = asked([TABLE])
    assert held_back(granted, [TABLE, DAILY, ROLE], {}) == [(DAILY, ["create_private_threads"])]
    assert held_back(granted, [TABLE, DAILY, ROLE], {"x": 1}) == [
        (DAILY, ["create_private_threads"]),
        (ROLE, ["manage_roles"]),
    ]
    assert held_back(discord.Permissions(administrator=True), [TABLE, DAILY, ROLE], {"x": 1}) == []
    found = held_back(discord.Permissions.none(), [TABLE, DAILY], {})
    assert features_text(found, "en") == (
        "games (View Channel, Send Messages, Create Public Threads, and Send Messages in Threads)"
        " and the daily deal (Create Private Threads, View Channel, and Send Messages in Threads)"
    )
    assert "partida del día (Crear hilos privados" in features_text(found, "es")
