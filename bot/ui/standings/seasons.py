"""A season's end in the server: its final standings posted (a picture and its text) in the
channel the server chose, and the champion's role handed over: given to the new champions,
taken from the last ones.

The rollover (`bot/service/seasons.py`) tells the poster of each season it froze; the poster
queues them and posts one at a time, at Discord's pace, so that thousands of servers ending
a month together delay no player's answer. A season is marked posted once said, or once
there was nothing to say (no channel chosen, seasons turned off, the server gone): a restart
posts what was left, and nothing twice.

Giving a role needs Manage Roles, and a role below the bot's highest one: without either the
post says so (and `/backalley settings` does too), and nobody's roles change."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import io
import logging
from typing import Any

import discord
from babel.dates import format_skeleton
from babel.numbers import format_decimal

from bot.service.leaderboard import ALL_TIME, Leaderboards
from bot.service.seasons import (
    MIN_SEASON_GAMES,
    OFF,
    FinalStandings,
    SeasonEnded,
    Seasons,
)
from bot.ui.images import (
    SeasonPicture,
    StandingLine,
    labels_drawable,
    season_alt_text,
    season_image,
)
from bot.ui.plumbing.discord_errors import Kind, backoff, classify, noted
from bot.ui.plumbing.languages import server_language
from bot.ui.plumbing.permissions import may_post
from bot.ui.words.i18n import ENGLISH, babel_locale, text
from bot.ui.words.names import COLOUR, names_list

log = logging.getLogger(__name__)

STANDINGS = "season.png"
MOST_CHOICES = 25  # Discord shows at most 25
RETRIES = 3

# Why the champion's role cannot be handed over: the catalog's words for each.
NO_MANAGE_ROLES = "season-role-no-permission"
ROLE_TOO_HIGH = "season-role-too-high"
ROLE_GONE = "season-role-gone"


def season_name(key: str, lang: str = ENGLISH) -> str:
    """A season's name as the language says it: `2026-11` is November 2026, `2026-Q4` the
    fourth quarter of 2026. Anything else (never stored) as it is."""
    year, _, part = key.partition("-")
    if not (key.isascii() and len(year) == 4 and year.isdigit()):  # not `²`, not a 5th digit
        return key
    if part.startswith("Q") and part[1:].isdigit():
        return text(lang, "season-quarter", quarter=int(part[1:]), year=year)
    if part.isdigit() and 1 <= int(part) <= 12:
        month = dt.date(int(year), int(part), 1)
        return str(format_skeleton("yMMMM", month, locale=babel_locale(lang)))
    return key


def rating_text(lang: str, rating: float) -> str:
    return str(format_decimal(rating, "0.0", locale=babel_locale(lang)))


def role_trouble(guild: discord.Guild, role_id: int) -> str | None:
    """Why the bot cannot give the server's champion role (a catalog id), or None."""
    role = guild.get_role(role_id)
    if role is None:
        return ROLE_GONE
    me = guild.me
    if me is None or not me.guild_permissions.manage_roles:
        return NO_MANAGE_ROLES
    if role >= me.top_role or role.managed:
        return ROLE_TOO_HIGH
    return None


def role_trouble_text(trouble: str, role_id: int, lang: str) -> str:
    return text(lang, trouble, role=f"<@&{role_id}>")


class SeasonPoster:
    def __init__(self, client: discord.Client, seasons: Seasons, leaderboards: Leaderboards):
        self._client = client
        self._seasons = seasons
        self._leaderboards = leaderboards
        self._queue: asyncio.Queue[SeasonEnded] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None

    def heard(self, ended: SeasonEnded) -> None:
        """A hearer of the rollover: the season goes in the queue of posts."""
        self._queue.put_nowait(ended)
        if self._worker is None or self._worker.done():
            self._worker = asyncio.create_task(self._work(), name="season posts")

    @property
    def queued(self) -> int:
        return self._queue.qsize()

    async def _work(self) -> None:
        while True:
            ended = await self._queue.get()
            try:
                await self.post(ended)
            except Exception as error:
                noted(log, error, f"guild={ended.guild_id}: posting season {ended.key}")
            finally:
                self._queue.task_done()

    async def flush(self) -> None:
        """Wait until every queued season is posted (tests)."""
        await self._queue.join()

    async def close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
            self._worker = None

    async def post(self, ended: SeasonEnded) -> None:
        final = await self._seasons.final(ended.guild_id, ended.key)
        if final is None:
            return  # the server's data was deleted since
        settings = await self._leaderboards.settings(ended.guild_id)
        guild = self._client.get_guild(ended.guild_id)
        if guild is not None and guild.unavailable:
            return  # a Discord outage: left unposted, so that the next start posts it
        if guild is None or settings["season"] == OFF:
            # The bot was removed, or the server keeps no seasons now: nothing to say.
            await self._seasons.posted(ended.guild_id, ended.key)
            return
        role_id = settings["champion_role"]
        trouble = None
        if role_id is not None and final.champions:
            trouble = await self._hand_over(guild, int(role_id), final)
        channel_id = settings["announcements"]
        if channel_id is not None:
            lang = await server_language(self._client, guild.id)
            await self._say(guild, int(channel_id), final, lang, trouble, role_id, settings)
        await self._seasons.posted(ended.guild_id, ended.key)

    async def _hand_over(
        self, guild: discord.Guild, role_id: int, final: FinalStandings
    ) -> str | None:
        """Give the role to the champions and take it from the last ones; why not, if not."""
        trouble = role_trouble(guild, role_id)
        if trouble is not None:
            return trouble
        http = self._client.http
        reason = f"Back Alley season {final.key}"
        changes = [(user, False) for user in final.previous if user not in final.champions]
        changes += [(user, True) for user in final.champions]
        for user, give in changes:
            try:
                if give:
                    await http.add_role(guild.id, user, role_id, reason=reason)
                else:
                    await http.remove_role(guild.id, user, role_id, reason=reason)
            except discord.Forbidden as error:
                noted(log, error, f"guild={guild.id}: the champion's role")
                return NO_MANAGE_ROLES
            except discord.NotFound:
                continue  # the member left the server
        return None

    async def _say(
        self,
        guild: discord.Guild,
        channel_id: int,
        final: FinalStandings,
        lang: str,
        trouble: str | None,
        role_id: int | None,
        settings: dict[str, Any],
    ) -> None:
        channel = guild.get_channel(channel_id)
        allowed = channel.permissions_for(guild.me) if channel is not None and guild.me else None
        if channel is not None and not may_post(allowed, thread=False):
            log.info("guild=%d: may not post the season in %d", guild.id, channel_id)
            return
        names = {s.user_id: await self._name(guild, s.user_id, lang) for s in final.top}
        embed = season_embed(final, lang)
        if trouble is not None and role_id is not None:
            embed.add_field(
                name=text(lang, "season-role-title"),
                value="⚠️ " + role_trouble_text(trouble, int(role_id), lang),
                inline=False,
            )
        kwargs: dict[str, Any] = {"embed": embed}
        if settings["images"] and (allowed is None or allowed.attach_files):
            picture = season_picture(final, names, lang)
            if picture is not None:
                png = await asyncio.to_thread(season_image, picture)
                file = discord.File(
                    io.BytesIO(png), filename=STANDINGS, description=season_alt_text(picture)
                )
                embed.set_image(url=f"attachment://{STANDINGS}")
                kwargs["file"] = file
        target = self._client.get_partial_messageable(channel_id, guild_id=guild.id)
        for attempt in range(1, RETRIES + 1):
            try:
                await target.send(**kwargs)
                return
            except Exception as error:
                found = classify(error)
                if found is None or not found.retry or attempt == RETRIES:
                    if found is not None and found.kind in (Kind.GONE, Kind.FORBIDDEN):
                        noted(log, error, f"guild={guild.id}: posting the season")
                        return  # the channel is gone or closed to the bot: said nowhere
                    raise
                if "file" in kwargs:
                    kwargs["file"].reset()
                await asyncio.sleep(backoff(attempt))

    async def _name(self, guild: discord.Guild, user_id: int, lang: str) -> str:
        member = guild.get_member(user_id)
        if member is None:
            try:
                member = await guild.fetch_member(user_id)
            except discord.HTTPException:
                return text(lang, "season-former-member")
        return member.display_name


def season_picture(final: FinalStandings, names: dict[int, str], lang: str) -> SeasonPicture | None:
    if not labels_drawable(lang):
        return None
    rows = tuple(
        StandingLine(
            s.place,
            names.get(s.user_id, str(s.user_id)),
            rating_text(lang, s.rating),
            s.games,
            s.place == 1,
        )
        for s in final.top
    )
    return SeasonPicture(season_name(final.key, lang), rows, final.ranked, lang)


def season_embed(final: FinalStandings, lang: str = ENGLISH) -> discord.Embed:
    """The season's final standings as text: the champions, then the best players."""
    embed = discord.Embed(
        title=text(lang, "season-over-title", season=season_name(final.key, lang)),
        colour=COLOUR,
    )
    if not final.top:
        embed.description = text(lang, "season-over-nobody", games=MIN_SEASON_GAMES)
        return embed
    lines = [
        text(
            lang,
            "season-champions",
            count=len(final.champions),
            champions=names_list([f"<@{user}>" for user in final.champions], lang),
        ),
        "",
    ]
    for s in final.top:
        lines.append(
            text(
                lang,
                "season-row",
                place=s.place,
                player=f"<@{s.user_id}>",
                rating=rating_text(lang, s.rating),
                games=s.games,
            )
        )
    embed.description = "\n".join(lines)
    embed.set_footer(text=text(lang, "season-ranked", count=final.ranked))
    return embed


def season_setting_lines(
    guild: discord.Guild | None, settings: dict[str, Any], lang: str
) -> list[str]:
    """The season's settings in `/backalley settings`, with what keeps the bot from giving
    the champion's role."""
    kind = str(settings["season"])
    channel = settings["announcements"]
    role = settings["champion_role"]
    lines = [
        text(lang, "setting-season", kind=kind),
        text(lang, "setting-timezone", zone=str(settings["timezone"])),
        text(
            lang,
            "setting-announcements",
            channel="-" if channel is None else f"<#{channel}>",
            chosen="no" if channel is None else "yes",
        ),
        text(
            lang,
            "setting-champion-role",
            role="-" if role is None else f"<@&{role}>",
            chosen="no" if role is None else "yes",
        ),
    ]
    if role is not None and guild is not None:
        trouble = role_trouble(guild, int(role))
        if trouble is not None:
            lines.append("⚠️ " + role_trouble_text(trouble, int(role), lang))
    return lines


def season_choices(
    keys: list[str], current: str, lang: str = ENGLISH
) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete of `season:`: the server's seasons, the latest first, then all time;
    those whose key or name has what is typed."""
    wanted = current.strip().casefold()
    choices = [
        discord.app_commands.Choice(name=f"{season_name(key, lang)} ({key})", value=key)
        for key in keys
    ]
    choices.append(discord.app_commands.Choice(name=text(lang, "season-all-time"), value=ALL_TIME))
    found = [c for c in choices if wanted in c.name.casefold() or wanted in c.value.casefold()]
    return found[:MOST_CHOICES]
