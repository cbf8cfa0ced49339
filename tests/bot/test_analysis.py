"""``/analysis``: the computer's review of a finished game, run in the background a part
at a time, its progress message edited as it goes, its result (a picture and the biggest
mistakes, the known blunder named with the engine's better point) posted once and stored;
asked again, shown at once. Refused, changing nothing, for a game still played, one
without moves, and without an engine. Two processes never review the same game twice."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from bot.computer import ComputerPlayer
from bot.computer.pool import EngineError
from bot.i18n import Translator
from bot.output.items import File, Progress
from bot.output.plan import plan, plan_notice
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.buttons import Action
from bot.service.coach.analysis_runs import LEASE, RETRY_AFTER
from bot.service.coach.analysis_words import outcome_of, summary
from bot.service.commands import Abort, Analyse, Resign, ShowBoard
from bot.service.delivery.notices import Notice
from bot.service.service_config import AnalysisSettings
from bot.storage import Storage
from core import Color, Game, Rules, Start
from core.ai.review import Estimate, review_game
from tests.support.processes import killed_at, python_child

from .conftest import (
    ALICE,
    BOB,
    CAROL,
    CHAT,
    OTHER_CHAT,
    Clock,
    ev,
    make_service,
    on_real_databases,
    opened,
    play_moves,
    start_game,
)

TEXT = Presenter(Translator())
ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"
PLAYOUTS = 600
SETTINGS = AnalysisSettings(playouts=PLAYOUTS, part_playouts=2 * PLAYOUTS,
                            progress_every=timedelta(0))
"""Two positions a part: the 13 moves of the game below take seven parts."""
BLUE_MOVES = ["2-4", "5-4", "3-5", "4-5", "3-3", "4-3", "6-2"]
RED_MOVES = ["3-4", "4-4", "6-6", "2-2", "7-1", "1-7"]
"""7×7 from an empty field: Blue's 3-3 leaves Red's 3-4, 4-4 one move from capture; Red's
7-1 (move 10) is the blunder, 4-3 would save them; Blue takes them with 4-3."""


def core_game() -> Game:
    """The game below in the rules core, before Red resigns."""
    game = Game.from_rules(Rules(width=7, height=7, start=Start.EMPTY))
    for blue, red in zip(BLUE_MOVES, [*RED_MOVES, ""], strict=True):
        game.play(*map(int, blue.split("-")))
        if red:
            game.play(*map(int, red.split("-")))
    return game


def engine() -> ComputerPlayer:
    return ComputerPlayer(seconds=None, playouts=PLAYOUTS, inline=True)


class Delivering(ComputerPlayer):
    """The engine, with the chat's announcements delivered before each part, as the
    delivery loop would meanwhile: each shows the analysis as it stands then."""

    service: GameService | None = None

    async def estimate(self, game: Game, first: int, last: int, playouts: int,
                       seed: int) -> list[Estimate]:
        assert self.service is not None
        await self.service.delivery.drain("test")
        return await super().estimate(game, first, last, playouts, seed)


async def analysing(storage: Storage, clock: Clock) -> GameService:
    return await make_service(storage, clock, engine=engine(), analysis=SETTINGS)


async def blunder_game(service: GameService) -> int:
    """The game above, Red resigning at the end."""
    game_id = await start_game(service, width=7, height=7, start=Start.EMPTY)
    await play_moves(service, BLUE_MOVES, RED_MOVES)
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(game=game_id, confirmed=True))).ok
    return game_id


async def asked(storage: Storage, clock: Clock) -> tuple[GameService, int]:
    """A service with the computer, the game above finished, and its analysis asked for."""
    service = await analysing(storage, clock)
    game_id = await blunder_game(service)
    assert (await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))).ok
    return service, game_id


def delivered(service: GameService) -> list[Notice]:
    posted: list[Notice] = []

    async def post(notice: Notice) -> bool:
        posted.append(notice)
        for item in plan_notice(notice, TEXT):
            if isinstance(item, Progress) and item.message_id is None:
                await service.analysis.shown_at(item.game_id, f"m{item.game_id}")
        return True

    service.notices.subscribe(CHAT.platform, post)
    return posted


async def test_the_review_runs_in_parts_edits_its_progress_and_names_the_blunder(
    storage: Storage, clock: Clock
) -> None:
    delivering = Delivering(seconds=None, playouts=PLAYOUTS, inline=True)
    service = await make_service(storage, clock, engine=delivering, analysis=SETTINGS)
    delivering.service = service
    game_id = await blunder_game(service)
    notices = delivered(service)
    asked = await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
    assert asked.ok and asked.progress is not None
    (posted,) = [item for item in plan(asked, TEXT) if isinstance(item, Progress)]
    assert posted.text == "🔎 Analysing #1 (13 moves)… 0%" and posted.message_id is None
    await service.analysis.shown_at(game_id, "m1")
    runs = service.analysis.runs
    assert runs is not None
    assert await runs.settle() == 1 and runs.parts == 7
    assert await service.delivery.drain("test") == 1  # the result; 4 steps of 20% before
    progress = [i for n in notices for i in plan_notice(n, TEXT) if isinstance(i, Progress)]
    assert [(p.text, p.message_id) for p in progress] == [
        ("🔎 Analysing #1 (13 moves)… 30%", "m1"),
        ("🔎 Analysing #1 (13 moves)… 46%", "m1"),
        ("🔎 Analysing #1 (13 moves)… 61%", "m1"),
        ("🔎 Analysing #1 (13 moves)… 92%", "m1"),
        ("🔎 Analysis of #1: done.", "m1"),
    ]
    (picture,) = [i for i in plan_notice(notices[-1], TEXT) if isinstance(i, File)]
    assert picture.attachment.data.startswith(PNG)
    lines = picture.caption.splitlines()
    assert lines[0] == "Analysis of #1: Alice (Blue) – Bob (Red), 13 moves"
    assert lines[1].startswith("The game turned at move 10, Red 7-1: Blue's chances ")
    assert lines[2].startswith("Bob (Red) resigned after move 13, with ")
    assert lines[2].endswith("% chances by the computer's estimate.")
    red = lines.index("Bob (Red), the biggest mistakes:")
    assert lines[red + 1].startswith("move 10, Red 7-1: ") and "4-3 kept" in lines[red + 1]


async def test_the_stored_review_is_the_engines_and_asking_again_is_instant(
    storage: Storage, clock: Clock
) -> None:
    service, game_id = await asked(storage, clock)
    runs = service.analysis.runs
    assert runs is not None and await runs.settle() == 1
    parts = runs.parts
    again = await service.dispatch(ev(), CHAT, CAROL, Analyse(game_id))  # anyone in the chat
    assert again.ok and again.progress is None and runs.parts == parts
    assert again.attachment is not None and again.attachment.data.startswith(PNG)
    assert again.keys[:2] == ("analysis-title", "analysis-turn")
    row = await storage.analysis(game_id)
    assert row is not None and row.status == "done" and row.lease_owner is None
    game = core_game()
    game.resign(Color.RED)
    whole = review_game(game, playouts=PLAYOUTS, seed=1)
    assert [round(e.before, 5) for e in whole.entries] == [e[0] for e in row.estimates]
    assert [list(e.best) if e.best else None for e in whole.entries] == [
        e[1] for e in row.estimates
    ]


async def test_a_time_out_is_named_and_its_last_move_not_judged(
    storage: Storage, clock: Clock
) -> None:
    service = await analysing(storage, clock)
    row = await storage.game(await blunder_game(service))
    assert row is not None and row.result is not None
    game = core_game()
    for reason, key in (("resignation", "analysis-resigned"), ("time", "analysis-time")):
        ended = replace(row, result=replace(row.result, reason=reason))
        review = review_game(game, playouts=PLAYOUTS, seed=1, result=outcome_of(ended))
        last = review.entries[-1]
        assert last.after == last.before and last.drop == 0.0
        (line,) = [reply for reply in summary(review, ended) if reply.key.startswith(
            ("analysis-resigned", "analysis-time"))]
        assert line.key == key and line.args["name"] == "Bob" and line.args["number"] == 13
        assert line.args["chance"] == round(100 * last.chance(Color.RED, after=True))
        words = Translator()
        for lang in ("en", "ru", "uk", "be", "kk", "pl", "de", "cs"):
            assert words.has(lang, key)
            said = words.t(lang, key, **line.args)
            assert "Bob" in said and "13" in said and f"{line.args['chance']}" in said


async def test_refusals_change_nothing(storage: Storage, clock: Clock) -> None:
    service = await analysing(storage, clock)
    game_id = await start_game(service, width=7, height=7)
    playing = await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
    assert playing.keys == ("error-analysis-playing",)
    assert (await service.play.abort(ev(), CHAT, ALICE, Abort(game_id))).ok
    empty = await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
    assert empty.keys == ("error-analysis-empty",)
    assert await storage.analysis(game_id) is None
    plain = await make_service(storage, clock)
    off = await plain.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
    assert off.keys == ("error-analysis-no-engine",)
    elsewhere = await service.dispatch(ev(), OTHER_CHAT, CAROL, Analyse(game_id))
    assert not elsewhere.ok


async def test_a_second_ask_while_it_runs_shows_how_far_it_is(
    storage: Storage, clock: Clock
) -> None:
    service, game_id = await asked(storage, clock)
    busy = await service.dispatch(ev(), CHAT, BOB, Analyse(game_id))
    assert busy.ok and busy.keys == ("analysis-busy",) and busy.progress is None
    assert TEXT.text(busy).startswith("#1 is being analysed: 0% done.")


async def test_the_finished_card_offers_the_analysis(storage: Storage, clock: Clock) -> None:
    service = await analysing(storage, clock)
    game_id = await blunder_game(service)
    board = await service.dispatch(ev(), CHAT, ALICE, ShowBoard(game_id))
    assert board.game is not None
    actions = [b.action for b in board.game.buttons]
    assert Action.ANALYSIS in actions
    (button,) = [b for b in board.game.buttons if b.action is Action.ANALYSIS]
    pressed = await service.press(ev(), CHAT, BOB, button.data)
    assert pressed.ok and pressed.progress is not None
    plain = await make_service(storage, clock)  # no engine: no button
    shown = await plain.dispatch(ev(), CHAT, ALICE, ShowBoard(game_id))
    assert shown.game is not None
    assert Action.ANALYSIS not in [b.action for b in shown.game.buttons]


@on_real_databases
async def test_two_processes_review_a_game_once(
    storage: Storage, database: str, clock: Clock
) -> None:
    service, game_id = await asked(storage, clock)
    async with opened(database) as other_store:
        other = await analysing(other_store, clock)
        first, second = service.analysis.runs, other.analysis.runs
        assert first is not None and second is not None
        done = await asyncio.gather(first.settle(), second.settle())
        assert sorted(done) == [0, 1] and first.parts + second.parts == 7
    row = await storage.analysis(game_id)
    assert row is not None and row.status == "done" and row.reviewed == 13
    assert await storage.outbox_waiting("test") == 5


@on_real_databases
async def test_a_process_killed_mid_analysis_leaves_its_parts_and_the_next_goes_on(
    storage: Storage, database: str, clock: Clock
) -> None:
    service, game_id = await asked(storage, clock)
    process = python_child("tests.bot.analysis_child", database, "3", clock.moment.isoformat())
    killed_at(process, "STORED 6")  # three parts of two positions stored, the fourth begun
    row = await storage.analysis(game_id)
    assert row is not None and row.status == "running" and row.reviewed == 6
    runs = service.analysis.runs
    assert runs is not None
    assert await runs.settle() == 0  # the killed process's lease still holds
    clock.advance(seconds=LEASE.total_seconds() + 1)
    assert await runs.settle() == 1 and runs.parts == 4  # from position 7 on: 4 parts
    done = await storage.analysis(game_id)
    assert done is not None and done.status == "done" and done.reviewed == 13
    assert done.estimates[:6] == row.estimates
    stored = await storage.game(game_id)
    assert stored is not None
    game = (await service.parts.games.live(stored)).game.copy()
    whole = review_game(game, playouts=PLAYOUTS, seed=1)
    assert [e[0] for e in done.estimates] == [round(e.before, 5) for e in whole.entries]


class Failing(ComputerPlayer):
    """An engine whose every part fails, as a worker that dies would."""

    async def estimate(self, game: Game, first: int, last: int, playouts: int,
                       seed: int) -> list[Estimate]:
        raise EngineError("the worker process ended abruptly")


@on_real_databases
async def test_failed_parts_give_the_analysis_up_and_asking_again_starts_it_again(
    storage: Storage, clock: Clock
) -> None:
    failing = Failing(seconds=None, playouts=PLAYOUTS, inline=True)
    service = await make_service(storage, clock, engine=failing, analysis=SETTINGS)
    game_id = await blunder_game(service)
    notices = delivered(service)
    assert (await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))).ok
    runs = service.analysis.runs
    assert runs is not None
    for tries in (1, 2, 3):  # each failure lets the lease go: anyone tries after a while
        assert await runs.settle() == 1
        row = await storage.analysis(game_id)
        assert row is not None and row.attempts == tries and row.lease_owner is None
        assert await runs.settle() == 0
        clock.advance(seconds=RETRY_AFTER.total_seconds())
    assert row.status == "failed" and await runs.settle() == 0
    await service.delivery.drain("test")
    (said,) = [i for n in notices for i in plan_notice(n, TEXT) if isinstance(i, Progress)]
    assert said.text.startswith("🔎 The computer could not analyse #1")
    again = await analysing(storage, clock)  # a working engine now
    asked = await again.dispatch(ev(), CHAT, BOB, Analyse(game_id))
    assert asked.ok and asked.progress is not None
    runs = again.analysis.runs
    assert runs is not None and await runs.settle() == 1
    done = await storage.analysis(game_id)
    assert done is not None and done.status == "done" and done.attempts == 0
