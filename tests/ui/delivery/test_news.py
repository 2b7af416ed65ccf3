"""The news of a change as it is sent: a hand's result reads before the next deal and whose
turn it is (one Components V2 message in the order it is read, since Discord draws embeds
below a message's text); news without lines after a result stays a plain message."""

from __future__ import annotations

from typing import Any

import discord

from bot.ui.delivery.news import sent
from bot.ui.words.report import Report


def texts(view: discord.ui.LayoutView) -> list[str]:
    """Every text display of a layout, in the order it is read."""
    found = []
    for item in view.walk_children():
        if isinstance(item, discord.ui.TextDisplay):
            found.append(item.content)
    return found


def result() -> discord.Embed:
    embed = discord.Embed(title="Hand 3 of 25 scored", description="11 cards, clubs trumps")
    embed.add_field(name="Team 1", value="bid 4, took 5: +41")
    return embed


def test_a_hands_result_reads_before_the_next_deal_and_the_turn() -> None:
    news = Report(lines=["alice played 9♣", "alice took trick 11"], embeds=[result()], split=2)
    news.lines += ["Hand 4 of 25: 10 cards, dealer bob", "carol, your turn to bid"]
    kwargs: dict[str, Any] = sent(news)
    assert "content" not in kwargs and "embeds" not in kwargs
    said = texts(kwargs["view"])
    joined = "\n".join(said)
    assert joined.index("took trick 11") < joined.index("Hand 3 of 25 scored")
    assert joined.index("+41") < joined.index("Hand 4 of 25") < joined.index("your turn")
    assert kwargs["allowed_mentions"].users is False  # nobody to notify in this news


def test_news_with_nothing_after_its_result_stays_a_plain_message() -> None:
    plain = Report(lines=["alice played 9♣"])
    assert sent(plain)["content"] == "alice played 9♣"
    ended = Report(lines=["bob took trick 25"], embeds=[result()], split=1)
    kwargs = sent(ended)
    assert kwargs["content"] == "bob took trick 25" and kwargs["embeds"] == [ended.embeds[0]]


def test_the_buttons_under_the_news_go_with_its_layout() -> None:
    news = Report(lines=["before", "after"], embeds=[result()], split=1)
    news.view = discord.ui.View(timeout=None)
    news.view.add_item(discord.ui.Button(label="Take back", custom_id="ba:7:takeback:3.12"))
    view = sent(news)["view"]
    ids = [c.custom_id for c in view.walk_children() if isinstance(c, discord.ui.Button)]
    assert ids == ["ba:7:takeback:3.12"]
