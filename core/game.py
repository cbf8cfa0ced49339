"""A game: rules, turn order, the move list and how it ends (docs/rules.md §2, §7)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from core.board import PlaceResult
from core.color import Color
from core.contours import closed_border
from core.errors import (
    DotsError,
    GameOverError,
    IllegalMoveError,
    NotInVariantError,
    NotYourTurnError,
)
from core.geometry import Point
from core.realms import Border, Realm
from core.rules import Rules, SetupDot, Start, start_dots
from core.territory import (
    Count,
    DotFirstError,
    Drawn,
    EncloseBorder,
    NoGroundingError,
    Referee,
    TerritoryMove,
)
from core.variant_board import VariantBoard, new_board


class EndReason(StrEnum):
    RESIGNATION = "resignation"
    TIME = "time"
    FIELD_FULL = "field-full"
    """No playable point is left for the side to move (with suicide off, the points inside
    the other side's houses are not playable for it, docs/rules.md §8.5.1)."""
    GROUNDING = "grounding"
    """Grounding declared (§8.4), or a STOP game ended (docs/rules.md §8.2:
    grounding played out)."""
    DRAW_AGREED = "draw-agreed"
    INSTANT_WIN = "instant-win"
    AGREED_END = "agreed-end"
    """Territory: both sides agreed to end and the field was counted (docs/rules.md §8.1.3)."""


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
    borders: tuple[tuple[Point, ...], ...] = ()
    """Free contour (docs/rules.md §8.3): the chains the player chose, each without its
    closing point."""
    realms: tuple[Border, ...] = ()
    """Territory: the borders of the realms drawn with the dot (docs/rules.md §8.1.1)."""

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
        self.board = new_board(
            rules.width, rules.height, score_transfer=rules.score_transfer,
            painted=rules.painted_houses, suicide=rules.suicide, wall=rules.edge_wall,
            free=rules.free_contour,
        )
        self.territory = Referee(rules.szkrab) if rules.territory else None
        """Territory's realms (docs/rules.md §8.1), ``None`` under the other rules."""
        for x, y, color in dots:
            if self.territory is None:
                self.board.place(x, y, color)
            else:
                self.board.put(x, y, color)
        self.setup: tuple[SetupDot, ...] = tuple(dots)
        self.to_move = Color.BLUE
        self._moves: list[Move] = []
        self._outcome: Outcome | None = None
        self.grounded: tuple[Point, ...] = ()
        """After grounding: the dots that changed hands (``Board.ungrounded_dots``)."""
        self.stopped: Color | None = None
        """The side that sent STOP (docs/rules.md §8.2); it places no more dots."""
        self.stopped_after = 0
        """How many moves were made when it stopped."""
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
    def play(
        self, x: int, y: int, color: Color | None = None, *,
        borders: Sequence[Sequence[Point]] = (),
    ) -> PlaceResult:
        """Put a dot for the side to move; ``color`` asserts who is moving. ``borders``:
        with free contour, the chains (through the dot) to take instead of the minimal
        ones (docs/rules.md §8.3)."""
        if self._outcome is not None:
            raise GameOverError(f"the game is over: {x}-{y}")
        mover = self.to_move
        if color is not None and color != mover:
            raise NotYourTurnError(f"{color.name.lower()} is not to move: {x}-{y}")
        if self.territory is not None:
            drawn = self.play_territory(TerritoryMove((x, y)), color)
            return PlaceResult((x, y), mover, drawn.areas, drawn.captured)
        board = self.board
        if borders:
            if not (self.rules.free_contour and isinstance(board, VariantBoard)):
                raise NotInVariantError(f"a chosen chain needs free contour: {x}-{y}")
            chains = tuple(closed_border(chain) for chain in borders)
            result = board.place_with_borders(x, y, mover, chains)
        else:
            chains = ()
            result = board.place(x, y, mover)
        self._moves.append(Move(mover, x, y, chains))
        made_own = any(area.owner == mover for area in result.areas)
        if self.stopped is None and not (self.rules.extra_move and made_own):
            self.to_move = mover.opponent
        lead = self.rules.instant_win
        if lead and abs(board.score(Color.BLUE) - board.score(Color.RED)) >= lead:
            self._finish_by_score(EndReason.INSTANT_WIN)
        else:
            self._finish_if_no_move()
        return result

    def _finish_if_no_move(self) -> None:
        """End by the score when the side to move has no playable point (§8.1c; with
        suicide off, docs/rules.md §8.5.1)."""
        board = self.board
        if board.empty_count == 0 or (
            isinstance(board, VariantBoard) and not board.suicide
            and not board.has_move(self.to_move)
        ):
            self._finish_by_score(EndReason.FIELD_FULL)

    # ------------------------------------------------------------------- STOP
    def stop(self, color: Color) -> None:
        """docs/rules.md §8.2: ``color``, to move, places no more dots; the other side
        plays on alone until it ends the game (``end_after_stop``, ``ground_stopper``)."""
        self._check_open()
        if not self.rules.stop:
            raise NotInVariantError("STOP is played only with its variant")
        if self.stopped is not None:
            raise NotInVariantError(f"{self.stopped} has already stopped")
        if color is not self.to_move:
            raise NotYourTurnError(f"{color} is not to move")
        self.stopped, self.stopped_after = color, self.ply
        self.to_move = color.opponent
        self._finish_if_no_move()

    def stop_when(self, ply: int | None) -> None:
        """A stored STOP (a replay): the side to move stops once ``ply`` moves are made;
        call it before the first move and after each."""
        if ply is not None and self.stopped is None and self.ply == ply:
            self.stop(self.to_move)

    def end_after_stop(self, color: Color) -> Outcome:
        """The side that did not stop ends the game: the score decides (docs/rules.md §8.2,
        and §8.6)."""
        self._check_after_stop(color)
        return self._set(_by_score({c: self.board.score(c) for c in Color}, EndReason.GROUNDING))

    def ground_stopper(self, color: Color) -> Outcome:
        """The side that did not stop ends the game as the stopper's grounding would
        (``/auto``, docs/rules.md §8.2: section 7's computation)."""
        stopper = self._check_after_stop(color)
        return self._ground(stopper)

    def _check_after_stop(self, color: Color) -> Color:
        self._check_open()
        if self.stopped is None or color is self.stopped:
            raise NotInVariantError(f"{color} cannot end the game: the other side has not stopped")
        return self.stopped

    def replay(self, move: Move) -> None:
        """Play ``move`` as another game recorded it: the dot and, in Territory, the realms
        drawn with it. Under STOP, a move by the side not to move says the side to move
        stopped before it (docs/rules.md §8.2): the only way one side moves twice but an
        extra move."""
        if (self.rules.stop and self.stopped is None and move.color is not self.to_move
                and self._outcome is None):
            self.stop(self.to_move)
        if move.realms:
            enclosures = tuple(EncloseBorder(border) for border in move.realms)
            self.play_territory(TerritoryMove(move.point, enclosures), move.color)
        else:
            self.play(move.x, move.y, move.color)

    def play_territory(self, move: TerritoryMove, color: Color | None = None) -> Drawn:
        """A Territory move (docs/rules.md §8.1.2) for the side to move, judged whole: a
        dot with the realms it announces, or, when ``closing_due``, realms without a dot
        (none: the score decides at once)."""
        self._check_open()
        mover = self.to_move
        if color is not None and color != mover:
            raise NotYourTurnError(f"{color.name.lower()} is not to move")
        referee = self.territory
        if referee is None:
            raise IllegalMoveError("realms are announced only in Territory")
        closing = self.closing_due
        if move.dot is None and not closing:
            raise DotFirstError("announce the realm with your next dot")
        self.board, drawn = referee.move(self.board, mover, move)
        borders = tuple(realm.border for realm in drawn.realms)
        referee.realms.extend(drawn.realms)
        if closing:
            referee.closing.append((mover, borders))
            self._finish_by_score(EndReason.FIELD_FULL)
            return drawn
        assert move.dot is not None
        self._moves.append(Move(mover, *move.dot, realms=borders))
        if not (self.rules.extra_move and drawn.realms):
            self.to_move = mover.opponent
        lead = self.rules.instant_win
        if lead and abs(self.board.score(Color.BLUE) - self.board.score(Color.RED)) >= lead:
            self._finish_by_score(EndReason.INSTANT_WIN)
        elif self.board.empty_count == 0:
            # LastSafe=0: the side that did not put the last dot may still draw realms
            self.to_move = mover.opponent
            if self.rules.szkrab or not referee.may_close(self.board, self.to_move):
                self._finish_by_score(EndReason.FIELD_FULL)
        return drawn

    @property
    def closing_due(self) -> bool:
        """Territory at a full field (LastSafe=0): the side to move may still draw realms
        without a dot (or draw none) before the score decides (docs/rules.md §8.1.1)."""
        return self._outcome is None and self.territory is not None and not self.board.empty_count

    def pools(self) -> tuple[Realm, ...]:
        """Territory: each side's pools not drawn yet, largest first (docs/rules.md §8.1;
        none under the other rules): what a picture draws apart from the realms."""
        return tuple(self.territory.pools(self.board)) if self.territory is not None else ()

    def end_count(self, final: Mapping[Color, Sequence[Border]] | None = None) -> Count:
        """Territory: the count of an agreed end now (docs/rules.md §8.1.3) with each side's
        ``final`` realms (default: its maximal pools), without ending the game."""
        self._check_open()
        if self.territory is None:
            raise IllegalMoveError("an agreed end is counted only in Territory")
        return self.territory.count(self.board, self.to_move, final)[1]

    def agree_end(self, final: Mapping[Color, Sequence[Border]] | None = None) -> Outcome:
        """Territory: both sides agreed to end; the final realms are drawn and counted."""
        self._check_open()
        if self.territory is None:
            raise IllegalMoveError("an agreed end is counted only in Territory")
        board, count = self.territory.count(self.board, self.to_move, final)
        self.board = board
        self.territory.realms.extend(count.final)
        self.territory.final = {c: tuple(r.border for r in count.final if r.owner is c)
                                for c in Color}
        scores = {Color.BLUE: count.blue, Color.RED: count.red}
        return self._set(_by_score(scores, EndReason.AGREED_END))

    def resign(self, color: Color) -> Outcome:
        return self._finish(color.opponent, EndReason.RESIGNATION)

    def lose_on_time(self, color: Color) -> Outcome:
        return self._finish(color.opponent, EndReason.TIME)

    def agree_draw(self) -> Outcome:
        return self._finish(None, EndReason.DRAW_AGREED)

    def declare_grounding(self, color: Color) -> Outcome:
        """§8.4: the declarer's dots that could still be surrounded go to the opponent."""
        self._check_open()
        if self.territory is not None:
            raise NoGroundingError("Territory has no grounding")
        if not self.rules.grounding:
            raise NotInVariantError("no grounding under STOP or with the edge as a wall")
        return self._ground(color)

    def _ground(self, color: Color) -> Outcome:
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
        if self.territory is not None:
            other.territory = self.territory.copy()
        return other


def _by_score(scores: dict[Color, int], reason: EndReason) -> Outcome:
    """§8.6: one point more wins; equal is a draw."""
    blue, red = scores[Color.BLUE], scores[Color.RED]
    winner = Color.BLUE if blue > red else Color.RED if red > blue else None
    return Outcome(winner, reason, blue, red)
