"""The table and the hand as Components V2 layouts through the real client: within Discord's
limits at the largest table and hand in every language, the flag alone (no content, no
embed), an embed table of before the layouts turned into one mid-game, and the layouts
without the permissions to attach files or show outside pictures."""

from __future__ import annotations

import io
import random

import discord
import pytest

from bot.engine import Phase
from bot.running.app import BackAlleyBot
from bot.ui.play.hand import CardButton
from bot.ui.play.table import table_view
from bot.ui.plumbing.layouts import side_colour
from bot.ui.words.i18n import LANGUAGES, text
from testbed.fakediscord import FakeMessage
from tests.layout_reading import V2, accent, assert_layout, gallery_urls

from .conftest import World
from .driver import Match, play_until, settled, start_match, table_of, take_turn

EPHEMERAL = 1 << 6
# Long names in many scripts: the pictures draw them, the layouts mention them.
LONG_NAMES = (
    "Ἀλεξάνδρα Παπαδοπούλου-Χρυσοχόου",
    "김수한무거북이와두루미삼천갑자동방삭",
    "Александра Рождественская-Кузнецова",
    "عبدالرحمن بن عبدالعزيز الهاشمي",
)


def kinds(message: FakeMessage) -> list[int]:
    return [int(c["type"]) for c in message.walk_components()]


@pytest.mark.parametrize("lang", list(LANGUAGES))
async def test_the_largest_table_and_hand_fit_discords_limits_in_each_language(
    world: World, bot: BackAlleyBot, lang: str
) -> None:
    fake = world.fake
    host = world.players[0]
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(host, managers)
    await fake.slash(host, world.channel, "backalley settings", language=lang)
    for member, name in zip(world.players, LONG_NAMES, strict=True):
        member.nick = name
        ix = await fake.slash(member, world.channel, "backalley language", language=lang)
        assert not ix.failed
    lobby = (await fake.slash(host, world.channel, "backalley new", hands="13")).response
    assert lobby is not None
    for member in world.players[1:]:
        assert not (await fake.click(member, lobby, label=text(lang, "button-join"))).failed
    assert not (await fake.click(host, lobby, label=text(lang, "button-start"))).failed
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    label = text(lang, "button-hand")
    table_message = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if m.component(label=label)), None)
    )
    game_id = (await fake.wait_until(lambda: bot.service.registry.held_at(place.id))).id
    match = Match(game_id, place, lobby, table_message)

    assert_layout(table_message)
    assert kinds(table_message).count(9) == 4, "a section per seat"
    assert kinds(table_message).count(11) == 4, "each seat with its player's face"
    alts = [str(c.get("description")) for c in table_message.walk_components() if c["type"] == 11]
    for name in LONG_NAMES:  # whose face it is, for screen readers
        assert sum(name in alt for alt in alts) == 1
    table = table_of(bot, game_id)
    assert table.game is not None and table.game.to_act is not None
    side = table.options.side_of(table.game.to_act)
    assert accent(table_message) == side_colour(side).value
    assert text(lang, "field-scores") in table_message.text

    # The bid: the select of every legal bid.
    member = world.member(table.user_to_act)  # type: ignore[arg-type]
    ix = await fake.click(member, table_message, label=label)
    assert not ix.failed and ix.ephemeral and ix.response is not None
    assert_layout(ix.response)
    (select,) = ix.response.selects
    assert len(select["options"]) == len(table.game.legal_bids())

    # The lead of a 13-card hand: thirteen cards and Claim, within the limits.
    table = await play_until(world, bot, match, random.Random(3), lambda g: g.phase is Phase.PLAY)
    game = table.game
    assert game is not None and game.to_act is not None and len(game.hand(game.to_act)) == 13
    member = world.member(table.user_to_act)  # type: ignore[arg-type]
    ix = await fake.click(member, table_message, label=label)
    assert not ix.failed and ix.response is not None
    hand = ix.response
    assert_layout(hand)
    assert len(hand.buttons) == 14
    playable = [b for b in hand.buttons if not b.get("disabled")]
    assert len(playable) == len(game.legal_cards()) + 1, "the cards it may lead, and Claim"
    assert text(lang, "hand-title") in hand.text
    await bot.tables.flush()
    assert_layout(table_message)
    assert all(version["flags"] & V2 for version in table_message.versions)
    fake.assert_no_failed_interactions()


async def test_an_embed_table_of_before_the_layouts_becomes_one_at_the_next_change(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    # The table as the bot posted it before the layouts: content, an embed showing its
    # attached picture, and a row of the same buttons.
    thread = bot.get_channel(match.place.id)
    assert isinstance(thread, discord.Thread)
    embed = discord.Embed(title="Back Alley — classic", description="Hand 1 of 1")
    embed.set_image(url="attachment://table.png")
    picture = discord.File(io.BytesIO(b"\x89PNG old"), filename="table.png")
    sent = await thread.send(
        "the game is on", embed=embed, view=table_view(match.game_id), file=picture
    )
    await bot.service.lobby.set_message(match.game_id, sent.id)
    old = fake.state.messages[sent.id]
    assert not old.flags & V2 and old.embeds

    # Its buttons still work: the hand comes as a layout.
    member = world.member(table_of(bot, match.game_id).user_to_act)  # type: ignore[arg-type]
    hand = await fake.click(member, old, label="My hand")
    assert not hand.failed and hand.response is not None
    assert_layout(hand.response)

    # The next move edits it in place into a layout: same message, same id, the new picture.
    at_old = Match(match.game_id, match.place, match.lobby, old)
    await take_turn(world, bot, at_old, random.Random(1), "slash")
    await fake.wait_until(lambda: bool(old.flags & V2))
    await bot.tables.flush()
    assert_layout(old)
    assert table_of(bot, match.game_id).message_id == old.id
    assert [a.filename for a in old.attachments] == ["table.png"]
    assert not old.attachments[0].data.startswith(b"\x89PNG old")
    assert gallery_urls(old) == ["attachment://table.png"]
    assert old.versions[0]["embeds"], "it was an embed"
    # And its buttons go on working, now in the layout.
    again = await fake.click(member, old, label="Last trick")
    assert not again.failed
    fake.assert_no_failed_interactions()


async def test_a_private_hand_of_before_the_layouts_plays_and_becomes_one(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    table = await play_until(world, bot, match, random.Random(2), lambda g: g.phase is Phase.PLAY)
    game = table.game
    assert game is not None and game.to_act is not None
    member = world.member(table.user_to_act)  # type: ignore[arg-type]
    # The private hand as the bot showed it before the layouts: an embed over rows of cards.
    old_view = discord.ui.View(timeout=None)
    for card in game.hand(game.to_act):
        old_view.add_item(CardButton(match.game_id, game.deals, card, label=str(card)))
    body = {
        "embeds": [discord.Embed(title="Your hand", description="old").to_dict()],
        "components": old_view.to_components(),
    }
    old = fake.state.create_message(
        match.place, fake.bot_user, body, flags=EPHEMERAL, visible_to=member.id
    )
    card = game.legal_cards()[0]
    ix = await fake.click(member, old, f"ba:{match.game_id}:play:{game.deals}.{card}")
    assert not ix.failed and ix.response_type == 7, ix.errors
    assert ix.response is old
    assert_layout(old)
    assert "Your hand" in old.text and "old" not in old.text
    seat = game.to_act
    after = table_of(bot, match.game_id).game
    assert after is not None and card not in after.hand(seat), "the card was played"
    fake.assert_no_failed_interactions()


async def test_without_attach_files_or_embed_links_the_table_is_text_and_buttons(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    bot_role = fake.bot_role(world.guild)
    deny = discord.Permissions(attach_files=True, embed_links=True)
    fake.set_permissions(world.channel, bot_role, deny=deny)
    match = await start_match(world, bot, hands="2")
    table_message = match.table_message
    assert_layout(table_message)
    assert table_message.attachments == [] and gallery_urls(table_message) == []
    assert 11 not in kinds(table_message), "no outside pictures: the seats as text"
    assert "Seat 1" in table_message.text and "Scores" in table_message.text
    rng = random.Random(5)
    await take_turn(world, bot, match, rng, "slash")
    await settled(world, bot, match.game_id)
    await bot.tables.flush()
    assert table_message.edits >= 1
    assert_layout(table_message)
    assert table_message.attachments == [] and 11 not in kinds(table_message)
    fake.assert_no_failed_interactions()
