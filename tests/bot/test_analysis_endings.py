"""An analysis of a game that ended off the board (a draw agreed, grounding declared, a
resignation, a time-out) charges no move with the ending: the chart ends without a swing,
the turning point and the mistakes are found among the moves, and a line of its own says
how the game ended, with the chances then, in every language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.answer import Result
from bot.service.answers.replies import Reply
from bot.service.coach.analysis_words import outcome_of, summary
from bot.service.commands import Analyse, Ground, OfferDraw, Resign
from bot.storage import Storage
from core import Color, EndReason, Game, Rules, Start
from core.ai.review import MISTAKE, Review, review_game

from .conftest import ALICE, BOB, CHAT, Clock, ev, play_moves, start_game
from .test_analysis import BLUE_MOVES, PLAYOUTS, RED_MOVES, analysing, core_game

LANGUAGES = ("en", "ru", "uk", "pl", "be", "kk", "cs", "de")
WORDS = Translator()
TEXT = Presenter(WORDS)


async def analysed(service: GameService, game_id: int) -> Result:
    """The finished game's analysis, reviewed here and shown."""
    assert (await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))).ok
    runs = service.analysis.runs
    assert runs is not None and await runs.settle() == 1
    shown = await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
    assert shown.ok and shown.attachment is not None
    return shown


async def drawn_after_the_capture(service: GameService) -> int:
    """The blunder game (Red's 7-1 at move 10, Blue's 4-3 taking Red's dots at move 11)
    to its 13th move, then a draw agreed: Red offers it, Blue takes it."""
    game_id = await start_game(service, width=7, height=7, start=Start.EMPTY)
    await play_moves(service, BLUE_MOVES, RED_MOVES)
    assert (await service.play.offer_draw(ev(), CHAT, BOB, OfferDraw(game_id))).ok
    taken = await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw(game_id))
    assert taken.ok and taken.game is not None and taken.game.outcome is not None
    return game_id


def ends_flat(review: Review) -> None:
    """The last move is not judged, and the chart's last step is level."""
    last = review.entries[-1]
    assert last.drop == 0.0 and last.swing == 0.0
    points = review.points()
    assert points[-1][1] == points[-2][1]


async def test_an_agreed_draw_blames_no_move_and_says_how_it_ended(
    storage: Storage, clock: Clock
) -> None:
    service = await analysing(storage, clock)
    game_id = await drawn_after_the_capture(service)
    shown = await analysed(service, game_id)
    turn = next(r for r in shown.replies if r.key == "analysis-turn")
    assert turn.args["number"] == 10  # Red's 7-1, not Blue's last move before the draw
    blue_mistakes = [r.args["number"] for r in shown.replies
                     if r.key.startswith("analysis-mistake") and r.args["color"] == "blue"]
    assert 13 not in blue_mistakes
    (line,) = [r for r in shown.replies if r.key == "analysis-draw"]
    row = await storage.game(game_id)
    assert row is not None and row.result is not None
    review = review_game(core_game(), playouts=PLAYOUTS, seed=1, result=outcome_of(row))
    ends_flat(review)
    last = review.entries[-1]
    assert line.args == {"number": 13, "chance": round(100 * last.chance(Color.BLUE))}
    assert last.chance(Color.BLUE) > 0.5 + MISTAKE  # Blue gave up a won game: no move did
    lines = TEXT.text(shown).splitlines()
    assert lines[1].startswith("The game turned at move 10, Red 7-1: ")
    assert lines[2] == (f"A draw was agreed after move 13, with Blue's chances at"
                        f" {line.args['chance']}% by the computer's estimate.")
    said(line)


async def test_grounding_declared_blames_no_move_and_names_who_declared_it(
    storage: Storage, clock: Clock
) -> None:
    service = await analysing(storage, clock)
    game_id = await start_game(service, width=7, height=7, start=Start.EMPTY)
    await play_moves(service, BLUE_MOVES, RED_MOVES)
    grounded = await service.play.ground(ev(), CHAT, BOB, Ground(game_id, confirmed=True))  # Red
    assert grounded.ok and grounded.game is not None and grounded.game.outcome is not None
    shown = await analysed(service, game_id)
    (line,) = [r for r in shown.replies if r.key == "analysis-grounding"]
    row = await storage.game(game_id)
    assert row is not None and row.result is not None and row.result.reason == "grounding"
    review = review_game(core_game(), playouts=PLAYOUTS, seed=1, result=outcome_of(row))
    ends_flat(review)
    assert line.args == {"name": "Bob", "color": "red", "number": 13,
                         "chance": round(100 * review.entries[-1].chance(Color.RED))}
    said(line)


@pytest.mark.parametrize("reason", [EndReason.RESIGNATION, EndReason.TIME])
async def test_a_resignation_or_a_time_out_ends_the_chart_without_a_swing(
    storage: Storage, clock: Clock, reason: EndReason
) -> None:
    service = await analysing(storage, clock)
    game_id = await start_game(service, width=7, height=7, start=Start.EMPTY)
    await play_moves(service, BLUE_MOVES, RED_MOVES)
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))).ok
    row = await storage.game(game_id)
    assert row is not None and row.result is not None
    ended = replace(row, result=replace(row.result, reason=reason.value))
    review = review_game(core_game(), playouts=PLAYOUTS, seed=1, result=outcome_of(ended))
    ends_flat(review)
    keys = [r.key for r in summary(review, ended)]
    assert keys[1] == "analysis-turn" and review.biggest_swing() is not None
    assert review.biggest_swing().number == 10  # type: ignore[union-attr]


def test_a_game_ended_by_its_last_move_ends_at_its_result() -> None:
    """An instant win is a move's doing: the chart ends at the result, after that move."""
    game = Game.from_rules(Rules(width=7, height=7, start=Start.EMPTY, instant_win=1))
    for move in core_game().moves[:11]:  # up to Blue's 4-3, the capture
        game.play(move.x, move.y, move.color)
    assert game.outcome is not None and game.outcome.reason is EndReason.INSTANT_WIN
    review = review_game(game, playouts=PLAYOUTS, seed=1)
    assert review.entries[-1].after == 1.0 == review.points()[-1][1]


def said(line: Reply) -> None:
    """The line in every language, with its numbers (and name) in it."""
    for lang in LANGUAGES:
        assert WORDS.has(lang, line.key), lang
        text = TEXT.reply(lang, line)
        for value in line.args.values():
            if value in ("blue", "red"):
                continue
            assert str(value) in text, (lang, text)
