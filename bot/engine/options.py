"""Options and presets (RULES §9)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Final, Literal

JokerTurnup = Literal["swap", "next"]
MaxBid = Literal["hand_minus_one", "hand"]
AllPass = Literal["redeal_next_dealer", "play"]
BoardEscalation = Literal["linear", "none"]
BoardLead = Literal["last", "first"]
BoardTrumpLead = Literal["bidder", "anyone", "none"]
ZeroContract = Literal["overtricks", "nothing"]
Tiebreak = Literal["hand", "draw"]


class OptionError(ValueError):
    """An unknown preset, option or option value; `option` names the option when there is one."""

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


@dataclass(frozen=True, slots=True)
class Options:
    players: int
    hands: tuple[int, ...]
    joker_turnup: JokerTurnup
    weak_hand_redeal: bool
    max_bid: MaxBid
    all_pass: AllPass
    board_escalation: BoardEscalation
    board_lead: BoardLead
    board_trump_lead: BoardTrumpLead
    blooper_leads: bool
    zero_contract: ZeroContract
    tiebreak: Tiebreak

    @property
    def partnerships(self) -> bool:
        return self.players == 4

    @property
    def sides(self) -> int:
        """Sides that score: two teams, or each seat on its own (R5)."""
        return 2 if self.players == 4 else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def max_bid_for(self, size: int) -> int:
        return size - 1 if self.max_bid == "hand_minus_one" else size

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["hands"] = list(self.hands)
        return out

    def overrides_from(self, base: Options) -> dict[str, Any]:
        """The options that differ from `base`, in record form."""
        mine, theirs = self.to_json(), base.to_json()
        return {k: v for k, v in mine.items() if v != theirs[k]}


def _schedule(*parts: range) -> tuple[int, ...]:
    return tuple(n for part in parts for n in part)


PRESETS: Final[dict[str, Options]] = {
    "classic": Options(
        players=4,
        hands=_schedule(range(13, 0, -1), range(2, 14)),
        joker_turnup="swap",
        weak_hand_redeal=False,
        max_bid="hand_minus_one",
        all_pass="redeal_next_dealer",
        board_escalation="linear",
        board_lead="last",
        board_trump_lead="bidder",
        blooper_leads=True,
        zero_contract="overtricks",
        tiebreak="hand",
    ),
    "pagat": Options(
        players=4,
        hands=_schedule(range(1, 14), range(13, 0, -1)),
        joker_turnup="next",
        weak_hand_redeal=True,
        max_bid="hand",
        all_pass="play",
        board_escalation="none",
        board_lead="first",
        board_trump_lead="anyone",
        blooper_leads=False,
        zero_contract="nothing",
        tiebreak="hand",
    ),
    "pagat-3": Options(
        players=3,
        hands=_schedule(range(2, 14), range(13, 1, -1)),
        joker_turnup="next",
        weak_hand_redeal=True,
        max_bid="hand",
        all_pass="play",
        board_escalation="none",
        board_lead="first",
        board_trump_lead="anyone",
        blooper_leads=False,
        zero_contract="nothing",
        tiebreak="hand",
    ),
}

# The values each option may take, with their JSON types (§9: `true`, not `1`).
_CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "players": (4, 3),
    "joker_turnup": ("swap", "next"),
    "weak_hand_redeal": (True, False),
    "max_bid": ("hand_minus_one", "hand"),
    "all_pass": ("redeal_next_dealer", "play"),
    "board_escalation": ("linear", "none"),
    "board_lead": ("last", "first"),
    "board_trump_lead": ("bidder", "anyone", "none"),
    "blooper_leads": (True, False),
    "zero_contract": ("overtricks", "nothing"),
    "tiebreak": ("hand", "draw"),
}

OPTION_NAMES: Final = ("hands", *_CHOICES)


def _check_value(name: str, value: Any) -> Any:
    if name == "hands":
        if (
            not isinstance(value, list | tuple)
            or not value
            or any(type(n) is not int or not 1 <= n <= 13 for n in value)
        ):
            raise OptionError(
                "option hands must be a non-empty list of hand sizes from 1 to 13", "hands"
            )
        return tuple(value)
    choices = _CHOICES.get(name)
    if choices is None:
        raise OptionError(f"unknown option {name!r}", name)
    # Compare with types too: 1 == True in Python, but the record format tells them apart.
    if not any(type(value) is type(c) and value == c for c in choices):
        allowed = ", ".join(_json(c) for c in choices)
        raise OptionError(f"option {name} cannot be {_json(value)}; it takes {allowed}", name)
    return value


def _json(value: object) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def make_options(preset: str, overrides: dict[str, Any] | None = None) -> Options:
    """A preset with single options overridden, validated (§9)."""
    base = PRESETS.get(preset) if isinstance(preset, str) else None
    if base is None:
        raise OptionError(f"unknown preset {preset!r}; the presets are {', '.join(PRESETS)}")
    if not overrides:
        return base
    checked = {name: _check_value(name, value) for name, value in overrides.items()}
    return replace(base, **checked)
