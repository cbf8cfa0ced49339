"""Wording through the catalog: cards, challenge cards, picture labels, card bookkeeping."""

from __future__ import annotations

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.commands import Challenge, Move, Resign, ShowBoard
from bot.storage import Storage

from .conftest import ALICE, BOB, CHAT, Clock, card_shown, ev, start_game

PRESENTER = Presenter(Translator())


async def test_game_card_in_both_languages(service: GameService, clock: Clock) -> None:
    await start_game(service, width=15, height=15)
    result = await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    assert result.game is not None
    assert PRESENTER.card("en", result.game).splitlines() == [
        "Game #1: Alice (Blue) vs Bob (Red)",
        "15×15, cross",
        "Rated, 1 day per move (correspondence)",
        "Score: Blue 0, Red 0",
        "Move 1: Blue 1-1",
        "Red to move: Bob",
    ]  # a day to move is the terms line's news: the time left is shown once it is near
    assert PRESENTER.card("ru", result.game).splitlines()[-2:] == [
        "Ход 1: синие 1-1",
        "Ходят красные: Bob",
    ]
    clock.advance(hours=21)  # the last 4 hours: the reminder's time
    near = await service.cards.game(result.game.id)
    assert near is not None
    assert PRESENTER.card("en", near).splitlines()[-1] == "Time to move (Bob): 3 hours"
    assert PRESENTER.card("ru", near).splitlines()[-1] == "Время на ход (Bob): 3 часа"


async def test_finished_card_tells_the_result(service: GameService) -> None:
    await start_game(service)
    done = await service.play.resign(ev(), CHAT, ALICE, Resign(confirmed=True))
    assert done.game is not None
    card = PRESENTER.card("en", done.game)
    assert card.splitlines()[-1] == (
        "Game #1 is over: Bob wins by resignation. Score: Blue 0, Red 0."
    )
    assert card.count("Score:") == 1  # one score per card: the result's
    assert PRESENTER.reply("ru", done.replies[0]) == "Alice сдаётся в партии #1."
    assert PRESENTER.reply("ru", done.replies[1]) == (
        "Партия #1 окончена, победитель — Bob (соперник сдался). Счёт: синие 0, красные 0."
    )


async def test_challenge_card_and_buttons(service: GameService) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert made.challenge is not None
    assert PRESENTER.challenge_card("en", made.challenge) == (
        "Challenge 1: Alice (Blue) vs anyone, 39×32, cross; Rated, 1 day per move"
        " (correspondence)\n"
        "Waiting for an answer."
    )
    labels = [PRESENTER.button("ru", b) for b in made.challenge.buttons]
    assert labels == ["Принять", "Отменить"]


def test_picture_labels_keep_their_slots() -> None:
    labels = PRESENTER.labels("ru")
    assert labels.move.format(number=7) == "Ход 7"
    assert labels.to_move.format(name="Bob") == "Ходит Bob"
    assert (labels.blue, labels.red) == ("Синие", "Красные")


async def test_a_card_message_is_remembered(service: GameService, storage: Storage) -> None:
    game_id = await start_game(service)
    await card_shown(service, game_id, "m-42")
    view = (await service.cards.board(CHAT, BOB, ShowBoard())).game
    assert view is not None and view.card_message_id == "m-42"
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert made.challenge is not None
    await service.cards.challenge_shown(made.challenge.id, "m-43")
    row = await storage.challenge(made.challenge.id)
    assert row is not None and row.card_message_id == "m-43"
