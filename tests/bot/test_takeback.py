"""Takebacks by consent: asked, accepted (position, score, clock and card as they were),
declined, lapsed, refused (rated games, sport rules §2.6, and every wrong ask or answer),
granted at once by the computer, applied once per event, and kept in the game's record."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.domain import GameStatus
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameOptions, GameService, Opponent, Status
from bot.service.answers.buttons import Action
from bot.service.commands import AnswerTakeback, AskTakeback, Challenge, Move, Resign, ShowBoard
from bot.storage import Storage
from bot.time_control import TimeControl
from core import Color, Start, sgf

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, on_real_databases, start_game

BLUE_RING = ["3-2", "2-3", "2-4", "3-5", "4-4", "4-3"]
"""Blue rings Red's 3-3 and the empty 3-4; the last dot, 4-3, captures (8×8, empty)."""
RED = ["3-3", "7-7", "7-6", "7-5", "7-4"]
CASUAL = {"width": 8, "height": 8, "start": Start.EMPTY, "rated": False}


async def moves_of(storage: Storage, game_id: int) -> list[tuple[int, int, int, int]]:
    return [(m.ply, m.color, m.x, m.y) for m in await storage.moves(game_id)]


async def ringed(service: GameService, **options: object) -> int:
    """A casual game where Blue has just captured (ply 11) and Red answered 8-8 (ply 12)."""
    game_id = await start_game(service, **{**CASUAL, **options})
    for n, point in enumerate(BLUE_RING):
        assert (await service.play.move(ev(), CHAT, ALICE, Move(point))).ok
        if n < len(RED):
            assert (await service.play.move(ev(), CHAT, BOB, Move(RED[n]))).ok
    assert (await service.play.move(ev(), CHAT, BOB, Move("8-8"))).ok
    return game_id


def actions(result: object) -> list[Action]:
    view = getattr(result, "game", None)
    assert view is not None
    return [button.action for button in view.buttons]


async def test_an_accepted_takeback_undoes_the_move_and_its_answer(
    service: GameService, storage: Storage
) -> None:
    game_id = await ringed(service)
    before = await moves_of(storage, game_id)
    asked = await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())
    assert asked.ok and asked.keys == ("takeback-offered",)
    assert asked.game is not None and asked.game.takeback_offer is Color.BLUE
    assert Action.ACCEPT_TAKEBACK in actions(asked) and Action.TAKEBACK not in actions(asked)
    card = Presenter(Translator()).card("en", asked.game)
    assert "Alice asks to take back a move." in card
    assert await moves_of(storage, game_id) == before  # only asked: nothing taken back yet
    accepted = await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))
    assert accepted.ok and accepted.keys == ("takeback-accepted",)
    assert accepted.replies[0].args["count"] == 2
    view = accepted.game
    assert view is not None and view.ply == 10 and view.to_move is Color.BLUE
    assert (view.blue_score, view.red_score) == (0, 0)  # the capture is undone
    assert view.last_move is not None and view.last_move.point == (7, 4)
    assert view.takeback_offer is None and view.takebacks == 1
    assert Action.TAKEBACK in actions(accepted)
    assert await moves_of(storage, game_id) == before[:10]
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.to_move, row.takebacks) == (10, 1, 1)
    assert row.takeback_offer is None
    again = await service.play.move(ev(), CHAT, ALICE, Move("4-3"))  # the same capture again
    assert again.ok and again.game is not None and again.game.blue_score == 1


async def test_a_takeback_gives_the_clocks_back(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    """A live clock: each side has the time it had at the position taken back to (what the
    stored moves' times say), and the asker's turn begins when the takeback is made."""
    game_id = await start_game(service, **CASUAL, time=TimeControl.parse("5+5"))
    for blue, red in zip(BLUE_RING[:5], RED, strict=True):  # all at once: 5 s gained each
        assert (await service.play.move(ev(), CHAT, ALICE, Move(blue))).ok
        assert (await service.play.move(ev(), CHAT, BOB, Move(red))).ok
    clock.advance(seconds=30)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("4-3"))).ok
    clock.advance(seconds=20)
    assert (await service.play.move(ev(), CHAT, BOB, Move("8-8"))).ok
    clock.advance(seconds=100)
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    clock.advance(seconds=50)
    assert (await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))).ok
    row = await storage.game(game_id)
    assert row is not None and row.clock is not None
    full = timedelta(minutes=5, seconds=25)
    assert (row.clock.blue_left, row.clock.red_left) == (full, full)
    assert row.clock.turn_started == clock() and row.deadline == clock() + full
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None and view.clock is not None and view.clock.blue_left == full


async def test_a_declined_takeback_changes_nothing_but_the_offer(
    service: GameService, storage: Storage
) -> None:
    game_id = await ringed(service)
    before = await moves_of(storage, game_id)
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    declined = await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=False))
    assert declined.ok and declined.keys == ("takeback-declined",)
    assert declined.game is not None and declined.game.takeback_offer is None
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.takeback_offer, row.takebacks) == (12, None, 0)
    assert await moves_of(storage, game_id) == before


async def test_an_offer_lapses_with_the_next_move(service: GameService, storage: Storage) -> None:
    game_id = await ringed(service)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).ok
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    moved = await service.play.move(ev(), CHAT, BOB, Move("1-8"))
    assert moved.ok and "takeback-lapsed" in moved.keys
    row = await storage.game(game_id)
    assert row is not None and row.takeback_offer is None and row.ply == 14
    late = await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))
    assert late.keys == ("error-takeback-none",)


async def test_an_offer_lapses_when_the_game_ends(service: GameService, storage: Storage) -> None:
    game_id = await ringed(service)
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))).ok
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.takeback_offer is None


async def test_a_rated_game_never_takes_a_move_back(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=8, height=8, rated=True)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).ok
    row = await storage.game(game_id)
    assert row is not None
    refused = await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())
    assert refused.status is Status.ERROR and refused.keys == ("error-takeback-rated",)
    assert "§2.6" in Presenter(Translator()).text(refused)
    assert "§2.6" in Presenter(Translator()).t("ru", "error-takeback-rated", game="#1")
    after = await storage.game(game_id)
    assert after is not None and after.version == row.version and after.takeback_offer is None
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None and Action.TAKEBACK not in [b.action for b in view.buttons]


async def test_wrong_asks_and_answers_are_refused_and_change_nothing(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, **CASUAL)
    nothing = await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())
    assert nothing.keys == ("error-takeback-nothing",)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).ok
    red_nothing = await service.takeback.ask(ev(), CHAT, BOB, AskTakeback())
    assert red_nothing.keys == ("error-takeback-nothing",)
    none = await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))
    assert none.keys == ("error-takeback-none",)
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    row = await storage.game(game_id)
    assert row is not None
    cases = [
        (ALICE, AskTakeback(), "error-takeback-already-asked"),
        (BOB, AskTakeback(), "error-takeback-answer-first"),
        (ALICE, AnswerTakeback(accept=True), "error-takeback-own"),
        (ALICE, AnswerTakeback(accept=False), "error-takeback-own"),
        (CAROL, AnswerTakeback(game_id, accept=True), "error-not-a-player"),
        (CAROL, AnswerTakeback(accept=True), "error-no-game"),
    ]
    for actor, command, key in cases:
        answer = await service.dispatch(ev(), CHAT, actor, command)
        assert answer.status is Status.ERROR and answer.keys == (key,), (actor.name, command)
    after = await storage.game(game_id)
    assert after == row


async def test_a_forged_or_someone_elses_button_is_refused(
    service: GameService, storage: Storage
) -> None:
    game_id = await ringed(service)
    asked = await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())
    assert asked.game is not None
    accept = next(b for b in asked.game.buttons if b.action is Action.ACCEPT_TAKEBACK)
    forged = accept.data[:-1] + ("A" if accept.data[-1] != "A" else "B")
    refused = await service.press(ev(), CHAT, BOB, forged)
    assert refused.keys == ("error-button-invalid",)
    own = await service.press(ev(), CHAT, ALICE, accept.data)
    assert own.keys == ("error-takeback-own",)
    stranger = await service.press(ev(), CHAT, CAROL, accept.data)
    assert stranger.keys == ("error-not-a-player",)
    row = await storage.game(game_id)
    assert row is not None and row.ply == 12 and row.takeback_offer == int(Color.BLUE)
    pressed = await service.press(ev(), CHAT, BOB, accept.data)
    assert pressed.ok and pressed.game is not None and pressed.game.ply == 10


async def test_the_same_event_takes_back_once(service: GameService, storage: Storage) -> None:
    game_id = await ringed(service)
    asking = ev()
    assert (await service.takeback.ask(asking, CHAT, ALICE, AskTakeback())).ok
    twice = await service.takeback.ask(asking, CHAT, ALICE, AskTakeback())
    assert twice.status is Status.DUPLICATE
    answer = ev()
    assert (await service.takeback.answer(answer, CHAT, BOB, AnswerTakeback(accept=True))).ok
    again = await service.takeback.answer(answer, CHAT, BOB, AnswerTakeback(accept=True))
    assert again.status is Status.DUPLICATE
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.takebacks) == (10, 1)
    assert len(await storage.moves(game_id)) == 10


async def test_the_computer_consents_at_once_and_does_not_play_on(
    computer_service: GameService, storage: Storage
) -> None:
    service = computer_service
    options = GameOptions(width=10, height=10)
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"), options)
    )
    assert started.ok and started.game is not None
    game_id = started.game.id
    turns = service.computer.turns
    assert turns is not None
    for point in ("3-3", "4-4"):
        assert (await service.play.move(ev(), CHAT, ALICE, Move(point))).ok
        await turns.settle()
    assert (await storage.game(game_id)).ply == 4  # type: ignore[union-attr]
    taken = await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())
    assert taken.ok and taken.keys == ("takeback-computer",)
    assert taken.replies[0].args["count"] == 2
    assert taken.game is not None and taken.game.ply == 2 and taken.game.to_move is Color.BLUE
    assert taken.game.takeback_offer is None and taken.game.takebacks == 1
    assert await turns.settle() == 0  # the human's turn: the computer owes nothing
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.to_move) == (2, int(Color.BLUE))
    assert (await service.play.move(ev(), CHAT, ALICE, Move("8-8"))).ok
    assert await turns.settle() == 1
    assert len(await storage.moves(game_id)) == 4


async def test_the_record_holds_the_game_as_finally_played(
    service: GameService, storage: Storage
) -> None:
    game_id = await ringed(service)
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    assert (await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))).ok
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).ok
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))).ok
    text = await service.history.export_sgf(game_id)
    assert text is not None
    record = sgf.loads(text)
    played = [(int(m.color), m.x, m.y) for m in record.game.moves]
    assert played == [(color, x, y) for _, color, x, y in await moves_of(storage, game_id)]
    assert played[-1] == (int(Color.BLUE), 1, 1) and len(played) == 11
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.takebacks == 1
    view = await service.cards.game(game_id)
    assert view is not None and view.takebacks == 1
    assert "Takebacks: 1" in Presenter(Translator()).card("en", view)


@on_real_databases
async def test_a_takeback_is_stored_and_another_worker_follows_it(
    service: GameService, second_worker: GameService, storage: Storage
) -> None:
    """The moves are deleted in the databases, the offer and the count are columns, and a
    worker whose cached copy was at the same ply before replays instead of catching up."""
    game_id = await ringed(service)
    seen = (await second_worker.cards.board(CHAT, ALICE, ShowBoard())).game
    assert seen is not None and seen.ply == 12
    assert (await service.takeback.ask(ev(), CHAT, ALICE, AskTakeback())).ok
    row = await storage.game(game_id)
    assert row is not None and row.takeback_offer == int(Color.BLUE)
    assert (await service.takeback.answer(ev(), CHAT, BOB, AnswerTakeback(accept=True))).ok
    assert len(await storage.moves(game_id)) == 10
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).ok
    assert (await service.play.move(ev(), CHAT, BOB, Move("1-8"))).ok
    other = (await second_worker.cards.board(CHAT, ALICE, ShowBoard())).game
    assert other is not None and other.ply == 12 and other.blue_score == 0
    assert other.last_move is not None and other.last_move.point == (1, 8)
    row = await storage.game(game_id)
    assert row is not None and (row.takebacks, row.takeback_offer) == (1, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/takeback", AskTakeback()),
        ("/undo #3", AskTakeback(3)),
        ("/takeback accept", AnswerTakeback(accept=True)),
        ("/takeback decline #4", AnswerTakeback(4, accept=False)),
        ("/takeback no", AnswerTakeback(accept=False)),
    ],
)
def test_the_command_reads_its_answer(text: str, expected: object) -> None:
    from bot.service.grammar.reading import read_text

    read = read_text(text, {})
    assert read is not None and read.command == expected
