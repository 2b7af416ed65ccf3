"""A player's and a server's choices: `/backalley prefs` (only you), `/backalley settings`
(Manage Server; deleting the server's data on confirmation) and `/backalley language`."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service.daily import check_schedule
from bot.service.quiet import parse_quiet
from bot.service.seasons import SEASON_KINDS
from bot.service.table import DM_AFTER
from bot.ui.plumbing.clicks import register
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.permissions import Needs, permissions_lines
from bot.ui.plumbing.replies import send_private
from bot.ui.standings.seasons import season_setting_lines
from bot.ui.words.i18n import LANGUAGES, duration, language_name, text
from bot.ui.words.input import OFF_WORDS, parse_duration, parse_hands
from bot.ui.words.refusals import UserError

from .forget import ForgetButton, ask_to_forget
from .zones import UTC, known_zone, zone_choices

# The settings are only ever answers: they need no permission (the champion's role, which
# they choose, is the standings' feature).
PERMISSIONS: tuple[Needs, ...] = ()

BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ForgetButton,)

SEASON_CHOICES = [app_commands.Choice(name=kind, value=kind) for kind in SEASON_KINDS]
CLEAR_CHOICES = [
    app_commands.Choice(name=name, value=name)
    for name in ("announcements", "champion_role", "event_role")
]
NOTIFY_CHOICES = [
    app_commands.Choice(name=name, value=value)
    for name, value in (("mention", "mention"), ("direct message", "dm"), ("none", "none"))
]
QUIET_OFF = (*OFF_WORDS, "-", "")  # the words for "off" (`no`, `brez`, `없음`), or nothing
# The longest text each typed option takes: an IANA zone name (the longest is 32 letters),
# quiet hours (`22:30-07:00`), a daily schedule (`13,12,11,…`), a turn DM's wait (`5 minutter`).
ZONE_TEXT, QUIET_TEXT, SCHEDULE_TEXT, WAIT_TEXT = 64, 20, 100, 20

AUTOMATIC = "auto"
LANGUAGE_CHOICES = [
    app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()
] + [app_commands.Choice(name="automatic", value=AUTOMATIC)]


def _yes(on: object) -> str:
    return "yes" if on else "no"


def dm_after_line(chosen: float | None, lang: str) -> str:
    """How long the player's turn waits before its DM (the bot's default when not chosen)."""
    wait = DM_AFTER if chosen is None else chosen
    return text(
        lang, "prefs-dm-after", at_once="yes" if wait <= 0 else "no", wait=duration(lang, wait)
    )


class SettingsCommands(commands.Cog):
    """The choices' part of `/backalley` (joined into the one group by `bot.ui.backalley`)."""

    bot: Host

    @app_commands.command(name="prefs", description="Your own choices for every game (only you)")
    @app_commands.describe(
        forced_cards="Play your card for you when it is your only legal one",
        notify="How you hear it is your turn: a mention in the game's thread, a DM, or nothing",
        timezone="Your time zone, for your quiet hours (e.g. Europe/Madrid)",
        quiet="Hours when notifications wait, like 23-08 (off to clear)",
        dm_after="How long your turn waits before its DM, like 5m (0: at once)",
    )
    @app_commands.choices(notify=NOTIFY_CHOICES)
    async def prefs(
        self,
        interaction: discord.Interaction[Any],
        forced_cards: bool | None = None,
        notify: str | None = None,
        timezone: app_commands.Range[str, 1, ZONE_TEXT] | None = None,
        quiet: app_commands.Range[str, 1, QUIET_TEXT] | None = None,
        dm_after: app_commands.Range[str, 1, WAIT_TEXT] | None = None,
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
        wait = None
        if dm_after is not None:
            wait = parse_duration(dm_after)
            if wait is None:
                raise UserError("prefs-bad-dm-after", wait=dm_after[:40])
        if forced_cards is not None:
            await self.bot.service.set_plays_forced(user, forced_cards)
        if any(given is not None for given in (notify, zone, hours, wait)):
            chosen = await self.bot.service.set_notice_prefs(
                user,
                notify=notify,
                time_zone=zone,
                quiet=None if hours is None else str(hours),
                dm_after=None if wait is None else float(wait),
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
        if chosen.notify == "dm":  # the wait of a turn DM, said only to who gets them
            lines.append(dm_after_line(chosen.dm_after, lang))
        await send_private(interaction, "\n".join(lines))

    @prefs.autocomplete("timezone")
    async def prefs_zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return zone_choices(current)

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
        clear="Stop posting the seasons, giving the champion's role, or letting a role organise"
        " events",
        event_role="A role whose members may organise events, besides Manage Server",
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
        daily_schedule: app_commands.Range[str, 1, SCHEDULE_TEXT] | None = None,
        forget: bool = False,
        season: str | None = None,
        timezone: app_commands.Range[str, 1, ZONE_TEXT] | None = None,
        announcements: discord.TextChannel | None = None,
        champion_role: discord.Role | None = None,
        clear: str | None = None,
        event_role: discord.Role | None = None,
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
                ("event_role", None if event_role is None else event_role.id),
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
                language=(
                    language_name(server, lang) if server else text(lang, "language-automatic")
                ),
            ),
            *season_setting_lines(interaction.guild, current, lang),
            text(
                lang,
                "setting-event-role",
                role="-" if current["event_role"] is None else f"<@&{current['event_role']}>",
                chosen="no" if current["event_role"] is None else "yes",
            ),
            *permissions_lines(interaction, self.bot.needs, current, lang),
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
            await send_private(
                interaction, text(lang, "language-set", language=language_name(chosen, lang))
            )


async def setup(bot: commands.Bot) -> None:
    register(bot, *BUTTONS)
