"""The table seen from above: the trick in the middle, each card in front of the seat that
played it, a name plate per seat (bid, tricks, dealer's button, whose turn), and the trump
with the card turned up.

Seats go clockwise on screen, like at a real table: the viewer (seat 1 by default) at the
bottom, the next seat to their left, and so on; three players sit bottom, upper left and upper
right.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.engine import BOARD, Bid, Card, Game, Phase, Suit, TrickWon

from ..words.cards import bid_text, card_name, suit_name
from ..words.i18n import ENGLISH, text
from ..words.names import chained, names_list, running, standalone
from .cache import register
from .cards import card_face, card_size
from .draw import (
    FELT,
    FELT_LIGHT,
    GREY,
    HIGHLIGHT,
    INK,
    LIGHT_GREY,
    PAPER,
    RGB,
    SIDE_COLOURS,
    WHITE,
    draw_text,
    fit,
    fit_name,
    paste_rounded,
    paste_shape,
    rounded_mask,
    shrink,
    suit_colour,
    suit_shape,
    text_width,
    to_png,
)
from .hand import is_trump
from .source import Names, Source, game_of, seat_name, side_label, side_seats

SIZE: Final = (760, 560)
CARD_WIDTH: Final = 92
PLATE: Final = (204, 68)
CENTRE: Final = (380, 300)
SMALL_CARD: Final = 46  # the turn-up, in the corner
FOOTER_SIZE: Final = 19
TURN_UP_ROOM: Final = 150  # for the word beside the turn-up card; the heading keeps 300


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as the table picture shows it."""

    seat: int
    name: str
    side: int  # its team, or the seat itself in pagat-3: picks its colour
    bid: Bid | None = None  # 0 is a pass; None before it bids
    board_level: int = 0  # of a board bid: 2 for a double board
    tricks: int | None = None  # tricks taken this hand; None before play
    card: Card | None = None  # its card in the trick shown
    dealer: bool = False
    to_act: bool = False
    playing: bool = True  # False while it sits out a tiebreak hand
    points: int | None = None  # its side's final score, once the game is over


@dataclass(frozen=True, slots=True)
class TablePicture:
    """What a table picture shows. `seats` by seat number (3 or 4); `trick` the seats in the
    order they played to the trick shown (their cards are in `seats`); `winner` the seat that
    won it when it is a finished trick."""

    heading: str
    seats: tuple[SeatInfo, ...]
    trump: Suit | None
    turn_up: Card | None
    status: str  # whose turn, or how the game ended
    trick: tuple[int, ...] = ()
    winner: int | None = None
    partnerships: bool = True
    viewer: int = 0  # the seat drawn at the bottom
    # The trick shown closed the previous hand (the next one is dealt at once): its cards are
    # marked with that hand's trump, not this one's.
    earlier_hand: bool = False
    earlier_trump: Suit | None = None
    lang: str = ENGLISH  # of the labels, the alt text and of `heading` and `status`

    @property
    def trick_trump(self) -> Suit | None:
        return self.earlier_trump if self.earlier_hand else self.trump


def heading_of(game: Game, lang: str) -> str:
    if game.is_over:
        return text(lang, "game-over-title")
    if game.in_tiebreak:
        return text(lang, "picture-heading-tiebreak", size=game.hand_size)
    return text(
        lang,
        "picture-heading-hand",
        number=game.hand_number,
        total=len(game.schedule),
        size=game.hand_size,
    )


def status_of(game: Game, names: Names, lang: str) -> str:
    """Whose turn it is, or how the game ended."""
    options = game.options
    if game.is_over:
        if game.winner is None:
            return text(lang, "picture-status-draw")
        if not options.partnerships:
            return text(lang, "picture-status-wins", player=seat_name(names, game.winner, lang))
        members = names_list(
            [seat_name(names, s, lang) for s in side_seats(options, game.winner)], lang
        )
        side = side_label(options, game.winner, lang)
        return text(lang, "picture-status-team-wins", side=side, members=members)
    assert game.to_act is not None
    doing = "to-bid" if game.phase is Phase.BID else "to-lead" if not game.trick else "to-play"
    return text(lang, doing, player=seat_name(names, game.to_act, lang))


def table_picture(
    source: Source,
    names: Names,
    *,
    viewer: int | None = None,
    last_trick: TrickWon | None = None,
    lang: str = ENGLISH,
) -> TablePicture:
    """The table as the game stands. The trick shown is the one in progress; when none is,
    `last_trick` (a `TrickWon` event, e.g. the one just returned by the service), else the
    last trick of the hand being played. A `last_trick` that closed the previous hand (the
    next is dealt at once) keeps that hand's trump marks. `viewer` is drawn at the bottom
    (default seat 1). Its words are in `lang`."""
    game = game_of(source)
    if game is None:
        raise ValueError("no game at this table yet")
    options = game.options
    players = options.players
    trick: tuple[tuple[int, Card], ...] = tuple(game.trick)
    winner = None
    if not trick and last_trick is not None:
        trick, winner = last_trick.cards, last_trick.seat
    elif not trick and game.phase is Phase.PLAY and game.tricks_played:
        # The winner of a trick leads the next one (R18): the seat to act won the last.
        trick, winner = game.played_this_hand()[-len(game.seats) :], game.to_act
    played = dict(trick)
    over = game.is_over
    # A trick given when the hand in play has none yet was the last of the hand before.
    earlier = bool(trick) and not over and not game.trick and game.tricks_played == 0
    earlier_trump = game.results[-1].trump if earlier and game.results else game.trump
    bidding = not over and not game.in_tiebreak
    seats = []
    for seat in range(players):
        bid = game.bids[seat] if bidding else None
        seats.append(
            SeatInfo(
                seat=seat,
                name=seat_name(names, seat, lang),
                side=options.side_of(seat),
                bid=bid,
                board_level=game.board_levels[seat] if bid is BOARD else 0,
                tricks=game.tricks[seat] if game.phase is Phase.PLAY else None,
                card=played.get(seat),
                dealer=seat == game.dealer and not over,
                to_act=seat == game.to_act,
                playing=over or seat in game.seats,
                points=game.scores[options.side_of(seat)] if over else None,
            )
        )
    return TablePicture(
        heading=heading_of(game, lang),
        seats=tuple(seats),
        trump=None if over else game.trump,
        turn_up=None if over else game.turn_up,
        status=status_of(game, names, lang),
        trick=tuple(seat for seat, _ in trick),
        winner=winner,
        partnerships=options.partnerships,
        viewer=0 if viewer is None else viewer,
        earlier_hand=earlier,
        earlier_trump=earlier_trump if earlier else None,
        lang=lang,
    )


def positions(players: int) -> tuple[tuple[float, float], ...]:
    """Card centres by position round the table (0 = bottom, then clockwise on screen)."""
    cx, cy = CENTRE
    w, h = card_size(CARD_WIDTH)
    if players == 3:
        return (
            (cx, cy + h / 2 + 6),
            (cx - w / 2 - 8, cy - h / 2 - 2),
            (cx + w / 2 + 8, cy - h / 2 - 2),
        )
    return (
        (cx, cy + h / 2 + 6),
        (cx - w - 12, cy),
        (cx, cy - h / 2 - 6),
        (cx + w + 12, cy),
    )


def plate_boxes(players: int) -> tuple[tuple[int, int, int, int], ...]:
    """Name plates by position, each beyond its card as seen from the middle."""
    pw, ph = PLATE
    w, h = card_size(CARD_WIDTH)
    boxes = []
    for k, (x, y) in enumerate(positions(players)):
        if k == 0:
            top = round(y + h / 2 + 14)
            boxes.append((round(x - pw / 2), top, round(x + pw / 2), top + ph))
        elif players == 4 and k == 2:
            bottom = round(y - h / 2 - 14)
            boxes.append((round(x - pw / 2), bottom - ph, round(x + pw / 2), bottom))
        elif (players == 4 and k == 1) or (players == 3 and k == 1):
            right = round(x - w / 2 - 14)
            boxes.append((right - pw, round(y - ph / 2), right, round(y + ph / 2)))
        else:
            left = round(x + w / 2 + 14)
            boxes.append((left, round(y - ph / 2), left + pw, round(y + ph / 2)))
    return tuple(boxes)


def _plate(image: Image.Image, box: tuple[int, int, int, int], info: SeatInfo, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    fill = PAPER if info.playing else LIGHT_GREY
    ink = INK if info.playing else GREY
    if info.to_act:
        paste_rounded(image, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 14, HIGHLIGHT)
    paste_rounded(image, box, 10, fill)
    # The side's colour down the plate's left edge, cut from the plate's own rounded shape.
    colour: RGB = SIDE_COLOURS[info.side % len(SIDE_COLOURS)]
    edge = rounded_mask(x1 - x0, y1 - y0, 10).crop((0, 0, 10, y1 - y0))
    image.paste(colour, (x0, y0, x0 + 10, y1), edge)
    room = (x1 - x0) - 24 - (26 if info.dealer else 0)
    name = fit_name(standalone(info.name, lang), "bold", 20, room)
    draw_text(draw, (x0 + 18, y0 + 10), name, "bold", 20, ink)
    line, size = shrink(seat_line(info, lang), "regular", 15, x1 - x0 - 24, 12)
    draw_text(draw, (x0 + 18, y0 + 41), line, "regular", size, ink)
    if info.dealer:
        # The dealer's button, as on a real table.
        cx, cy, r = x1 - 18, y0 + 20, 13
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=2)
        mark = text(lang, "picture-dealer-mark")
        draw_text(draw, (cx, cy + 1), fit(mark, "bold", 15, 2 * r - 4), "bold", 15, INK, "mm")


def seat_line(info: SeatInfo, lang: str = ENGLISH) -> str:
    """A seat's plate under its name: its bid and the tricks it took, one whole message for
    each case."""
    if not info.playing:
        return text(lang, "picture-seat-sits-out")
    if info.points is not None:
        return text(lang, "picture-seat-final", points=info.points)
    if info.bid is None:
        if info.tricks is not None:
            return text(lang, "picture-seat-tricks", tricks=info.tricks)
        return text(lang, "picture-seat-to-bid" if info.to_act else "picture-seat-no-bid")
    if info.bid == 0:
        if info.tricks is None:
            return text(lang, "picture-seat-passed")
        return text(lang, "picture-seat-passed-tricks", tricks=info.tricks)
    bid = bid_text(info.bid, info.board_level, lang)
    if info.tricks is None:
        return text(lang, "picture-seat-bid", bid=bid)
    return text(lang, "picture-seat-bid-tricks", bid=bid, tricks=info.tricks)


def _trump_badge(image: Image.Image, picture: TablePicture) -> int:
    """The trump and the turn-up in the top right corner; returns where they begin."""
    if picture.turn_up is None:
        return SIZE[0]  # no hand being played (the game is over): no trump to tell
    draw = ImageDraw.Draw(image)
    right = SIZE[0] - 16
    w, h = card_size(SMALL_CARD)
    trump = is_trump(picture.turn_up, picture.trump)
    face = card_face(picture.turn_up, trump, SMALL_CARD, lang=picture.lang)
    image.paste(face, (right - w, 8), face)
    turn_up, size = shrink(text(picture.lang, "picture-turn-up"), "regular", 14, TURN_UP_ROOM, 12)
    draw_text(draw, (right - w - 8, 8 + h / 2), turn_up, "regular", size, LIGHT_GREY, "rm")
    # The badge keeps its place unless the words for "turn-up" need more room.
    right -= w + 8 + max(72, round(text_width(turn_up, "regular", size)) + 10)
    box = (right - 130, 14, right, 52)
    paste_rounded(image, box, 10, PAPER)
    if picture.trump is None:
        words = fit(text(picture.lang, "picture-no-trump"), "bold", 18, 130 - 16)
        draw_text(draw, ((box[0] + box[2]) / 2, 33), words, "bold", 18, INK, "mm")
    else:
        words = fit(text(picture.lang, "picture-trumps"), "bold", 18, 130 - 12 - 40)
        draw_text(draw, (box[0] + 12, 33), words, "bold", 18, INK, "lm")
        shape, colour = suit_shape(picture.trump), suit_colour(picture.trump)
        paste_shape(image, shape, 26, (box[2] - 22, 33), colour)
    return box[0]


@register
@lru_cache(maxsize=128)
def table_image(picture: TablePicture) -> bytes:
    """The table as a PNG (RGB, 720 x 560)."""
    image = Image.new("RGB", SIZE, FELT)
    draw = ImageDraw.Draw(image)
    cx, cy = CENTRE
    draw.ellipse((cx - 250, cy - 200, cx + 250, cy + 200), fill=FELT_LIGHT)
    # The heading takes what the trump's badge leaves (at least 300 pixels), smaller if need be.
    room = max(300, _trump_badge(image, picture) - 18 - 16)
    heading, size = shrink(picture.heading, "bold", 22, room, 18)
    draw_text(draw, (18, 33), heading, "bold", size, WHITE, "lm")
    players = len(picture.seats)
    spots = positions(players)
    plates = plate_boxes(players)
    w, h = card_size(CARD_WIDTH)
    for info in picture.seats:
        place = (info.seat - picture.viewer) % players
        _plate(image, plates[place], info, picture.lang)
    # Cards in the order played, so a later card lies on an earlier one as on the table.
    by_seat = {info.seat: info for info in picture.seats}
    for order, seat in enumerate(picture.trick, start=1):
        info = by_seat[seat]
        if info.card is None:
            continue
        x, y = spots[(seat - picture.viewer) % players]
        left, top = round(x - w / 2), round(y - h / 2)
        if seat == picture.winner:
            paste_rounded(image, (left - 5, top - 5, left + w + 5, top + h + 5), 13, HIGHLIGHT)
        trump = is_trump(info.card, picture.trick_trump)
        face = card_face(info.card, trump, CARD_WIDTH, lang=picture.lang)
        image.paste(face, (left, top), face)
        # Which card was led and which followed: a small number on the card's blank corner.
        bx, by, r = left + w - 15, top + 15, 11
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=INK)
        draw_text(draw, (bx, by + 1), str(order), "bold", 14, WHITE, "mm")
    footer = fit(_footer(picture, FOOTER_SIZE), "bold", FOOTER_SIZE, SIZE[0] - 40)
    draw_text(draw, (SIZE[0] / 2, SIZE[1] - 22), footer, "bold", FOOTER_SIZE, WHITE, "mm")
    return to_png(image)


def _footer(picture: TablePicture, size: int) -> str:
    """The line under the table, each name in it cut by the names' rule (the status is
    built with the full names, which the alt text keeps)."""
    short = {
        info.name: fit_name(info.name, "bold", size)
        for info in sorted(picture.seats, key=lambda i: len(i.name), reverse=True)
    }
    status = picture.status
    for name, cut in short.items():
        if cut != name:
            status = status.replace(name, cut)
    if picture.winner is None:
        return status
    winner = next(i.name for i in picture.seats if i.seat == picture.winner)
    return text(picture.lang, "picture-footer-won", player=short[winner], status=status)


def table_alt_text(picture: TablePicture) -> str:
    """What the table picture shows, in words, for a screen reader, in the picture's
    language."""
    lang = picture.lang
    parts = [text(lang, "picture-alt-table", heading=picture.heading)]
    if picture.turn_up is not None:
        turn_up = card_name(picture.turn_up, lang)
        if picture.trump is None:
            parts.append(text(lang, "picture-alt-no-trump", card=turn_up))
        else:
            trump = suit_name(picture.trump, lang)
            parts.append(text(lang, "picture-alt-trumps", suit=trump, card=turn_up))
    dealer = [info.name for info in picture.seats if info.dealer]
    if dealer:
        parts.append(text(lang, "picture-alt-dealer", player=dealer[0]))
    trick = _trick_words(picture)
    if trick:
        parts.append(trick)
    elif picture.turn_up is not None and not any(map(_unbid, picture.seats)):  # no trick yet
        parts.append(text(lang, "picture-alt-no-cards"))
    for info in picture.seats:
        said = {"player": info.name, "line": seat_line(info, lang)}
        if picture.partnerships:
            parts.append(text(lang, "picture-alt-seat-team", team=info.side + 1, **said))
        else:
            parts.append(text(lang, "picture-alt-seat", **said))
    # The bidder's plate says "to bid": the status would only say it again ("dave to bid").
    if not any(i.to_act and _unbid(i) for i in picture.seats):
        parts.append(text(lang, "picture-alt-status", status=picture.status))
    return " ".join(parts)


def _unbid(info: SeatInfo) -> bool:
    """A seat in the hand that has not bid yet: the hand is being bid."""
    return info.playing and info.bid is None and info.tricks is None and info.points is None


def _trick_words(picture: TablePicture) -> str:
    """The trick shown, card by card, and who won it."""
    lang = picture.lang
    by_seat = {info.seat: info for info in picture.seats}
    plays = []
    for i, seat in enumerate(picture.trick):
        card = by_seat[seat].card
        if card is not None:
            verb = "picture-alt-led" if i == 0 else "picture-alt-played"
            said = card_name(card, lang, form="with" if i == 0 else "plain")
            play = text(lang, verb, player=by_seat[seat].name, card=said)
            plays.append(running(play, lang))  # after "Current trick:" or another play
    if not plays:
        return ""
    cards = chained(plays, lang)
    if picture.winner is None:
        return text(lang, "picture-alt-current-trick", plays=cards)
    which = "picture-alt-previous-trick" if picture.earlier_hand else "picture-alt-last-trick"
    return text(lang, which, plays=cards, player=by_seat[picture.winner].name)
