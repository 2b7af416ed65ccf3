"""A player's hand: the cards in a row, overlapping when there are many, sorted the way
players sort them (`sort_for_display`: trumps first, then suits of alternating colours, high
to low). When it is the player's turn to play, the cards they may play are raised and ringed
and the others dimmed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Final, Literal, NamedTuple

from PIL import Image

from bot.engine import Card, Phase, Suit, sort_for_display
from bot.engine.cards import mask_of

from ..words.cards import card_label, card_name, rank_name, suit_name
from ..words.i18n import ENGLISH, text
from ..words.names import names_list
from .cache import register
from .cards import card_face, card_size, index_width
from .draw import FELT, HIGHLIGHT, paste_rounded, to_png
from .source import Source, game_of

CARD_WIDTH: Final = 104
MARGIN: Final = 14
GAP: Final = 8  # between cards when they all fit side by side
GROUP_GAP: Final = 14  # extra room between suits, so the groups stand apart
MAX_WIDTH: Final = 760  # the whole picture: Discord shows it without scaling much
LIFT: Final = 20  # how far a playable card is raised
RING: Final = 4

State = Literal["plain", "playable", "dimmed"]


@dataclass(frozen=True, slots=True)
class HandPicture:
    """What a hand picture shows. `cards` in any order (the picture sorts them); `playable`
    is None unless it is the player's turn to play, then the cards they may play."""

    cards: tuple[Card, ...]
    trump: Suit | None
    playable: tuple[Card, ...] | None = None
    lang: str = ENGLISH  # of the face cards' letters, the Bloopers' words and the alt text


class Placed(NamedTuple):
    card: Card
    x: int
    y: int
    state: State


class HandLayout(NamedTuple):
    size: tuple[int, int]
    cards: tuple[Placed, ...]


def hand_picture(source: Source, seat: int, lang: str = ENGLISH) -> HandPicture:
    """The hand of `seat` as the game stands: its cards, the trump, and the cards it may
    play when it is its turn to play (none of that once the game is over or while it sits
    out a tiebreak hand), described in `lang`."""
    game = game_of(source)
    if game is None or game.is_over or seat not in game.seats:
        return HandPicture((), None if game is None else game.trump, lang=lang)
    playable = None
    if game.phase is Phase.PLAY and game.to_act == seat:
        playable = game.legal_cards(seat)
    return HandPicture(game.hand(seat), game.trump, playable, lang)


def is_trump(card: Card, trump: Suit | None) -> bool:
    return card.is_joker or (trump is not None and card.suit == trump)


def _group(card: Card, trump: Suit | None) -> Suit | None:
    """The group a card is sorted into: None for the trumps (jokers included)."""
    return None if is_trump(card, trump) else card.suit


def hand_layout(picture: HandPicture) -> HandLayout:
    """Where each card goes, left to right in display order, and the picture's size."""
    order = sort_for_display(mask_of(picture.cards), picture.trump)
    w, h = card_size(CARD_WIDTH)
    lifted = picture.playable is not None
    top = MARGIN + (LIFT if lifted else 0)
    if not order:
        return HandLayout((w + 2 * MARGIN, h + 2 * MARGIN), ())
    breaks = sum(
        1 for a, b in pairwise(order) if _group(a, picture.trump) != _group(b, picture.trump)
    )
    room = MAX_WIDTH - 2 * MARGIN - w - breaks * GROUP_GAP
    step = float(w + GAP)
    if len(order) > 1 and (len(order) - 1) * step > room:
        # Overlap, but never so much that a card's corner index is covered.
        step = max(room / (len(order) - 1), index_width(w) + 10)
    playable = set(picture.playable or ())
    placed = []
    x = float(MARGIN)
    for i, card in enumerate(order):
        if i and _group(order[i - 1], picture.trump) != _group(card, picture.trump):
            x += GROUP_GAP
        state: State = "plain"
        if lifted:
            state = "playable" if card in playable else "dimmed"
        y = top - LIFT if state == "playable" else top
        placed.append(Placed(card, round(x), y, state))
        if i < len(order) - 1:
            x += step
    width = round(x) + w + MARGIN
    return HandLayout((width, top + h + MARGIN), tuple(placed))


@register
@lru_cache(maxsize=256)
def hand_image(picture: HandPicture) -> bytes:
    """The hand as a PNG (RGB): 104-pixel cards, at most 760 pixels wide."""
    layout = hand_layout(picture)
    image = Image.new("RGB", layout.size, FELT)
    w, h = card_size(CARD_WIDTH)
    if not layout.cards:
        paste_rounded(image, (MARGIN, MARGIN, MARGIN + w, MARGIN + h), 8, FELT, (60, 120, 88), 2)
    for placed in layout.cards:
        trump = is_trump(placed.card, picture.trump)
        if placed.state == "playable":
            ring = (placed.x - RING, placed.y - RING, placed.x + w + RING, placed.y + h + RING)
            paste_rounded(image, ring, 8 + RING, HIGHLIGHT)
        face = card_face(placed.card, trump, CARD_WIDTH, placed.state == "dimmed", picture.lang)
        image.paste(face, (placed.x, placed.y), face)
    return to_png(image)


def _rank_words(card: Card, lang: str) -> str:
    """A card named under its suit's heading: `King`, `Big Blooper`; with its article where
    the language names the ranks there with theirs (es `el Gran Blooper, el as`)."""
    if card.is_joker:
        if _ranks_with_article(lang):
            return card_name(card, lang)
        return card_label(card, lang)
    assert card.rank is not None
    return rank_name(card.rank, lang)


@lru_cache(maxsize=16)
def _ranks_with_article(lang: str) -> bool:
    """Whether a rank under its suit's heading has the article a joker's name takes."""
    said = text(lang, "joker-name", joker="", form="plain", kind="big").split()
    article = said[0] if said else ""  # el (comodín grande), the ({ $joker })
    return bool(article) and rank_name("A", lang).startswith(article + " ")


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _group_words(cards: list[Card], trump: Suit | None, lang: str) -> list[str]:
    parts: list[str] = []
    run: list[Card] = []
    for i, card in enumerate(cards):
        run.append(card)
        last = i == len(cards) - 1
        if last or _group(cards[i + 1], trump) != _group(card, trump):
            group = _group(card, trump)
            # Within a suit the suit is said once: "Spades: King, Seven."
            names = ", ".join(_rank_words(c, lang) for c in run)
            if group is not None:
                suit = _capital(suit_name(group, lang))
                parts.append(text(lang, "picture-alt-hand-suit", suit=suit, cards=names))
            elif trump is not None:
                suit = suit_name(trump, lang)
                parts.append(text(lang, "picture-alt-hand-trumps", suit=suit, cards=names))
            else:  # no trump suit: the Bloopers are the only trumps
                parts.append(text(lang, "picture-alt-hand-bloopers", cards=names))
            run = []
    return parts


def hand_alt_text(picture: HandPicture) -> str:
    """What the hand picture shows, in words, for a screen reader, in the picture's
    language."""
    lang = picture.lang
    order = sort_for_display(mask_of(picture.cards), picture.trump)
    if not order:
        return text(lang, "picture-alt-hand-empty")
    if picture.trump is None:
        head = text(lang, "picture-alt-hand-no-trump", count=len(order))
    else:
        suit = suit_name(picture.trump, lang)
        head = text(lang, "picture-alt-hand", count=len(order), suit=suit)
    parts = [head, *_group_words(order, picture.trump, lang)]
    if picture.playable is not None:
        playable = [c for c in order if c in set(picture.playable)]
        if len(playable) == len(order):
            parts.append(text(lang, "picture-alt-hand-any"))
        elif playable:
            cards = names_list([card_name(c, lang) for c in playable], lang)
            parts.append(text(lang, "picture-alt-hand-playable", cards=cards))
        else:
            parts.append(text(lang, "picture-alt-hand-none"))
    return " ".join(parts)
