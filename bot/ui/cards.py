"""Cards, bids and hands as players read them."""

from __future__ import annotations

from bot.engine import Card, Suit, sort_for_display


def card_text(card: Card) -> str:
    """A card in a message: its label, with the Bloopers marked as trumps."""
    if card.is_joker:
        return f"🃏 {card.label}"
    return card.label


def hand_text(hand: int, trump: Suit | None) -> str:
    """A hand sorted with trumps first, then by suit, each suit high to low."""
    cards = sort_for_display(hand, trump)
    if not cards:
        return "(no cards)"
    groups: list[list[str]] = []
    last: object = object()
    for card in cards:
        group = "trump" if (card.is_joker or card.suit == trump) else card.suit
        if group != last:
            groups.append([])
            last = group
        groups[-1].append(card_text(card))
    return "   ".join(" ".join(g) for g in groups)


def bid_text(bid: int | str | None, level: int = 0) -> str:
    if bid is None:
        return "—"
    if bid == "board":
        return {1: "board", 2: "double board", 3: "triple board", 4: "quadruple board"}.get(
            level, "board"
        )
    return "pass" if bid == 0 else str(bid)


def suit_text(suit: Suit | None) -> str:
    return "no trump" if suit is None else f"{suit.symbol} {suit.name.lower()}"
