"""Take-backs: the Take back button under a person's move, and the Allow and Refuse buttons
under the request, for the players asked."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.service import TakebackAnswered, TakebackAsked
from bot.ui.plumbing.clicks import COUNT, Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import public_language
from bot.ui.plumbing.replies import answer_posted
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.refusals import UserError
from bot.ui.words.report import report


def takeback_view(game_id: int, place: int, row: int, lang: str = ENGLISH) -> discord.ui.View:
    """Under a person's move (`place`: its place among the moves that stand, `row`: its row
    in the log): its player may ask to take it back."""
    view = discord.ui.View(timeout=None)
    view.add_item(TakebackButton(game_id, place, row, text(lang, "button-takeback")))
    return view


def answer_view(game_id: int, move: int, lang: str = ENGLISH) -> discord.ui.View:
    """Under a take-back request: the players asked allow or refuse it."""
    view = discord.ui.View(timeout=None)
    view.add_item(AllowButton(game_id, move, text(lang, "button-allow")))
    view.add_item(RefuseButton(game_id, move, text(lang, "button-refuse")))
    return view


class TakebackButton(
    Clicked,
    DynamicButton,
    # A button of the first take-backs carried only the place: stale since rows were added.
    template=game_template("takeback", rf"(?P<place>{COUNT})(?:\.(?P<row>{COUNT}))?"),
):
    """A player asks to take back their move: the other side is asked, in public."""

    def __init__(self, game_id: int, place: int, row: int | None, label: str | None = None) -> None:
        arg = place if row is None else f"{place}.{row}"
        super().__init__(game_button(game_id, "takeback", arg, label=label))
        self.game_id = game_id
        self.place = place
        self.log_row = row  # (`row` is the button's row in its message)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TakebackButton:
        row = match["row"]
        return cls(int(match["game"]), int(match["place"]), None if row is None else int(row))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        if self.log_row is None:
            raise UserError("refusal-stale")
        outcome = await host.service.takebacks.ask(
            self.game_id, interaction.user.id, self.place, self.log_row
        )
        news = report(outcome.table, outcome.events, await public_language(interaction))
        asked = outcome.events[0]
        if isinstance(asked, TakebackAsked):
            news.view = answer_view(self.game_id, asked.move, await public_language(interaction))
        message_id = await answer_posted(interaction, **news.send_kwargs())
        if isinstance(asked, TakebackAsked):  # its buttons go when it lapses
            await host.service.takebacks.placed(self.game_id, asked.move, message_id)


class AllowButton(Clicked, DynamicButton, template=game_template("allow", rf"(?P<move>{COUNT})")):
    def __init__(self, game_id: int, move: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.success
        super().__init__(game_button(game_id, "allow", move, label=label, style=style))
        self.game_id = game_id
        self.move = move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AllowButton:
        return cls(int(match["game"]), int(match["move"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await answer(host, interaction, self.game_id, self.move, allow=True)

    async def gone(self, interaction: discord.Interaction[Any], host: Host) -> None:
        # The buttons go when the request is settled or lapses: say which.
        await host.service.takebacks.require_open(self.game_id, self.move)
        await super().gone(interaction, host)


class RefuseButton(Clicked, DynamicButton, template=game_template("refuse", rf"(?P<move>{COUNT})")):
    def __init__(self, game_id: int, move: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.danger
        super().__init__(game_button(game_id, "refuse", move, label=label, style=style))
        self.game_id = game_id
        self.move = move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RefuseButton:
        return cls(int(match["game"]), int(match["move"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await answer(host, interaction, self.game_id, self.move, allow=False)

    async def gone(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await host.service.takebacks.require_open(self.game_id, self.move)
        await super().gone(interaction, host)


async def answer(
    host: Host, interaction: discord.Interaction[Any], game_id: int, move: int, *, allow: bool
) -> None:
    """An answer to a take-back: the request's message says it, in place; its buttons go once
    the request is settled."""
    outcome = await host.service.takebacks.answer(game_id, interaction.user.id, move, allow)
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
