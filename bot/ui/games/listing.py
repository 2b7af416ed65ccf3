"""`/backalley games`: a player's open games and lobbies in every server, those awaiting them
first, ten a page, each with a link to its table; private, in a server or a direct message.

The page is drawn from what the store keeps of each game (`GameService.games_of`), no game
loaded, so a player seated in hundreds of games is answered at once. Its Previous and Next
buttons carry the page and the list's owner in their custom_id: anyone else who presses one
is told it is not theirs."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import discord

from bot.engine import PRESETS
from bot.service import GamesPage, ListedGame
from bot.ui.plumbing.clicks import (
    COUNT,
    SNOWFLAKE,
    Clicked,
    DynamicButton,
    game_button,
    game_template,
)
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.names import COLOUR
from bot.ui.words.refusals import UserError

# A server's name when this process knows it (its own shards' servers), else None.
ServerName = Callable[[int], str | None]


def table_link(game: ListedGame) -> str:
    """The address of the game's table (or lobby) message, or of its place before one."""
    guild = "@me" if game.guild_id is None else str(game.guild_id)
    tail = "" if game.message_id is None else f"/{game.message_id}"
    return f"https://discord.com/channels/{guild}/{game.place_id}{tail}"


def game_lines(game: ListedGame, lang: str, server_name: ServerName) -> str:
    """Two lines of one game: where it is, with its link; then whose turn since when, the
    deadline, the hand and the score."""
    name = None if game.guild_id is None else server_name(game.guild_id)
    where = [f"**{name}**"] if name else []
    where += [f"<#{game.place_id}>", f"[{text(lang, 'games-jump')}]({table_link(game)})"]
    since = f"<t:{int(game.since)}:R>"
    state: list[str] = []
    if game.status == "lobby":
        players = PRESETS[game.preset].players if game.preset in PRESETS else game.seated
        state.append(text(lang, "games-lobby", seated=game.seated, players=players, since=since))
    else:
        state.append(text(lang, "games-awaited" if game.awaited else "games-waiting", since=since))
        if game.deadline is not None:
            state.append(text(lang, "games-deadline", when=f"<t:{int(game.deadline)}:R>"))
        if game.hand is not None and game.hands is not None:
            if game.hand > game.hands:
                state.append(text(lang, "games-tiebreak"))
            else:
                state.append(text(lang, "games-hand", number=game.hand, total=game.hands))
        if game.scores is not None and 0 <= game.team < len(game.scores):
            theirs = [str(n) for side, n in enumerate(game.scores) if side != game.team]
            state.append(
                text(lang, "games-score", ours=game.scores[game.team], theirs=" · ".join(theirs))
            )
    marker = "▶ " if game.awaited else ""
    return f"{marker}{' · '.join(where)}\n{' · '.join(state)}"


def games_embed(page: GamesPage, lang: str, server_name: ServerName) -> discord.Embed:
    embed = discord.Embed(title=text(lang, "games-title"), colour=COLOUR)
    if not page.games:
        embed.description = text(lang, "games-empty")
        return embed
    embed.description = "\n\n".join(game_lines(g, lang, server_name) for g in page.games)
    embed.set_footer(
        text=text(lang, "games-page", page=page.page + 1, pages=page.pages, total=page.total)
    )
    return embed


def games_view(page: GamesPage, owner: int, lang: str = ENGLISH) -> discord.ui.View | None:
    """Previous and Next, when there is more than one page."""
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        GamesPageButton(
            owner,
            max(page.page - 1, 0),
            label=text(lang, "lb-previous"),
            disabled=page.page <= 0,
        )
    )
    view.add_item(
        GamesPageButton(
            owner,
            min(page.page + 1, page.pages - 1),
            label=text(lang, "lb-next"),
            disabled=page.page >= page.pages - 1,
        )
    )
    return view


def server_names(client: discord.Client) -> ServerName:
    def name(guild_id: int) -> str | None:
        guild = client.get_guild(guild_id)
        return None if guild is None else guild.name

    return name


async def games_answer(
    interaction: discord.Interaction[Any], host: Host, page: int = 0
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The page of the interaction's user's games, drawn."""
    user = interaction.user.id
    found = await host.service.games_of(user, page)
    lang = await private_language(interaction)
    names = server_names(interaction.client)
    return games_embed(found, lang, names), games_view(found, user, lang)


class GamesPageButton(
    Clicked,
    DynamicButton,
    template=game_template("games", rf"(?P<owner>{SNOWFLAKE})\.(?P<page>{COUNT})"),
):
    """Previous or Next of a list of games (not a game's button: game 0; the list's owner
    and the page in its argument)."""

    def __init__(
        self, owner: int, page: int, *, label: str | None = None, disabled: bool = False
    ) -> None:
        super().__init__(game_button(0, "games", f"{owner}.{page}", label=label, disabled=disabled))
        self.owner = owner
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GamesPageButton:
        return cls(int(match["owner"]), int(match["page"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        if interaction.user.id != self.owner:
            raise UserError("games-not-yours", owner=f"<@{self.owner}>")
        embed, view = await games_answer(interaction, host, self.page)
        await interaction.response.edit_message(embed=embed, view=view)
