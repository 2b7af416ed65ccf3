"""A player's private view of their hand, with the controls they can use now: a select of
their bids, a button per card, Claim; and the table's My hand button that opens it."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import CARDS, Card, Game, Phase, Suit, card, sort_for_display
from bot.service import ClaimNotCertain, Move, Outcome, PlaceBid, PlayCard, TableView
from bot.ui.plumbing.clicks import (
    COUNT,
    Clicked,
    DynamicButton,
    DynamicSelect,
    chosen,
    game_button,
    game_custom_id,
    game_template,
)
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language, private_language_from
from bot.ui.plumbing.layouts import GREEN, Layout, gallery, rows, side_colour
from bot.ui.plumbing.replies import send_private
from bot.ui.words.cards import bid_text, card_label, card_text, hand_text, suit_text
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.input import parse_bid_input
from bot.ui.words.names import who
from bot.ui.words.refusals import UserError
from bot.ui.words.tables import hand_heading, trick_text

from .pictures import hand_file


def hand_message(
    table: TableView, seat: int, lang: str = ENGLISH, picture: discord.File | None = None
) -> Layout:
    """A seat's private hand as one layout, in the colour of its side: the hand in words and
    its picture, the deal, the trick, what the player may do now, and the controls they can
    use now (the card buttons or the bid select)."""
    game = table.game
    assert game is not None
    options = table.options
    colour = side_colour(options.side_of(seat)) if seat < options.players else GREEN
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    layout = Layout(box)
    title = f"### {text(lang, 'hand-title')}"
    if game.is_over or seat not in game.seats:
        said = "game-is-over" if game.is_over else "hand-sit-out"
        box.add_item(discord.ui.TextDisplay(f"{title}\n{text(lang, said)}"))
        return layout
    turn_up = text(
        lang, "hand-turn-up", card=card_text(game.turn_up, lang), trump=suit_text(game.trump, lang)
    )
    heading = f"{title}\n**{hand_heading(game, lang)}** · {turn_up}"
    box.add_item(
        discord.ui.TextDisplay(f"{heading}\n{hand_text(game.hands[seat], game.trump, lang)}")
    )
    if picture is not None:
        box.add_item(gallery(picture))
    lines = []
    if game.trick:
        lines.append(f"**{text(lang, 'field-trick')}**\n{trick_text(table, game, lang)}")
    if game.to_act == seat and game.phase is Phase.BID:
        status = text(lang, "now-bid")
    elif game.to_act == seat:
        status = text(lang, "now-play")
    elif game.to_act is not None:
        waiting = (
            "waiting-bid"
            if game.phase is Phase.BID
            else "waiting-play"
            if game.trick
            else "waiting-lead"  # a lead is its own verb in many languages (izigrati)
        )
        status = text(lang, waiting, player=who(table, game.to_act, lang))
    else:
        status = text(lang, "waiting")
    lines.append(f"**{text(lang, 'field-now')}**\n{status}")
    box.add_item(discord.ui.TextDisplay("\n\n".join(lines)))
    for row in hand_controls(table.id, game, seat, lang):
        box.add_item(row)
    return layout


def hand_controls(
    game_id: int, game: Game, seat: int, lang: str = ENGLISH
) -> list[discord.ui.ActionRow[Any]]:
    """The controls a seat can use now: a select of its legal bids on its bid, one button per
    card on its play (illegal cards disabled) in rows of five, and Claim; nothing otherwise."""
    if game.to_act != seat:
        return []
    deal = game.deals
    if game.phase is Phase.BID:
        options = [
            discord.SelectOption(
                label=bid_text(bid, 0, lang), value="pass" if bid == 0 else str(bid)
            )
            for bid in game.legal_bids(seat)
        ]
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        row.add_item(BidSelect(game_id, deal, options, text(lang, "choose-bid")))
        return [row]
    if game.phase is not Phase.PLAY:
        return []
    legal = game.legal_mask(seat)
    cards = sort_for_display(game.hands[seat], game.trump)
    items: list[discord.ui.Item[Any]] = [
        CardButton(
            game_id,
            deal,
            each,
            label=card_label(each, lang),
            style=_card_style(each, game.trump),
            disabled=not legal >> each & 1,
        )
        for each in cards
    ]
    found = rows(items)
    if len(cards) > 1:  # one card left plays itself; Claim on its own row, apart from a card
        found += rows([ClaimButton(game_id, deal, label=text(lang, "button-claim"))])
    return found


async def hand_posting(
    table: TableView, seat: int, lang: str, *, pictures: bool
) -> tuple[Layout, discord.File | None]:
    """The hand's layout with its picture when the server shows pictures (none when the
    fonts cannot draw `lang`: the hand's words say it all)."""
    file = None
    game = table.game
    shown = game is not None and not game.is_over and seat in game.seats
    if shown and pictures:
        file = await hand_file(table, seat, lang)
    return hand_message(table, seat, lang, file), file


async def show_hand(host: Host, interaction: discord.Interaction[Any], table: TableView) -> None:
    """The player's hand, privately (in the channel, or in a direct message from a
    notification's My hand), with its picture when the server shows pictures."""
    seat = host.service.seat_of(table, interaction.user.id)
    if table.game is None:
        raise UserError("not-dealt")
    lang = await private_language(interaction)
    pictures = await host.pictures_on(table.guild_id)
    layout, file = await hand_posting(table, seat, lang, pictures=pictures)
    await send_private(interaction, view=layout, file=file)


async def play_in_place(
    host: Host, interaction: discord.Interaction[Any], game_id: int, deal: int, move: Move
) -> None:
    """A card button or bid select of a private hand: the hand is redrawn in place and the
    move announced to the table."""
    outcome = await host.service.play.act(game_id, interaction.user.id, move, deal=deal)
    await redraw(interaction, outcome)
    await host.news.publish(interaction, outcome)


async def redraw(interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """The private hand the player pressed, as it stands after their committed change (its
    language and pictures as the change carried them: nothing more is asked). A hand shown
    before the layouts (an embed) becomes one: its embed goes with the edit that sets the
    flag."""
    table = outcome.table
    seat = table.seat_of(interaction.user.id)
    assert seat is not None
    pictures = outcome.server is not None and outcome.server.pictures
    lang = private_language_from(interaction, outcome)
    layout, file = await hand_posting(table, seat, lang, pictures=pictures)
    await interaction.response.edit_message(
        content=None, embed=None, view=layout, attachments=[] if file is None else [file]
    )


async def claim_tricks(
    host: Host, interaction: discord.Interaction[Any], table: TableView, *, in_place: bool
) -> None:
    """A claim of every remaining trick (`/backalley claim`, or the hand's button: then the
    hand is redrawn in place). Refused, it is said privately; accepted, the table hears the
    claim and its play-out."""
    lang = await private_language(interaction)
    try:
        outcome = await host.service.coach.claim(table.id, interaction.user.id)
    except ClaimNotCertain:
        # Not which trick, nor with what: that would show the claimer an opponent's card.
        await send_private(interaction, text(lang, "refusal-claim"))
        return
    if in_place:
        await redraw(interaction, outcome)
    await host.news.publish(interaction, outcome, one_move=False)


class HandButton(Clicked, DynamicButton, template=game_template("hand")):
    """The table's My hand button: a fresh private hand at any time."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.primary
        super().__init__(game_button(game_id, "hand", label=label, style=style))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await show_hand(host, interaction, await host.service.require_any_table(self.game_id))


# Every card's code: a card button names its card as the engine writes it.
_CARD = "|".join(str(each) for each in CARDS)


class CardButton(
    Clicked, DynamicButton, template=game_template("play", rf"(?P<deal>{COUNT})\.(?P<card>{_CARD})")
):
    """A card of a private hand, for the deal it was dealt in."""

    def __init__(
        self,
        game_id: int,
        deal: int,
        card: Card,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            game_button(
                game_id, "play", f"{deal}.{card}", label=label, style=style, disabled=disabled
            ),
            row=row,
        )
        self.game_id = game_id
        self.deal = deal
        self.card = card

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CardButton:
        return cls(int(match["game"]), int(match["deal"]), card(match["card"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await play_in_place(host, interaction, self.game_id, self.deal, PlayCard(self.card))


class BidSelect(Clicked, DynamicSelect, template=game_template("bid", rf"(?P<deal>{COUNT})")):
    """The bids of a private hand, for the deal they are bids of."""

    def __init__(
        self,
        game_id: int,
        deal: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=game_custom_id(game_id, "bid", deal),
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="pass", value="pass")],
            )
        )
        self.game_id = game_id
        self.deal = deal

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BidSelect:
        return cls(int(match["game"]), int(match["deal"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        # One of the bids the select offered, as Discord sent it (a changed client may send
        # none, several or any text).
        values = chosen(interaction)
        bid = parse_bid_input(values[0]) if len(values) == 1 else None
        if bid is None:
            raise UserError("refusal-stale")
        await play_in_place(host, interaction, self.game_id, self.deal, PlaceBid(bid))


class ClaimButton(Clicked, DynamicButton, template=game_template("claim", rf"(?P<deal>{COUNT})")):
    """The Claim button of a private hand: a claim refused is said privately; accepted, the
    hand is redrawn in place and the table hears the claim and its play-out."""

    def __init__(
        self, game_id: int, deal: int, *, label: str | None = None, row: int | None = None
    ) -> None:
        style = discord.ButtonStyle.success
        super().__init__(game_button(game_id, "claim", deal, label=label, style=style), row=row)
        self.game_id = game_id
        self.deal = deal

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ClaimButton:
        return cls(int(match["game"]), int(match["deal"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        table = await host.service.require_any_table(self.game_id)
        if table.game is None or table.game.deals != self.deal:
            raise UserError("refusal-stale")
        await claim_tricks(host, interaction, table, in_place=True)


def _card_style(card: Card, trump: Suit | None) -> discord.ButtonStyle:
    if card.is_joker or (trump is not None and card.suit == trump):
        return discord.ButtonStyle.primary
    return discord.ButtonStyle.secondary
