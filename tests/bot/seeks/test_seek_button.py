""""Find an opponent" under ``/help`` and under ``/play`` when the computer is off: a
button that offers ``/seek``'s choices, the same answer as ``/seek`` alone."""

from __future__ import annotations

from bot.identity import Actor, ChatRef
from bot.service import GameService
from bot.service.answers.buttons import Action
from bot.service.challenges.options import Opponent
from bot.service.commands import Challenge, Help, Seek
from tests.bot.conftest import ev

ANN = Actor("test", "21", "Ann", "ann")
PRIVATE = ChatRef("test", "21")


async def test_help_offers_find_an_opponent_and_it_opens_the_seek_choices(
    service: GameService, computer_service: GameService
) -> None:
    helped = await service.dispatch(ev(), PRIVATE, ANN, Help())
    assert [b.action for b in helped.buttons] == [Action.SEEK_MENU]  # no computer here
    (find,) = helped.buttons
    assert find.label_key == "button-seek-menu"
    pressed = await service.press(ev(), PRIVATE, ANN, find.data)
    typed = await service.dispatch(ev(), PRIVATE, ANN, Seek(None))
    assert pressed.ok and pressed.keys == typed.keys
    assert pressed.keys[0] == "seek-menu"
    assert [b.action for b in pressed.buttons] == [b.action for b in typed.buttons]
    assert await service.parts.storage.open_seek(ANN.ref) is None  # choices, no seek yet

    with_computer = await computer_service.dispatch(ev(), PRIVATE, ANN, Help())
    assert [b.action for b in with_computer.buttons] == [
        Action.PLAY_COMPUTER, Action.PLAY_COMPUTER, Action.PLAY_COMPUTER, Action.SEEK_MENU]


async def test_play_without_the_computer_is_refused_with_find_an_opponent(
    service: GameService,
) -> None:
    refused = await service.dispatch(ev(), PRIVATE, ANN, Challenge(Opponent.computer(None)))
    assert not refused.ok and refused.keys == ("error-computer-unavailable",)
    assert [b.action for b in refused.buttons] == [Action.SEEK_MENU]
    pressed = await service.press(ev(), PRIVATE, ANN, refused.buttons[0].data)
    assert pressed.keys[0] == "seek-menu"
