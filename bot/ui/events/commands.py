"""`/backalley event …`: a duplicate event's commands (joined into the one `/backalley` group
by `bot.ui.backalley`), and the extension's `setup`, which starts the herald that opens the
rounds' tables and says their results (`posts.py`).

An event is found from where a command is typed: its channel (its open event, else its last
one) or one of its tables' threads. Its organiser — or a member who may manage the server,
or has the role the server names for events (`/backalley settings event_role:`) — creates,
closes, starts, removes and cancels; anyone enters."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service.events_duplicate import MOST_DEALS, MOST_NAME, EventView
from bot.ui.play.commands import TABLE
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language, public_language
from bot.ui.plumbing.permissions import Needs
from bot.ui.plumbing.replies import place_of, send_private
from bot.ui.words.i18n import text
from bot.ui.words.input import parse_duration, parse_until
from bot.ui.words.refusals import UserError

from .entries import announced, event_embed
from .posts import EventHerald
from .results import (
    answer,
    record_embed,
    standings_embed,
    standings_picture,
    traveller_embed,
    traveller_picture,
)

# An event is announced in its channel (its entries, each round's travellers and standings, as
# pictures) and its tables are private threads the bot opens there, each a table like any game's
# (what a thread needs, Send Messages in Threads among it, is the table's).
EVENTS = Needs(
    "feature-events",
    in_channel=(
        "view_channel",
        "send_messages",
        "embed_links",
        "attach_files",
        "create_private_threads",
    ),
    in_thread=TABLE.in_thread,
)
PERMISSIONS = (EVENTS,)

ENTRY_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="pairs", value="pairs"),
    app_commands.Choice(name="individuals", value="individuals"),
]
DEAL_CHOICES: list[app_commands.Choice[int]] = [
    app_commands.Choice(name=str(n), value=n) for n in (8, 16, 24)
]
# The longest text each typed option takes: a round's window or a turn timer (`12 timer`,
# `2 dage`), a start (`2026-12-24 18:00`); a round's or a deal's number is at most the deals.
WINDOW_TEXT, START_TEXT = 20, 40
SIZE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="preset", value="preset"),
    app_commands.Choice(name="daily", value="daily"),
]


async def may_organise(host: Host, interaction: discord.Interaction[Any]) -> bool:
    """Manage Server, or the role the server names for events."""
    if interaction.permissions.manage_guild:
        return True
    assert interaction.guild_id is not None
    role = (await host.leaderboards.settings(interaction.guild_id)).get("event_role")
    roles = getattr(interaction.user, "roles", ())
    return role is not None and any(r.id == int(role) for r in roles)


async def event_here(host: Host, interaction: discord.Interaction[Any]) -> EventView:
    """The event of the channel, or of the table whose thread the command was typed in."""
    channel = interaction.channel
    parent = channel.parent_id if isinstance(channel, discord.Thread) else None
    return await host.service.events.at(place_of(interaction), parent)


class EventCommands(commands.Cog):
    """The events' part of `/backalley`."""

    bot: Host

    event = app_commands.Group(
        name="event", description="Duplicate events: pairs at tables, the same deals for all"
    )

    @event.command(name="create", description="Create an event in this channel (organisers)")
    @app_commands.describe(
        name="The event's name",
        entries="Pairs (players alone are paired by the bot) or individuals",
        deals="About how many deals in all",
        sizes="The deals' hand sizes: the classic game's or the daily deal's",
        window="How long a round may last: 12h, 2d (1 day by default)",
        start="When it starts: 2h, 1d, or 2026-12-24 18:00 in the server's time zone",
        turn_timer="Time per turn at the tables: 30m, 12h (12h by default)",
    )
    @app_commands.choices(entries=ENTRY_CHOICES, sizes=SIZE_CHOICES)
    @app_commands.choices(deals=DEAL_CHOICES)
    async def event_create(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, MOST_NAME],
        entries: str = "pairs",
        deals: int = 16,
        sizes: str = "preset",
        window: app_commands.Range[str, 1, WINDOW_TEXT] = "1d",
        start: app_commands.Range[str, 1, START_TEXT] | None = None,
        turn_timer: app_commands.Range[str, 1, WINDOW_TEXT] | None = None,
    ) -> None:
        host = self.bot
        assert interaction.guild_id is not None
        if not await may_organise(host, interaction):
            raise UserError("event-organise")
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            raise UserError("event-channel")
        allowed = interaction.app_permissions
        if not (allowed.create_private_threads and allowed.send_messages_in_threads):
            raise UserError("event-no-thread")
        seconds = parse_duration(window)
        if not seconds:
            raise UserError("event-bad-window", typed=window.strip()[:40])
        timer = None
        if turn_timer is not None:
            timer = parse_duration(turn_timer)
            if not timer:
                raise UserError("event-bad-timer", typed=turn_timer.strip()[:40])
        now = host.service.clock()
        starts = None
        if start is not None and start.strip().casefold() != "now":
            zone = (await host.leaderboards.settings(interaction.guild_id)).get("timezone")
            starts = parse_until(start, now, zone if isinstance(zone, str) else None)
            if starts is None:
                raise UserError("event-bad-start", typed=start.strip()[:40])
        view = await host.service.events.create(
            guild_id=interaction.guild_id,
            channel_id=channel.id,
            organiser_id=interaction.user.id,
            name=name,
            entry=entries,
            deals=deals,
            sizes=sizes,
            window=float(seconds),
            turn_timer=timer,
            starts_at=starts,
        )
        lang = await public_language(interaction)
        said = text(lang, "event-created", organiser=interaction.user.mention, name=view.event.name)
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="enter", description="Enter this channel's event, alone or with a partner")
    @app_commands.describe(partner="Your partner, who accepts (alone: the bot pairs you)")
    async def event_enter(
        self, interaction: discord.Interaction[Any], partner: discord.Member | None = None
    ) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        if partner is not None and partner.bot:
            raise UserError("event-partner-bot")
        asked = None if partner is None else (partner.id, partner.display_name)
        user = interaction.user
        view = await host.service.events.enter(view.id, user.id, user.display_name, asked)
        lang = await public_language(interaction)
        if partner is None:
            said = text(lang, "event-entered-alone", player=user.mention, name=view.event.name)
            pings: tuple[int, ...] = ()
        else:
            said = text(
                lang,
                "event-entered-invite",
                player=user.mention,
                partner=partner.mention,
                name=view.event.name,
            )
            pings = (partner.id,)
        await interaction.response.send_message(**announced(said, view, lang, pings))

    @event.command(name="accept", description="Accept a partner's invitation to this event")
    async def event_accept(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        view = await host.service.events.accept(view.id, interaction.user.id)
        mine = view.entry_of(interaction.user.id)
        partner = None if mine is None else mine.partner_id
        lang = await public_language(interaction)
        said = text(
            lang,
            "event-accepted",
            player=interaction.user.mention,
            partner=f"<@{partner}>",
            name=view.event.name,
        )
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="withdraw", description="Leave this event, or turn down an invitation")
    async def event_withdraw(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        view = await host.service.events.withdraw(view.id, interaction.user.id)
        lang = await public_language(interaction)
        said = text(lang, "event-withdrawn", player=interaction.user.mention, name=view.event.name)
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="show", description="This channel's event: its entries, pairs and tables")
    async def event_show(self, interaction: discord.Interaction[Any]) -> None:
        view = await event_here(self.bot, interaction)
        lang = await private_language(interaction)
        await send_private(interaction, embed=event_embed(view, lang))

    @event.command(
        name="standings", description="The event's standings after its latest finished round"
    )
    async def event_standings(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        found = await host.service.events.standings(view.id)
        lang = await private_language(interaction)
        embed = standings_embed(found, lang, interaction.user.id)
        picture = standings_picture(found, lang) if found.rows else None
        await answer(host, interaction, embed, picture)

    @event.command(name="traveller", description="Every table's result on a deal")
    @app_commands.describe(round="The round (from 1)", deal="The deal of that round (from 1)")
    async def event_traveller(
        self,
        interaction: discord.Interaction[Any],
        round: app_commands.Range[int, 1, MOST_DEALS],
        deal: app_commands.Range[int, 1, MOST_DEALS],
    ) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        made = await host.service.events.traveller(view.id, round, deal, interaction.user.id)
        lang = await private_language(interaction)
        await answer(host, interaction, traveller_embed(made, lang), traveller_picture(made, lang))

    @event.command(name="record", description="A pair's deals in this event (yours by default)")
    @app_commands.describe(member="A player of the pair (default: you)")
    async def event_record(
        self, interaction: discord.Interaction[Any], member: discord.Member | None = None
    ) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        of = interaction.user.id if member is None else member.id
        found = await host.service.events.record(view.id, interaction.user.id, of)
        lang = await private_language(interaction)
        await send_private(interaction, embed=record_embed(found, lang))

    @event.command(name="start", description="Start this channel's event now (organisers)")
    async def event_start(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        allowed = await may_organise(host, interaction)
        view = await host.service.events.start(view.id, interaction.user.id, allowed)
        lang = await public_language(interaction)
        said = text(
            lang,
            "event-started",
            name=view.event.name,
            pairs=len(view.pairs),
            rounds=len(view.rounds),
            deals=len(view.rounds[0].hands),
        )
        if any(p.first_id is None and p.second_id is None for p in view.pairs):
            said += "\n" + text(lang, "event-computer-pair-note")
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="close", description="Close this event's entries (organisers)")
    async def event_close(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        allowed = await may_organise(host, interaction)
        view = await host.service.events.close_entries(view.id, interaction.user.id, allowed)
        lang = await public_language(interaction)
        said = text(lang, "event-entries-closed", name=view.event.name)
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="remove", description="Remove a player's entry (organisers)")
    @app_commands.describe(member="The player whose entry goes (a partner stays, alone)")
    async def event_remove(
        self, interaction: discord.Interaction[Any], member: discord.Member
    ) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        allowed = await may_organise(host, interaction)
        view = await host.service.events.remove(view.id, interaction.user.id, allowed, member.id)
        lang = await public_language(interaction)
        said = text(
            lang,
            "event-removed",
            organiser=interaction.user.mention,
            player=member.mention,
            name=view.event.name,
        )
        await interaction.response.send_message(**announced(said, view, lang))

    @event.command(name="cancel", description="Cancel this channel's event (organisers)")
    async def event_cancel(self, interaction: discord.Interaction[Any]) -> None:
        host = self.bot
        view = await event_here(host, interaction)
        allowed = await may_organise(host, interaction)
        view = await host.service.events.cancel(view.id, interaction.user.id, allowed)
        lang = await public_language(interaction)
        said = text(lang, "event-cancelled", name=view.event.name)
        await interaction.response.send_message(**announced(said, view, lang))


class EventPosts(commands.Cog, name="EventPosts"):
    """Holds the herald for as long as the extension is loaded (a stop closes it)."""

    def __init__(self, bot: commands.Bot) -> None:
        host = cast(Host, bot)
        self.herald = EventHerald(bot, host)
        host.service.events.rounds.subscribe(self.herald.heard)

    async def cog_unload(self) -> None:
        await self.herald.close()


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(EventPosts(bot))
