"""What a check-up found: lines to print, and how many need the admin to act (`doctor` and
the check of the games' places both fill one)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Checkup:
    """What `doctor` found: lines to print, and how many need the admin to act."""

    lines: list[str] = field(default_factory=list)
    problems: int = 0

    def ok(self, text: str) -> None:
        self.lines.append(f"ok       {text}")

    def note(self, text: str) -> None:
        """Worth knowing, nothing to do."""
        self.lines.append(f"note     {text}")

    def fail(self, text: str, todo: str) -> None:
        """Something the admin must act on, and what to do about it."""
        self.lines.append(f"problem  {text}\n         → {todo}")
        self.problems += 1
