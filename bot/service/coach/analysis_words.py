"""A game's analysis as a reader sees it: a few lines (where the game turned, an ending
off the board (a resignation, a time-out, grounding, a draw agreed) with the chances it
came at, each side's biggest mistakes with the engine's better point) and one picture
(the chances along the game above the board at the biggest swing)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.answers.replies import Reply, game_tag
from bot.storage.records import GameRow
from core import Color, EndReason, Game
from core.ai.review import MISTAKE, OFF_THE_BOARD, Entry, Review
from core.game import Outcome
from core.notation import format_point

MISTAKES_SHOWN = 4
"""Each side's biggest mistakes in the text (the issue's three to five: four keep the
caption of the picture within Telegram's 1,024 characters on every language)."""
MARKED_PER_SIDE = 3
"""Each side's mistakes marked on the chart, beside the biggest swing."""


def outcome_of(row: GameRow) -> Outcome | None:
    """The stored result as the rules core's (resignations and time-outs included)."""
    result = row.result
    if result is None:
        return None
    winner = Color(result.winner) if result.winner else None
    return Outcome(winner, EndReason(result.reason), result.blue, result.red)


def pct(chance: float) -> int:
    return round(100 * min(1.0, max(0.0, chance)))


def names(row: GameRow) -> dict[Color, str]:
    return {Color.BLUE: row.blue.name, Color.RED: row.red.name}


def turning(review: Review) -> Reply | None:
    """Where the game turned: the move after which Blue's chance changed most, when it
    changed as much as a mistake costs (a game resigned at move 2 turned nowhere)."""
    swing = review.biggest_swing()
    if swing is None or swing.swing < MISTAKE:
        return None
    return Reply("analysis-turn", {
        "number": swing.number, "color": str(swing.mover),
        "point": format_point(swing.move.point),
        "before": pct(swing.before), "after": pct(swing.after),
    })


ENDED_BY = {EndReason.RESIGNATION: "analysis-resigned", EndReason.TIME: "analysis-time",
            EndReason.GROUNDING: "analysis-grounding"}
"""The line for each ending off the board that names a player (``OFF_THE_BOARD``): the one
who resigned, ran out of time or declared grounding; a draw agreed names the chances."""


def ended(review: Review, row: GameRow) -> Reply | None:
    """An ending off the board (a resignation, a time-out, grounding declared, a draw
    agreed), with the chances by the engine then: the review does not charge the last
    move with it (``core.ai.review``)."""
    outcome = outcome_of(row)
    if outcome is None or outcome.reason not in OFF_THE_BOARD or not review.entries:
        return None
    last = review.entries[-1]
    if outcome.reason is EndReason.DRAW_AGREED:
        return Reply("analysis-draw", {"number": last.number,
                                       "chance": pct(last.chance(Color.BLUE, after=True))})
    if outcome.reason is EndReason.GROUNDING and row.stop_ply is not None:
        return None  # a STOP game ended (docs/rules.md §8.2): nobody declared grounding
    if outcome.reason is EndReason.GROUNDING:
        player = Color(row.to_move)  # the declarer: grounding is declared on one's turn
    elif outcome.winner is not None:
        player = outcome.winner.opponent
    else:
        return None
    return Reply(ENDED_BY[outcome.reason], {
        "name": names(row)[player], "color": str(player), "number": last.number,
        "chance": pct(last.chance(player, after=True)),
    })


def mistake(entry: Entry) -> Reply:
    """"move 34, Red 12-9: 62% → 31%; 13-9 kept 58%" (the mover's chances)."""
    side = entry.mover
    kept = entry.best_chance if side is Color.BLUE else 1.0 - entry.best_chance
    words: dict[str, str | int] = {
        "number": entry.number, "color": str(side), "point": format_point(entry.move.point),
        "before": pct(entry.chance(side)), "after": pct(entry.chance(side, after=True)),
    }
    if entry.best is None:
        return Reply("analysis-mistake-plain", words)
    return Reply("analysis-mistake", {**words, "best": format_point(entry.best),
                                      "kept": pct(kept)})


def summary(review: Review, row: GameRow) -> tuple[Reply, ...]:
    """The analysis's lines: the title, the turn, each side's mistakes (or none)."""
    who = names(row)
    lines = [Reply("analysis-title", {"game": game_tag(row.id), "blue": who[Color.BLUE],
                                      "red": who[Color.RED], "moves": len(review.entries)})]
    lines += [line for line in (turning(review), ended(review, row)) if line is not None]
    for side in (Color.BLUE, Color.RED):
        found = review.mistakes(side, MISTAKES_SHOWN)
        if not found:
            lines.append(Reply("analysis-clean", {"name": who[side], "color": str(side)}))
            continue
        lines.append(Reply("analysis-side", {"name": who[side], "color": str(side)}))
        lines += [mistake(entry) for entry in found]
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class Shown:
    """What the picture shows: the marked moves, and the board at the biggest swing."""

    marked: tuple[int, ...]
    board: Game
    best: tuple[int, int] | None


def shown(review: Review, game: Game) -> Shown:
    """The chart marks the swing and each side's worst moves; the board is the position
    after the swing, its move marked as the last, the engine's point ringed."""
    swing = review.biggest_swing()
    marked = [e.number for side in (Color.BLUE, Color.RED)
              for e in review.mistakes(side, MARKED_PER_SIDE)]
    board = Game.from_rules(game.rules, game.setup)
    upto = swing.number if swing is not None else len(game.moves)
    for move in game.moves[:upto]:
        board.replay(move)
    if swing is not None and swing.number not in marked:
        marked.append(swing.number)
    return Shown(tuple(sorted(set(marked))), board, swing.best if swing else None)
