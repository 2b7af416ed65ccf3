"""The rules of thumb for choosing a card, on bit masks.

`thumb_card` is the whole `basic` card play and the policy `strong` plays its simulated
hands out with, so it is kept to a few integer operations. It sees only what the seat to act
may know: its own hand, the trick so far and which cards it has not seen.

Every side gains by taking tricks (RULES R22-R24: points never fall as a side's tricks rise,
and the other side's tricks are the ones it loses), so the rules aim at winning tricks
cheaply: cash sure winners, draw trumps with the top trump, win with the lowest card that
wins, never trump or overtake a trick the partner is sure to win, throw the least useful card.
"""

from __future__ import annotations

from bot.engine.cards import SUIT_MASKS

from .masks import above, highest, lowest, top_cards


def thumb_card(
    legal: int,
    position: int,
    count: int,
    lead_mask: int,
    best: int,
    partner_best: bool,
    unseen: int,
    trump_mask: int,
    eager: bool,
) -> int:
    """The card (index) to play.

    `position` is the number of cards already in the trick (0: leading) out of `count`;
    `lead_mask` the suit led (the trump mask for a trump lead) and `best` the card winning
    the trick so far, `partner_best` whether the partner played it; `unseen` the cards this
    seat has not seen; `eager` takes a trick at once whenever it can (a board is at stake).
    """
    if not legal & (legal - 1):
        return lowest(legal)
    if not position:
        return lead_card(legal, unseen, trump_mask)
    if (1 << best) & trump_mask:
        beat = legal & trump_mask & above(best)
    else:
        beat = legal & lead_mask & above(best) | legal & trump_mask
    last = position == count - 1
    following = legal & lead_mask
    if partner_best:
        # Never trump the partner's trick; overtake only to save it with a sure winner.
        rivals = unseen & (trump_mask if (1 << best) & trump_mask else lead_mask)
        if not last and following and rivals & above(best):
            sure = beat & above(highest(rivals)) if rivals else beat
            if sure:
                return lowest(sure)
        return shed(legal & ~beat or legal, trump_mask)
    if not beat:
        return shed(legal, trump_mask)
    if last or not following:
        # Last to play, or trumping in: the cheapest card that wins.
        return lowest(beat)
    rivals = unseen & lead_mask
    sure = beat & above(highest(rivals)) if rivals else beat
    if sure:
        return lowest(sure)
    if position == 1 and not eager:
        return shed(legal, trump_mask)  # second hand low
    return highest(beat)  # third hand high: make the last player pay for the trick


def lead_card(legal: int, unseen: int, trump_mask: int) -> int:
    """The card to lead: draw trumps with the top trump, else cash a sure winner, else lead
    low from the longest plain suit."""
    trumps = legal & trump_mask
    if trumps:
        boss = top_cards(trumps, trump_mask, unseen)
        if boss and unseen & trump_mask:
            return highest(boss)
        rival_trumps = (unseen & trump_mask).bit_count()
        if trumps.bit_count() >= 3 and trumps.bit_count() > rival_trumps // 2:
            # Long in trumps: lead one to pull the others' trumps before they ruff.
            return lowest(trumps)
    plain = legal & ~trump_mask
    if not plain:
        return highest(trumps) if top_cards(trumps, trump_mask, unseen) else lowest(trumps)
    cash = -1
    cash_rivals = -1
    longest = 0
    longest_count = 0
    for suit in SUIT_MASKS:
        mine = plain & suit
        if not mine:
            continue
        rivals = (unseen & suit).bit_count()
        if top_cards(mine, suit, unseen) and rivals > cash_rivals:
            # A winner in the suit the others hold most of is the least likely to be trumped.
            cash, cash_rivals = highest(mine), rivals
        length = mine.bit_count()
        if length > longest_count:
            longest, longest_count = mine, length
    if cash >= 0:
        return cash
    return lowest(longest)


def shed(mask: int, trump_mask: int) -> int:
    """The least useful card of `mask`: a plain card of the lowest rank (from the shorter
    suit on a tie, to make a void), a trump only when there is no plain card."""
    plain = mask & ~trump_mask
    if not plain:
        return lowest(mask)
    choice = -1
    key = 1 << 30
    for index, suit in enumerate(SUIT_MASKS):
        mine = plain & suit
        if mine:
            card = lowest(mine)
            rank_key = (card - 13 * index) * 16 + mine.bit_count()
            if rank_key < key:
                choice, key = card, rank_key
    return choice
