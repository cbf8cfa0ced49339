"""Territory in the chat (docs/rules.md §8.1): moves that announce realms (docs/rules.md
§8.1.2), each refusal changing nothing, the realms stored and replayed, the computer
announcing its realms, the agreed end (/end, docs/rules.md §8.1.3), and a full field ending
by the score (the chat takes no realm without a dot yet), on every store."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from bot.computer import player as workers
from bot.domain import GameStatus
from bot.i18n import Translator
from bot.identity import Actor
from bot.service import Action, GameService
from bot.service.answers.answer import Result
from bot.service.commands import Move
from bot.storage import Storage
from core import Color, EndReason, Game, Start, sgf
from core.realm_notation import parse_territory_move
from tests.support.engines import FirstFreePoint, TakesDraws

from .conftest import (
    ALICE,
    BOB,
    CHAT,
    Clock,
    computer_game,
    ev,
    make_service,
    on_every_store,
    start_game,
)
from .test_play import each_refused, snapshot


async def territory_game(service: GameService, width: int, height: int) -> int:
    """A Territory game from an empty field between Alice (Blue) and Bob (Red)."""
    return await start_game(
        service, width=width, height=height, start=Start.EMPTY, variants=(("territory", True),)
    )


RING = [(ALICE, "2-2"), (BOB, "2-1"), (ALICE, "1-1"), (BOB, "1-2"), (ALICE, "3-1"),
        (BOB, "3-2"), (ALICE, "1-3"), (BOB, "2-3"), (ALICE, "3-3")]
"""Red rings Blue 2-2 on 3×3, and Blue's last dot fills the field."""


@on_every_store
async def test_a_full_territory_field_ends_the_game_by_the_score(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await territory_game(service, 3, 3)
    for actor, point in RING:
        result = await service.play.move(ev(), CHAT, actor, Move(point))
        assert result.ok, result
    assert "game-ended" in result.keys
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.reason == EndReason.FIELD_FULL.value
    assert (row.result.blue, row.result.red, row.result.winner) == (0, 0, None)
    again = await make_service(storage, clock)  # a restart: the game is replayed from storage
    text = await again.history.export_sgf(game_id)
    assert text is not None and "MustSurr=0" in text
    assert "RE[0]" in text  # the replayed game is over too: a draw by the score
    record = sgf.loads(text)
    assert record.game.outcome is not None
    assert record.game.outcome.reason is EndReason.FIELD_FULL
    assert len(record.game.moves) == 9


async def say_all(service: GameService, lines: list[tuple[Actor, str]]) -> Result:
    result: Result | None = None
    for actor, text in lines:
        result = await service.say(ev(), CHAT, actor, text)
        assert result is not None and result.ok, (text, result)
    assert result is not None
    return result


T1 = [(ALICE, "2-3"), (BOB, "2-2"), (ALICE, "1-2"), (BOB, "1-1"), (ALICE, "3-2"), (BOB, "3-3")]
"""Blue rings Red 2-2 on 3×3 but for 2-1 (docs/rules.md §8.1.4 T1)."""


@on_every_store
async def test_8_1_2_a_dot_that_announces_its_realm_takes_it_and_it_is_stored(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await territory_game(service, 3, 3)
    await say_all(service, T1)
    result = await say_all(service, [(ALICE, "2-1!")])
    assert "move-captured" in result.keys
    again = await make_service(storage, clock)  # replayed from storage, realm and all
    text = await again.history.export_sgf(game_id)
    assert text is not None and ";B[bc.bcabbacbbc]" in text
    assert sgf.loads(text).game.score(Color.BLUE) == 1
    refused = await again.say(ev(), CHAT, BOB, "2-2")
    assert refused is not None and refused.keys == ("error-move-occupied",)


@on_every_store
async def test_8_1_2_a_refused_border_changes_nothing(
    service: GameService, storage: Storage,
) -> None:
    game_id = await territory_game(service, 3, 3)
    await say_all(service, T1)
    await each_refused(service, storage, game_id, [
        (ALICE, "2-1=2-1 1-1 1-2 2-3 3-2", "error-realm-border"),
        (ALICE, "2-1!1-1!3-1", "error-realm-target"),
        (ALICE, "3-1!", "error-realm-none"),
        (ALICE, "2-1=2-1 1-2 2-3 3-2 3-1", "error-realm-border"),
    ])
    said = Translator().t("ru", "error-realm-border", text="«2-1»", why="not_own")
    assert "не ваша точка" in said


@on_every_store
async def test_8_1_2_the_pool_of_a_dot_and_a_listed_border(service: GameService) -> None:
    await territory_game(service, 4, 4)
    await say_all(service, [
        (ALICE, "3-4"), (BOB, "2-2"), (ALICE, "2-3"), (BOB, "1-1"), (ALICE, "4-3"),
        (BOB, "4-1"), (ALICE, "1-2"), (BOB, "1-4"), (ALICE, "3-2"), (BOB, "4-4"),
    ])
    taken = await say_all(service, [(ALICE, "2-1=2-1 1-2 2-3 3-4 4-3 3-2")])
    assert "move-captured" in taken.keys  # docs/rules.md §8.1.4 T2: {2-2, 3-3}
    refused = await service.say(ev(), CHAT, BOB, "3-3")
    assert refused is not None and refused.keys == ("error-move-out-of-play",)


async def test_8_1_2_the_pool_of_an_enemy_dot_that_came_in(service: GameService) -> None:
    await territory_game(service, 4, 3)
    await say_all(service, [
        (ALICE, "2-3"), (BOB, "4-3"), (ALICE, "3-3"), (BOB, "4-1"), (ALICE, "1-2"),
        (BOB, "1-1"), (ALICE, "4-2"), (BOB, "1-3"), (ALICE, "2-1"), (BOB, "2-2"),
    ])
    taken = await say_all(service, [(ALICE, "3-1!2-2")])
    assert "move-captured" in taken.keys


async def test_announcing_is_territory_s_alone(service: GameService) -> None:
    await start_game(service, width=5, height=5)
    refused = await service.say(ev(), CHAT, ALICE, "1-1!")
    assert refused is not None and refused.keys == ("error-move-syntax",)


@on_every_store
async def test_the_computer_announces_the_realm_its_dot_completes(
    computer_service: GameService, storage: Storage,
) -> None:
    """The test engine plays the lowest free point: as Blue, its fifth dot 2-3 closes its
    ring around Alice's 2-2, and it announces the realm with it."""
    game_id, turns = await computer_game(computer_service, 3, 3, "territory")
    for point in ("3-1", "2-2", "3-3", "1-3"):
        await turns.settle()
        assert (await computer_service.say(ev(), CHAT, ALICE, point)) is not None
    await turns.settle()
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert (row.result.blue, row.result.red) == (1, 0)
    text = await computer_service.history.export_sgf(game_id)
    assert text is not None and ";B[ba.bacbbcabba]" in text


def test_the_engine_workers_rebuild_a_territory_game_with_its_realms() -> None:
    game = Game(width=3, height=3, start="empty", territory=True)
    for text in ("2-3", "2-2", "1-2", "1-1", "3-2", "3-3", "2-1!"):
        game.play_territory(parse_territory_move(text, 3, 3))
    again = workers.rebuild(workers.snapshot(game))
    assert again.moves == game.moves and again.score(Color.BLUE) == 1


@on_every_store
async def test_8_1_3_an_agreed_end_shows_the_count_and_ends_when_both_agree(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await territory_game(service, 3, 3)
    await say_all(service, [*T1, (ALICE, "2-1!")])  # Blue 1:0, Red to move
    proposed = await say_all(service, [(BOB, "/end")])
    assert proposed.keys == ("end-offered",)
    assert proposed.replies[0].args["blue"] == 1 and proposed.replies[0].args["red"] == 0
    again = await service.say(ev(), CHAT, BOB, "/end")
    assert again is not None and again.keys == ("error-end-already-offered",)
    agreed = await say_all(service, [(ALICE, "/end")])
    assert "game-ended" in agreed.keys
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.reason == EndReason.AGREED_END.value
    assert (row.result.blue, row.result.red, row.result.winner) == (1, 0, 1)
    restarted = await make_service(storage, clock)
    text = await restarted.history.export_sgf(game_id)
    assert text is not None and "RE[B+1]" in text and ";TB[]TW[]" in text


@on_every_store
async def test_8_1_3_a_move_lets_a_proposal_to_end_lapse(
    service: GameService, storage: Storage,
) -> None:
    game_id = await territory_game(service, 4, 4)
    await say_all(service, [(ALICE, "1-1"), (BOB, "4-4"), (BOB, "/end")])
    row = await storage.game(game_id)
    assert row is not None and row.end_offer == 2
    await say_all(service, [(ALICE, "2-2")])  # Alice plays on instead of agreeing
    row = await storage.game(game_id)
    assert row is not None and row.end_offer is None and row.status is GameStatus.ACTIVE
    proposed = await say_all(service, [(ALICE, "/end")])
    assert proposed.keys == ("end-offered",)  # a new proposal, not an agreement


async def test_only_territory_ends_by_the_count(service: GameService) -> None:
    await start_game(service, width=5, height=5)
    refused = await service.say(ev(), CHAT, ALICE, "/end")
    assert refused is not None and refused.keys == ("error-end-territory-only",)


@pytest.mark.parametrize(("engine", "agrees"), [(FirstFreePoint(), False), (TakesDraws(), True)])
async def test_8_1_3_the_computer_answers_a_proposal_to_end_by_the_count(
    storage: Storage, clock: Clock, engine: FirstFreePoint, agrees: bool,
) -> None:
    """An even count (0:0): the computer agrees only when playing on would not win it
    either (its answer to a draw says so); otherwise it says so and the game goes on."""
    service = await make_service(storage, clock, engine=engine)
    game_id, turns = await computer_game(service, 4, 4, "territory")
    await turns.settle()  # the computer's first dot
    await say_all(service, [(ALICE, "4-4")])
    await turns.settle()
    proposed = await say_all(service, [(ALICE, "/end")])
    assert proposed.keys == ("end-offered",)
    await turns.settle()
    row = await storage.game(game_id)
    assert row is not None and row.end_offer is None
    if agrees:
        assert row.status is GameStatus.FINISHED and row.result is not None
        assert row.result.reason == EndReason.AGREED_END.value
        assert (row.result.blue, row.result.red, row.result.winner) == (0, 0, None)
    else:
        assert row.status is GameStatus.ACTIVE and row.to_move == int(Color.RED)
        now = clock()
        said = await storage.claim_outbox(CHAT.platform, "test", now, now + timedelta(minutes=1))
        assert "end-declined" in json.dumps([row.payload for row in said])
        assert (await service.say(ev(), CHAT, ALICE, "4-3")).ok  # the game goes on


@on_every_store
async def test_8_1_2_a_tap_that_closes_a_ring_asks_place_or_enclose(
    service: GameService, storage: Storage,
) -> None:
    """Two taps still make a move; a third only when the dot would complete a realm."""
    game_id = await territory_game(service, 3, 3)
    first = await service.dispatch(ev(), CHAT, ALICE, Move((2, 3), game_id, ply=0, enclose=None))
    assert first.ok and first.game is not None and first.game.ply == 1  # played at once
    await say_all(service, T1[1:])
    before = await snapshot(storage, game_id)
    asked = await service.dispatch(ev(), CHAT, ALICE, Move((2, 1), game_id, ply=6, enclose=None))
    assert asked.keys == ("move-place-or-enclose",)
    place, enclose = asked.buttons
    assert (place.action, enclose.action) == (Action.PLACE, Action.ENCLOSE)
    assert await snapshot(storage, game_id) == before  # only asked
    taken = await service.press(ev(), CHAT, ALICE, enclose.data)
    assert "move-captured" in taken.keys and taken.game is not None
    assert taken.game.blue_score == 1
    again = await service.press(ev(), CHAT, ALICE, place.data)  # the other choice, too late
    assert again.keys == ("error-position-changed",)


@on_every_store
async def test_8_1_2_place_keeps_the_ring_a_pool(service: GameService) -> None:
    game_id = await territory_game(service, 3, 3)
    await say_all(service, T1)
    asked = await service.dispatch(ev(), CHAT, ALICE, Move((2, 1), game_id, ply=6, enclose=None))
    place, _ = asked.buttons
    placed = await service.press(ev(), CHAT, ALICE, place.data)
    assert placed.ok and "move-captured" not in placed.keys
    assert placed.game is not None and placed.game.blue_score == 0 and placed.game.ply == 7


@on_every_store
async def test_8_1_3_the_card_carries_the_end_by_the_count(service: GameService) -> None:
    game_id = await territory_game(service, 3, 3)
    await say_all(service, [*T1, (ALICE, "2-1!")])
    view = await service.cards.game(game_id)
    assert view is not None
    (end,) = [b for b in view.buttons if b.action is Action.END]
    assert (await service.press(ev(), CHAT, BOB, end.data)).keys == ("end-offered",)
    agreed = await service.press(ev(), CHAT, ALICE, end.data)
    assert "game-ended" in agreed.keys
