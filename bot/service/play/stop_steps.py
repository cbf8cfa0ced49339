"""STOP's steps on a live game (docs/rules.md §8.2), as the play use cases and the computer
take them: the player to move stops, and the other side ends the game by ``/end`` (the
score decides) or ``/auto`` (as the stopper's grounding would count). Each refusal is a
reply that changes nothing."""

from __future__ import annotations

from datetime import datetime

from bot.service.answers.replies import Reply, game_tag
from bot.service.games.changes import Change, finished, grounding_given, moved, names, update
from bot.service.games.live import LiveGame
from bot.storage.records import GameRow
from core import Color, Rules


def stop_refused(row: GameRow, color: Color | None) -> Reply | None:
    """Why the player of ``color`` may not send STOP in ``row`` now, if not."""
    tag = game_tag(row.id)
    if not Rules.from_dict(row.rules).stop:
        return Reply("error-stop-variant", {"game": tag})
    if row.stop_ply is not None:
        return Reply("error-stop-already", {"game": tag})
    if color is None or row.to_move != color:
        return Reply("error-not-your-turn", {"game": tag})
    return None


def stop_step(live: LiveGame, color: Color, now: datetime) -> Change | Reply:
    """``color``, to move, sends STOP: it places no more dots, its clock stops, and the
    other side moves from now on."""
    refused = stop_refused(live.row, color)
    if refused is not None:
        return refused
    row, game = live.row, live.game
    game.stop(color)
    seats = names(row)
    said = Reply("stopped", {
        "game": game_tag(row.id), "name": seats[color - 1], "color": str(color),
        "other": seats[color.opponent - 1],
    })
    if game.outcome is None:
        after = update(live, now, draw_offer=row.draw_offer, clock=moved(live, color, now))
        return Change(after, (said,))
    change = finished(live, now, game.outcome, None)  # the other side had no point left
    change.replies = (said, *change.replies)
    return change


def after_stop_refused(live: LiveGame, color: Color) -> Reply | None:
    """Why ``color`` may not end the game after a STOP (``/end``, ``/auto``), if not."""
    game, tag = live.game, game_tag(live.row.id)
    if not game.rules.stop:
        return Reply("error-stop-variant", {"game": tag})
    if game.stopped is None:
        return Reply("error-stop-not-stopped", {"game": tag})
    if game.stopped is color:
        return Reply("error-stop-stopper", {"game": tag})
    return None


def end_after_stop(live: LiveGame, color: Color, now: datetime) -> Change | Reply:
    """``/end`` by the side that did not stop: the score decides (docs/rules.md §8.2)."""
    refused = after_stop_refused(live, color)
    if refused is not None:
        return refused
    change = finished(live, now, live.game.end_after_stop(color), color)
    said = Reply("stop-ended", {"game": game_tag(live.row.id), "name": names(live.row)[color - 1]})
    change.replies = (said, *change.replies)
    return change


def auto_after_stop(live: LiveGame, color: Color, now: datetime) -> Change | Reply:
    """``/auto`` by the side that did not stop: the game ends as the stopper's grounding
    would count it (section 7): its dots that could still be surrounded go to ``color``."""
    refused = after_stop_refused(live, color)
    if refused is not None:
        return refused
    game = live.game
    stopper = game.stopped
    assert stopper is not None
    outcome = game.ground_stopper(color)
    own, _ = grounding_given(game, stopper)
    change = finished(live, now, outcome, stopper)
    seats = names(live.row)
    said = Reply("stop-auto", {
        "game": game_tag(live.row.id), "name": seats[color - 1],
        "stopper": seats[stopper - 1], "own": own,
    })
    change.replies = (said, *change.replies)
    return change
