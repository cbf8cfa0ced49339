"""The few words a picture shows, in English by default.

Adapters that speak another language pass their own ``Labels`` (filled from the message
catalogue); the renderer only fills in names and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from core import Color, EndReason, Outcome


@dataclass(frozen=True)
class Labels:
    blue: str = "Blue"
    """Blue's name when no player names are given."""
    red: str = "Red"
    move: str = "Move {number}"
    to_move: str = "{name} to move"
    won: str = "{name} wins: {reason}"
    drawn: str = "Draw: {reason}"
    resignation: str = "resignation"
    time: str = "time"
    field_full: str = "field full"
    grounding: str = "grounding"
    draw_agreed: str = "agreed"
    instant_win: str = "score lead"
    agreed_end: str = "counted"
    """Territory's agreed end, counted (docs/rules.md §8.1.3)."""
    given: str = "× given away on grounding: {count}"
    """The legend of the crossed-out dots after grounding."""
    chances: str = "Blue's winning chances"
    """An analysis chart's title."""
    chance: str = "Blue's chance"
    score: str = "Score (Blue − Red)"
    chart_move: str = "move"

    def side(self, color: Color) -> str:
        return self.blue if color is Color.BLUE else self.red

    def reason(self, reason: EndReason) -> str:
        return str(getattr(self, reason.value.replace("-", "_")))

    def result(self, outcome: Outcome, names: tuple[str, str]) -> str:
        reason = self.reason(outcome.reason)
        if outcome.winner is None:
            return self.drawn.format(reason=reason)
        return self.won.format(name=names[outcome.winner - 1], reason=reason)


ENGLISH = Labels()
