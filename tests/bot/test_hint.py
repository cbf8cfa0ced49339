"""Hints in training games against the computer: the engine's point ringed on a picture
for the asker alone with its estimate, counted once per event in the game's record;
refused (and nothing changed) in games between people, rated or not, in tournaments, out
of turn, once the game is over, without an engine, and to anyone but the player."""

from __future__ import annotations

import pytest

import renderers
from bot.i18n import Translator
from bot.output.items import File
from bot.output.plan import plan
from bot.output.present import Presenter
from bot.service import GameOptions, GameService, Opponent, Status
from bot.service.answers.answer import Result
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Audience
from bot.service.commands import Challenge, Hint, Move, Resign
from bot.storage import Storage
from core import Color, Game, Rules
from tests.support.engines import Estimating

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, make_service, on_real_databases
from .conftest import start_game as start_people_game
from .test_tournaments import actor_of, round_games, started

PNG = b"\x89PNG\r\n\x1a\n"
TEXT = Presenter(Translator())


async def coached(storage: Storage, clock: Clock, engine: Estimating) -> GameService:
    return await make_service(storage, clock, engine=engine)


async def training(service: GameService) -> int:
    """Alice (Blue) against the computer on 8×8, her turn."""
    options = GameOptions(width=8, height=8)
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"), options)
    )
    assert started.ok and started.game is not None
    return started.game.id


def actions(result: Result) -> list[Action]:
    assert result.game is not None
    return [button.action for button in result.game.buttons]


async def test_a_hint_rings_the_engines_point_for_the_asker_alone(
    storage: Storage, clock: Clock
) -> None:
    engine = Estimating(0.62)
    service = await coached(storage, clock, engine)
    game_id = await training(service)
    row = await storage.game(game_id)
    assert row is not None
    hinted = await service.dispatch(ev(), CHAT, ALICE, Hint())
    assert hinted.ok and hinted.keys == ("hint-chances",)
    assert hinted.audience is Audience.SENDER and engine.levels == ["hard"]
    assert TEXT.text(hinted) == "Hint for #1: 1-1 — Blue's chances about 62%"
    picture = hinted.attachment
    assert picture is not None and picture.media_type == "image/png"
    assert picture.data.startswith(PNG)
    names = (row.blue.name, row.red.name)
    field = Game.from_rules(Rules.from_dict(row.rules))
    ringed = renderers.render_png(field, names=names, highlight=(1, 1))
    assert picture.data == ringed != renderers.render_png(field, names=names)
    files = [item for item in plan(hinted, TEXT) if isinstance(item, File)]
    assert [(f.caption, f.audience) for f in files] == [
        ("Hint for #1: 1-1 — Blue's chances about 62%", Audience.SENDER)
    ]
    after = await storage.game(game_id)
    assert after is not None and (after.hints, after.ply) == (1, 0)  # counted, nothing played
    assert hinted.game is not None and hinted.game.hints == 1
    assert "Hints: 1" in TEXT.card("en", hinted.game)


async def test_the_same_event_counts_once_and_the_record_keeps_the_count(
    storage: Storage, clock: Clock
) -> None:
    service = await coached(storage, clock, Estimating())
    game_id = await training(service)
    asking = ev()
    assert (await service.hint.hint(asking, CHAT, ALICE, Hint())).ok
    again = await service.hint.hint(asking, CHAT, ALICE, Hint())
    assert again.status is Status.DUPLICATE
    assert (await service.play.move(ev(), CHAT, ALICE, Move("8-8"))).ok
    turns = service.computer.turns
    assert turns is not None and await turns.settle() == 1
    assert (await service.dispatch(ev(), CHAT, ALICE, Hint(game_id))).ok
    assert (await service.play.resign(ev(), CHAT, ALICE, Resign(confirmed=True))).ok
    row = await storage.game(game_id)
    assert row is not None and row.hints == 2
    view = await service.cards.game(game_id)
    assert view is not None and view.outcome is not None and view.hints == 2
    assert "Hints: 2" in TEXT.card("en", view)  # the finished game's card keeps it


async def test_the_card_offers_a_hint_on_the_persons_turn_only(
    storage: Storage, clock: Clock
) -> None:
    service = await coached(storage, clock, Estimating())
    game_id = await training(service)
    shown = await service.dispatch(ev(), CHAT, ALICE, Hint())
    assert Action.HINT in actions(shown)
    moved = await service.play.move(ev(), CHAT, ALICE, Move("8-8"))
    assert Action.HINT not in actions(moved)  # the computer's turn
    refused = await service.dispatch(ev(), CHAT, ALICE, Hint())
    assert refused.status is Status.ERROR and refused.keys == ("error-not-your-turn",)
    turns = service.computer.turns
    assert turns is not None and await turns.settle() == 1
    card = await service.cards.game(game_id)
    assert card is not None and card.to_move is Color.BLUE
    button = next(b for b in card.buttons if b.action is Action.HINT)
    pressed = await service.press(ev(), CHAT, ALICE, button.data)
    assert pressed.ok and pressed.keys == ("hint-chances",) and pressed.attachment is not None
    assert pressed.replies[0].args["point"] not in ("1-1", "8-8")  # both taken now
    stranger = await service.press(ev(), CHAT, CAROL, button.data)
    assert stranger.keys == ("error-not-a-player",)
    row = await storage.game(game_id)
    assert row is not None and row.hints == 2


@pytest.mark.parametrize("rated", [False, True], ids=["casual", "rated"])
async def test_a_game_between_people_gives_no_hint(
    storage: Storage, clock: Clock, rated: bool
) -> None:
    engine = Estimating()
    service = await coached(storage, clock, engine)
    game_id = await start_people_game(service, width=8, height=8, rated=rated)
    before = await storage.game(game_id)
    view = await service.cards.game(game_id)
    assert view is not None and Action.HINT not in [b.action for b in view.buttons]
    for actor in (ALICE, BOB):
        refused = await service.dispatch(ev(), CHAT, actor, Hint(game_id))
        assert refused.status is Status.ERROR and refused.keys == ("error-hint-people",)
        assert "in games between people the moves must be your own" in TEXT.text(refused)
    assert await storage.game(game_id) == before and engine.levels == []


async def test_a_tournament_game_gives_no_hint(storage: Storage, clock: Clock) -> None:
    engine = Estimating()
    service = await coached(storage, clock, engine)
    tournament_id = await started(service, "roundrobin", 3)
    (game_id,) = await round_games(service, tournament_id)
    row = await storage.game(game_id)
    assert row is not None
    blue = actor_of(row.blue.ref.user_id)
    refused = await service.dispatch(ev(), CHAT, blue, Hint(game_id))
    assert refused.keys == ("error-hint-tournament",)
    assert "tournament game" in TEXT.text(refused)
    assert await storage.game(game_id) == row and engine.levels == []


async def test_a_finished_game_and_no_engine_give_no_hint(
    storage: Storage, clock: Clock
) -> None:
    service = await coached(storage, clock, Estimating())
    game_id = await training(service)
    without = await make_service(storage, clock)  # the same games, no computer to ask
    refused = await without.dispatch(ev(), CHAT, ALICE, Hint(game_id))
    assert refused.keys == ("error-hint-no-engine",)
    assert (await service.play.resign(ev(), CHAT, ALICE, Resign(confirmed=True))).ok
    over = await service.dispatch(ev(), CHAT, ALICE, Hint(game_id))
    assert over.status is Status.ERROR and over.keys == ("error-game-over",)
    row = await storage.game(game_id)
    assert row is not None and row.hints == 0


async def test_no_point_to_suggest_says_the_game_is_lost(storage: Storage, clock: Clock) -> None:
    service = await coached(storage, clock, Estimating(None, point=False))
    await training(service)
    hinted = await service.dispatch(ev(), CHAT, ALICE, Hint())
    assert hinted.ok and hinted.keys == ("hint-lost",) and hinted.attachment is None
    assert "the position is lost" in TEXT.text(hinted)


async def test_a_hint_without_an_estimate_names_the_point_alone(
    storage: Storage, clock: Clock
) -> None:
    service = await coached(storage, clock, Estimating(None))
    await training(service)
    hinted = await service.dispatch(ev(), CHAT, ALICE, Hint())
    assert TEXT.text(hinted) == "Hint for #1: 1-1"


@on_real_databases
async def test_the_count_is_stored(storage: Storage, clock: Clock) -> None:
    service = await coached(storage, clock, Estimating())
    game_id = await training(service)
    asking = ev()
    assert (await service.hint.hint(asking, CHAT, ALICE, Hint())).ok
    assert (await service.hint.hint(asking, CHAT, ALICE, Hint())).duplicate
    row = await storage.game(game_id)
    assert row is not None and row.hints == 1


@pytest.mark.parametrize(("text", "expected"), [("/hint", Hint()), ("/hint #3", Hint(3))])
def test_the_command_reads_its_game(text: str, expected: Hint) -> None:
    from bot.service.grammar.reading import read_text

    read = read_text(text, {})
    assert read is not None and read.command == expected
