"""Pictures of the game (bot/ui/images): cards, hand, table, score sheet, alt texts, fonts."""

from __future__ import annotations

import dataclasses
import io
import os
import random
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from types import SimpleNamespace

import pytest
from PIL import Image, ImageChops, ImageFont, ImageStat

from bot.engine import (
    BIG_BLOOPER,
    CARDS,
    LITTLE_BLOOPER,
    Card,
    Game,
    Phase,
    Suit,
    TrickWon,
    card,
    cards,
    sort_for_display,
)
from bot.engine.cards import mask_of
from bot.ui.images import (
    PILLOW_DEFAULT,
    HandPicture,
    TablePicture,
    card_face,
    clear_caches,
    configure_fonts,
    font_source,
    fonts,
    hand_alt_text,
    hand_image,
    hand_layout,
    hand_picture,
    labels_drawable,
    score_sheet,
    score_sheet_alt_text,
    score_sheet_image,
    table_alt_text,
    table_image,
    table_picture,
)
from bot.ui.images.__main__ import main as write_examples
from bot.ui.images.__main__ import step
from bot.ui.images.cards import card_size, index_width
from bot.ui.images.draw import GOLD, HIGHLIGHT
from bot.ui.images.table import CENTRE, plate_boxes
from bot.ui.words.i18n import LANGUAGES

from . import scenes
from .imagecheck import check_golden, difference, load

NAMES = {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave"}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def dejavu() -> None:
    if font_source() == PILLOW_DEFAULT:
        pytest.skip("DejaVu Sans is not installed (Debian: fonts-dejavu-core)")


@pytest.fixture
def dejavu_raqm(dejavu: None) -> None:
    """DejaVu laid out by Raqm, as the golden pictures are drawn (make test installs FriBiDi,
    which Raqm needs; without it the basic layout places glyphs a little differently)."""
    if fonts.LAYOUT != ImageFont.Layout.RAQM:
        message = "Raqm layout unavailable (Debian: libfribidi0)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture
def builtin_font() -> None:
    configure_fonts([])


def opened(png: bytes) -> Image.Image:
    assert png.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def played_game(
    preset: str, seed: int, until: Callable[[Game], object] | None = None, limit: int = 100_000
) -> Game:
    """A seeded game played by the example players until `until(game)` holds (or the end)."""
    game = Game(preset, first_dealer=seed % 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.phase is Phase.OVER or (until is not None and until(game)):
            return game
        step(game, rng)
    raise AssertionError("the game never reached the state asked for")


# ------------------------------------------------------------------ cards


def test_every_card_renders_to_a_distinct_image() -> None:
    faces = [card_face(c, False, 104) for c in CARDS]
    assert all(f.size == (104, 146) and f.mode == "RGBA" for f in faces)
    assert len({f.tobytes() for f in faces}) == 54
    trumps = [card_face(c, True, 104) for c in CARDS]
    assert len({f.tobytes() for f in trumps}) == 54


def test_a_trump_looks_different_and_has_the_gold_frame() -> None:
    plain, trump = card_face(card("7H"), False, 104), card_face(card("7H"), True, 104)
    assert plain.tobytes() != trump.tobytes()
    h = plain.height
    # The frame runs down the left side, a few pixels in from the edge.
    column = [trump.getpixel((4, y))[:3] for y in range(20, h - 20)]  # type: ignore[index]
    assert all(_near(pixel, GOLD, 40) for pixel in column)
    plain_column = [plain.getpixel((4, y))[:3] for y in range(20, h - 20)]  # type: ignore[index]
    assert not any(_near(pixel, GOLD, 40) for pixel in plain_column)


def test_the_bloopers_are_always_trumps() -> None:
    for joker in (BIG_BLOOPER, LITTLE_BLOOPER):
        assert card_face(joker, False, 104).tobytes() == card_face(joker, True, 104).tobytes()


def _mean(image: Image.Image) -> tuple[float, ...]:
    return tuple(ImageStat.Stat(image.convert("RGB"), mask=image.getchannel("A")).mean)


def _near(a: tuple[int, ...] | tuple[float, ...], b: tuple[int, ...], within: float) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a, b, strict=True))


def test_the_bloopers_stand_apart_from_each_other_and_from_plain_cards() -> None:
    big = _mean(card_face(BIG_BLOOPER, True, 104))
    little = _mean(card_face(LITTLE_BLOOPER, True, 104))
    plain = [_mean(card_face(c, True, 104)) for c in CARDS[:52]]
    # Dark cards among light ones...
    assert sum(big) / 3 < 120 and sum(little) / 3 < 120
    assert min(sum(p) / 3 for p in plain) > 180
    # ...in clearly different colours: purple (red and blue over green), teal (the reverse).
    assert big[0] > big[1] and little[1] > little[0]
    assert sum(abs(x - y) for x, y in zip(big, little, strict=True)) > 60


def _red_pixels(image: Image.Image) -> int:
    r, g, b = image.convert("RGB").split()
    red = ImageChops.multiply(
        ImageChops.multiply(
            r.point(lambda v: 255 if v > 150 else 0), g.point(lambda v: 255 if v < 90 else 0)
        ),
        b.point(lambda v: 255 if v < 110 else 0),
    )
    return red.histogram()[255]


def test_red_suits_are_red_and_black_suits_are_not() -> None:
    for suit in Suit:
        count = _red_pixels(card_face(CARDS[suit * 13 + 5], False, 104))
        if suit.is_red:
            assert count > 500, suit
        else:
            assert count == 0, suit


def test_a_dimmed_card_is_darker() -> None:
    face, dim = card_face(card("QS"), False, 104), card_face(card("QS"), False, 104, True)
    assert sum(_mean(dim)) < sum(_mean(face)) * 0.7
    # The shade stays on the card: nothing is drawn beyond its rounded corners.
    outside = face.getchannel("A").point(lambda v: 255 if v == 0 else 0)
    assert ImageChops.multiply(dim.getchannel("A"), outside).getbbox() is None


# ------------------------------------------------------------------ hand


def test_hand_image_size_and_mode() -> None:
    full = opened(hand_image(HandPicture(tuple(CARDS[:13]), Suit.SPADES)))
    assert full.mode == "RGB" and full.format == "PNG"
    assert 600 <= full.width <= 760 and full.height == 146 + 28
    lifted = opened(hand_image(scenes.HAND))
    assert lifted.height == 146 + 28 + 20
    one = opened(hand_image(HandPicture((card("AS"),), None)))
    assert one.size == (104 + 28, 146 + 28)
    empty = opened(hand_image(HandPicture((), Suit.CLUBS)))
    assert empty.size == (104 + 28, 146 + 28)


@pytest.mark.parametrize("trump", [None, *Suit])
def test_hand_is_laid_out_as_sort_for_display_sorts_it(trump: Suit | None) -> None:
    hand = tuple(random.Random(7).sample(CARDS, 13))
    layout = hand_layout(HandPicture(hand, trump))
    assert [p.card for p in layout.cards] == sort_for_display(mask_of(hand), trump)
    xs = [p.x for p in layout.cards]
    assert xs == sorted(xs)
    # Overlapping, but every corner index stays in view.
    assert min(b - a for a, b in pairwise(xs)) >= index_width(104)


def test_playable_cards_are_raised_and_the_others_dimmed() -> None:
    layout = hand_layout(scenes.HAND)
    states = {p.card.code: p.state for p in layout.cards}
    assert states["KS"] == states["7S"] == "playable"
    assert {s for code, s in states.items() if code not in ("KS", "7S")} == {"dimmed"}
    tops = {p.card.code: p.y for p in layout.cards}
    assert tops["KS"] < tops["AH"]
    calm = hand_layout(dataclasses.replace(scenes.HAND, playable=None))
    assert {p.state for p in calm.cards} == {"plain"}
    assert len({p.y for p in calm.cards}) == 1


def test_the_highlight_and_the_shade_show_in_the_picture() -> None:
    highlighted = load(hand_image(scenes.HAND))
    layout = hand_layout(scenes.HAND)
    h = card_size(104)[1]
    for placed in layout.cards:
        strip = (placed.x + 4, placed.y + 30, placed.x + 30, placed.y + h - 30)
        region = highlighted.crop(strip)
        brightness = sum(ImageStat.Stat(region).mean) / 3
        if placed.state == "playable":
            assert highlighted.getpixel((placed.x - 2, placed.y + h // 2)) == HIGHLIGHT
            assert brightness > 200, placed.card
        elif not placed.card.is_joker:
            assert brightness < 170, placed.card


def test_hand_picture_from_a_game() -> None:
    game = played_game(
        "classic",
        3,
        lambda g: g.phase is Phase.PLAY and g.trick and g.to_act == 1,
    )
    mine = hand_picture(game, 1)
    assert mine.cards == game.hand(1) and mine.trump == game.trump
    assert mine.playable == game.legal_cards(1)
    other = hand_picture(game, 2)
    assert other.cards == game.hand(2) and other.playable is None


def test_hand_picture_after_the_game() -> None:
    over = played_game("pagat-3", 5, limit=100_000)
    assert over.is_over
    assert hand_picture(over, 0).cards == ()
    assert hand_alt_text(hand_picture(over, 0)) == "No cards in hand."


def test_hand_alt_text() -> None:
    text = hand_alt_text(scenes.HAND)
    assert text.startswith("Your hand, 11 cards; trumps are hearts.")
    assert "Trumps (hearts): Big Blooper, Little Blooper, Ace, Ten, Two." in text
    assert "Spades: King, Seven." in text
    assert "Diamonds: Nine, Four." in text and "Clubs: Queen, Jack." in text
    assert text.endswith(
        "Your turn to play, highlighted: the King of spades and the Seven of spades."
    )
    calm = hand_alt_text(dataclasses.replace(scenes.HAND, playable=None))
    assert "turn" not in calm
    free = dataclasses.replace(scenes.HAND, playable=scenes.HAND.cards)
    assert hand_alt_text(free).endswith("Your turn to play: any card.")
    no_trump = hand_alt_text(HandPicture(tuple(cards("AS 2C")), None))
    assert "no trumps this hand" in no_trump and "Spades: Ace." in no_trump


# ------------------------------------------------------------------ table


@pytest.mark.parametrize("picture", [scenes.TABLE_4, scenes.TABLE_3])
def test_table_image_size_and_mode(picture: TablePicture) -> None:
    image = opened(table_image(picture))
    assert image.mode == "RGB" and image.size == (760, 560)


def test_seats_go_clockwise_from_the_viewer_at_the_bottom() -> None:
    cx, cy = CENTRE
    bottom, left, top, right = plate_boxes(4)
    assert bottom[1] > cy and top[3] < cy
    assert left[2] < cx and right[0] > cx
    three = plate_boxes(3)
    assert three[0][1] > cy and three[1][2] < cx and three[2][0] > cx


def _ring_colour(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, ...]:
    x0, y0, x1, _ = box
    return image.getpixel(((x0 + x1) // 2, y0 - 2))  # type: ignore[return-value]


def test_whose_turn_is_ringed_at_the_viewers_seat() -> None:
    boxes = plate_boxes(4)
    image = load(table_image(scenes.TABLE_4))  # Alice (seat 0) to play, seen from seat 0
    assert _ring_colour(image, boxes[0]) == HIGHLIGHT
    assert all(_ring_colour(image, b) != HIGHLIGHT for b in boxes[1:])
    turned = load(table_image(dataclasses.replace(scenes.TABLE_4, viewer=3)))
    # Seen from Dave's seat, Alice is the next seat clockwise: on the left.
    assert _ring_colour(turned, boxes[1]) == HIGHLIGHT
    assert _ring_colour(turned, boxes[0]) != HIGHLIGHT


def test_table_picture_of_a_trick_in_progress() -> None:
    game = played_game("classic", 8, lambda g: g.phase is Phase.PLAY and len(g.trick) == 2)
    picture = table_picture(game, NAMES, viewer=2)
    assert picture.viewer == 2 and picture.winner is None
    assert picture.trick == tuple(seat for seat, _ in game.trick)
    for seat, played in game.trick:
        assert picture.seats[seat].card == played
    assert [s.dealer for s in picture.seats].count(True) == 1
    assert picture.seats[game.dealer].dealer
    assert picture.seats[game.to_act].to_act  # type: ignore[index]
    assert picture.status == f"{NAMES[game.to_act]} to play"  # type: ignore[index]
    assert picture.trump == game.trump and picture.turn_up == game.turn_up
    assert picture.heading == f"Hand {game.hand_number} of 25 · {game.hand_size} cards"


def test_table_picture_shows_the_last_trick_and_its_winner() -> None:
    game = played_game("classic", 9, lambda g: g.phase is Phase.PLAY and len(g.trick) == 3)
    seat = game.to_act
    assert seat is not None
    events = game.play(seat, game.legal_cards()[0])
    won = next(e for e in events if isinstance(e, TrickWon))
    picture = table_picture(game, NAMES)
    assert picture.winner == won.seat
    assert picture.trick == tuple(s for s, _ in won.cards)
    assert picture.status == f"{NAMES[won.seat]} to lead"
    given = table_picture(game, NAMES, last_trick=won)
    assert given == picture


def test_the_last_trick_of_a_hand_keeps_that_hands_trump() -> None:
    def last_card_of_a_hand_with_trumps_changing(g: Game) -> bool:
        if not (g.phase is Phase.PLAY and g.tricks_played == g.hand_size - 1):
            return False
        if len(g.trick) != len(g.seats) - 1 or g.hand_number >= len(g.schedule):
            return False
        return g.trump is not None

    game = played_game("classic", 12, last_card_of_a_hand_with_trumps_changing)
    old_trump, number = game.trump, game.hand_number
    seat = game.to_act
    assert seat is not None
    events = game.play(seat, game.legal_cards()[0])
    won = next(e for e in events if isinstance(e, TrickWon))
    assert game.hand_number == number + 1 and game.tricks_played == 0
    picture = table_picture(game, NAMES, last_trick=won)
    assert picture.earlier_hand and picture.trick_trump == old_trump
    assert picture.trump == game.trump and picture.heading.startswith(f"Hand {number + 1} ")
    assert "Last trick of the previous hand:" in table_alt_text(picture)
    current = table_picture(game, NAMES)
    assert current.trick == () and not current.earlier_hand


def test_table_picture_with_three_players_and_unknown_names() -> None:
    game = played_game("pagat-3", 2, lambda g: g.phase is Phase.BID and g.hand_number == 2)
    picture = table_picture(game, {0: "Alice"})
    assert [s.name for s in picture.seats] == ["Alice", "Seat 2", "Seat 3"]
    assert [s.side for s in picture.seats] == [0, 1, 2] and not picture.partnerships
    assert picture.trick == () and picture.status.endswith("to bid")
    assert opened(table_image(picture)).size == (760, 560)


def test_table_picture_after_the_game() -> None:
    game = played_game("classic", 4)
    picture = table_picture(game, NAMES)
    assert picture.heading == "Game over" and picture.turn_up is None and picture.trump is None
    assert game.winner is not None
    members = " and ".join(NAMES[s] for s in (game.winner, game.winner + 2))
    assert picture.status == f"Team {game.winner + 1} wins: {members}"
    assert not any(s.dealer or s.to_act or s.bid or s.tricks is not None for s in picture.seats)
    text = table_alt_text(picture)
    assert "rump" not in text and text.endswith(f"wins: {members}.")
    assert opened(table_image(picture)).size == (760, 560)
    three = played_game("pagat-3", 5)
    assert three.winner is not None
    assert table_picture(three, NAMES).status == f"{NAMES[three.winner]} wins"


def test_pictures_need_a_game() -> None:
    lobby = SimpleNamespace(game=None)  # a TableView before the game starts, as far as used
    with pytest.raises(ValueError):
        table_picture(lobby, NAMES)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        score_sheet(lobby, NAMES)  # type: ignore[arg-type]
    assert hand_picture(lobby, 0).cards == ()  # type: ignore[arg-type]


def test_table_alt_text() -> None:
    text = table_alt_text(scenes.TABLE_4)
    assert text.startswith("Card table. Hand 3 of 25 · 11 cards.")
    assert "Trumps: hearts; turn-up: the Seven of hearts." in text
    assert "Dealer: Bob." in text
    assert (
        "Current trick: Bob led the King of spades; Carol played the Big Blooper; "
        "Dave played the Ace of hearts." in text
    )
    assert "Alice (team 1): bid 3 · 1 trick." in text and "Bob (team 2): passed · 2 tricks." in text
    assert text.endswith("Alice to play.")
    three = table_alt_text(scenes.TABLE_3)
    assert "No trump; turn-up: the Little Blooper." in three
    assert "Last trick: Carol led the Two of diamonds;" in three and "won by Bob." in three
    assert "(team" not in three


# ------------------------------------------------------------------ score sheet


def test_score_sheet_from_a_finished_game() -> None:
    game = played_game("classic", 4)
    sheet = score_sheet(game, NAMES)
    assert len(sheet.hands) == 25 and sheet.schedule == game.schedule
    assert sheet.totals()[-1] == tuple(game.scores)
    assert sheet.sides[0].name == "Team 1" and sheet.sides[0].members == ("Alice", "Carol")
    assert sheet.title.startswith("Final scores: Team ")
    for line, result in zip(sheet.hands, game.results, strict=True):
        assert line.points == result.points
        assert sum(line.tricks) == result.size
    image = opened(score_sheet_image(sheet))
    assert image.mode == "RGB" and 1000 <= image.width <= 1100 and image.height < 700


def test_score_sheet_of_three_players_midway() -> None:
    game = played_game("pagat-3", 6, lambda g: len(g.results) == 3)
    sheet = score_sheet(game, NAMES)
    assert [s.name for s in sheet.sides] == ["Alice", "Bob", "Carol"]
    assert sheet.title == "Scores after hand 3 of 24"
    assert sheet.totals()[-1] == tuple(game.scores)
    two = opened(score_sheet_image(scenes.SCORES_2))
    three = opened(score_sheet_image(sheet))
    assert three.height > two.height  # three more table rows and a legend line


def test_board_bids_on_the_sheet() -> None:
    from bot.ui.images.scores import bid_cell

    assert [bid_cell(4, 0), bid_cell(5, 1), bid_cell(5, 2), bid_cell(0, 0)] == ["4", "B", "2B", "0"]


def test_score_sheet_alt_text() -> None:
    text = score_sheet_alt_text(scenes.SCORES_2)
    assert text.startswith(
        "Score sheet. Scores after hand 4 of 6. "
        "Team 1 (Alice and Carol): 20; Team 2 (Bob and Dave): -54. Hands from 1 on,"
    )
    assert text.endswith(
        ": 1♠ 1/1 +5, 0/0 0; 2♥ B/2 +20, 0/0 0; 3NT 2/1 -10, 2B/2 -60; 3♣ 1/1 +5, 1/2 +6."
    )
    long = score_sheet_alt_text(score_sheet(played_game("classic", 4), NAMES))
    assert len(long) <= 1024 and "picture only" not in long


def test_a_score_sheet_too_long_for_the_limit_keeps_its_latest_hands() -> None:
    many = tuple(
        dataclasses.replace(line, number=k + 1) for k, line in enumerate(scenes.SCORES_2.hands * 20)
    )
    sheet = dataclasses.replace(scenes.SCORES_2, hands=many, schedule=(3,) * 80)
    text = score_sheet_alt_text(sheet)
    assert len(text) <= 1024 and "(hands 1 to " in text and text.endswith("3♣ 1/1 +5, 1/2 +6.")


def test_score_sheet_before_any_hand() -> None:
    game = Game("classic", seed=1)
    sheet = score_sheet(game, NAMES)
    assert sheet.hands == () and sheet.totals() == ()
    assert score_sheet_alt_text(sheet).endswith(
        "Team 1 (Alice and Carol): 0; Team 2 (Bob and Dave): 0."
    )
    assert opened(score_sheet_image(sheet)).mode == "RGB"


# ------------------------------------------------------------------ golden images


GOLDEN_RENDERS = {
    "hand.png": lambda: hand_image(scenes.HAND),
    "table-4.png": lambda: table_image(scenes.TABLE_4),
    "table-3.png": lambda: table_image(scenes.TABLE_3),
    "scores-2.png": lambda: score_sheet_image(scenes.SCORES_2),
    "scores-3.png": lambda: score_sheet_image(scenes.SCORES_3),
}


@pytest.mark.usefixtures("dejavu_raqm")
@pytest.mark.parametrize("name", GOLDEN_RENDERS)
def test_golden_dejavu(name: str, tmp_path: Path) -> None:
    check_golden(GOLDEN_RENDERS[name](), f"dejavu/{name}", tmp_path)


@pytest.mark.usefixtures("builtin_font")
@pytest.mark.parametrize("name", ["hand.png", "table-4.png", "scores-2.png"])
def test_golden_builtin_font(name: str, tmp_path: Path) -> None:
    check_golden(GOLDEN_RENDERS[name](), f"builtin/{name}", tmp_path)


@pytest.mark.parametrize(
    "changed",
    [
        dataclasses.replace(
            scenes.HAND,
            cards=tuple(card("9H") if c == card("10H") else c for c in scenes.HAND.cards),
        ),
        dataclasses.replace(scenes.HAND, playable=(*cards("KS 7S"), card("9D"))),
    ],
    ids=["one card changed", "one more card playable"],
)
def test_the_golden_comparison_catches_a_change_in_the_hand(changed: HandPicture) -> None:
    assert not difference(load(hand_image(changed)), load(hand_image(scenes.HAND))).matches


def test_the_golden_comparison_catches_a_change_on_the_table_and_sheet() -> None:
    seats = list(scenes.TABLE_4.seats)
    seats[3] = dataclasses.replace(seats[3], card=card("KH"))
    table = dataclasses.replace(scenes.TABLE_4, seats=tuple(seats))
    assert not difference(load(table_image(table)), load(table_image(scenes.TABLE_4))).matches
    hands = list(scenes.SCORES_2.hands)
    hands[3] = dataclasses.replace(hands[3], points=(5, 7))
    sheet = dataclasses.replace(scenes.SCORES_2, hands=tuple(hands))
    assert not difference(
        load(score_sheet_image(sheet)), load(score_sheet_image(scenes.SCORES_2))
    ).matches


def test_the_golden_comparison_forgives_faint_antialiasing() -> None:
    base = load(table_image(scenes.TABLE_4))
    # Every pixel a little off, as a different rasteriser's edges would be.
    noisy = Image.eval(base, lambda v: min(255, v + 20))
    assert difference(noisy, base).matches


# ------------------------------------------------------------------ fonts


def test_dejavu_is_used_when_installed(dejavu: None) -> None:
    assert font_source().endswith("DejaVuSans.ttf")
    bold = fonts.font_path("bold")
    assert bold is not None and bold.name == "DejaVuSans-Bold.ttf"
    condensed = fonts.font_path("condensed")
    assert condensed is not None and condensed.name == "DejaVuSansCondensed-Bold.ttf"


def test_fallback_to_pillows_font_when_no_truetype_font_is_found(tmp_path: Path) -> None:
    system = font_source()
    with_system = hand_image(scenes.HAND)
    configure_fonts([tmp_path])  # an empty folder: no font at all
    assert font_source() == PILLOW_DEFAULT
    assert fonts.font_path("regular") is None and fonts.font_path("condensed") is None
    fallback = fonts.font("bold", 20)
    assert isinstance(fallback, ImageFont.FreeTypeFont) and fallback.size == 20
    for png in (
        hand_image(scenes.HAND),
        table_image(scenes.TABLE_4),
        score_sheet_image(scenes.SCORES_3),
    ):
        assert opened(png).mode == "RGB"
    fallback_hand = hand_image(scenes.HAND)
    assert opened(fallback_hand).size == opened(with_system).size
    if system != PILLOW_DEFAULT:
        # Drawn anew with the other font, not served from the cache of the first one.
        assert fallback_hand != with_system


def test_fonts_are_found_in_a_configured_folder(dejavu: None, tmp_path: Path) -> None:
    source = Path(font_source()).parent
    nested = tmp_path / "deep" / "er"
    nested.mkdir(parents=True)
    (nested / "DejaVuSans.ttf").write_bytes((source / "DejaVuSans.ttf").read_bytes())
    configure_fonts([tmp_path])
    assert font_source() == str(nested / "DejaVuSans.ttf")
    # Only the regular face is there: the bold styles use it rather than mix families.
    assert fonts.font_path("bold") == nested / "DejaVuSans.ttf"


def test_fallback_without_freetype(monkeypatch: pytest.MonkeyPatch) -> None:
    bitmap = ImageFont.load_default_imagefont()

    def no_freetype(size: float | None = None) -> ImageFont.ImageFont:
        if size is not None:
            raise ImportError("The _imagingft C module is not installed")
        return bitmap

    monkeypatch.setattr(ImageFont, "load_default", no_freetype)
    configure_fonts([])
    assert fonts.font("regular", 20) is bitmap
    # Latin-1 only, and a visible mark for the rest: never a gap.
    assert fonts.printable("Zoë 中文", "regular", 20) == "Zoë ??"
    assert opened(table_image(scenes.TABLE_4)).size == (760, 560)
    assert opened(score_sheet_image(scenes.SCORES_2)).mode == "RGB"


def test_names_keep_what_dejavu_draws(dejavu: None) -> None:
    assert fonts.printable("Zoë Œdipe Ђорђе", "bold", 20) == "Zoë Œdipe Ђорђе"
    assert fonts.runs("Zoë Œdipe Ђорђе", "bold") == (fonts.Run("Zoë Œdipe Ђорђе", 0, False),)


def test_long_names_are_cut_to_fit() -> None:
    from bot.ui.images.draw import fit, text_width

    name = fit("Bartholomew Fitzgerald-Ramsbottom", "bold", 20, 150)
    assert name.endswith(("…", "...")) and text_width(name, "bold", 20) <= 150
    assert fit("Bob", "bold", 20, 150) == "Bob"


# ------------------------------------------------------------------ caches


def test_repeated_renders_come_from_the_cache() -> None:
    clear_caches()
    first = table_image(scenes.TABLE_4)
    assert table_image.cache_info().misses == 1
    again = table_image(dataclasses.replace(scenes.TABLE_4))  # equal data, new object
    assert again is first and table_image.cache_info().hits == 1
    from bot.ui.images.cards import drawn_face

    assert drawn_face.cache_info().currsize > 0
    clear_caches()
    assert table_image.cache_info().currsize == 0 and drawn_face.cache_info().currsize == 0
    assert table_image(scenes.TABLE_4) == first


def test_a_changed_picture_is_drawn_again() -> None:
    first = table_image(scenes.TABLE_4)
    moved = table_image(dataclasses.replace(scenes.TABLE_4, status="Bob to play"))
    assert moved != first


# ------------------------------------------------------------------ examples


def test_make_images_writes_the_three_examples(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert write_examples([str(tmp_path)]) == 0
    written = sorted(p.name for p in tmp_path.iterdir())
    korean = ["table-korean.png"] if labels_drawable("ko") else []
    expected = ["hand.png", "score-sheet.png", "table-international.png", *korean, "table.png"]
    assert written == expected
    for name in written:
        assert opened((tmp_path / name).read_bytes()).mode == "RGB"
    out = capsys.readouterr().out
    assert "Your turn to play, highlighted:" in out and "Final scores" in out


def test_docs_examples_are_current(tmp_path: Path, dejavu_raqm: None) -> None:
    """docs/images holds what `make images` writes today (regenerate them after a change)."""
    docs = Path(__file__).parents[3] / "docs" / "images"
    write_examples([str(tmp_path)])
    names = ["hand.png", "table.png", "score-sheet.png"]
    if len(fonts.fallback_paths()) >= 2:
        names.append("table-international.png")
    if labels_drawable("ko"):
        names.append("table-korean.png")
    for name in names:
        assert difference(load(tmp_path / name), load(docs / name)).matches, name


def test_every_card_of_a_deck_has_a_name_in_words() -> None:
    from bot.ui.words.cards import card_name

    for lang in LANGUAGES:
        words = {card_name(Card(i), lang) for i in range(54)}
        assert len(words) == 54, lang
    english = {card_name(Card(i)) for i in range(54)}
    assert "the Big Blooper" in english and "the Ten of hearts" in english


# ------------------------------------------------------------------ the Bloopers, fanned

# The narrowest a picture is shown in Discord's chat (a phone, the embed's image scaled down).
DISCORD_SMALLEST = 320


def _ink_rows(face: Image.Image, ink: tuple[int, int, int]) -> list[bool]:
    """Whether each row of the corner index's column (above the middle) has the ink colour."""
    rgb = face.convert("RGB")
    return [
        any(_near(rgb.getpixel((x, y)), ink, 60) for x in range(12, 29))  # type: ignore[arg-type]
        for y in range(100)
    ]


def test_both_bloopers_are_named_in_their_corner_index() -> None:
    from itertools import groupby

    from bot.ui.images.cards import BIG_LOOK, LITTLE_LOOK

    for joker, look in ((BIG_BLOOPER, BIG_LOOK), (LITTLE_BLOOPER, LITTLE_LOOK)):
        rows = _ink_rows(card_face(joker, True, 104), look.ink)
        # The word runs down the corner, letter under letter, above the cap: a band of ink
        # per letter, where one letter and the cap made two bands and far fewer rows.
        bands = sum(1 for inked, _ in groupby(rows) if inked)
        assert bands >= len(look.words[0]) + 1 and sum(rows) >= 65, joker


def test_both_bloopers_read_at_a_glance_when_fanned_at_the_smallest_size() -> None:
    picture = HandPicture(tuple(cards("BJ LJ AS KS QS JS 10S 9S 8S 7S 6S 5S 4S")), Suit.SPADES)
    layout = hand_layout(picture)
    image = load(hand_image(picture))
    scale = DISCORD_SMALLEST / image.width
    small = image.resize((DISCORD_SMALLEST, round(image.height * scale)), Image.Resampling.BOX)
    h = card_size(104)[1]
    strips = []
    for placed, after in pairwise(layout.cards):
        box = (placed.x, placed.y, after.x, placed.y + h)  # what shows of a fanned card
        strips.append(small.crop(tuple(round(v * scale) for v in box)))  # type: ignore[arg-type]
    big, little, *plain = (tuple(ImageStat.Stat(s).mean) for s in strips)
    assert sum(abs(x - y) for x, y in zip(big, little, strict=True)) > 60
    for other in plain:
        for joker in (big, little):
            assert sum(abs(x - y) for x, y in zip(joker, other, strict=True)) > 150
    # Their index words still differ at that size: BIG and LITTLE are not one smudge.
    assert (
        difference(
            strips[0].convert("L").convert("RGB"),
            strips[1].convert("L").convert("RGB"),
            halve=False,
        ).fraction
        > 0.1
    )
