"""The score sheet: each side's running total as a line chart across the game's hands, and
under it a compact table of every hand (its size, the trump, and per side the bid, the tricks
taken and the points), one column per hand, lined up with the chart's points.

The columns cover the whole schedule from the first hand on, so the chart fills in as the game
goes and the sheet keeps its size; hands still to come show only their size, greyed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from math import ceil, floor, log10
from typing import Final

from PIL import Image, ImageDraw

from bot.engine import Game, HandResult, Suit

from ..words.i18n import ENGLISH, number, text
from ..words.names import chained, names_list, standalone
from .cache import register
from .draw import (
    FELT,
    GREY,
    INK,
    LIGHT_GREY,
    LOSS,
    PAPER,
    RGB,
    SIDE_COLOURS,
    WHITE,
    WIN,
    draw_text,
    fit,
    fit_name,
    paste_shape,
    shrink,
    suit_colour,
    suit_shape,
    text_width,
    to_png,
)
from .source import Names, Source, game_of, seat_name, side_label, side_seats

MARGIN: Final = 20
LABEL_WIDTH: Final = 132
ROW: Final = 24
CHART_HEIGHT: Final = 250
TABLE_SPAN: Final = 880  # the width the hand columns share
MIN_PLOT: Final = 420
SS: Final = 3  # the chart's lines and markers are drawn this much larger, then scaled down
MARKERS: Final[tuple[str, ...]] = ("circle", "square", "diamond")
ALT_TEXT_LIMIT: Final = 1024  # Discord's limit for an attachment's description


@dataclass(frozen=True, slots=True)
class SideInfo:
    name: str  # "Team 1", or the player in pagat-3
    members: tuple[str, ...] = ()  # a team's players, each name whole


@dataclass(frozen=True, slots=True)
class HandLine:
    """One scored hand, per side."""

    number: int
    size: int
    trump: Suit | None
    bids: tuple[str, ...]  # the side's contract: "5", "0", "B" (board), "2B" (double board)
    tricks: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    title: str
    sides: tuple[SideInfo, ...]
    schedule: tuple[int, ...]  # the size of every hand of the game
    hands: tuple[HandLine, ...]  # the hands scored so far, in order
    lang: str = ENGLISH  # of the labels and the alt text, and of `title` and `sides`

    def totals(self) -> tuple[tuple[int, ...], ...]:
        """Running totals per side, after each hand."""
        if not self.hands:
            return ()
        return tuple(accumulate((h.points for h in self.hands), _add))


def _add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def bid_cell(contract: int, board_level: int, lang: str = ENGLISH) -> str:
    if board_level:
        return text(lang, "picture-board-short", level=board_level)
    return str(contract)


def hand_line(
    result: HandResult, side_of: tuple[int, ...], sides: int, lang: str = ENGLISH
) -> HandLine:
    tricks = [0] * sides
    for seat, taken in enumerate(result.tricks):
        tricks[side_of[seat]] += taken
    return HandLine(
        number=result.number,
        size=result.size,
        trump=result.trump,
        bids=tuple(
            bid_cell(result.contracts[s], result.board_levels[s], lang) for s in range(sides)
        ),
        tricks=tuple(tricks),
        points=result.points,
    )


def score_sheet(source: Source, names: Names, lang: str = ENGLISH) -> ScoreSheet:
    """The sheet of the game so far: every scored hand (use it after `HandScored` and after
    `GameOver`), its words in `lang`."""
    game = game_of(source)
    if game is None:
        raise ValueError("no game at this table yet")
    options = game.options
    sides = []
    for side in range(options.sides):
        if options.partnerships:
            members = tuple(seat_name(names, s, lang) for s in side_seats(options, side))
            sides.append(SideInfo(side_label(options, side, lang), members))
        else:
            sides.append(SideInfo(seat_name(names, side, lang)))
    side_of = tuple(options.side_of(s) for s in range(options.players))
    hands = tuple(hand_line(r, side_of, options.sides, lang) for r in game.results)
    title = _title(game, sides, hands, lang)
    return ScoreSheet(title, tuple(sides), options.hands, hands, lang)


def _title(game: Game, sides: list[SideInfo], hands: tuple[HandLine, ...], lang: str) -> str:
    total = len(game.options.hands)
    if not game.is_over:
        if not hands:
            return text(lang, "picture-scores-to-play", count=total)
        return text(lang, "picture-scores-after", number=hands[-1].number, total=total)
    if game.winner is None:
        return text(lang, "picture-scores-draw")
    side = sides[game.winner].name
    if game.tiebreak is not None:
        return text(lang, "picture-scores-won-tiebreak", side=side)
    return text(lang, "picture-scores-won", side=side)


class _Frame:
    """Where things go on the sheet."""

    def __init__(self, sheet: ScoreSheet) -> None:
        n = max(1, len(sheet.schedule))
        self.col = max(36, min(88, TABLE_SPAN // n))
        if self.col * n < MIN_PLOT:
            self.col = ceil(MIN_PLOT / n)
        self.n = n
        self.left = MARGIN + LABEL_WIDTH  # the first hand column's left edge
        self.right = self.left + self.col * n
        self.width = self.right + MARGIN
        self.legend_top = 56
        self.chart_top = self.legend_top + 28 * len(sheet.sides) + 12
        self.chart_bottom = self.chart_top + CHART_HEIGHT
        self.table_top = self.chart_bottom + 18
        self.rows = 3 + 3 * len(sheet.sides)
        self.height = self.table_top + self.rows * ROW + MARGIN

    def x(self, column: float) -> float:
        """The centre of hand column `column` (0-based); -0.5 is the chart's left edge."""
        return self.left + (column + 0.5) * self.col


def _ticks(lo: int, hi: int) -> tuple[list[int], int, int]:
    """Round-numbered gridlines covering lo..hi: about five steps of 1, 2 or 5 x 10^k."""
    lo, hi = min(lo, 0), max(hi, 0)
    if hi - lo < 10:
        hi = lo + 10
    raw = (hi - lo) / 5
    magnitude = 10 ** floor(log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    bottom, top = floor(lo / step) * step, ceil(hi / step) * step
    return list(range(bottom, top + 1, step)), bottom, top


def _marker(
    draw: ImageDraw.ImageDraw, kind: str, x: float, y: float, r: float, colour: RGB
) -> None:
    if kind == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=WHITE, width=SS)
    elif kind == "square":
        r *= 0.9
        draw.rectangle((x - r, y - r, x + r, y + r), fill=colour, outline=WHITE, width=SS)
    else:
        r *= 1.2
        draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=colour, outline=WHITE)


def _chart(image: Image.Image, sheet: ScoreSheet, frame: _Frame) -> None:
    draw = ImageDraw.Draw(image)
    top, bottom = frame.chart_top, frame.chart_bottom
    totals = sheet.totals()
    values = [v for row in totals for v in row]
    ticks, lo, hi = _ticks(min(values, default=0), max(values, default=0))

    def y(value: float) -> float:
        return bottom - 10 - (value - lo) / (hi - lo) * (bottom - top - 20)

    for tick in ticks:
        colour = INK if tick == 0 else LIGHT_GREY
        draw.line((frame.left - 6, y(tick), frame.right, y(tick)), fill=colour, width=1)
        draw_text(
            draw,
            (frame.left - 10, y(tick)),
            f"{tick:+d}" if tick else "0",
            "regular",
            14,
            GREY,
            "rm",
        )
    for k in range(frame.n):
        draw.line((frame.x(k), bottom - 4, frame.x(k), bottom), fill=LIGHT_GREY)
    if not totals:
        draw_text(
            draw,
            ((frame.left + frame.right) / 2, (top + bottom) / 2),
            fit(
                text(sheet.lang, "picture-no-hand-scored"), "regular", 18, frame.right - frame.left
            ),
            "regular",
            18,
            GREY,
            "mm",
        )
        return
    # Lines and markers drawn on the chart's ground enlarged, then scaled down: Pillow draws
    # them without antialiasing. An opaque copy (not a transparent layer) is scaled down
    # without the conversions an alpha channel costs, to the same pixels.
    box = (frame.left - 12, top, frame.right + 12, bottom)
    layer = image.crop(box)
    layer = layer.resize((layer.width * SS, layer.height * SS), Image.Resampling.NEAREST)
    ink = ImageDraw.Draw(layer)

    def at(column: float, value: float) -> tuple[float, float]:
        return (frame.x(column) - box[0]) * SS, (y(value) - box[1]) * SS

    # Each total sits over its hand's column; the lines start from 0 at the chart's edge.
    columns = [line.number - 1 for line in sheet.hands]
    for side in range(len(sheet.sides)):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        points = [at(-0.5, 0)] + [at(k, row[side]) for k, row in zip(columns, totals, strict=True)]
        ink.line(points, fill=colour, width=4 * SS, joint="curve")
    for side in range(len(sheet.sides)):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        kind = MARKERS[side % len(MARKERS)]
        for k, row in zip(columns, totals, strict=True):
            px, py = at(k, row[side])
            _marker(ink, kind, px, py, 6 * SS, colour)
    image.paste(layer.reduce(SS), (box[0], box[1]))


def _legend(image: Image.Image, sheet: ScoreSheet, frame: _Frame) -> None:
    draw = ImageDraw.Draw(image)
    totals = sheet.totals()
    last = totals[-1] if totals else (0,) * len(sheet.sides)
    for side, info in enumerate(sheet.sides):
        y = frame.legend_top + 28 * side + 12
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        layer = Image.new("RGBA", (24 * SS, 24 * SS), (255, 255, 255, 0))
        _marker(
            ImageDraw.Draw(layer), MARKERS[side % len(MARKERS)], 12 * SS, 12 * SS, 8 * SS, colour
        )
        small = layer.reduce(SS)
        image.paste(small, (MARGIN + 4, round(y - 12)), small)
        score = number(sheet.lang, last[side])
        draw_text(draw, (MARGIN + 40, y), score, "bold", 20, INK, "lm")
        # Each name cut by the names' rule first, so a long one leaves room for its partner's;
        # then joined as the language joins names.
        if info.members:
            members = names_list([fit_name(m, "bold", 18) for m in info.members], sheet.lang)
            label = f"{info.name} · {members}"
        else:
            label = fit_name(standalone(info.name, sheet.lang), "bold", 18)
        room = frame.width - MARGIN * 2 - 120
        draw_text(draw, (MARGIN + 110, y), fit(label, "bold", 18, room), "bold", 18, colour, "lm")


def _table(image: Image.Image, sheet: ScoreSheet, frame: _Frame) -> None:
    draw = ImageDraw.Draw(image)
    top = frame.table_top
    for row in range(frame.rows):
        if row % 2 == 0:
            y0 = top + row * ROW
            draw.rectangle((MARGIN, y0, frame.right, y0 + ROW - 1), fill=(241, 242, 238))
    cy = [top + row * ROW + ROW / 2 for row in range(frame.rows)]
    label_x = frame.left - 10

    def row_label(row: int, message: str, room: float = LABEL_WIDTH - 24) -> None:
        # Right-aligned against the first column, smaller rather than cut when long.
        label, size = shrink(text(sheet.lang, message), "regular", 14, room, 11)
        draw_text(draw, (label_x, cy[row]), label, "regular", size, GREY, "rm")

    for row, message in enumerate(("picture-row-hand", "picture-row-cards", "picture-row-trump")):
        row_label(row, message)
    for side, info in enumerate(sheet.sides):
        first = 3 + 3 * side
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        draw.rectangle(
            (MARGIN, top + first * ROW, MARGIN + 5, top + (first + 3) * ROW - 2), fill=colour
        )
        name = fit_name(standalone(info.name, sheet.lang), "bold", 14, 66)
        draw_text(draw, (MARGIN + 12, cy[first]), name, "bold", 14, colour, "lm")
        # The bid's label shares its row with the side's name: the room the name leaves.
        beside = label_x - (MARGIN + 12 + text_width(name, "bold", 14)) - 8
        row_label(first, "picture-row-bid", beside)
        row_label(first + 1, "picture-row-tricks")
        row_label(first + 2, "picture-row-points")
    played = {line.number: line for line in sheet.hands}
    for k, size in enumerate(sheet.schedule):
        x = frame.x(k)
        line = played.get(k + 1)
        faded = line is None
        draw_text(draw, (x, cy[0]), str(k + 1), "regular", 13, GREY, "mm")
        draw_text(draw, (x, cy[1]), str(size), "condensed", 15, LIGHT_GREY if faded else INK, "mm")
        if line is None:
            continue
        if line.trump is None:
            no_trump = fit(
                text(sheet.lang, "picture-no-trump-short"), "condensed", 13, frame.col - 4
            )
            draw_text(draw, (x, cy[2]), no_trump, "condensed", 13, INK, "mm")
        else:
            paste_shape(image, suit_shape(line.trump), 16, (x, cy[2]), suit_colour(line.trump))
        for side in range(len(sheet.sides)):
            first = 3 + 3 * side
            draw_text(draw, (x, cy[first]), line.bids[side], "condensed", 15, INK, "mm")
            draw_text(draw, (x, cy[first + 1]), str(line.tricks[side]), "condensed", 15, INK, "mm")
            points = line.points[side]
            colour = WIN if points > 0 else LOSS if points < 0 else GREY
            signed = f"{points:+d}" if points else "0"
            draw_text(draw, (x, cy[first + 2]), signed, "condensed", 15, colour, "mm")
    # Lines between the hand columns, lighter than the text, so each hand reads as a column.
    for k in range(1, frame.n):
        x = frame.left + k * frame.col
        draw.line((x, top, x, top + frame.rows * ROW - 1), fill=(226, 228, 224))


@register
@lru_cache(maxsize=64)
def score_sheet_image(sheet: ScoreSheet) -> bytes:
    """The score sheet as a PNG (RGB): about 1060 x 600 for a 25-hand game."""
    frame = _Frame(sheet)
    image = Image.new("RGB", (frame.width, frame.height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, frame.width, 44), fill=FELT)
    draw_text(
        draw,
        (MARGIN, 22),
        fit(sheet.title, "bold", 22, frame.width - 2 * MARGIN),
        "bold",
        22,
        WHITE,
        "lm",
    )
    _legend(image, sheet, frame)
    _chart(image, sheet, frame)
    _table(image, sheet, frame)
    return to_png(image)


# The trump of a hand in the alt text: the suit's own sign, which screen readers name.
TRUMP_SIGNS: Final = "♠♥♦♣"


def alt_length(text: str) -> int:
    """A text's length as Discord counts it for the limit (UTF-16 units: an emoji is two)."""
    return len(text.encode("utf-16-le")) // 2


def hand_entry(line: HandLine, lang: str = ENGLISH) -> str:
    """One hand in the alt text's compact form: `9♥ 3/4 +31, 5/5 0` is nine cards, hearts
    trumps; the first side bid 3, took 4 and scored 31; the second bid 5, took 5, scored 0."""
    trump = text(lang, "picture-no-trump-short") if line.trump is None else TRUMP_SIGNS[line.trump]
    sides = ", ".join(
        f"{bid}/{tricks} {points:+d}" if points else f"{bid}/{tricks} 0"
        for bid, tricks, points in zip(line.bids, line.tricks, line.points, strict=True)
    )
    return f"{line.size}{trump} {sides}"


def score_sheet_alt_text(sheet: ScoreSheet) -> str:
    """The sheet in words for a screen reader, in the sheet's language: the totals, then
    every hand in a compact form (cards and trump, each side's bid, tricks and points), within
    Discord's 1024 characters for an image description. Only a sheet that cannot fit keeps
    its latest hands and says which are left to the picture."""
    lang = sheet.lang
    totals = sheet.totals()
    last = totals[-1] if totals else (0,) * len(sheet.sides)
    said = [
        text(
            lang,
            "picture-alt-side-members",
            side=info.name,
            members=names_list(info.members, lang),
            score=score,
        )
        if info.members
        else text(lang, "picture-alt-side", side=info.name, score=score)
        for info, score in zip(sheet.sides, last, strict=True)
    ]
    head = text(lang, "picture-alt-scores", title=sheet.title, scores=chained(said, lang))
    if not sheet.hands:
        return head
    first = sheet.hands[0].number
    entries = [hand_entry(line, lang) for line in sheet.hands]
    whole = f"{head} {text(lang, 'picture-alt-hands', first=first, hands='; '.join(entries))}"
    if alt_length(whole) <= ALT_TEXT_LIMIT:
        return whole
    # The key with the most words it can have (the widest numbers), so the hands kept fit.
    widest = text(lang, "picture-alt-hands-cut", first=999, start=999, end=999, count=2, hands="")
    kept: list[str] = []
    budget = ALT_TEXT_LIMIT - alt_length(f"{head} {widest}") - 20  # other plural forms
    for entry in reversed(entries):
        if alt_length(entry) + 2 > budget:
            break
        kept.insert(0, entry)
        budget -= alt_length(entry) + 2
    dropped = len(entries) - len(kept)
    end = sheet.hands[dropped - 1].number
    key = text(
        lang,
        "picture-alt-hands-cut",
        first=end + 1,
        start=first,
        end=end,
        count=dropped,
        hands="; ".join(kept),
    )
    return f"{head} {key}"
