"""Playing the computer through the service: challenges, levels, decisions, draw offers,
and thinking off the event loop."""

from __future__ import annotations

import asyncio

from bot.identity import PlayerRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.buttons import Action as ButtonAction
from bot.service.commands import Commands
from bot.service.engine import ENGINE_PLATFORM, ComputerPlayer
from bot.storage import SqliteStorage
from core import Color, EndReason, Game
from core.ai import Action, Decision

from .conftest import ALICE, CHAT, Clock, ev, make_service


def computer(**options: object) -> ComputerPlayer:
    """The real engine, thinking inline on a fixed playout budget: same answer every run."""
    return ComputerPlayer(seconds=None, playouts=40, inline=True, **options)  # type: ignore[arg-type]


async def test_challenge_bot_starts_an_11x11_training_game_that_it_answers(
    storage: SqliteStorage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=computer())
    commands = Commands(service)
    started = await commands.handle(ev(), CHAT, ALICE, "/challenge bot easy", quiet=False)
    assert started is not None and started.ok and started.game is not None
    view = started.game
    assert (view.rules.width, view.rules.height) == (11, 11)
    assert view.red.computer and view.red.ref == PlayerRef(ENGINE_PLATFORM, "easy")
    assert view.red.name == "Dots AI · easy"
    assert not view.rated
    answered = await commands.handle(ev(), CHAT, ALICE, "3-3", quiet=False)
    assert answered is not None and answered.ok and answered.game is not None
    assert answered.game.ply == 2 and answered.game.to_move is Color.BLUE
    last = answered.game.last_move
    assert last is not None and last.color is Color.RED


async def test_play_bot_takes_a_level_and_a_size_and_can_open_as_blue(
    storage: SqliteStorage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=computer())
    commands = Commands(service)
    hard = await commands.handle(ev(), CHAT, ALICE, "/play bot hard 9x9", quiet=False)
    assert hard is not None and hard.game is not None
    assert hard.game.red.ref.user_id == "hard"
    assert (hard.game.rules.width, hard.game.rules.height) == (9, 9)
    as_red = await service.challenge(
        ev(), CHAT, ALICE, Opponent.computer("medium"), GameOptions(color=Color.RED)
    )
    assert as_red.game is not None
    assert as_red.game.blue.computer and as_red.game.ply == 1  # the computer opened


async def test_a_draw_offered_to_the_computer_is_answered_at_once(
    storage: SqliteStorage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=computer())
    started = await service.challenge(ev(), CHAT, ALICE, Opponent.computer("easy"))
    assert started.game is not None
    offered = await service.offer_draw(ev(), CHAT, ALICE, started.game.id)
    # easy takes a draw whenever it is not ahead, and the score is 0:0
    assert offered.ok and offered.game is not None and offered.game.outcome is not None
    assert offered.game.outcome.reason is EndReason.DRAW_AGREED
    assert "draw-accepted" in offered.keys


class Scripted:
    """An engine that does what it is told, to check how the service carries it out."""

    name = "scripted"

    def __init__(self, *actions: Action) -> None:
        self.actions = list(actions)
        self.asked_draw = 0

    async def choose(self, game: Game, level: str) -> Decision:
        action = self.actions.pop(0) if self.actions else Action.PLAY
        board = game.board
        point = next(
            (x, y)
            for y in range(1, board.height + 1)
            for x in range(1, board.width + 1)
            if board.is_playable(x, y)
        )
        if action in (Action.RESIGN, Action.GROUND):
            return Decision(action)
        return Decision(action, point)

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        self.asked_draw += 1
        return False


async def test_the_computer_resigns_grounds_and_offers_draws_like_a_player(
    storage: SqliteStorage, clock: Clock
) -> None:
    engine = Scripted(Action.OFFER_DRAW, Action.RESIGN)
    service = await make_service(storage, clock, engine=engine)
    started = await service.challenge(ev(), CHAT, ALICE, Opponent.computer("hard"),
                                      GameOptions(color=Color.RED))
    assert started.game is not None and started.game.ply == 1
    assert started.game.draw_offer is Color.BLUE  # it moved, then offered a draw
    assert "draw-offered" in started.keys
    declined = await service.decline_draw(ev(), CHAT, ALICE, started.game.id)
    assert declined.ok
    resigned = await service.move(ev(), CHAT, ALICE, "1-5")
    assert resigned.game is not None and resigned.game.outcome is not None
    assert resigned.game.outcome.reason is EndReason.RESIGNATION
    assert resigned.game.outcome.winner is Color.RED  # Alice wins

    grounding = await make_service(storage, clock, engine=Scripted(Action.GROUND))
    game = await grounding.challenge(ev(), CHAT, ALICE, Opponent.computer(),
                                     GameOptions(color=Color.RED))
    assert game.game is not None and game.game.outcome is not None
    assert game.game.outcome.reason is EndReason.GROUNDING


async def test_a_declined_draw_offer_to_the_computer_leaves_the_game_going(
    storage: SqliteStorage, clock: Clock
) -> None:
    engine = Scripted()
    service = await make_service(storage, clock, engine=engine)
    started = await service.challenge(ev(), CHAT, ALICE, Opponent.computer())
    assert started.game is not None
    offered = await service.offer_draw(ev(), CHAT, ALICE, started.game.id)
    assert engine.asked_draw == 1
    assert offered.game is not None and offered.game.outcome is None
    assert offered.game.draw_offer is None and "draw-declined" in offered.keys


async def test_thinking_runs_off_the_event_loop(storage: SqliteStorage, clock: Clock) -> None:
    engine = ComputerPlayer(seconds=1.0, workers=1)
    try:
        service: GameService = await make_service(storage, clock, engine=engine)
        started = await service.challenge(ev(), CHAT, ALICE, Opponent.computer("hard"))
        assert started.game is not None
        move = asyncio.create_task(service.move(ev(), CHAT, ALICE, "3-3"))
        await asyncio.sleep(0.1)  # the human move is stored; the computer is thinking
        board = await service.board(CHAT, ALICE, started.game.id)
        assert board.ok and not move.done()  # another chat request was served meanwhile
        answered = await move
        assert answered.game is not None and answered.game.ply == 2
    finally:
        engine.close()


async def test_help_offers_a_button_per_level_and_the_button_starts_a_game(
    storage: SqliteStorage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=computer())
    shown = await service.help(CHAT, ALICE)
    assert "help-computer" in shown.keys
    labels = [b.label_key for b in shown.buttons]
    assert labels == [f"button-play-computer-{n}" for n in range(3)]
    pressed = await service.press(ev(), CHAT, ALICE, shown.buttons[2].data)
    assert pressed.game is not None and pressed.game.red.ref.user_id == "hard"
    beyond = service.codec.make(ButtonAction.PLAY_COMPUTER, 7)  # signed, but no such level
    refused = await service.press(ev(), CHAT, ALICE, beyond.data)
    assert refused.keys == ("error-button-invalid",)


async def test_a_rematch_with_the_computer_keeps_its_level(
    storage: SqliteStorage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=Scripted(Action.RESIGN))
    started = await service.challenge(ev(), CHAT, ALICE, Opponent.computer("easy"),
                                      GameOptions(color=Color.RED))
    assert started.game is not None and started.game.outcome is not None
    again = await service.rematch(ev(), CHAT, ALICE, started.game.id)
    assert again.game is not None
    assert again.game.red.ref.user_id == "easy" and again.game.blue.ref == ALICE.ref
