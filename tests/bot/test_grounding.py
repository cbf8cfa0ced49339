"""Grounding asks first, as resignation does: ``/ground`` and the card's Ground button ask
"are you sure?" with the end grounding would bring now (the score, the dots given away),
for the asker alone, with a button only they may press; ``/ground confirm`` grounds at
once."""

from __future__ import annotations

from bot.domain import GameStatus
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService, Status
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Audience
from bot.service.commands import Ground
from bot.storage import Storage
from core import Color, Start

from .conftest import ALICE, BOB, CHAT, TextChat, ev, play_moves, start_game

PRESENTER = Presenter(Translator())


async def test_ground_asks_first_with_the_score_it_would_bring(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=10, height=10)  # the cross: Blue's dots in the open
    chat = TextChat(service)
    asked = await chat.handle(ev(), CHAT, ALICE, "/ground")
    assert asked is not None and asked.ok and asked.keys == ("ground-confirm",)
    assert asked.audience is Audience.SENDER and asked.game is None
    assert PRESENTER.replies(asked) == [
        "Declare grounding in game #1? You would lose 0:2; 2 of your dots would go to Red."
        " To confirm, press the button or write /ground confirm #1"
    ]
    (yes,) = asked.buttons
    assert yes.action is Action.GROUND_CONFIRM and PRESENTER.button("en", yes) == "Yes, ground"
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE and row.ply == 0

    stolen = await service.press(ev(), CHAT, BOB, yes.data)  # Alice's button, not Bob's
    assert stolen.status is Status.ERROR and stolen.keys == ("error-button-not-yours",)
    out_of_turn = await service.dispatch(ev(), CHAT, BOB, Ground())
    assert out_of_turn.keys == ("error-not-your-turn",)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE

    done = await service.press(ev(), CHAT, ALICE, yes.data)
    assert done.keys[:2] == ("grounded", "game-ended") and done.game is not None
    outcome = done.game.outcome
    assert outcome is not None and (outcome.blue, outcome.red) == (0, 2)  # as it said


async def test_the_card_button_asks_and_ground_confirm_does_not(service: GameService) -> None:
    second = await start_game(service, width=6, height=6, start=Start.EMPTY)
    # Blue shuts a Red dot in the corner with dots along the edges: 1 up, none to give
    await play_moves(service, ["1-2", "2-1", "3-2", "2-3"], ["2-2", "6-6", "6-5", "6-4"])
    view = await service.cards.game(second)
    assert view is not None and view.to_move is Color.BLUE
    (ground,) = [b for b in view.buttons if b.action is Action.GROUND]
    asked = await service.press(ev(), CHAT, ALICE, ground.data)
    assert asked.keys == ("ground-confirm",)
    assert PRESENTER.replies(asked) == [
        "Declare grounding in game #1? You would win 1:0."
        " To confirm, press the button or write /ground confirm #1"
    ]
    assert (await service.cards.game(second)).status is GameStatus.ACTIVE  # type: ignore[union-attr]
    done = await TextChat(service).handle(ev(), CHAT, ALICE, "/ground confirm")
    assert done is not None and done.keys[0] == "grounded" and done.game is not None
    assert done.game.outcome is not None and done.game.outcome.winner is Color.BLUE
