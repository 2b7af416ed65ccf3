"""The one error type of an illegal action, with its RULES §7 code."""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import Generic, TypeVar


class ErrorCode(StrEnum):
    # In the order of RULES §7: when several apply, the first is reported.
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    BID_OUT_OF_RANGE = "bid_out_of_range"
    BAD_CARD = "bad_card"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_PLAY_HIGHEST_TRUMP = "must_play_highest_trump"
    MUST_PLAY_LOWEST_TRUMP = "must_play_lowest_trump"
    TRUMPS_NOT_BROKEN = "trumps_not_broken"


Code = TypeVar("Code", bound=StrEnum)


class Refused(Exception, Generic[Code]):
    """A refusal, as values only: its code, which of the code's messages when it has several
    (`detail`), and what the message names (`params`: a card, a suit, a number). The words
    are the presentation's catalogs'; logs and tests read the values."""

    def __init__(self, code: Code, *, detail: str = "", **params: object) -> None:
        super().__init__(code, detail, params)
        self.code = code
        self.detail = detail
        self.params = params

    def __str__(self) -> str:
        # For logs: `must_follow_suit suit=HEARTS`, `card_not_in_hand card=QD`, `takeback (late)`.
        return " ".join(
            [self.code.value + (f" ({self.detail})" if self.detail else "")]
            + [f"{name}={_logged(value)}" for name, value in self.params.items()]
        )

    def __repr__(self) -> str:
        detail = [f"detail={self.detail!r}"] if self.detail else []
        params = [f"{name}={value!r}" for name, value in self.params.items()]
        return f"{type(self).__name__}({', '.join([repr(self.code.value), *detail, *params])})"

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled as it is (a worker process may raise it): the default would call
        # __init__ with the arguments as positional ones.
        return (_restore, (type(self), self.args, self.__dict__))


def _logged(value: object) -> str:
    return value.name if isinstance(value, Enum) else str(value)


def _restore(
    kind: type[Refused[Code]], args: tuple[object, ...], state: dict[str, object]
) -> Refused[Code]:
    error = kind.__new__(kind)
    Exception.__init__(error, *args)
    error.__dict__.update(state)
    return error


class IllegalAction(Refused[ErrorCode]):
    """An action the rules forbid. The game is left exactly as it was."""


class MissingDeck(Exception):
    """A game built from explicit decks needs another deck than it was given."""
