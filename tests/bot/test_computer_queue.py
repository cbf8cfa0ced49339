"""The computer's queue in a running service, with the real worker processes: its live
turns are answered before the hints asked earlier, a person waits for one hint at a time
and has only a few analyses waiting (refused beyond that, saying when to ask again), and
analyses are taken up in turns between the people who asked."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.computer import ComputerPlayer
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import GameOptions, GameService, Opponent, Status
from bot.service.answers.answer import Result
from bot.service.answers.replies import Audience
from bot.service.coach.analysis import ANALYSES_WAITING
from bot.service.commands import Analyse, Challenge, Hint, Move, Resign
from bot.service.service_config import AnalysisSettings
from bot.storage import Storage
from core import Game, Start
from core.ai.review import Estimate

from .conftest import (
    ALICE,
    BOB,
    CAROL,
    CHAT,
    OTHER_CHAT,
    Clock,
    ev,
    make_service,
    on_every_store,
    start_game,
)
from .engine_tasks import held

LANGUAGES = ("en", "ru", "uk", "pl", "be", "kk", "cs", "de")
THIRD_CHAT = ChatRef("test", "300")
TEXT = Presenter(Translator())


async def training(service: GameService, actor: Actor, chat: ChatRef) -> int:
    """``actor`` (Blue) against the computer (easy) on 8×8, their turn."""
    started = await service.dispatch(ev(), chat, actor, Challenge(
        Opponent.computer("easy"), GameOptions(width=8, height=8)))
    assert started.ok and started.game is not None
    return started.game.id


async def until(condition: object) -> None:
    """Let the other tasks run until ``condition()`` holds."""
    while not condition():  # type: ignore[operator]
        await asyncio.sleep(0.01)


def said_everywhere(result: Result) -> None:
    """The refusal in every language, its numbers in it."""
    (reply,) = result.replies
    for lang in LANGUAGES:
        text = TEXT.reply(lang, reply)
        assert all(str(value) in text for value in reply.args.values()), (lang, text)


async def test_a_live_turn_goes_before_the_hints_asked_before_it(
    storage: Storage, clock: Clock, tmp_path: Path
) -> None:
    engine = ComputerPlayer(seconds=0.3, workers=1)
    engine.start()
    try:
        await live_before_hints(storage, clock, engine, tmp_path / "gate")
    finally:
        engine.close()


async def live_before_hints(
    storage: Storage, clock: Clock, engine: ComputerPlayer, gate: Path
) -> None:
    """The worker held; Alice's hint, Carol's, then Bob's move against the computer:
    the computer answers Bob first."""
    service = await make_service(storage, clock, engine=engine)
    alices = await training(service, ALICE, CHAT)
    await training(service, CAROL, OTHER_CHAT)
    bobs = await training(service, BOB, THIRD_CHAT)
    holding = asyncio.create_task(engine.run(held, str(gate)))  # the one worker is busy
    await until(lambda: engine.busy == 1)
    answered: list[str] = []

    def noted(name: str, task: asyncio.Task[object]) -> asyncio.Task[object]:
        task.add_done_callback(lambda _: answered.append(name))
        return task

    alice = noted("Alice's hint", asyncio.create_task(service.dispatch(ev(), CHAT, ALICE, Hint())))
    await until(lambda: engine.waiting == 1)
    carol = noted("Carol's hint",
                  asyncio.create_task(service.dispatch(ev(), OTHER_CHAT, CAROL, Hint())))
    await until(lambda: engine.waiting == 2)
    again = await service.dispatch(ev(), CHAT, ALICE, Hint())  # while hers waits
    assert again.status is Status.ERROR and again.keys == ("error-hint-busy",)
    assert again.audience is Audience.SENDER
    assert again.replies[0].args["game"] == f"#{alices}" and again.replies[0].args["seconds"] >= 1
    said_everywhere(again)
    moved = await service.dispatch(ev(), THIRD_CHAT, BOB, Move("8-8"))
    assert moved.ok  # stored and answered at once; the computer's answer is a job
    turns = service.computer.turns
    assert turns is not None
    bob = noted("the computer's answer to Bob", asyncio.create_task(turns.settle()))
    await until(lambda: engine.waiting == 3)
    gate.touch()
    await asyncio.gather(holding, alice, carol, bob)
    assert answered == ["the computer's answer to Bob", "Alice's hint", "Carol's hint"]
    assert alice.result().keys == carol.result().keys == ("hint-chances",)  # type: ignore[union-attr]
    row = await storage.game(bobs)
    assert row is not None and row.ply == 2  # Bob's move and the computer's
    hinted = await storage.game(alices)
    assert hinted is not None and hinted.hints == 1  # the refused one is not counted
    assert (await service.dispatch(ev(), CHAT, ALICE, Hint())).ok  # hers came: she may ask


class Recording(ComputerPlayer):
    """The engine in its worker processes, noting the length of each game it reviews a
    part of."""

    reviewed: list[int]

    async def estimate(self, game: Game, first: int, last: int, playouts: int,
                       seed: int) -> list[Estimate]:
        self.reviewed.append(len(game.moves))
        return await super().estimate(game, first, last, playouts, seed)


async def finished(service: GameService, blue: Actor, red: Actor, chat: ChatRef,
                   moves: int) -> int:
    """A game of ``moves`` moves (along the bottom rows), then Red resigns."""
    game_id = await start_game(service, blue, red, chat, width=7, height=7, start=Start.EMPTY)
    for n in range(moves):
        point = f"{n % 7 + 1}-{n // 7 + 1}"
        assert (await service.dispatch(ev(), chat, (blue, red)[n % 2], Move(point))).ok
    assert (await service.dispatch(ev(), chat, red, Resign(game_id, confirmed=True))).ok
    return game_id


@on_every_store
async def test_analyses_take_turns_between_people_and_wait_a_few_at_a_time(
    storage: Storage, clock: Clock
) -> None:
    engine = Recording(seconds=None, playouts=100, workers=1)
    engine.reviewed = []
    engine.start()
    try:
        settings = AnalysisSettings(playouts=100, part_playouts=10_000)  # a game a part
        service = await make_service(storage, clock, engine=engine, analysis=settings)
        alices = [await finished(service, ALICE, BOB, CHAT, moves) for moves in (5, 6, 7, 8)]
        bobs = await finished(service, BOB, CAROL, OTHER_CHAT, 3)
        for game_id in alices[:ANALYSES_WAITING]:
            asked = await service.dispatch(ev(), CHAT, ALICE, Analyse(game_id))
            assert asked.ok and asked.progress is not None
        refused = await service.dispatch(ev(), CHAT, ALICE, Analyse(alices[3]))
        assert refused.status is Status.ERROR and refused.keys == ("error-analysis-waiting",)
        assert refused.audience is Audience.SENDER and refused.progress is None
        assert refused.replies[0].args == {"count": 3, "minutes": 1}
        said_everywhere(refused)
        assert await storage.analysis(alices[3]) is None  # nothing asked
        assert (await service.dispatch(ev(), OTHER_CHAT, BOB, Analyse(bobs))).ok  # Bob's one
        runs = service.analysis.runs
        assert runs is not None and await runs.settle() == 4
        assert engine.reviewed == [5, 3, 6, 7]  # Bob's one after Alice's first, not her third
        again = await service.dispatch(ev(), CHAT, ALICE, Analyse(alices[3]))
        assert again.ok and again.progress is not None  # hers are done: she may ask again
    finally:
        engine.close()
