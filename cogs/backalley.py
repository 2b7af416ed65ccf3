"""`/backalley …`: lobbies (new, join, leave, start, cancel), abandon, table, rules, record,
and a player's own list of games (the one command that works in a direct message too)."""

from __future__ import annotations

import io
import json
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import PRESET_NAMES, Outcome
from bot.service.daily import check_schedule
from bot.service.quiet import parse_quiet
from bot.service.seasons import SEASON_KINDS
from bot.ui.away import read_away_until
from bot.ui.coach import game_review_embed, hand_review_embed, hint_text
from bot.ui.daily import open_daily, review_daily, show_month, show_traveller
from bot.ui.embeds import rules_embed
from bot.ui.games import games_answer
from bot.ui.hand import claim_tricks
from bot.ui.i18n import LANGUAGES, text
from bot.ui.input import WHOLE_GAME, parse_hands, parse_review_choice
from bot.ui.languages import private_language, public_language
from bot.ui.last_trick import show_last_trick
from bot.ui.lobby import answer_form, launch, lobby_message, open_lobby
from bot.ui.messages import report
from bot.ui.new_game import read_new_game, show_form
from bot.ui.permissions import permissions_line
from bot.ui.replies import UserError, place_of, send_private
from bot.ui.seasons import season_setting_lines
from bot.ui.servers import ask_to_forget
from bot.ui.table_message import table_message
from bot.ui.zones import UTC, known_zone, zone_choices

from . import Host

PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in PRESET_NAMES]
LEVEL_CHOICES = [
    app_commands.Choice(name=level, value=level) for level in ("strong", "basic", "random")
]

SEASON_CHOICES = [app_commands.Choice(name=kind, value=kind) for kind in SEASON_KINDS]
CLEAR_CHOICES = [
    app_commands.Choice(name=name, value=name) for name in ("announcements", "champion_role")
]
NOTIFY_CHOICES = [
    app_commands.Choice(name=name, value=value)
    for name, value in (("mention", "mention"), ("direct message", "dm"), ("none", "none"))
]
QUIET_OFF = ("off", "none", "-", "")

AUTOMATIC = "auto"
LANGUAGE_CHOICES = [
    app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()
] + [app_commands.Choice(name="automatic", value=AUTOMATIC)]


def _yes(on: object) -> str:
    return "yes" if on else "no"


# In a direct message only the player's list of games has a meaning; the other commands are
# about a server's channel and its game, and say so there (`interaction_check`).
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class BackAlleyCog(
    commands.GroupCog,
    name="BackAlley",
    group_name="backalley",
    group_description="Play Back Alley",
):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.guild_id is None and interaction.command is not self.games:
            raise app_commands.NoPrivateMessage()
        return True

    # ------------------------------------------------------------------ commands

    @app_commands.command(name="new", description="Open a Back Alley lobby in this channel")
    @app_commands.describe(
        preset="The rules: classic (25 hands), pagat (26 hands) or pagat-3 (three players)",
        hands="Your own hand sizes for a quicker game, e.g. 5,3,1",
        turn_timer="Time per turn before a reminder and a computer move: 30m, 12h, 2d (off)",
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        preset: str | None = None,
        hands: str | None = None,
        turn_timer: str | None = None,
    ) -> None:
        # Without any option, the form asks for them all; with one, the others' defaults.
        if preset is None and hands is None and turn_timer is None:
            await show_form(self.bot, interaction)
            return
        await open_lobby(self.bot, interaction, read_new_game(preset, hands, turn_timer))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """The new game's form, sent (it is read from its submission: see bot/ui/new_game)."""
        await answer_form(self.bot, interaction)  # nothing for any other interaction

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    @app_commands.describe(seat="A seat number (1-4), if you want a particular one")
    async def join(self, interaction: discord.Interaction[Any], seat: int | None = None) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        outcome = await self.bot.service.lobby.join(
            table.id,
            interaction.user.id,
            seat=None if seat is None else seat - 1,
            name=interaction.user.display_name,
        )
        await _say(interaction, outcome)

    @app_commands.command(name="addbot", description="Seat a computer player (host)")
    @app_commands.describe(level="How well it plays: strong (default), basic or random")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def addbot(self, interaction: discord.Interaction[Any], level: str = "strong") -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        outcome = await self.bot.service.lobby.add_computer(table.id, interaction.user.id, level)
        await _say(interaction, outcome)

    @app_commands.command(name="away", description="Let the computer play your turns for now")
    @app_commands.describe(
        until="Back by yourself then: a duration (3d, 12h, 2d6h) or a date (2026-12-24), 30 days"
        " at most"
    )
    async def away(self, interaction: discord.Interaction[Any], until: str | None = None) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
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
        await _say(interaction, outcome)

    @app_commands.command(name="back", description="Take your seat back from the computer")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await _say(
            interaction, await self.bot.service.play.set_away(table.id, interaction.user.id, False)
        )

    @app_commands.command(
        name="games", description="Your open games and lobbies in every server, yours to play first"
    )
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        embed, view = await games_answer(interaction, self.bot)
        await send_private(interaction, embed=embed, view=view)

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await _say(interaction, await self.bot.service.lobby.leave(table.id, interaction.user.id))

    @app_commands.command(name="start", description="Start the game (host, with every seat taken)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        outcome = await self.bot.service.lobby.start(table.id, interaction.user.id)
        await interaction.response.defer()
        place = await launch(self.bot, interaction, outcome)
        lang = await public_language(interaction)
        await interaction.followup.send(text(lang, "game-on-in", place=f"<#{place}>"))

    @app_commands.command(name="cancel", description="Cancel this channel's lobby (host)")
    async def cancel(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await _say(interaction, await self.bot.service.lobby.cancel(table.id, interaction.user.id))

    @app_commands.command(
        name="abandon", description="End this game without a result (host or Manage Server)"
    )
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        is_admin = bool(interaction.permissions.manage_guild)
        outcome = await self.bot.service.play.abandon(
            table.id, interaction.user.id, is_admin=is_admin
        )
        await _say(interaction, outcome)

    @app_commands.command(name="table", description="Post the table of this channel's game again")
    async def table(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        lang = await public_language(interaction)
        if table.status == "lobby":
            posting = lobby_message(table, lang)
        else:
            pictures = await self.bot.pictures_on(table.guild_id)
            posting = await table_message(
                table,
                pictures=pictures,
                lang=lang,
                client=interaction.client,
                allowed=interaction.app_permissions,
            )
        await interaction.response.send_message(**posting.send_kwargs())
        message = await interaction.original_response()
        await self.bot.service.lobby.set_message(table.id, message.id)

    @app_commands.command(
        name="lasttrick", description="See the last trick of the hand in play (only you)"
    )
    async def lasttrick(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await show_last_trick(self.bot, interaction, table)

    @app_commands.command(
        name="claim", description="Claim every remaining trick of the hand (your turn)"
    )
    async def claim(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await claim_tricks(self.bot, interaction, table, in_place=False)

    @app_commands.command(
        name="hint",
        description="What the computer at expert level would do in your place (if allowed)",
    )
    async def hint(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
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
        self, interaction: discord.Interaction[Any], hand: str | None = None, daily: bool = False
    ) -> None:
        lang = await private_language(interaction)
        place, user = place_of(interaction), interaction.user.id
        chosen = parse_review_choice(hand or "", lang)
        if chosen is None:
            raise UserError("review-bad-hand", word=text(lang, "review-game-word"))
        if daily:
            await review_daily(self.bot, interaction)
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

    @review.autocomplete("hand")
    async def review_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """The whole game, in the player's words, beside the hand number being typed."""
        lang = await private_language(interaction)
        whole = app_commands.Choice(name=text(lang, "review-choice-game"), value=WHOLE_GAME)
        typed = current.strip()
        return ([app_commands.Choice(name=typed, value=typed)] if typed.isdigit() else []) + [whole]

    @app_commands.command(
        name="daily", description="Today's daily deal: play it alone, then see the field"
    )
    @app_commands.describe(
        hand="After your day: the traveller of this hand (everyone's result on it)",
        month="After your day: this month's daily standings",
    )
    async def daily(
        self, interaction: discord.Interaction[Any], hand: int | None = None, month: bool = False
    ) -> None:
        if month:
            await show_month(self.bot, interaction)
        elif hand is not None:
            await show_traveller(self.bot, interaction, hand)
        else:
            await open_daily(self.bot, interaction)

    @app_commands.command(name="prefs", description="Your own choices for every game (only you)")
    @app_commands.describe(
        forced_cards="Play your card for you when it is your only legal one",
        notify="How you hear it is your turn: a mention in the game's thread, a DM, or nothing",
        timezone="Your time zone, for your quiet hours (e.g. Europe/Madrid)",
        quiet="Hours when notifications wait, like 23-08 (off to clear)",
    )
    @app_commands.choices(notify=NOTIFY_CHOICES)
    async def prefs(
        self,
        interaction: discord.Interaction[Any],
        forced_cards: bool | None = None,
        notify: str | None = None,
        timezone: str | None = None,
        quiet: str | None = None,
    ) -> None:
        user = interaction.user.id
        zone = None
        if timezone is not None:
            zone = known_zone(timezone)
            if zone is None:
                raise UserError("prefs-bad-zone", zone=timezone)
        hours = None
        if quiet is not None:
            hours = "" if quiet.strip().lower() in QUIET_OFF else parse_quiet(quiet)
            if hours is None:
                raise UserError("prefs-bad-quiet", hours=quiet)
        if forced_cards is not None:
            await self.bot.service.set_plays_forced(user, forced_cards)
        if notify is not None or zone is not None or hours is not None:
            chosen = await self.bot.service.set_notice_prefs(
                user, notify=notify, time_zone=zone, quiet=None if hours is None else str(hours)
            )
        else:
            chosen = await self.bot.service.notice_prefs(user)
        on = await self.bot.service.plays_forced(user)
        lang = await private_language(interaction)
        lines = [
            text(lang, "prefs-forced", on=_yes(on)),
            text(lang, "prefs-notify", notify=chosen.notify),
            text(lang, "prefs-zone", zone=chosen.time_zone or UTC),
            text(lang, "prefs-quiet", hours=chosen.quiet or "none"),
        ]
        await send_private(interaction, "\n".join(lines))

    @prefs.autocomplete("timezone")
    async def prefs_zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return zone_choices(current)

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
        record = await self.bot.service.record_at(place_of(interaction))
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

    @app_commands.command(
        name="settings", description="This server's Back Alley settings (Manage Server)"
    )
    @app_commands.describe(
        computer_ratings="Count games with computer players for the humans' ratings",
        images="Show cards, tables and score sheets as pictures",
        hints="Allow /backalley hint (a game that uses one does not count for ratings)",
        takebacks="Let a player take back a move when the other side allows it",
        timer_quiet="Stop the turn timer during the awaited player's quiet hours",
        language="The language of the server's game messages",
        daily_schedule="The daily deal's hand sizes, e.g. 13,10,7,4,1",
        forget="Delete this server's games and statistics (asks to confirm)",
        season="How long a season of the leaderboard lasts: monthly, quarterly or off",
        timezone="The server's time zone, where its seasons begin (UTC by default)",
        announcements="The channel where a season's final standings are posted",
        champion_role="The role given to a season's champions (needs Manage Roles)",
        clear="Stop posting the seasons, or giving the champion's role",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, season=SEASON_CHOICES, clear=CLEAR_CHOICES)
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        computer_ratings: bool | None = None,
        images: bool | None = None,
        hints: bool | None = None,
        takebacks: bool | None = None,
        timer_quiet: bool | None = None,
        language: str | None = None,
        daily_schedule: str | None = None,
        forget: bool = False,
        season: str | None = None,
        timezone: str | None = None,
        announcements: discord.TextChannel | None = None,
        champion_role: discord.Role | None = None,
        clear: str | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        if forget:
            await ask_to_forget(
                interaction, await self.bot.service.places.games_of(interaction.guild_id)
            )
            return
        changes: dict[str, Any] = {
            name: value
            for name, value in (
                ("computer_ratings", computer_ratings),
                ("images", images),
                ("hints", hints),
                ("takebacks", takebacks),
                ("season", season),
                ("announcements", None if announcements is None else announcements.id),
                ("champion_role", None if champion_role is None else champion_role.id),
                ("timer_quiet", timer_quiet),
            )
            if value is not None
        }
        if timezone is not None:
            changes["timezone"] = known_zone(timezone) or timezone  # the service refuses it
        if clear is not None:
            if clear in changes:
                raise UserError("settings-clear-and-set")
            changes[clear] = None
        if daily_schedule is not None:
            schedule = parse_hands(daily_schedule)
            if schedule is None:
                raise UserError("bad-hands")
            changes["daily_schedule"] = check_schedule(schedule)
        if (changes or language is not None) and not interaction.permissions.manage_guild:
            raise UserError("settings-manage")
        boards = self.bot.leaderboards
        current = (
            await boards.update_settings(interaction.guild_id, changes)
            if changes
            else await boards.settings(interaction.guild_id)
        )
        if language is not None:
            await self.bot.languages.set_server(
                interaction.guild_id, None if language == AUTOMATIC else language
            )
        lang = await private_language(interaction)
        server = await self.bot.languages.server(interaction.guild_id)
        lines = [
            text(lang, "setting-computer-ratings", on=_yes(current["computer_ratings"])),
            text(lang, "setting-images", on=_yes(current["images"])),
            text(lang, "setting-hints", on=_yes(current["hints"])),
            text(lang, "setting-takebacks", on=_yes(current["takebacks"])),
            text(lang, "setting-timer-quiet", on=_yes(current["timer_quiet"])),
            text(
                lang,
                "setting-daily-schedule",
                hands=", ".join(str(n) for n in current["daily_schedule"]),
            ),
            text(
                lang,
                "setting-language",
                language=LANGUAGES[server] if server else text(lang, "language-automatic"),
            ),
            *season_setting_lines(interaction.guild, current, lang),
            permissions_line(interaction, lang),
        ]
        await send_private(interaction, "\n".join(lines))

    @settings.autocomplete("timezone")
    async def _zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return zone_choices(current)

    @app_commands.command(
        name="language", description="The language Back Alley speaks to you (only you)"
    )
    @app_commands.describe(language="Your language; automatic follows your Discord language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        chosen = None if language == AUTOMATIC else language
        await self.bot.languages.set_player(interaction.user.id, chosen)
        lang = await private_language(interaction)
        if chosen is None:
            await send_private(interaction, text(lang, "language-unset"))
        else:
            await send_private(interaction, text(lang, "language-set", language=LANGUAGES[chosen]))


async def _say(interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """Answer a command with the public lines of what it changed."""
    news = report(outcome.table, outcome.events, await public_language(interaction))
    await interaction.response.send_message(**news.send_kwargs())


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(BackAlleyCog(cast(Host, bot)))
