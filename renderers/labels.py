"""The few words a picture shows, in English by default.

Adapters that speak another language pass their own ``Labels`` (filled from the message
catalogue); the renderer only fills in names and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from core import Color, Outcome


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
    stop: str = "STOP"
    """A STOP game's end (docs/rules.md §8.2): ``/end`` or ``/auto`` after a STOP."""
    given: str = "× given away on grounding: {count}"
    """The legend of the crossed-out dots after grounding."""
    chances: str = "Blue's winning chances"
    """An analysis chart's title."""
    chance: str = "Blue's chance"
    score: str = "Score (Blue − Red)"
    chart_move: str = "move"

    def side(self, color: Color) -> str:
        return self.blue if color is Color.BLUE else self.red

    def reason(self, reason: str) -> str:
        """The words of an end's word (an :class:`EndReason`'s value, or a variant's own:
        :meth:`core.Rules.ending`)."""
        return str(getattr(self, reason.replace("-", "_")))

    def result(self, outcome: Outcome, names: tuple[str, str], ending: str = "") -> str:
        """Who won (or a draw) and how: ``ending`` the end's word, else the outcome's."""
        reason = self.reason(ending or outcome.reason.value)
        if outcome.winner is None:
            return self.drawn.format(reason=reason)
        return self.won.format(name=names[outcome.winner - 1], reason=reason)


ENGLISH = Labels()
