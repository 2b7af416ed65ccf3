"""Pictures drawn in the painter's worker process: the same bytes as drawn in the bot's own
process, with the bot's fonts, and an unchanged picture not drawn again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.ui.images import configure_fonts, hand_image, score_sheet_image, table_image
from bot.ui.images.painter import Painter

from . import scenes


@pytest.fixture
async def painter() -> AsyncIterator[Painter]:
    made = Painter()
    yield made
    made.close()


async def test_a_picture_from_the_worker_is_the_one_drawn_here(painter: Painter) -> None:
    for picture, draw in (
        (scenes.HAND, hand_image),
        (scenes.TABLE_INTERNATIONAL, table_image),
        (scenes.SCORES_INTERNATIONAL, score_sheet_image),
    ):
        assert await painter.draw(picture) == draw(picture)  # type: ignore[arg-type]


async def test_an_unchanged_picture_is_not_drawn_again(painter: Painter) -> None:
    first = await painter.draw(scenes.HAND)
    painter.close()
    painter._broken = True  # neither worker nor thread any more: only what was kept
    painter._paint = None  # type: ignore[assignment, method-assign]
    assert await painter.draw(scenes.HAND) is first


async def test_the_worker_draws_with_the_fonts_of_the_bot(painter: Painter, tmp_path: Path) -> None:
    usual = await painter.draw(scenes.TABLE_INTERNATIONAL)
    configure_fonts([tmp_path])  # no TrueType font: Pillow's own
    plain = await painter.draw(scenes.TABLE_INTERNATIONAL)
    assert plain != usual and plain == table_image(scenes.TABLE_INTERNATIONAL)
