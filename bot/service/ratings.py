"""Skill ratings with openskill's Plackett-Luce team model: partners are rated as a team
against the other team, or three individuals against each other in pagat-3."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from openskill.models import PlackettLuce

from bot.engine import Game

Rating = tuple[float, float]  # (mu, sigma)

MODEL = PlackettLuce()
DEFAULT: Rating = (MODEL.mu, MODEL.sigma)


def conservative(rating: Rating) -> float:
    """The rating players see: mu - 3 sigma, so a newcomer starts at 0 and climbs."""
    mu, sigma = rating
    return mu - 3 * sigma


def ranks(game: Game) -> list[int]:
    """Each side's place (1 is best): the winner first, then by points; equal places tie."""
    keys = [(side == game.winner, score) for side, score in enumerate(game.scores)]
    return [1 + sum(other > key for other in keys) for key in keys]


def rate(teams: Sequence[Sequence[Rating]], places: Sequence[int]) -> list[list[Rating]]:
    """New ratings for every member of every team after one game."""
    rated = MODEL.rate(
        [[MODEL.rating(mu=mu, sigma=sigma) for mu, sigma in team] for team in teams],
        ranks=list(places),
    )
    return [[(r.mu, r.sigma) for r in team] for team in rated]


def game_rater(
    game: Game, humans: set[int]
) -> Callable[[dict[int, Rating | None]], dict[int, Rating]]:
    """Rates a finished game given the current ratings of its human seats; computer seats
    play at the default rating and are never updated."""
    sides = len(game.scores)
    members = [[s for s in range(game.players) if game.side_of[s] == side] for side in range(sides)]
    places = ranks(game)

    def apply(current: dict[int, Rating | None]) -> dict[int, Rating]:
        teams = [
            [(current.get(seat) or DEFAULT) if seat in humans else DEFAULT for seat in team]
            for team in members
        ]
        updated = rate(teams, places)
        return {
            seat: updated[side][i]
            for side, team in enumerate(members)
            for i, seat in enumerate(team)
            if seat in humans
        }

    return apply
