"""Playing the computer through the service: challenges, levels, decisions, draw offers,
thinking off the request path, and its moves announced through the outbox."""

from __future__ import annotations

import asyncio

import pytest

from bot.computer import ComputerPlayer
from bot.computer.pool import EngineError
from bot.identity import PlayerRef
from bot.service import GameOptions, GameService, GameView, Notice, Opponent
from bot.service.answers.buttons import Action as ButtonAction
from bot.service.commands import Challenge, DeclineDraw, Help, Move, OfferDraw, Rematch, ShowBoard
from bot.service.computer.engine import ENGINE_PLATFORM
from bot.storage import Storage
from core import Color, EndReason, Game
from core.ai import Decision, Intent
from tests.support.engines import first_free

from .conftest import ALICE, CHAT, Clock, TextChat, ev, make_service


def computer(**options: object) -> ComputerPlayer:
    """The real engine, thinking inline on a fixed playout budget: same answer every run."""
    return ComputerPlayer(seconds=None, playouts=40, inline=True, **options)  # type: ignore[arg-type]


@pytest.fixture
async def service(storage: Storage, clock: Clock) -> GameService:
    """Here the computer in the service is the real engine, as :func:`computer` sets it."""
    return await make_service(storage, clock, engine=computer())


async def answered(service: GameService) -> list[Notice]:
    """Let the computer take the turns it owes, and collect what the chat is told."""
    heard: list[Notice] = []

    async def post(notice: Notice) -> None:
        heard.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    assert service.computer.turns is not None
    await service.computer.turns.settle()
    await service.delivery.drain(CHAT.platform)
    return heard


async def current(service: GameService, game_id: int) -> GameView:
    view = await service.cards.game(game_id)
    assert view is not None
    return view


async def test_challenge_bot_starts_an_11x11_training_game_that_it_answers(
    service: GameService,
) -> None:
    commands = TextChat(service)
    started = await commands.handle(ev(), CHAT, ALICE, "/challenge bot easy", quiet=False)
    assert started is not None and started.ok and started.game is not None
    view = started.game
    assert (view.rules.width, view.rules.height) == (11, 11)
    assert view.red.computer and view.red.ref == PlayerRef(ENGINE_PLATFORM, "easy")
    assert view.red.name == "Dots AI · easy"
    assert not view.rated
    moved = await commands.handle(ev(), CHAT, ALICE, "3-3", quiet=False)
    assert moved is not None and moved.ok and moved.game is not None
    assert moved.game.ply == 1 and moved.game.to_move is Color.RED  # answered at once
    heard = await answered(service)
    assert len(heard) == 1 and heard[0].result.game is not None
    after = heard[0].result.game
    assert after.ply == 2 and after.to_move is Color.BLUE
    last = after.last_move
    assert last is not None and last.color is Color.RED


async def test_play_bot_takes_a_level_and_a_size_and_can_open_as_blue(service: GameService) -> None:
    commands = TextChat(service)
    hard = await commands.handle(ev(), CHAT, ALICE, "/play bot hard 9x9", quiet=False)
    assert hard is not None and hard.game is not None
    assert hard.game.red.ref.user_id == "hard"
    assert (hard.game.rules.width, hard.game.rules.height) == (9, 9)
    as_red = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("medium"), GameOptions(color=Color.RED))
    )
    assert as_red.game is not None and as_red.game.blue.computer and as_red.game.ply == 0
    await answered(service)
    assert (await current(service, as_red.game.id)).ply == 1  # the computer opened


async def test_a_draw_offered_to_the_computer_is_answered_at_once(service: GameService) -> None:
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"))
    )
    assert started.game is not None
    offered = await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw(started.game.id))
    assert offered.ok and offered.keys == ("draw-offered",)
    heard = await answered(service)
    # easy takes a draw whenever it is not ahead, and the score is 0:0
    assert "draw-accepted" in heard[0].result.keys
    after = await current(service, started.game.id)
    assert after.outcome is not None and after.outcome.reason is EndReason.DRAW_AGREED


class Scripted:
    """An engine that does what it is told, to check how the service carries it out."""

    name = "scripted"

    def __init__(self, *actions: Intent) -> None:
        self.actions = list(actions)
        self.asked_draw = 0

    async def choose(self, game: Game, level: str) -> Decision:
        action = self.actions.pop(0) if self.actions else Intent.PLAY
        if action in (Intent.RESIGN, Intent.GROUND):
            return Decision(action)
        return Decision(action, first_free(game.board))

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        self.asked_draw += 1
        return False


async def test_the_computer_resigns_grounds_and_offers_draws_like_a_player(
    storage: Storage, clock: Clock
) -> None:
    engine = Scripted(Intent.OFFER_DRAW, Intent.RESIGN)
    service = await make_service(storage, clock, engine=engine)
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("hard"), GameOptions(color=Color.RED))
    )
    assert started.game is not None
    heard = await answered(service)
    opened = await current(service, started.game.id)
    assert opened.ply == 1 and opened.draw_offer is Color.BLUE  # it moved, then offered
    assert [n.result.keys[-1:] for n in heard] == [(), ("draw-offered",)]
    declined = await service.play.decline_draw(ev(), CHAT, ALICE, DeclineDraw(started.game.id))
    assert declined.ok
    await service.play.move(ev(), CHAT, ALICE, Move("1-5"))
    heard = await answered(service)
    assert heard[0].result.keys[0] == "resigned"  # said in words
    resigned = await current(service, started.game.id)
    assert resigned.outcome is not None and resigned.outcome.reason is EndReason.RESIGNATION
    assert resigned.outcome.winner is Color.RED  # Alice wins

    grounding = await make_service(storage, clock, engine=Scripted(Intent.GROUND))
    game = await grounding.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer(), GameOptions(color=Color.RED))
    )
    assert game.game is not None
    heard = await answered(grounding)
    assert heard[0].result.keys[0] == "grounded"
    grounded = await current(grounding, game.game.id)
    assert grounded.outcome is not None and grounded.outcome.reason is EndReason.GROUNDING


async def test_a_declined_draw_offer_to_the_computer_leaves_the_game_going(
    storage: Storage, clock: Clock
) -> None:
    engine = Scripted()
    service = await make_service(storage, clock, engine=engine)
    started = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.computer()))
    assert started.game is not None
    await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw(started.game.id))
    heard = await answered(service)
    assert engine.asked_draw == 1 and "draw-declined" in heard[0].result.keys
    after = await current(service, started.game.id)
    assert after.outcome is None and after.draw_offer is None


class Gated(Scripted):
    """An engine that thinks until the test lets it answer."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = asyncio.Event()
        self.asked = 0

    async def choose(self, game: Game, level: str) -> Decision:
        self.asked += 1
        await self.gate.wait()
        return await super().choose(game, level)


async def test_the_human_move_is_answered_before_the_computer_thinks(
    storage: Storage, clock: Clock
) -> None:
    engine = Gated()
    service = await make_service(storage, clock, engine=engine)
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("hard"))
    )
    assert started.game is not None
    assert service.computer.turns is not None
    thinking = asyncio.create_task(service.computer.turns.run())
    try:
        moved = await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
        assert moved.ok and moved.game is not None and moved.game.ply == 1
        for _ in range(100):  # the computer starts on its turn only now: claimed, then thought
            if engine.asked:
                break
            await asyncio.sleep(0.01)
        assert engine.asked == 1  # held at the gate: it thinks
        board = await service.cards.board(CHAT, ALICE, ShowBoard(started.game.id))
        assert board.ok  # another request served while it thinks
        engine.gate.set()
        for _ in range(100):
            if (await current(service, started.game.id)).ply == 2:
                break
            await asyncio.sleep(0.01)
        assert (await current(service, started.game.id)).ply == 2
        assert await storage.outbox_waiting(CHAT.platform) == 1  # to be announced
    finally:
        thinking.cancel()


class Failing(Scripted):
    """An engine whose first ``failures`` decisions fail (a dead worker, an engine bug)."""

    def __init__(self, failures: int) -> None:
        super().__init__()
        self.failures = failures

    async def choose(self, game: Game, level: str) -> Decision:
        if self.failures:
            self.failures -= 1
            raise EngineError("the worker died")
        return await super().choose(game, level)


async def failing_game(storage: Storage, clock: Clock, failures: int) -> tuple[GameService, int]:
    """Alice against an engine whose first ``failures`` decisions fail, her first move played:
    the service, and the game's id."""
    service = await make_service(storage, clock, engine=Failing(failures))
    started = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.computer()))
    assert started.game is not None
    await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
    return service, started.game.id


async def test_a_failed_decision_is_tried_again_and_never_leaves_the_game_stuck(
    storage: Storage, clock: Clock
) -> None:
    service, game_id = await failing_game(storage, clock, failures=2)
    assert await answered(service) == []  # the first try failed: nothing announced
    assert await service.computer.scan() == 1  # the sweep finds the game waiting
    assert await answered(service) == []  # the second failed too
    await service.computer.scan()
    heard = await answered(service)  # the third works: the game goes on
    assert len(heard) == 1 and (await current(service, game_id)).ply == 2


async def test_an_engine_that_keeps_failing_resigns_with_a_message(
    storage: Storage, clock: Clock
) -> None:
    service, game_id = await failing_game(storage, clock, failures=99)
    heard: list[Notice] = []
    for _ in range(3):
        await service.computer.scan()
        heard += await answered(service)
    assert [n.result.keys[0] for n in heard] == ["resigned"]
    over = await current(service, game_id)
    assert over.outcome is not None and over.outcome.winner is Color.BLUE
    again = await service.play.move(ev(), CHAT, ALICE, Move("4-4", game_id))
    assert again.keys == ("error-game-over",)  # over, not "not your turn" for ever


async def test_help_offers_a_button_per_level_and_the_button_starts_a_game(
    service: GameService,
) -> None:
    shown = await service.guide.help(CHAT, ALICE, Help())
    assert "help-computer" in shown.keys
    labels = [b.label_key for b in shown.buttons]
    assert labels == [*(f"button-play-computer-{n}" for n in range(3)), "button-seek-menu"]
    pressed = await service.press(ev(), CHAT, ALICE, shown.buttons[2].data)
    assert pressed.game is not None and pressed.game.red.ref.user_id == "hard"
    codec = service.parts.views.codec
    beyond = codec.make(ButtonAction.PLAY_COMPUTER, 7)  # signed, but no such level
    refused = await service.press(ev(), CHAT, ALICE, beyond.data)
    assert refused.keys == ("error-button-invalid",)


async def test_a_rematch_with_the_computer_keeps_its_level(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=Scripted(Intent.RESIGN))
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"), GameOptions(color=Color.RED))
    )
    assert started.game is not None
    await answered(service)
    assert (await current(service, started.game.id)).outcome is not None
    again = await service.history.rematch(ev(), CHAT, ALICE, Rematch(started.game.id))
    assert again.game is not None
    assert again.game.red.ref.user_id == "easy" and again.game.blue.ref == ALICE.ref
