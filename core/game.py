"""A game: rules, turn order, the move list and how it ends (docs/rules.md §2, §7)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from core.board import Board, PlaceResult
from core.color import Color
from core.errors import DotsError, GameOverError, NotYourTurnError
from core.geometry import Point
from core.rules import Rules, SetupDot, Start, start_dots


class EndReason(StrEnum):
    RESIGNATION = "resignation"
    TIME = "time"
    FIELD_FULL = "field-full"
    GROUNDING = "grounding"
    DRAW_AGREED = "draw-agreed"
    INSTANT_WIN = "instant-win"


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (``None`` for a draw), why, and the final score."""

    winner: Color | None
    reason: EndReason
    blue: int
    red: int

    def score(self, color: Color) -> int:
        return self.blue if color is Color.BLUE else self.red


@dataclass(frozen=True)
class Move:
    color: Color
    x: int
    y: int

    @property
    def point(self) -> Point:
        return self.x, self.y


class Game:
    """One game under one set of rules. Clocks live outside: time loss is reported in."""

    def __init__(
        self,
        *,
        width: int = 39,
        height: int = 32,
        start: Start | str = Start.CROSS,
        setup: Iterable[SetupDot] | None = None,
        **variants: int,
    ) -> None:
        """The rules by their parts: ``Game(width=20, height=20, extra_move=True)`` (any
        variant of :data:`core.variants.VARIANTS` by name)."""
        self._init(Rules(width, height, start, **variants), setup)

    @classmethod
    def from_rules(cls, rules: Rules, setup: Iterable[SetupDot] | None = None) -> Game:
        game = cls.__new__(cls)
        game._init(rules, setup)
        return game

    def _init(self, rules: Rules, setup: Iterable[SetupDot] | None) -> None:
        if setup is not None:
            dots = [(x, y, Color(c)) for x, y, c in setup]
            if rules.start != Start.CUSTOM and dots != start_dots(rules):
                rules = Rules(**{**rules.to_dict(), "start": Start.CUSTOM})
        else:
            if rules.start == Start.CUSTOM:
                raise DotsError("a custom start needs its setup dots")
            dots = start_dots(rules)
        self.rules = rules
        self.board = Board(rules.width, rules.height, score_transfer=rules.score_transfer)
        for x, y, color in dots:
            self.board.place(x, y, color)
        self.setup: tuple[SetupDot, ...] = tuple(dots)
        self.to_move = Color.BLUE
        self._moves: list[Move] = []
        self._outcome: Outcome | None = None
        self.grounded: tuple[Point, ...] = ()
        """After grounding: the dots that changed hands (``Board.ungrounded_dots``)."""
        if self.board.empty_count == 0:
            self._finish_by_score(EndReason.FIELD_FULL)

    # ------------------------------------------------------------------ state
    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(self._moves)

    @property
    def ply(self) -> int:
        """How many moves were made."""
        return len(self._moves)

    @property
    def last_move(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    def score(self, color: Color) -> int:
        return self.board.score(color)

    # ------------------------------------------------------------------ moves
    def play(self, x: int, y: int, color: Color | None = None) -> PlaceResult:
        """Put a dot for the side to move; ``color`` asserts who is moving."""
        if self._outcome is not None:
            raise GameOverError(f"the game is over: {x}-{y}")
        mover = self.to_move
        if color is not None and color != mover:
            raise NotYourTurnError(f"{color.name.lower()} is not to move: {x}-{y}")
        result = self.board.place(x, y, mover)
        self._moves.append(Move(mover, x, y))
        made_own = any(area.owner == mover for area in result.areas)
        if not (self.rules.extra_move and made_own):
            self.to_move = mover.opponent
        lead = self.rules.instant_win
        if lead and abs(self.board.score(Color.BLUE) - self.board.score(Color.RED)) >= lead:
            self._finish_by_score(EndReason.INSTANT_WIN)
        elif self.board.empty_count == 0:
            self._finish_by_score(EndReason.FIELD_FULL)
        return result

    def resign(self, color: Color) -> Outcome:
        return self._finish(color.opponent, EndReason.RESIGNATION)

    def lose_on_time(self, color: Color) -> Outcome:
        return self._finish(color.opponent, EndReason.TIME)

    def agree_draw(self) -> Outcome:
        return self._finish(None, EndReason.DRAW_AGREED)

    def declare_grounding(self, color: Color) -> Outcome:
        """§8.4: the declarer's dots that could still be surrounded go to the opponent."""
        self._check_open()
        own_lost, captured_lost = self.board.grounding_losses(color)
        self.grounded = self.board.ungrounded_dots(color)
        scores = {c: self.board.score(c) for c in Color}
        scores[color.opponent] += own_lost
        if self.rules.score_transfer:
            scores[color] -= captured_lost
        return self._set(_by_score(scores, EndReason.GROUNDING))

    # --------------------------------------------------------------- endings
    def _check_open(self) -> None:
        if self._outcome is not None:
            raise GameOverError("the game is over")

    def _finish(self, winner: Color | None, reason: EndReason) -> Outcome:
        self._check_open()
        return self._set(
            Outcome(winner, reason, self.board.score(Color.BLUE), self.board.score(Color.RED))
        )

    def _finish_by_score(self, reason: EndReason) -> None:
        self._set(_by_score({c: self.board.score(c) for c in Color}, reason))

    def _set(self, outcome: Outcome) -> Outcome:
        self._outcome = outcome
        return outcome

    def copy(self) -> Game:
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.board = self.board.copy()
        other._moves = self._moves[:]
        return other


def _by_score(scores: dict[Color, int], reason: EndReason) -> Outcome:
    """§8.6: one point more wins; equal is a draw."""
    blue, red = scores[Color.BLUE], scores[Color.RED]
    winner = Color.BLUE if blue > red else Color.RED if red > blue else None
    return Outcome(winner, reason, blue, red)
