"""What the service announces: the events of lobbies, seats and turns, and the outcome of
every change, which its subscribers receive."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.engine import ActionKind, Bid, Card, Event

from .table import TableView


@dataclass(frozen=True, slots=True)
class LobbyOpened:
    game_id: int


@dataclass(frozen=True, slots=True)
class SeatJoined:
    seat: int
    user_id: int


@dataclass(frozen=True, slots=True)
class ComputerSeated:
    seat: int
    level: str


@dataclass(frozen=True, slots=True)
class SeatAway:
    seat: int
    user_id: int
    away: bool
    until: float | None = None  # away until then, back by itself; None: until back by hand


@dataclass(frozen=True, slots=True)
class AwayEnded:
    """A player away until a time is back by themselves: that time has come."""

    seat: int
    user_id: int
    until: float


@dataclass(frozen=True, slots=True)
class SeatLeft:
    seat: int
    user_id: int | None
    removed_by_host: bool


@dataclass(frozen=True, slots=True)
class GameStarted:
    game_id: int
    first_dealer: int


@dataclass(frozen=True, slots=True)
class MessagePlaced:
    """The lobby or table message was (re)posted: there is a fresh one to keep up to date."""

    message_id: int


@dataclass(frozen=True, slots=True)
class GameCancelled:
    game_id: int


@dataclass(frozen=True, slots=True)
class GameAbandoned:
    game_id: int
    by_user: int


@dataclass(frozen=True, slots=True)
class TurnReminded:
    """Half the turn timer is gone: the player to act is reminded."""

    seat: int
    user_id: int | None
    deadline: float
    left: float  # seconds from the reminder to the deadline


@dataclass(frozen=True, slots=True)
class TimeRanOut:
    """The turn timer ran out: the computer plays this turn for the seat."""

    seat: int
    user_id: int | None


@dataclass(frozen=True, slots=True)
class CardsForced:
    """The bot played cards nobody had a choice about: the whole last trick of a hand, or a
    player's only legal card (they asked for that)."""

    seats: tuple[int, ...]  # in the order played
    last_trick: bool


@dataclass(frozen=True, slots=True)
class ClaimAccepted:
    """The player to act claimed every remaining trick and the search proved it: their cards
    are shown to the table, and the hand is played out."""

    seat: int
    user_id: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TakebackAsked:
    """A player asks to take back their move; `asked` may allow or refuse it."""

    seat: int
    user_id: int
    move: int  # the move's place among the standing moves
    kind: ActionKind
    value: Bid | Card
    asked: tuple[int, ...]  # the users who may answer


@dataclass(frozen=True, slots=True)
class TakebackAnswered:
    """An answer to a take-back; `done`: allowed by everyone asked, the game went back."""

    seat: int
    user_id: int  # who asked
    move: int
    kind: ActionKind
    value: Bid | Card
    by_user: int  # who answered
    allowed: bool  # False: refused
    done: bool  # allowed by everyone asked: the game went back


class Lapse(StrEnum):
    """Why a waiting take-back lapsed."""

    PLAYED = "played"  # a person chose a move since
    TIME = "time"  # nobody answered within five minutes
    OVER = "over"  # the game ended


@dataclass(frozen=True, slots=True)
class TakebackLapsed:
    """A waiting take-back lapsed: its move stands, and its message (`message_id`, once
    posted) loses its Allow and Refuse and says why."""

    seat: int
    user_id: int  # who asked
    move: int
    kind: ActionKind
    value: Bid | Card
    asked: tuple[int, ...]
    allowed: tuple[int, ...]  # those who had allowed it (without partnerships, not all)
    why: Lapse
    chosen_by: int | None  # PLAYED: the seat whose choice lapsed it
    message_id: int | None


@dataclass(frozen=True, slots=True)
class PlaceVanished:
    """The game's thread or channel was deleted: the game ends without results (its log is
    kept), and a lobby there is closed."""

    game_id: int
    place_id: int


@dataclass(frozen=True, slots=True)
class GamesPaused:
    """The server removed the bot, or a moderator locked the game's thread: the game waits,
    nothing is played or posted."""

    guild_id: int | None
    locked: bool = False  # a locked thread (else the bot was removed)


@dataclass(frozen=True, slots=True)
class GamesResumed:
    """The bot is back in the server, or the thread is unlocked: the game goes on."""

    guild_id: int | None
    locked: bool = False


@dataclass(frozen=True, slots=True)
class RoundClosed:
    """The window of this event table's round closed before it finished: the computer plays
    out the rest in every person's seat."""

    event_id: int
    round: int


ServiceEvent = (
    LobbyOpened
    | SeatJoined
    | ComputerSeated
    | SeatAway
    | AwayEnded
    | SeatLeft
    | GameStarted
    | MessagePlaced
    | GameCancelled
    | GameAbandoned
    | TurnReminded
    | TimeRanOut
    | CardsForced
    | ClaimAccepted
    | TakebackAsked
    | TakebackAnswered
    | TakebackLapsed
    | PlaceVanished
    | GamesPaused
    | GamesResumed
    | RoundClosed
)


class Origin(StrEnum):
    """Who made a change. A person's change is answered by their own request; the others
    (a computer seat's move, a timer's reminder or takeover) must be announced."""

    PERSON = "person"
    COMPUTER = "computer"
    TIMER = "timer"
    SERVER = "server"  # the server changed under the game: a place deleted, the bot removed


@dataclass(frozen=True, slots=True)
class ServerFacts:
    """What telling a change needs of its server's settings, read when it was committed (the
    Discord side asks nothing more of the service to tell it). Outside a server: no chosen
    language, no pictures, no take-backs."""

    language: str | None = None  # the server's chosen language; None: its Discord locale's
    pictures: bool = False
    takebacks: bool = False


@dataclass(frozen=True, slots=True)
class PlayerFacts:
    """What answering the person who made a change needs of them, read at its commit."""

    user_id: int
    language: str | None = None  # their own choice; None: their Discord language, or the server's
    # A notification of theirs went as a mention (their DMs are closed): they are told so once,
    # in this answer.
    dm_closed: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a change did: the table as it now stands, what happened in order, and who did it;
    with what telling it needs of the server (`server`, given by the registry as it announces
    it) and, for a person's change that their own interaction answers, of them (`player`)."""

    table: TableView
    events: tuple[Event | ServiceEvent, ...]
    origin: Origin = Origin.PERSON
    server: ServerFacts | None = None
    player: PlayerFacts | None = None
