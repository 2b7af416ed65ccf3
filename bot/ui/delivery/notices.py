"""Notifications as the player reads them: a direct message saying which game (its server and
channel), whose turn, what is asked and a link to the table, with a My hand button that works
from the DM; a digest of every game awaiting them after their quiet hours; or, where they
chose it or their DMs are closed, a mention in the game's place. The service decides who is
told what and when (`bot/service/notices.py`); this words and sends it."""

from __future__ import annotations

import logging

import discord

from bot.engine import Phase
from bot.service import Awaiting, Delivery, Notice, NoticeKind, TableView
from bot.ui.play.hand import HandButton
from bot.ui.plumbing.discord_errors import classify, noted
from bot.ui.plumbing.languages import languages_of, server_language
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.names import who

log = logging.getLogger(__name__)

CANNOT_DM = 50007  # Discord: "Cannot send messages to this user"
HAND_BUTTONS = 5  # a digest's My hand buttons: one row
LABEL_MOST = 80
RECENT = 10  # the DMs looked at for one sent before a kill


def table_link(table: TableView) -> str:
    """The table message (or the game's place) as a link a client opens."""
    guild = table.guild_id if table.guild_id is not None else "@me"
    if table.message_id is None:
        return f"https://discord.com/channels/{guild}/{table.place_id}"
    return f"https://discord.com/channels/{guild}/{table.place_id}/{table.message_id}"


def _asked(table: TableView) -> str:
    game = table.game
    return "bid" if game is not None and game.phase is Phase.BID else "card"


class Notices:
    """The presentation's side of the notifier: `direct` and `mention`, attached to it."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client

    # ------------------------------------------------------------------ names

    def _server(self, table: TableView) -> str:
        guild = None if table.guild_id is None else self._client.get_guild(table.guild_id)
        return guild.name if guild is not None else "—"

    def _place(self, table: TableView) -> str:
        channel = self._client.get_channel(table.place_id)
        name = getattr(channel, "name", None)
        return f"#{name}" if name else f"<#{table.place_id}>"

    async def _language(self, notice: Notice) -> str:
        languages = languages_of(self._client)
        if languages is not None:
            chosen = await languages.player(notice.user_id)
            if chosen is not None:
                return chosen
        first = notice.games[0].table if notice.games else None
        return await server_language(self._client, None if first is None else first.guild_id)

    # ------------------------------------------------------------------ words

    def _line(self, awaiting: Awaiting, lang: str) -> str:
        """One game awaiting the player, as a digest lists it."""
        table = awaiting.table
        return text(
            lang,
            "notice-digest-line",
            server=self._server(table),
            place=self._place(table),
            asked=_asked(table),
            since=f"<t:{int(awaiting.since)}:R>",
            link=table_link(table),
        )

    def words(self, notice: Notice, lang: str = ENGLISH) -> str:
        """What a direct message says."""
        if notice.digest:
            lines = [text(lang, "notice-digest", count=len(notice.games))]
            lines += [self._line(each, lang) for each in notice.games]
            return "\n".join(lines)
        awaiting = notice.games[0]
        table = awaiting.table
        names = {
            "server": self._server(table),
            "place": self._place(table),
            "link": table_link(table),
        }
        if awaiting.kind is NoticeKind.BACK and awaiting.turn_since is not None:
            since = f"<t:{int(awaiting.turn_since)}:R>"
            return text(lang, "notice-back-turn", asked=_asked(table), since=since, **names)
        if awaiting.kind is NoticeKind.BACK:
            return text(lang, "notice-back", **names)
        turn = text(
            lang,
            "notice-turn",
            player=self._player(table, lang),
            asked=_asked(table),
            since=f"<t:{int(awaiting.since)}:R>",
            **names,
        )
        if awaiting.kind is NoticeKind.NUDGE and awaiting.by_user is not None:
            return text(lang, "notice-nudged", player=f"<@{awaiting.by_user}>") + "\n" + turn
        if awaiting.kind is NoticeKind.PAUSE and awaiting.pause is not None:
            start, end = awaiting.pause
            paused = text(
                lang, "notice-paused", start=f"<t:{int(start)}:f>", end=f"<t:{int(end)}:f>"
            )
            return paused + "\n" + turn
        return turn

    @staticmethod
    def _player(table: TableView, lang: str) -> str:
        game = table.game
        if game is None or game.to_act is None:
            return ""
        return who(table, game.to_act, lang)

    def _view(self, notice: Notice, lang: str) -> discord.ui.View | None:
        games = [a.table for a in notice.games if a.table.status == "active"]
        if not games:
            return None
        view = discord.ui.View(timeout=None)
        for table in games[:HAND_BUTTONS]:
            label = text(lang, "button-hand")
            if len(games) > 1:
                label = f"{label} · {self._place(table)}"[:LABEL_MOST]
            view.add_item(HandButton(table.id, label))
        return view

    # ------------------------------------------------------------------ sending

    async def direct(self, notice: Notice) -> Delivery:
        """The notification by direct message: SENT, CLOSED (the player's DMs are closed),
        or FAILED (Discord's own trouble: tried again later)."""
        lang = await self._language(notice)
        try:
            channel = await self._client.create_dm(discord.Object(notice.user_id))
            content = self.words(notice, lang)
            view = self._view(notice, lang)
            none = discord.AllowedMentions.none()
            if view is None:
                await channel.send(content, allowed_mentions=none)
            else:
                await channel.send(content, allowed_mentions=none, view=view)
            return Delivery.SENT
        except Exception as error:
            trouble = classify(error)
            if trouble is not None and trouble.code == CANNOT_DM:
                log.info("user %d: direct messages closed; a mention instead", notice.user_id)
                return Delivery.CLOSED
            noted(log, error, f"user {notice.user_id}: a notification")
            return Delivery.FAILED

    async def arrived(self, notice: Notice) -> bool:
        """Whether this very message is among the last ones the bot sent the player (a
        process killed between Discord's answer and the outbox's mark sent it)."""
        lang = await self._language(notice)
        content = self.words(notice, lang)
        channel = await self._client.create_dm(discord.Object(notice.user_id))
        async for message in channel.history(limit=RECENT):
            if message.author.id == getattr(self._client.user, "id", None) and (
                message.content == content
            ):
                return True
        return False

    async def mention(self, notice: Notice) -> bool:
        """The notification as a mention in each game's place (the player's choice, or their
        DMs are closed). Whether at least one was posted."""
        posted = False
        for awaiting in notice.games:
            table = awaiting.table
            lang = await server_language(self._client, table.guild_id)
            player = f"<@{notice.user_id}>"
            if awaiting.kind is NoticeKind.BACK and awaiting.turn_since is not None:
                content = text(
                    lang,
                    "notice-mention-back-turn",
                    player=player,
                    asked=_asked(table),
                    since=f"<t:{int(awaiting.turn_since)}:R>",
                )
            elif awaiting.kind is NoticeKind.BACK:
                content = text(lang, "notice-mention-back", player=player)
            elif awaiting.kind is NoticeKind.NUDGE and awaiting.by_user is not None:
                content = text(
                    lang,
                    "notice-mention-nudged",
                    player=player,
                    by=f"<@{awaiting.by_user}>",
                    asked=_asked(table),
                )
            else:
                content = text(
                    lang,
                    "notice-mention",
                    player=player,
                    asked=_asked(table),
                    since=f"<t:{int(awaiting.since)}:R>",
                )
            try:
                await self._client.get_partial_messageable(table.place_id).send(
                    content,
                    allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False, users=[discord.Object(notice.user_id)]
                    ),
                )
                posted = True
            except Exception as error:
                noted(log, error, f"game={table.id}: a mention of user {notice.user_id}")
        return posted
