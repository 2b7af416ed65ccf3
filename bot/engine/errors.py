"""The one error type of an illegal action, with its RULES §7 code."""

from __future__ import annotations

from enum import StrEnum


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


class IllegalAction(Exception):
    """An action the rules forbid. The game is left exactly as it was."""

    def __init__(
        self, code: ErrorCode, message: str, *, detail: str = "", **params: object
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message  # English, for logs and tests; players read the catalogs'
        self.detail = detail  # which of the code's messages, when it has several
        self.params = params  # what the message names (a card, a suit, a number)

    def __repr__(self) -> str:
        return f"IllegalAction({self.code.value!r}, {self.message!r})"

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled as it is (a worker process may raise it): the default would call
        # __init__ with the message alone.
        return (_restore, (type(self), self.args, self.__dict__))


def _restore(
    kind: type[IllegalAction], args: tuple[object, ...], state: dict[str, object]
) -> IllegalAction:
    error = kind.__new__(kind)
    Exception.__init__(error, *args)
    error.__dict__.update(state)
    return error


class MissingDeck(Exception):
    """A game built from explicit decks needs another deck than it was given."""
