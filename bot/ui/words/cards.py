"""Cards, bids and hands as players read them, in their language: labels, names and the codes
players type (`AS`, `10H` in English; `AP`, `10C` in Spanish; `DS`, `10R` in Danish), all from
the catalogs."""

from __future__ import annotations

from bot.engine import BOARD, Bid, Card, Suit, sort_for_display

from .i18n import ENGLISH, text

# The catalog's letter of each face card's rank (a Danish queen is a D); number ranks are
# written alike in every language.
FACE_LETTERS = {"A": "rank-A", "K": "rank-K", "Q": "rank-Q", "J": "rank-J"}
FACES = tuple(FACE_LETTERS)
RANK_NAMES = {
    "A": "rank-name-A",
    "K": "rank-name-K",
    "Q": "rank-name-Q",
    "J": "rank-name-J",
    "10": "rank-name-10",
    "9": "rank-name-9",
    "8": "rank-name-8",
    "7": "rank-name-7",
    "6": "rank-name-6",
    "5": "rank-name-5",
    "4": "rank-name-4",
    "3": "rank-name-3",
    "2": "rank-name-2",
}
SUIT_LETTERS = {
    Suit.SPADES: "suit-letter-S",
    Suit.HEARTS: "suit-letter-H",
    Suit.DIAMONDS: "suit-letter-D",
    Suit.CLUBS: "suit-letter-C",
}
SUIT_NAMES = {
    Suit.SPADES: "suit-S",
    Suit.HEARTS: "suit-H",
    Suit.DIAMONDS: "suit-D",
    Suit.CLUBS: "suit-C",
}
# What `card-name` chooses by: each language builds a card's name its own way (a Slovenian
# suit is an adjective agreeing with the rank: srčna dama, križev fant), so it gets the card,
# not words to glue.
RANK_KEYS = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "deuce",
}  # fmt: skip
SUIT_KEYS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
             Suit.CLUBS: "clubs"}  # fmt: skip


def card_label(card: Card, lang: str = ENGLISH) -> str:
    """A short label: `A♠`, `10♥`, `D♦` (Danish queen), `Big Blooper`."""
    if card.is_joker:
        return text(lang, "big-blooper" if card.code == "BJ" else "little-blooper")
    rank, suit = card.rank, card.suit
    assert rank is not None and suit is not None
    return rank_letter(rank, lang) + suit.symbol


def rank_letter(rank: str, lang: str = ENGLISH) -> str:
    """A rank as a card's corner shows it: `K`, `D` (Danish queen), `10`."""
    return text(lang, FACE_LETTERS[rank]) if rank in FACE_LETTERS else rank


def rank_name(rank: str, lang: str = ENGLISH) -> str:
    """A rank in words: `King`, `Ten`."""
    return text(lang, RANK_NAMES[rank])


def card_text(card: Card, lang: str = ENGLISH) -> str:
    """A card in a message: its label, with the Bloopers marked as trumps."""
    if card.is_joker:
        return f"🃏 {card_label(card, lang)}"
    return card_label(card, lang)


def card_name(card: Card, lang: str = ENGLISH, form: str = "plain") -> str:
    """The card in words, as a sentence names it: `the Ace of spades`, `the Big Blooper`.
    `form` is `with` where the name follows the preposition *with*: a language that joins
    the two (Galician *co ás*, *coa raíña*) says the preposition in the name's `with` form.
    A Blooper's name gets its `kind` (big, little) too, for a language that writes it in
    lower case in a sentence (*el comodín grande*)."""
    if card.is_joker:
        kind = "big" if card.code == "BJ" else "little"
        return text(lang, "joker-name", joker=card_label(card, lang), form=form, kind=kind)
    assert card.rank is not None and card.suit is not None
    return text(lang, "card-name", rank=RANK_KEYS[card.rank], suit=SUIT_KEYS[card.suit], form=form)


def card_code(card: Card, lang: str = ENGLISH) -> str:
    """What a player of the language types for the card: the rank's letter and the suit's
    (`AS`, `AP` in Spanish, `DS` for the Danish queen of spades), or a Blooper's code."""
    if card.is_joker:
        return text(lang, "joker-code-big" if card.code == "BJ" else "joker-code-little")
    assert card.rank is not None and card.suit is not None
    return rank_letter(card.rank, lang) + text(lang, SUIT_LETTERS[card.suit])


def suit_name(suit: Suit, lang: str = ENGLISH) -> str:
    return text(lang, SUIT_NAMES[suit])


def hand_text(hand: int, trump: Suit | None, lang: str = ENGLISH) -> str:
    """A hand sorted with trumps first, then by suit, each suit high to low."""
    cards = sort_for_display(hand, trump)
    if not cards:
        return text(lang, "no-cards")
    groups: list[list[str]] = []
    last: object = object()
    for card in cards:
        group = "trump" if (card.is_joker or card.suit == trump) else card.suit
        if group != last:
            groups.append([])
            last = group
        groups[-1].append(card_text(card, lang))
    return "   ".join(" ".join(g) for g in groups)


def bid_text(bid: Bid | None, level: int = 0, lang: str = ENGLISH) -> str:
    if bid is None:
        return "—"
    if bid is BOARD:
        return text(lang, "bid-board", level=level)
    return text(lang, "bid-pass") if bid == 0 else str(bid)


def suit_text(suit: Suit | None, lang: str = ENGLISH) -> str:
    return text(lang, "no-trump") if suit is None else f"{suit.symbol} {suit_name(suit, lang)}"
