"""The catalog message of every refusal, by its code and detail: the engine's RULES §7 codes
(`error-…`) and the service's refusals (`refusal-…`). Each id is written whole, so that a
search for a message finds where it is said."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from babel.lists import format_list

from bot.engine import Card, ErrorCode, IllegalAction, Phase, Suit
from bot.service import DatabaseUnavailable, EndedHere, NotYourTurn, Refusal, ServiceError

from .cards import card_name, suit_name
from .command_names import choice_name, command_text, option_text
from .i18n import ENGLISH, babel_locale, text
from .names import LEVELS, PRESET_WORDS, SORT_WORDS, names_list, result_line, who

ILLEGAL: Final[dict[tuple[ErrorCode, str], str]] = {
    (ErrorCode.GAME_OVER, ""): "error-game_over",
    (ErrorCode.NOT_YOUR_TURN, ""): "error-not_your_turn",
    (ErrorCode.WRONG_PHASE, "tiebreak"): "error-wrong_phase-tiebreak",
    (ErrorCode.WRONG_PHASE, "play"): "error-wrong_phase-play",
    (ErrorCode.WRONG_PHASE, "bid"): "error-wrong_phase-bid",
    (ErrorCode.WRONG_PHASE, "claim"): "error-wrong_phase-claim",
    (ErrorCode.BID_OUT_OF_RANGE, ""): "error-bid_out_of_range",
    (ErrorCode.BAD_CARD, ""): "error-bad_card",
    (ErrorCode.CARD_NOT_IN_HAND, ""): "error-card_not_in_hand",
    (ErrorCode.MUST_FOLLOW_SUIT, ""): "error-must_follow_suit",
    (ErrorCode.MUST_FOLLOW_SUIT, "trumps"): "error-must_follow_suit-trumps",
    (ErrorCode.MUST_PLAY_HIGHEST_TRUMP, ""): "error-must_play_highest_trump",
    (ErrorCode.MUST_PLAY_LOWEST_TRUMP, ""): "error-must_play_lowest_trump",
    (ErrorCode.TRUMPS_NOT_BROKEN, ""): "error-trumps_not_broken",
}

REFUSALS: Final[dict[tuple[Refusal, str], str]] = {
    (Refusal.NUDGE, "computer"): "refusal-nudge-computer",
    (Refusal.NUDGE, "self"): "refusal-nudge-self",
    (Refusal.NUDGE, "soon"): "refusal-nudge-soon",
    (Refusal.NUDGE, "once"): "refusal-nudge-once",
    (Refusal.NO_GAME, ""): "refusal-no_game",
    (Refusal.NO_GAME, "gone"): "refusal-no_game-gone",
    (Refusal.NO_GAME, "finished"): "refusal-no_game-finished",
    (Refusal.NO_GAME, "abandoned"): "refusal-no_game-abandoned",
    (Refusal.GAME_EXISTS, ""): "refusal-game_exists",
    (Refusal.NOT_IN_GAME, ""): "refusal-not_in_game",
    (Refusal.NOT_IN_GAME, "person"): "refusal-not_in_game-person",
    (Refusal.NOT_IN_GAME, "rematch"): "refusal-not_in_game-rematch",
    (Refusal.NOT_HOST, ""): "refusal-not_host",
    (Refusal.NOT_HOST, "abandon"): "refusal-not_host-abandon",
    (Refusal.ALREADY_SEATED, ""): "refusal-already_seated",
    (Refusal.LOBBY_FULL, ""): "refusal-lobby_full",
    (Refusal.SEAT_TAKEN, ""): "refusal-seat_taken",
    (Refusal.SEAT_TAKEN, "team"): "refusal-seat_taken-team",
    (Refusal.NO_SUCH_SEAT, ""): "refusal-no_such_seat",
    (Refusal.NO_SUCH_SEAT, "team"): "refusal-no_such_seat-team",
    (Refusal.NO_SUCH_SEAT, "empty"): "refusal-no_such_seat-empty",
    (Refusal.TABLE_NOT_FULL, ""): "refusal-table_not_full",
    (Refusal.NOT_STARTED, ""): "refusal-not_started",
    (Refusal.NOT_STARTED, "abandon"): "refusal-not_started-abandon",
    (Refusal.NOT_STARTED, "rematch"): "refusal-not_started-rematch",
    (Refusal.ALREADY_STARTED, ""): "refusal-already_started",
    (Refusal.ALREADY_STARTED, "leave"): "refusal-already_started-leave",
    (Refusal.GAME_ENDED, ""): "refusal-game_ended",
    (Refusal.GAME_ENDED, "finished"): "refusal-game_ended-finished",
    (Refusal.GAME_ENDED, "abandoned"): "refusal-game_ended-abandoned",
    (Refusal.GAME_ENDED, "cancelled"): "refusal-game_ended-cancelled",
    (Refusal.GAME_ENDED, "gone"): "refusal-game_ended-gone",
    (Refusal.BAD_OPTIONS, "hands"): "refusal-bad_options-hands",
    (Refusal.BAD_OPTIONS, "preset"): "refusal-bad_options-preset",
    (Refusal.BAD_OPTIONS, "option"): "refusal-bad_options-option",
    (Refusal.BAD_OPTIONS, "timer"): "refusal-bad_options-timer",
    (Refusal.BAD_OPTIONS, "timer_long"): "refusal-bad_options-timer_long",
    (Refusal.BAD_OPTIONS, "levels"): "refusal-bad_options-levels",
    (Refusal.BAD_OPTIONS, "sort"): "refusal-bad_options-sort",
    (Refusal.BAD_OPTIONS, "settings"): "refusal-bad_options-settings",
    (Refusal.BAD_OPTIONS, "season"): "refusal-bad_options-season",
    (Refusal.BAD_OPTIONS, "kind"): "refusal-bad_options-season-kind",
    (Refusal.BAD_OPTIONS, "timezone"): "refusal-bad_options-timezone",
    (Refusal.HOST_CANNOT_LEAVE, ""): "refusal-host_cannot_leave",
    (Refusal.HOST_CANNOT_LEAVE, "remove"): "refusal-host_cannot_leave-remove",
    (Refusal.ALREADY_AWAY, ""): "refusal-already_away",
    (Refusal.NOT_AWAY, ""): "refusal-not_away",
    (Refusal.STALE, ""): "refusal-stale",
    (Refusal.MOVED_ON, ""): "refusal-moved_on",
    (Refusal.CLAIM, "not_certain"): "refusal-claim",
    (Refusal.CLAIM, "unsure"): "refusal-claim-unsure",
    (Refusal.NO_HINTS, ""): "refusal-no_hints",
    (Refusal.NO_HINTS, "turn"): "refusal-no_hints-turn",
    (Refusal.NO_REVIEW, ""): "refusal-no_review",
    (Refusal.NO_REVIEW, "none"): "refusal-no_review-none",
    (Refusal.TAKEBACK, "mine"): "refusal-takeback-mine",
    (Refusal.TAKEBACK, "twice"): "refusal-takeback-twice",
    (Refusal.TAKEBACK, "waiting"): "refusal-takeback-waiting",
    (Refusal.TAKEBACK, "late"): "refusal-takeback-late",
    (Refusal.TAKEBACK, "lapsed"): "refusal-takeback-lapsed",
    (Refusal.TAKEBACK, "none"): "refusal-takeback-none",
    (Refusal.TAKEBACK, "not_asked"): "refusal-takeback-not_asked",
    (Refusal.TAKEBACK, "answered"): "refusal-takeback-answered",
    (Refusal.TAKEBACK, "gone"): "refusal-takeback-gone",
    (Refusal.TAKEBACK, "off"): "refusal-takeback-off",
    (Refusal.DAILY, "played"): "refusal-daily-played",
    (Refusal.DAILY, "not_finished"): "refusal-daily-not_finished",
    (Refusal.DAILY, "game"): "refusal-daily-game",
    (Refusal.DAILY, "schedule"): "refusal-daily-schedule",
    (Refusal.DAILY, "no_hand"): "refusal-daily-no_hand",
    (Refusal.EVENT, "none"): "refusal-event-none",
    (Refusal.EVENT, "exists"): "refusal-event-exists",
    (Refusal.EVENT, "name"): "refusal-event-name",
    (Refusal.EVENT, "options"): "refusal-event-options",
    (Refusal.EVENT, "deals"): "refusal-event-deals",
    (Refusal.EVENT, "window"): "refusal-event-window",
    (Refusal.EVENT, "start"): "refusal-event-start",
    (Refusal.EVENT, "timer"): "refusal-event-timer",
    (Refusal.EVENT, "started"): "refusal-event-started",
    (Refusal.EVENT, "over"): "refusal-event-over",
    (Refusal.EVENT, "closed"): "refusal-event-closed",
    (Refusal.EVENT, "individuals"): "refusal-event-individuals",
    (Refusal.EVENT, "self"): "refusal-event-self",
    (Refusal.EVENT, "partner_entered"): "refusal-event-partner_entered",
    (Refusal.EVENT, "entered"): "refusal-event-entered",
    (Refusal.EVENT, "no_invite"): "refusal-event-no_invite",
    (Refusal.EVENT, "not_entered"): "refusal-event-not_entered",
    (Refusal.EVENT, "not_entered_other"): "refusal-event-not_entered_other",
    (Refusal.EVENT, "organiser"): "refusal-event-organiser",
    (Refusal.EVENT, "too_few"): "refusal-event-too_few",
    (Refusal.EVENT, "no_deal"): "refusal-event-no_deal",
    (Refusal.EVENT, "not_yet"): "refusal-event-not_yet",
    (Refusal.EVENT, "no_pair"): "refusal-event-no_pair",
    (Refusal.EVENT, "game"): "refusal-event-game",
    (Refusal.EVENT, "played_out"): "refusal-event-played_out",
}


def refusal_message(error: IllegalAction | ServiceError) -> str | None:
    """The catalog message of a refusal; None for a code and detail that have none (a bug:
    the caller treats it as an unexpected error)."""
    if isinstance(error, IllegalAction):
        return ILLEGAL.get((error.code, error.detail))
    return REFUSALS.get((error.code, error.detail))


class UserError(Exception):
    """A request the presentation refuses before the service sees it (bad input): a catalog
    message and its arguments (written in the reader's language when it is said:
    `error_text`; `message` is the English, for the logs and the tests)."""

    def __init__(self, message_id: str, /, **params: object) -> None:
        self.message_id = message_id
        self.params = params
        self.message = text(ENGLISH, message_id, **_arguments(params, ENGLISH))
        super().__init__(self.message)


@dataclass(frozen=True, slots=True)
class Named:
    """A command (`path`, as `"backalley join"`), or one of its options, named in a refusal
    as the reader's client lists it (`COMMAND` and `OPTION` of the catalogs, for a command
    known only when the refusal is made)."""

    path: str
    option: str | None = None


# What a refusal quotes of a value a player (or their client) sent: its start, so that a
# page of text is not said back, and Fluent, which refuses a very long placeable, can say it.
QUOTED_MOST = 40


def shown_value(value: object) -> str:
    """A value as a refusal quotes it: text as it is (its start, when long), True and False
    as Discord's client writes them, a number in digits, nothing as a dash."""
    if value is None:
        return "—"
    shown = str(value)
    if len(shown) > QUOTED_MOST:
        shown = shown[: QUOTED_MOST - 1] + "…"
    return shown


def error_text(error: BaseException, lang: str = ENGLISH) -> str | None:
    """The player's message for an expected error, in their language; None for an
    unexpected one. The engine's RULES §7 codes and the service's refusals each have their
    catalog message (`error-…`, `refusal-…`, see refusals.py), with a detail when a code
    has several."""
    if isinstance(error, NotYourTurn):
        table, game = error.table, error.table.game
        if game is not None and game.to_act is not None:
            player = who(table, game.to_act, lang)
            if game.phase is Phase.BID:
                return text(lang, "not-your-turn-bid", player=player)
            return text(lang, "not-your-turn-play", player=player)
    if isinstance(error, UserError):
        return text(lang, error.message_id, **_arguments(error.params, lang))
    if isinstance(error, EndedHere) and (message_id := refusal_message(error)) is not None:
        game = error.table.game
        winner = None if game is None else game.winner
        return text(lang, message_id, result=result_line(error.table, winner, lang))
    if isinstance(error, DatabaseUnavailable):
        return text(lang, "database-unavailable")
    if isinstance(error, IllegalAction | ServiceError):
        message_id = refusal_message(error)
        if message_id is None:
            return None
        return text(lang, message_id, **_arguments(error.params, lang))
    return None


# The refusals that list the values a player may choose, each value's word in the catalog.
CHOICE_WORDS = {"levels": LEVELS, "sorts": SORT_WORDS, "presets": PRESET_WORDS}
# The lists of values of which one is to be chosen ("rating, wins or win rate"); the others
# are listed whole ("strong, basic and random").
ONE_OF = ("sorts", "choices")


def _arguments(params: dict[str, object], lang: str) -> dict[str, object]:
    return {k: _argument(k, v, lang) for k, v in params.items()}


def _argument(name: str, value: object, lang: str) -> object:
    """An error's parameter as the message names it: cards and suits in words, a command or
    an option as the reader's client lists it, a list of choices in the reader's words (the
    levels, sorts and presets as their client shows them, a command's choices by their names
    there) joined as their language joins a list, and a text sent by a player shortened to
    what a message may quote."""
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, Named):
        if value.option is None:
            return command_text(lang, value.path)
        return option_text(lang, value.path, value.option)
    if isinstance(value, tuple):
        words = CHOICE_WORDS.get(name, {})
        named = [
            text(lang, words[v])
            if v in words
            else choice_name(lang, str(v))
            if name == "choices"
            else str(v)
            for v in value
        ]
        if name in ONE_OF:
            return format_list(named, style="or", locale=babel_locale(lang))
        return names_list(named, lang)
    if isinstance(value, str) and len(value) > QUOTED_MOST:
        return shown_value(value)
    return value
