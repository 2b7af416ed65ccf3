"""`/hand`, `/bid`, `/play`, and the buttons of the table and of a private hand."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import (
    ClaimNotCertain,
    Move,
    Outcome,
    PlaceBid,
    PlayCard,
    TableView,
    TakebackAnswered,
    TakebackAsked,
)
from bot.ui.cards import bid_text, card_label, card_name
from bot.ui.coach import claim_refusal
from bot.ui.components import answer_view, takeback_view
from bot.ui.hand import hand_message
from bot.ui.input import parse_bid_input, parse_card_input
from bot.ui.languages import private_language, public_language
from bot.ui.messages import report
from bot.ui.permissions import tell_what_is_missing
from bot.ui.pictures import add_score_sheet, attach_hand
from bot.ui.replies import UserError, place_of, send_private

from . import Host

MAX_CHOICES = 25


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.routes.game.update(
            hand=self.hand_button,
            play=self.card_button,
            bid=self.bid_select,
            claim=self.claim_button,
            takeback=self.takeback_button,
            allow=self.allow_button,
            refuse=self.refuse_button,
        )

    # ------------------------------------------------------------------ commands

    @app_commands.command(name="hand", description="See your hand and play it (only you see it)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await self._show_hand(
            interaction, await self.bot.service.require_table_at(place_of(interaction))
        )

    @app_commands.command(name="bid", description="Bid: pass, a number of tricks, or board")
    @app_commands.describe(amount="pass, a number of tricks, or board")
    @app_commands.guild_only()
    async def bid(self, interaction: discord.Interaction[Any], amount: str) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        bid = parse_bid_input(amount, await private_language(interaction))
        await self._act(interaction, table, PlaceBid(bid))

    @bid.autocomplete("amount")
    async def bid_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        lang = await private_language(interaction)
        choices = []
        for bid in await self.bot.service.bids_for(place_of(interaction), interaction.user.id):
            value = "pass" if bid == 0 else str(bid)
            name = bid_text(bid, 0, lang)
            if (
                value.startswith(typed)
                or name.lower().startswith(typed)
                or (typed == "0" and bid == 0)
            ):
                choices.append(app_commands.Choice(name=name, value=value))
        return choices[:MAX_CHOICES]

    @app_commands.command(name="play", description="Play a card, like AS, 10H or BJ")
    @app_commands.describe(card="The card: rank then suit (AS, 10H, QD), or BJ / LJ")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction[Any], card: str) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        parsed = parse_card_input(card, await private_language(interaction))
        if parsed is None:
            raise UserError("error-bad_card", text=card[:40])
        await self._act(interaction, table, PlayCard(parsed))

    @play.autocomplete("card")
    async def card_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        lang = await private_language(interaction)
        exact = parse_card_input(current, lang) if typed else None
        choices = []
        for card in reversed(
            await self.bot.service.cards_for(place_of(interaction), interaction.user.id)
        ):
            if (
                not typed
                or card == exact
                or card.code.lower().startswith(typed)
                or card.label.lower().startswith(typed)
                or card_label(card, lang).lower().startswith(typed)
                or card_name(card, lang).lower().startswith(typed)
            ):
                choices.append(app_commands.Choice(name=card_label(card, lang), value=card.code))
        return choices[:MAX_CHOICES]

    # ------------------------------------------------------------------ components

    async def hand_button(
        self, interaction: discord.Interaction[Any], game_id: int, _: str
    ) -> None:
        await self._show_hand(interaction, await self.bot.service.require_any_table(game_id))

    async def card_button(
        self, interaction: discord.Interaction[Any], game_id: int, arg: str
    ) -> None:
        deal, _, code = arg.partition(".")
        card = parse_card_input(code)
        await self._component_act(
            interaction, game_id, deal, None if card is None else PlayCard(card)
        )

    async def bid_select(
        self, interaction: discord.Interaction[Any], game_id: int, arg: str
    ) -> None:
        deal, _, value = arg.partition(".")
        bid = parse_bid_input(value)
        await self._component_act(
            interaction, game_id, deal, None if bid is None else PlaceBid(bid)
        )

    async def claim_button(
        self, interaction: discord.Interaction[Any], game_id: int, deal: str
    ) -> None:
        """The Claim button of a private hand: a claim refused is said privately; accepted,
        the hand is redrawn in place and the table hears the claim and its play-out."""
        table = await self.bot.service.require_any_table(game_id)
        if not deal.isdigit() or table.game is None or table.game.deals != int(deal):
            raise UserError("refusal-stale")
        await self.claim(interaction, table, in_place=True)

    async def claim(
        self, interaction: discord.Interaction[Any], table: TableView, *, in_place: bool
    ) -> None:
        lang = await private_language(interaction)
        try:
            outcome = await self.bot.service.coach.claim(table.id, interaction.user.id)
        except ClaimNotCertain as refusal:
            await send_private(interaction, claim_refusal(table, refusal.verdict, lang))
            return
        if in_place:
            seat = outcome.table.seat_of(interaction.user.id)
            assert seat is not None
            if outcome.table.game is not None and not outcome.table.game.is_over:
                embed, view = hand_message(outcome.table, seat, lang)
                await interaction.response.edit_message(embed=embed, view=view, attachments=[])
            else:
                await interaction.response.edit_message(view=None)
        await self._publish(interaction, outcome, one_move=False)

    async def takeback_button(
        self, interaction: discord.Interaction[Any], game_id: int, move: str
    ) -> None:
        """A player asks to take back their move: the other side is asked, in public."""
        place, _, row = move.partition(".")
        if not place.isdigit() or not row.isdigit():
            raise UserError("refusal-stale")
        outcome = await self.bot.service.takebacks.ask(
            game_id, interaction.user.id, int(place), int(row)
        )
        news = report(outcome.table, outcome.events, await public_language(interaction))
        asked = outcome.events[0]
        if isinstance(asked, TakebackAsked):
            news.view = answer_view(game_id, asked.move, await public_language(interaction))
        await interaction.response.send_message(**news.send_kwargs())
        if isinstance(asked, TakebackAsked):  # its buttons go when it lapses
            message = await interaction.original_response()
            await self.bot.service.takebacks.placed(game_id, asked.move, message.id)

    async def allow_button(
        self, interaction: discord.Interaction[Any], game_id: int, move: str
    ) -> None:
        await self._answer(interaction, game_id, move, allow=True)

    async def refuse_button(
        self, interaction: discord.Interaction[Any], game_id: int, move: str
    ) -> None:
        await self._answer(interaction, game_id, move, allow=False)

    async def _answer(
        self, interaction: discord.Interaction[Any], game_id: int, move: str, *, allow: bool
    ) -> None:
        """An answer to a take-back: the request's message says it, in place; its buttons go
        once the request is settled."""
        if not move.isdigit():
            raise UserError("refusal-stale")
        outcome = await self.bot.service.takebacks.answer(
            game_id, interaction.user.id, int(move), allow
        )
        lang = await public_language(interaction)
        news = report(outcome.table, outcome.events, lang)
        answered = outcome.events[0]
        assert isinstance(answered, TakebackAnswered)
        settled = answered.done or not answered.allowed
        before = interaction.message.content if interaction.message is not None else ""
        await interaction.response.edit_message(
            content=f"{before}\n{news.content}",
            view=None if settled else answer_view(game_id, answered.move, lang),
            allowed_mentions=news.allowed_mentions,
        )

    # ------------------------------------------------------------------ helpers

    async def _show_hand(self, interaction: discord.Interaction[Any], table: TableView) -> None:
        seat = self.bot.service.seat_of(table, interaction.user.id)
        if table.game is None:
            raise UserError("not-dealt")
        lang = await private_language(interaction)
        embed, view = hand_message(table, seat, lang)
        file = None
        if await self.bot.pictures_on(table.guild_id):
            file = await attach_hand(embed, table, seat, lang)
        await send_private(interaction, embed=embed, view=view, file=file)

    async def _act(
        self, interaction: discord.Interaction[Any], table: TableView, move: Move
    ) -> None:
        outcome = await self.bot.service.play.act(table.id, interaction.user.id, move)
        await self._publish(interaction, outcome)

    async def _component_act(
        self, interaction: discord.Interaction[Any], game_id: int, deal: str, move: Move | None
    ) -> None:
        """A card button or bid select of a private hand: the hand is redrawn in place and
        the move announced to the table."""
        if move is None or not deal.isdigit():
            raise UserError("refusal-stale")
        outcome = await self.bot.service.play.act(
            game_id, interaction.user.id, move, deal=int(deal)
        )
        seat = outcome.table.seat_of(interaction.user.id)
        assert seat is not None
        lang = await private_language(interaction)
        embed, view = hand_message(outcome.table, seat, lang)
        kwargs: dict[str, Any] = {"embed": embed, "view": view}
        if await self.bot.pictures_on(outcome.table.guild_id):
            # No picture in this language: the old one goes too, not left under the embed.
            file = await attach_hand(embed, outcome.table, seat, lang)
            kwargs["attachments"] = [] if file is None else [file]
        await interaction.response.edit_message(**kwargs)
        await self._publish(interaction, outcome)

    async def _publish(
        self, interaction: discord.Interaction[Any], outcome: Outcome, *, one_move: bool = True
    ) -> None:
        """Announce an accepted move to the table: a new public message, with a button for
        its player to ask to take it back (if the server allows take-backs)."""
        lang = await public_language(interaction)
        news = report(outcome.table, outcome.events, lang)
        table = outcome.table
        if (
            one_move
            and news.view is None
            and table.status == "active"
            and table.game is not None
            and await self.bot.leaderboards.setting_on(table.guild_id, "takebacks")
        ):
            move = len(table.game.actions) - 1
            news.view = takeback_view(table.id, f"{move}.{table.log_length - 1}", lang)
        if news.scored and await self.bot.pictures_on(outcome.table.guild_id):
            if not interaction.response.is_done():
                await interaction.response.defer()  # the score sheet takes a moment
            await add_score_sheet(news, outcome.table, lang)
        kwargs = news.send_kwargs()
        if interaction.response.is_done():
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(**kwargs)
        await tell_what_is_missing(interaction)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(cast(Host, bot)))
