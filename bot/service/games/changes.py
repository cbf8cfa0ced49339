"""What a use case does to a game, as data: the row update, the replies, the move, and
the clock carried along (docs/rules.md §7: the clock is data the service keeps beside the
core's game; only a fallen flag reaches the core, as ``Game.lose_on_time``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from bot.clocks import Clock, after_move, deadline, reminder_at
from bot.clocks import start as start_clock
from bot.domain import GameStatus
from bot.identity import PlayerRef
from bot.service.answers.replies import Reply, game_tag
from bot.service.games.live import LiveGame
from bot.service.games.replay import stored_result
from bot.storage.records import GameResult, GameRow, GameUpdate, MoveRow
from bot.time_control import TimeControl, TimeKind
from core import Color, Game, Outcome, Rules

ClockFields = tuple[Clock | None, datetime | None, datetime | None]
"""What a game row keeps of its clock: the clock, the deadline, the reminder time."""
Takeback = tuple[int | None, int]
"""What a game row keeps of takebacks: the colour asking for one now, and how many were."""


@dataclass(slots=True)
class Change:
    """What a use case does to a live game, already applied to ``live.game`` in memory."""

    update: GameUpdate
    replies: tuple[Reply, ...] = ()
    move: MoveRow | None = None
    announce: bool = False
    """Nobody is waiting for an answer (a sweep, the computer): the replies and the card
    are announced to the chat through the outbox, in the change's own transaction."""
    mention: PlayerRef | None = None
    """Whom the announcement pings (a reminder's player)."""
    wakes: set[str] = field(default_factory=set)
    """Platforms whose delivery has rows to deliver once the change is stored (written
    by a hook: a tournament's next round)."""
    undo_from: int | None = None
    """A takeback: the stored moves from this ply on are removed with the change."""
    stored: list[Callable[[], Awaitable[object]]] = field(default_factory=list)
    """Work that follows once the change is stored, in transactions of its own (written
    by a hook: pairing a tournament's next round, too slow to hold this one for)."""
    by: Color | None = None
    """The player whose request it is, waiting for its answer (``None``: a sweep, the
    computer); set by the write path."""


Mutation = Callable[[LiveGame, Color], "Change | Reply"]
"""Checks and applies one action for the player of the given colour; a Reply is a refusal."""


def names(row: GameRow) -> tuple[str, str]:
    return row.blue.name, row.red.name


def ended(outcome: Outcome, row: GameRow) -> Reply:
    """The announcement of the game's end, its reason in the words of its rules (a STOP
    game's, docs/rules.md §8.2: ``Rules.ending``)."""
    winner = outcome.winner
    return Reply(
        "game-ended",
        {
            "game": game_tag(row.id),
            "reason": Rules.from_dict(row.rules).ending(outcome.reason),
            "winner": str(winner) if winner is not None else "none",
            "winner_name": names(row)[winner - 1] if winner is not None else "",
            "blue": outcome.blue,
            "red": outcome.red,
        },
    )


# ------------------------------------------------------------------- clocks
def clock_fields(clock: Clock | None, to_move: Color, over: bool) -> ClockFields:
    if clock is None:
        return None, None, None
    if over:
        return clock, None, None
    return clock, deadline(clock, to_move), reminder_at(clock, to_move)


def new_clock(control: TimeControl, now: datetime, to_move: Color) -> ClockFields:
    """A game's clock as it begins: the first side's time runs from ``now``."""
    if control.kind is TimeKind.NONE:
        return None, None, None
    return clock_fields(start_clock(control, now), to_move, False)


def flag_fell(row: GameRow, now: datetime) -> bool:
    return row.status is GameStatus.ACTIVE and row.deadline is not None and now >= row.deadline


# ------------------------------------------------------------------ updates
def update(
    live: LiveGame,
    now: datetime,
    *,
    status: GameStatus | None = None,
    draw_offer: int | None = None,
    result: GameResult | None = None,
    clock: ClockFields | None = None,
    takeback: Takeback | None = None,
    hints: int | None = None,
    end_offer: int | None = None,
) -> GameUpdate:
    """The row after a change: the game's position and turn, the clock carried on
    unchanged unless given (and stopped once the game is over); a takeback offer, and a
    proposal to end by the count (Territory), lapse with the next move or the game's end
    unless ``takeback`` or ``end_offer`` says otherwise; the hints taken are carried on
    unless ``hints`` counts one more; a STOP (docs/rules.md §8.2) is the game's own."""
    row, game = live.row, live.game
    status = status or row.status
    over = status is not GameStatus.ACTIVE
    if clock is None:
        clock = (row.clock, None, None) if over else (row.clock, row.deadline, row.remind_at)
    lapsed = over or game.ply != row.ply
    if takeback is None:
        takeback = (None if lapsed else row.takeback_offer, row.takebacks)
    if end_offer is None and not lapsed:
        end_offer = row.end_offer
    return GameUpdate(
        status, game.ply, int(game.to_move), draw_offer, result, now, clock[0], clock[1], clock[2],
        takeback_offer=takeback[0], takebacks=takeback[1],
        hints=row.hints if hints is None else hints, end_offer=end_offer,
        stop_ply=game.stopped_after if game.stopped is not None else None,
    )


def moved(live: LiveGame, color: Color, now: datetime) -> ClockFields:
    """The clock after ``color``'s move at ``now`` (already played on ``live.game``)."""
    clock = live.row.clock
    game = live.game
    if clock is not None:
        clock = after_move(clock, color, now)
    return clock_fields(clock, game.to_move, game.is_over)


def restored(row: GameRow, kept: Sequence[MoveRow], to_move: Color, now: datetime) -> ClockFields:
    """The clock after a takeback to the position after ``kept``: each side's time as it
    was then (replayed from the stored moves' times, as the SGF's times are), the turn of
    ``to_move`` beginning ``now`` (a correspondence move has its whole time again)."""
    clock = row.clock
    if clock is None:
        return None, None, None
    if clock.control.kind is TimeKind.LIVE:
        running = start_clock(clock.control, row.created_at)
        for move in kept:
            running = after_move(running, Color(move.color), move.at)
        zero = timedelta(0)
        clock = replace(running, blue_left=max(zero, running.blue_left),
                        red_left=max(zero, running.red_left))
    return clock_fields(replace(clock, turn_started=now, reminded=False), to_move, False)


def grounding_given(game: Game, color: Color) -> tuple[int, int]:
    """After ``color`` grounded in ``game`` (or was grounded by ``/auto`` after its STOP):
    how many of its own dots went to the opponent, and how many captured dots it gave
    back."""
    own = sum(1 for x, y in game.grounded if game.board.dot_at(x, y) is color)
    return own, len(game.grounded) - own


def finished(live: LiveGame, now: datetime, outcome: Outcome, by: Color | None) -> Change:
    """The game ended as ``outcome`` says (``by``: who resigned, grounded, ran out)."""
    row = live.row
    change = update(live, now, status=GameStatus.FINISHED, result=stored_result(outcome, by))
    return Change(change, (ended(outcome, row),))


def time_out(live: LiveGame, now: datetime) -> Change:
    """The side to move ran out of time: it loses, or, if it never moved, the game is
    aborted without a result (docs/rules.md §7: loss on time, §8.1b)."""
    row, game = live.row, live.game
    color = game.to_move
    tag, name = game_tag(row.id), names(row)[color - 1]
    clock = row.clock
    if clock is not None and clock.control.kind is TimeKind.LIVE:
        zero = timedelta(0)
        if color is Color.BLUE:
            clock = replace(clock, blue_left=zero)
        else:
            clock = replace(clock, red_left=zero)
    fields = clock_fields(clock, color, True)
    if not any(move.color == color for move in game.moves):
        aborted = update(live, now, status=GameStatus.ABORTED, clock=fields)
        return Change(aborted, (Reply("clock-aborted", {"game": tag, "name": name}),))
    change = finished(live, now, game.lose_on_time(color), color)
    change.update = replace(change.update, clock=fields[0], deadline=None, remind_at=None)
    change.replies = (Reply("clock-flag", {"game": tag, "name": name}), *change.replies)
    return change


def reminded(live: LiveGame, now: datetime) -> Change:
    """The side to move was reminded once; the reminder is not due again for this move."""
    row = live.row
    clock = row.clock
    assert clock is not None and row.deadline is not None
    clock = replace(clock, reminded=True)
    fields = (clock, row.deadline, None)
    color = live.game.to_move
    reply = Reply(
        "clock-reminder",
        {
            "game": game_tag(row.id),
            "name": names(row)[color - 1],
            "left": max(timedelta(0), row.deadline - now),
        },
    )
    return Change(update(live, now, draw_offer=row.draw_offer, clock=fields), (reply,))


def at_ply(ply: int, mutation: Mutation) -> Mutation:
    """``mutation`` from a button drawn at ``ply``: refused once the game has moved on, so a
    stale or doubled tap changes nothing ("the position changed")."""

    def checked(live: LiveGame, color: Color) -> Change | Reply:
        tag = game_tag(live.row.id)
        if live.row.ply != ply:
            return Reply("error-position-changed", {"game": tag})
        return mutation(live, color)

    return checked
