"""What a finished game means for each side and each player (results and statistics)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import BOARD, Game
from bot.store.results import PlayerResult, SideResult


def outcomes(game: Game) -> list[str]:
    """`win`, `loss` or `draw` per side. In a drawn game the sides tied at the top draw and
    any side below them (pagat-3) loses."""
    if game.winner is not None:
        return ["win" if side == game.winner else "loss" for side in range(len(game.scores))]
    best = max(game.scores)
    return ["draw" if score == best else "loss" for score in game.scores]


def side_results(game: Game) -> list[SideResult]:
    return [
        SideResult(side, score, outcome)
        for side, (score, outcome) in enumerate(zip(game.scores, outcomes(game), strict=True))
    ]


def player_results(
    game: Game,
    users: Sequence[int | None],
    computers: Sequence[str | None],
    computer_turns: Sequence[int],
) -> list[PlayerResult]:
    """Per seat: the side's points and outcome, and the player's own record of the hands."""
    sides = outcomes(game)
    out = []
    for seat in range(game.players):
        side = game.side_of[seat]
        made = failed = boards_bid = boards_made = max_level = tricks = 0
        for hand in game.results:
            taken = sum(n for s, n in enumerate(hand.tricks) if game.side_of[s] == side)
            contract = hand.contracts[side]
            if contract > 0 or hand.board_levels[side]:
                if taken >= contract:
                    made += 1
                else:
                    failed += 1
            if hand.bids[seat] is BOARD:
                boards_bid += 1
                boards_made += taken == hand.size
                max_level = max(max_level, hand.board_levels[side])
            tricks += hand.tricks[seat]
        out.append(
            PlayerResult(
                seat=seat,
                user_id=users[seat],
                computer=computers[seat],
                side=side,
                points=game.scores[side],
                outcome=sides[side],
                hands_played=len(game.results),
                contracts_made=made,
                contracts_failed=failed,
                boards_bid=boards_bid,
                boards_made=boards_made,
                max_board_level=max_level,
                tricks=tricks,
                computer_turns=computer_turns[seat],
            )
        )
    return out
