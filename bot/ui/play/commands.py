"""The table's commands: `/hand`, `/bid` and `/play`, and its part of `/backalley` (away and
back, abandon, the table posted again, the last trick, a claim, a hint, a review, the rules,
the record); and the buttons the table and the private hands register."""

from __future__ import annotations

import io
import json
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import PRESET_NAMES, Move, PlaceBid, PlayCard, TableView
from bot.ui.plumbing.clicks import register
from bot.ui.plumbing.host import Host, table_here
from bot.ui.plumbing.languages import private_language, public_language
from bot.ui.plumbing.permissions import Needs
from bot.ui.plumbing.replies import answer_posted, place_of, say, send_private
from bot.ui.words.cards import card_label
from bot.ui.words.i18n import text
from bot.ui.words.input import (
    WHOLE_GAME,
    card_readings,
    parse_bid_input,
    parse_review_choice,
    whole_number,
)
from bot.ui.words.refusals import UserError
from bot.ui.words.results import rules_embed

from .away import read_away_until
from .choices import Choices
from .coach import game_review_embed, hand_review_embed, hint_text
from .hand import BidSelect, CardButton, ClaimButton, HandButton, claim_tricks, show_hand
from .last_trick import LastTrickButton, show_last_trick
from .nudge import RemindButton
from .takebacks import AllowButton, RefuseButton, TakebackButton

# Every button and select of the table, the private hands and the take-backs: registered
# once, so that those of every message ever sent work after a restart.
BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    HandButton,
    LastTrickButton,
    RemindButton,
    BidSelect,
    CardButton,
    ClaimButton,
    TakebackButton,
    AllowButton,
    RefuseButton,
)

# What the table needs where a game is played: in its thread, or in the lobby's channel,
# where the thread is opened (and where the game stays when it cannot be). Answers to the
# players need none; what the bot posts by itself does (docs/admins.md says what each is for).
TABLE = Needs(
    "feature-table",
    in_channel=(
        "view_channel",
        "send_messages",
        "embed_links",
        "attach_files",
        "read_message_history",
        "create_public_threads",
    ),
    in_thread=(
        "view_channel",
        "send_messages_in_threads",
        "embed_links",
        "attach_files",
        "read_message_history",
    ),
)
PERMISSIONS = (TABLE,)

# The longest text each typed option takes: a bid (`pass`, `board`, `패스`), a card (`dronning
# af hjerter`, `little blooper`), a time (`2026-12-24 18:00`), a hand's number or `game`.
BID_TEXT, CARD_TEXT, UNTIL_TEXT, REVIEW_TEXT = 20, 40, 40, 20
PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in PRESET_NAMES]


class PlayCog(commands.Cog, name="Play"):
    """`/hand`, `/bid`, `/play`: the moves typed rather than clicked."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.choices = Choices(bot.service)

    @app_commands.command(name="hand", description="See your hand and play it (only you see it)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await show_hand(self.bot, interaction, await table_here(self.bot, interaction))

    @app_commands.command(name="bid", description="Bid: pass, a number of tricks, or board")
    @app_commands.describe(amount="pass, a number of tricks, or board")
    @app_commands.guild_only()
    async def bid(
        self, interaction: discord.Interaction[Any], amount: app_commands.Range[str, 1, BID_TEXT]
    ) -> None:
        table = await table_here(self.bot, interaction)
        bid = parse_bid_input(amount, await private_language(interaction))
        await self._act(interaction, table, PlaceBid(bid))

    @bid.autocomplete("amount")
    async def bid_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices.bids(interaction, current)

    @app_commands.command(name="play", description="Play a card, like AS, 10H or BJ")
    @app_commands.describe(
        card="The card as your hand shows it (Q♦), as a code (QD) or by name; BJ / LJ"
    )
    @app_commands.guild_only()
    async def play(
        self, interaction: discord.Interaction[Any], card: app_commands.Range[str, 1, CARD_TEXT]
    ) -> None:
        table = await table_here(self.bot, interaction)
        lang = await private_language(interaction)
        readings = card_readings(card, lang)
        if len(readings) > 1:
            # A code read two ways (Spanish `AC`: corazones, or the English clubs): the
            # card the player holds, if they hold one of them only.
            hand = self.bot.service.held_by(table, interaction.user.id)
            held = [c for c in readings if c in hand]
            if len(held) != 1:
                first, second = (card_label(c, lang) for c in readings[:2])
                raise UserError("error-card-ambiguous", text=card[:40], first=first, second=second)
            readings = held
        if not readings:
            raise UserError("error-bad_card", text=card[:40])
        await self._act(interaction, table, PlayCard(readings[0]))

    @play.autocomplete("card")
    async def card_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices.cards(interaction, current)

    async def _act(
        self, interaction: discord.Interaction[Any], table: TableView, move: Move
    ) -> None:
        outcome = await self.bot.service.play.act(table.id, interaction.user.id, move)
        await self.bot.news.publish(interaction, outcome)


class PlayCommands(commands.Cog):
    """The table's part of `/backalley` (joined into the one group by `bot.ui.backalley`)."""

    bot: Host

    @app_commands.command(name="away", description="Let the computer play your turns for now")
    @app_commands.describe(
        until="Back by yourself then: a duration (3d, 12h, 2d6h) or a date (2026-12-24), 30 days"
        " at most"
    )
    async def away(
        self,
        interaction: discord.Interaction[Any],
        until: app_commands.Range[str, 1, UNTIL_TEXT] | None = None,
    ) -> None:
        table = await table_here(self.bot, interaction)
        back_at = None
        if until is not None:
            # A date is read in the player's own time zone (`prefs timezone:`), else UTC.
            seat = table.seat_of(interaction.user.id)
            taken = None if seat is None else table.seats[seat]
            zone = None if taken is None else taken.time_zone
            back_at = read_away_until(until, self.bot.service.clock(), zone=zone)
        outcome = await self.bot.service.play.set_away(
            table.id, interaction.user.id, True, until=back_at
        )
        await say(interaction, outcome)

    @app_commands.command(name="back", description="Take your seat back from the computer")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        await say(
            interaction, await self.bot.service.play.set_away(table.id, interaction.user.id, False)
        )

    @app_commands.command(
        name="abandon", description="End this game without a result (host or Manage Server)"
    )
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        is_admin = bool(interaction.permissions.manage_guild)
        outcome = await self.bot.service.play.abandon(
            table.id, interaction.user.id, is_admin=is_admin
        )
        await say(interaction, outcome)

    @app_commands.command(name="table", description="Post the table of this channel's game again")
    async def table(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        posting = await self.bot.tables.message(
            table,
            await public_language(interaction),
            client=interaction.client,
            allowed=interaction.app_permissions,
        )
        message_id = await answer_posted(interaction, **posting.send_kwargs())
        await self.bot.service.lobby.set_message(table.id, message_id)

    @app_commands.command(
        name="lasttrick", description="See the last trick of the hand in play (only you)"
    )
    async def lasttrick(self, interaction: discord.Interaction[Any]) -> None:
        await show_last_trick(self.bot, interaction, await table_here(self.bot, interaction))

    @app_commands.command(
        name="claim", description="Claim every remaining trick of the hand (your turn)"
    )
    async def claim(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        await claim_tricks(self.bot, interaction, table, in_place=False)

    @app_commands.command(
        name="hint",
        description="What the strongest computer would do in your place (if allowed)",
    )
    async def hint(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        # The strongest computer's search may outlast Discord's 3 s: answer first, privately.
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, hint = await self.bot.service.coach.hint(table.id, interaction.user.id)
        await send_private(interaction, hint_text(hint, await private_language(interaction)))

    @app_commands.command(
        name="review", description="Your decisions in a finished hand beside the strong computer's"
    )
    @app_commands.describe(
        hand="A hand number (default: the last finished), or the whole game",
        daily="Review each hand of your finished daily deal",
    )
    async def review(
        self,
        interaction: discord.Interaction[Any],
        hand: app_commands.Range[str, 1, REVIEW_TEXT] | None = None,
        daily: bool = False,
    ) -> None:
        lang = await private_language(interaction)
        place, user = place_of(interaction), interaction.user.id
        chosen = parse_review_choice(hand or "", lang)
        if chosen is None:
            raise UserError("review-bad-hand", word=text(lang, "review-game-word"))
        if daily:
            await self.review_daily(interaction)
            return
        # A review searches for a while: answer first, privately, then say it.
        await interaction.response.defer(ephemeral=True, thinking=True)
        if chosen == WHOLE_GAME:
            found = await self.bot.service.coach.review_game(place, user)
            assert found.game is not None
            embed = game_review_embed(found.table, found.game, lang)
        else:
            number = chosen if isinstance(chosen, int) else None
            found = await self.bot.service.coach.review(place, user, number)
            assert found.hand is not None
            embed = hand_review_embed(found.hand, lang)
        await interaction.followup.send(embed=embed, ephemeral=True)

    async def review_daily(self, interaction: discord.Interaction[Any]) -> None:
        """`review daily:True`: answered by the daily deal's room, which is above the table's
        (`bot.ui.daily.commands` gives this method when the group is composed)."""
        raise NotImplementedError

    @review.autocomplete("hand")
    async def review_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """The whole game, in the player's words, beside the hand number being typed."""
        lang = await private_language(interaction)
        whole = app_commands.Choice(name=text(lang, "review-choice-game"), value=WHOLE_GAME)
        typed = current.strip()
        number = (
            [] if whole_number(typed) is None else [app_commands.Choice(name=typed, value=typed)]
        )
        return [*number, whole]

    @app_commands.command(name="rules", description="A summary of the rules of a preset")
    @app_commands.describe(preset="The preset (default: this channel's game, else classic)")
    @app_commands.choices(preset=PRESET_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], preset: str | None = None) -> None:
        if preset is None:
            here = await self.bot.service.table_at(place_of(interaction))
            preset = here.preset if here is not None else "classic"
        lang = await private_language(interaction)
        await send_private(interaction, embed=rules_embed(preset, lang))

    @app_commands.command(
        name="record", description="The game record (JSON) of this channel's game, for replays"
    )
    async def record(self, interaction: discord.Interaction[Any]) -> None:
        record = await self.bot.service.record_at(place_of(interaction), interaction.user.id)
        if record is None:
            raise UserError("no-record")
        data = json.dumps(record.data, indent=1).encode()
        lang = await private_language(interaction)
        note = text(lang, "record-complete" if record.complete else "record-partial")
        await interaction.response.send_message(
            note,
            file=discord.File(io.BytesIO(data), filename=f"backalley-{record.game_id}.json"),
            ephemeral=True,
        )


async def setup(bot: commands.Bot) -> None:
    register(bot, *BUTTONS)
    await bot.add_cog(PlayCog(cast(Host, bot)))
