"""Pictures reach Discord as attachments with their text equivalents, and a server can turn
them off."""

from __future__ import annotations

import logging
import random

import discord
import pytest

from bot.running.app import BackAlleyBot
from bot.ui.images import configure_fonts, fonts
from bot.ui.words.i18n import text
from tests.layout_reading import gallery_alts, gallery_urls

from .conftest import World
from .driver import open_hand, settled, start_match, table_of, take_turn

PNG = b"\x89PNG\r\n\x1a\n"


async def test_hand_table_and_score_sheet_pictures(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="2")
    (table_png,) = match.table_message.attachments
    assert table_png.filename == "table.png" and table_png.data.startswith(PNG)
    assert table_png.description and "Hand 1" in table_png.description
    # The layout shows the picture in its gallery, with the same text for screen readers.
    assert gallery_urls(match.table_message) == ["attachment://table.png"]
    assert gallery_alts(match.table_message) == [table_png.description]

    member = world.member(table_of(bot, match.game_id).user_to_act)  # type: ignore[arg-type]
    hand = (await open_hand(world, member, match)).response
    assert hand is not None
    (hand_png,) = hand.attachments
    assert hand_png.filename == "hand.png" and hand_png.data.startswith(PNG)
    assert hand_png.description
    assert gallery_urls(hand) == ["attachment://hand.png"]
    assert gallery_alts(hand) == [hand_png.description]

    rng = random.Random(1)
    while await settled(world, bot, match.game_id) is not None:
        await take_turn(world, bot, match, rng, "slash")
    scored = await fake.wait_until(
        lambda: [m for m in fake.public_messages(match.place) if "scored" in m.text]
    )
    (sheet,) = scored[0].attachments
    assert sheet.filename == "scores.png" and sheet.data.startswith(PNG)
    assert sheet.description and "Team 1" in sheet.description
    # The table message is redrawn with the final picture.
    await fake.wait_until(lambda: "The game is over" in match.table_message.text)
    assert match.table_message.attachments[0].data != table_png.data
    fake.assert_no_failed_interactions()


async def test_a_server_can_turn_pictures_off(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    host = world.players[0]
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(host, managers)
    ix = await fake.slash(host, world.channel, "backalley settings", images=False)
    assert "cards, tables and scores:** off" in ix.response.text  # type: ignore[union-attr]
    match = await start_match(world, bot, hands="1")
    assert match.table_message.attachments == []
    assert gallery_urls(match.table_message) == []
    member = world.member(table_of(bot, match.game_id).user_to_act)  # type: ignore[arg-type]
    hand = (await open_hand(world, member, match)).response
    assert hand is not None and hand.attachments == []
    # Every picture has its text: the hand is listed in the layout itself.
    game = table_of(bot, match.game_id).game
    assert game is not None
    seat = table_of(bot, match.game_id).seat_of(member.id)
    assert all(card.label in hand.text for card in game.hand(seat))  # type: ignore[arg-type]


async def test_without_a_font_for_the_labels_a_message_goes_without_its_picture(
    world: World, bot: BackAlleyBot, caplog: pytest.LogCaptureFixture
) -> None:
    """A Korean player on a machine with DejaVu alone (no Hangul): their hand comes as text,
    with one warning in the log however often it is asked for; English pictures still go."""
    dejavu = fonts.font_path("regular")
    if dejavu is None:
        pytest.skip("DejaVu Sans is not installed (Debian: fonts-dejavu-core)")
    configure_fonts([dejavu.parent])
    try:
        match = await start_match(world, bot, hands="2")
        (table_png,) = match.table_message.attachments  # the server speaks English
        assert table_png.data.startswith(PNG)
        member = world.member(table_of(bot, match.game_id).user_to_act)  # type: ignore[arg-type]
        member.user.locale = "ko"
        with caplog.at_level(logging.WARNING):
            for _ in range(2):
                hand = (await open_hand(world, member, match)).response
                assert hand is not None and hand.attachments == []
                assert gallery_urls(hand) == []
                assert text("ko", "hand-title") in hand.text  # the text-only hand, in Korean
        warned = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warned) == 1 and "labels" in warned[0].getMessage(), warned
        member.user.locale = "en-US"
        hand = (await open_hand(world, member, match)).response
        assert hand is not None and len(hand.attachments) == 1
    finally:
        configure_fonts(None)
    world.fake.assert_no_failed_interactions()


async def test_at_a_server_whose_language_no_font_draws_the_table_goes_text_only(
    world: World, bot: BackAlleyBot, caplog: pytest.LogCaptureFixture
) -> None:
    """The server turns to Korean mid-game on a machine without Hangul: the table message is
    edited without its picture (the old English one goes too), and the score sheet is left
    out of the hand's result."""
    fake = world.fake
    dejavu = fonts.font_path("regular")
    if dejavu is None:
        pytest.skip("DejaVu Sans is not installed (Debian: fonts-dejavu-core)")
    configure_fonts([dejavu.parent])
    try:
        host = world.players[0]
        managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
        fake.give_role(host, managers)
        match = await start_match(world, bot, hands="1")
        assert len(match.table_message.attachments) == 1
        ix = await fake.slash(host, world.channel, "backalley settings", language="ko")
        assert ix.response is not None and not ix.failed
        rng = random.Random(2)
        with caplog.at_level(logging.WARNING):
            await take_turn(world, bot, match, rng, "slash")
            korean = text("ko", "field-turn")
            await fake.wait_until(lambda: korean in match.table_message.text)
            assert match.table_message.attachments == []
            assert gallery_urls(match.table_message) == []
            while await settled(world, bot, match.game_id) is not None:
                await take_turn(world, bot, match, rng, "slash")
            title = text("ko", "hand-scored-title", number=1, total=1)
            scored = await fake.wait_until(
                lambda: [m for m in fake.public_messages(match.place) if title in m.text]
            )
            assert scored[0].attachments == []
        warned = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warned) == 1 and "labels" in warned[0].getMessage(), warned
    finally:
        configure_fonts(None)
    fake.assert_no_failed_interactions()
