"""Playing: moves and where they go, refusals that change nothing, and the endings."""

from __future__ import annotations

from collections.abc import Iterable

from bot.domain import GameStatus
from bot.identity import Actor
from bot.service import GameService, Status
from bot.service.commands import (
    Abort,
    Challenge,
    DeclineDraw,
    Ground,
    ListGames,
    Move,
    OfferDraw,
    Resign,
    ShowBoard,
)
from bot.storage import Storage
from core import Color, EndReason, Game, Rules, Start, sgf

from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, ev, play_moves, start_game


async def snapshot(storage: Storage, game_id: int) -> tuple[object, ...]:
    row = await storage.game(game_id)
    assert row is not None
    moves = [(m.ply, m.color, m.x, m.y) for m in await storage.moves(game_id)]
    return row.version, row.ply, row.to_move, row.status, row.draw_offer, tuple(moves)


async def each_refused(
    service: GameService, storage: Storage, game_id: int,
    cases: Iterable[tuple[Actor, str, str]],
) -> None:
    """Each line said in the chat by its actor is refused with its key, and the game stays
    as it was."""
    before = await snapshot(storage, game_id)
    for actor, text, key in cases:
        refused = await service.say(ev(), CHAT, actor, text)
        assert refused is not None and refused.keys == (key,), (text, refused)
        assert await snapshot(storage, game_id) == before


async def test_a_move_is_stored_and_the_turn_passes(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    result = await service.play.move(ev(), CHAT, ALICE, Move("20-18"))
    assert result.ok and result.game is not None
    view = result.game
    assert view.ply == 1 and view.to_move is Color.RED
    assert view.last_move is not None and view.last_move.point == (20, 18)
    assert await snapshot(storage, game_id) == (1, 1, 2, GameStatus.ACTIVE, None, ((1, 1, 20, 18),))
    other = await service.play.move(ev(), CHAT, BOB, Move("(1, 1)"))
    assert other.ok and other.game is not None and other.game.to_move is Color.BLUE


async def test_refused_moves_change_nothing(service: GameService, storage: Storage) -> None:
    game_id = await start_game(service, width=10, height=10)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    before = await snapshot(storage, game_id)
    cases = [
        (ALICE, "2-2", None, "error-not-your-turn"),
        (BOB, "1-1", None, "error-move-occupied"),
        (BOB, "5-5", None, "error-move-occupied"),  # a start dot of the cross
        (BOB, "11-3", None, "error-move-off-field"),
        (BOB, "0-3", None, "error-move-off-field"),
        (BOB, "zz", None, "error-move-syntax"),
        (CAROL, "3-3", game_id, "error-not-a-player"),
        (CAROL, "3-3", None, "error-no-game"),
        (BOB, "3-3", 99, "error-unknown-game"),
    ]
    for actor, text, target, key in cases:
        result = await service.play.move(ev(), CHAT, actor, Move(text, target))
        assert result.status is Status.ERROR and result.keys == (key,), (actor.name, text)
    assert await snapshot(storage, game_id) == before


async def test_a_game_from_another_chat_is_unknown_here(service: GameService) -> None:
    game_id = await start_game(service)
    result = await service.play.move(ev(), OTHER_CHAT, ALICE, Move("1-1", game_id))
    assert result.keys == ("error-unknown-game",)


async def test_a_point_out_of_play_is_refused(service: GameService) -> None:
    await start_game(service, width=8, height=8, start=Start.EMPTY)
    # Blue rings Red's 3-3 and the empty 3-4; the last dot, 4-3, closes the area.
    blue = ["3-2", "2-3", "2-4", "3-5", "4-4", "4-3"]
    red = ["3-3", "7-7", "7-6", "7-5", "7-4"]
    await play_moves(service, blue, red)
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None and (view.blue_score, view.red_score) == (1, 0)
    assert (await service.play.move(
        ev(), CHAT, BOB, Move("3-4")
    )).keys == ("error-move-out-of-play",)
    assert (await service.play.move(ev(), CHAT, BOB, Move("3-3"))).keys == ("error-move-occupied",)


async def test_moves_go_to_the_game_where_it_is_the_senders_turn(
    service: GameService,
) -> None:
    first = await start_game(service, ALICE, BOB)
    second = await start_game(service, CAROL, ALICE)  # Alice is Red here: not her turn
    result = await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    assert result.ok and result.game is not None and result.game.id == first
    # now it is Alice's turn nowhere
    result = await service.play.move(ev(), CHAT, ALICE, Move("1-2"))
    assert result.keys == ("error-not-your-turn",)
    assert result.replies[0].args["game"] == f"#{first}, #{second}"
    await service.play.move(ev(), CHAT, CAROL, Move("5-5"))
    await service.play.move(ev(), CHAT, BOB, Move("5-6"))
    # her turn in both: ambiguous, and the reply says how to pick
    result = await service.play.move(ev(), CHAT, ALICE, Move("1-2"))
    assert result.keys == ("error-ambiguous-move",)
    assert result.replies[0].args == {
        "games": f"#{first}, #{second}",
        "example": f"/move 1-2 #{first}",
    }
    picked = await service.play.move(ev(), CHAT, ALICE, Move("1-2", second))
    assert picked.ok and picked.game is not None and picked.game.id == second


async def test_one_player_in_games_in_several_chats(service: GameService) -> None:
    here = await start_game(service, ALICE, BOB, CHAT)
    there = await start_game(service, ALICE, CAROL, OTHER_CHAT)
    one = await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    two = await service.play.move(ev(), OTHER_CHAT, ALICE, Move("1-1"))
    assert one.game is not None and one.game.id == here
    assert two.game is not None and two.game.id == there


async def test_the_same_event_twice_is_applied_once(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    key = ev()
    first = await service.play.move(key, CHAT, ALICE, Move("1-1"))
    again = await service.play.move(key, CHAT, ALICE, Move("1-1"))
    assert first.ok and again.status is Status.DUPLICATE and again.replies == ()
    assert len(await storage.moves(game_id)) == 1


async def test_resign_asks_first_then_ends_the_game(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    ask = await service.play.resign(ev(), CHAT, BOB, Resign())
    assert ask.ok and ask.keys == ("resign-confirm",) and ask.game is None
    assert [b.action.value for b in ask.buttons] == ["resign-confirm"]
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE
    done = await service.press(ev(), CHAT, BOB, ask.buttons[0].data)
    assert done.keys == ("resigned", "game-ended", "rating-changed") and done.game is not None
    outcome = done.game.outcome
    assert outcome is not None and outcome.winner is Color.BLUE
    assert outcome.reason is EndReason.RESIGNATION and outcome.by is Color.RED
    assert done.game.status is GameStatus.FINISHED
    ended = [b.action.value for b in done.game.buttons]
    assert ended == ["sgf", "replay", "rematch"]  # the finished card's buttons
    record = await service.press(ev(), CHAT, ALICE, done.game.buttons[0].data)
    assert record.attachment is not None and record.attachment.filename == "dots-1.sgf"
    again = await service.press(ev(), CHAT, ALICE, done.game.buttons[2].data)
    assert again.keys == ("challenge-direct",) and again.challenge is not None
    after = await service.play.move(ev(), CHAT, ALICE, Move("1-1", game_id))
    assert after.keys == ("error-game-over",)
    assert (await service.play.resign(
        ev(), CHAT, ALICE, Resign(game_id)
    )).keys == ("error-game-over",)


async def test_draw_offer_accept(service: GameService) -> None:
    await start_game(service)
    offer = await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw())
    assert offer.keys == ("draw-offered",)
    assert offer.game is not None and offer.game.draw_offer is Color.BLUE
    again = await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw())
    assert again.keys == ("error-draw-already-offered",)
    assert (await service.play.decline_draw(
        ev(), CHAT, ALICE, DeclineDraw()
    )).keys == ("error-no-draw-offer",)
    accept = await service.play.offer_draw(ev(), CHAT, BOB, OfferDraw())
    assert accept.keys == ("draw-accepted", "game-ended", "rating-changed")
    assert accept.game is not None and accept.game.outcome is not None
    assert accept.game.outcome.winner is None
    assert accept.game.outcome.reason is EndReason.DRAW_AGREED


async def test_draw_offer_declined(service: GameService) -> None:
    await start_game(service)
    await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw())
    declined = await service.play.decline_draw(ev(), CHAT, BOB, DeclineDraw())
    assert declined.keys == ("draw-declined",)
    assert declined.game is not None and declined.game.draw_offer is None
    assert declined.game.status is GameStatus.ACTIVE


async def test_a_draw_offer_lapses_when_the_other_side_moves(service: GameService) -> None:
    await start_game(service)
    await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw())
    own_move = await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    assert own_move.keys == () and own_move.game is not None
    assert own_move.game.draw_offer is Color.BLUE  # the offer stands after one's own move
    reply = await service.play.move(ev(), CHAT, BOB, Move("1-2"))
    assert reply.keys == ("draw-lapsed",)
    assert reply.game is not None and reply.game.draw_offer is None
    assert (await service.play.offer_draw(ev(), CHAT, BOB, OfferDraw())).keys == ("draw-offered",)


async def test_grounding_ends_and_counts_the_game(service: GameService) -> None:
    await start_game(service, width=10, height=10)
    refused = await service.play.ground(ev(), CHAT, BOB, Ground(confirmed=True))
    assert refused.keys == ("error-not-your-turn",)
    result = await service.play.ground(ev(), CHAT, ALICE, Ground(confirmed=True))
    assert result.keys == ("grounded", "game-ended", "rating-changed") and result.game is not None
    assert (result.replies[0].args["own"], result.replies[0].args["returned"]) == (2, 0)
    outcome = result.game.outcome
    assert outcome is not None and outcome.reason is EndReason.GROUNDING
    # Blue's two cross dots stand in the open: both go to Red (§8.4)
    assert (outcome.blue, outcome.red, outcome.winner) == (0, 2, Color.RED)
    assert outcome.by is Color.BLUE


async def test_abort_only_before_both_players_moved(
    service: GameService, storage: Storage
) -> None:
    first = await start_game(service)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    aborted = await service.play.abort(ev(), CHAT, BOB, Abort())
    assert aborted.keys == ("game-aborted",) and aborted.game is not None
    assert aborted.game.status is GameStatus.ABORTED and aborted.game.outcome is None
    second = await start_game(service)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1", second))
    await service.play.move(ev(), CHAT, BOB, Move("1-2", second))
    late = await service.play.abort(ev(), CHAT, ALICE, Abort(second))
    assert late.keys == ("error-abort-too-late",)
    assert [g.id for g in await storage.active_games(CHAT)] == [second]
    assert first != second


async def test_a_full_field_ends_the_game(service: GameService) -> None:
    await start_game(service, width=4, height=3, start=Start.EMPTY)
    mirror = Game.from_rules(Rules(width=4, height=3, start=Start.EMPTY))
    players = {Color.BLUE: ALICE, Color.RED: BOB}
    result = None
    while not mirror.is_over:
        x, y = next(
            (x, y) for y in range(1, 4) for x in range(1, 5) if mirror.board.is_playable(x, y)
        )
        mover = mirror.to_move
        mirror.play(x, y)
        result = await service.play.move(ev(), CHAT, players[mover], Move(f"{x}-{y}"))
        assert result.ok, result
    assert result is not None and result.game is not None
    assert result.keys[-2:] == ("game-ended", "rating-changed")
    assert result.game.status is GameStatus.FINISHED
    outcome = result.game.outcome
    assert outcome is not None and outcome.reason is EndReason.FIELD_FULL
    assert mirror.outcome is not None and outcome.winner == mirror.outcome.winner


async def test_anyone_in_the_chat_may_look_at_a_game(service: GameService) -> None:
    game_id = await start_game(service)
    look = await service.cards.board(CHAT, CAROL, ShowBoard())
    assert look.ok and look.new_card and look.game is not None and look.game.id == game_id
    assert (await service.cards.board(
        OTHER_CHAT, CAROL, ShowBoard(game_id)
    )).keys == ("error-unknown-game",)
    assert (await service.cards.board(
        OTHER_CHAT, CAROL, ShowBoard()
    )).keys == ("error-no-game-here",)
    await start_game(service, CAROL, BOB)
    assert (await service.cards.board(
        CHAT, CAROL, ShowBoard()
    )).game is not None  # her own game first
    assert (await service.cards.board(CHAT, ALICE, ShowBoard())).ok
    assert (await service.cards.board(CHAT, BOB, ShowBoard())).keys == ("error-ambiguous-game",)


async def test_games_lists_games_and_waiting_challenges(service: GameService) -> None:
    await start_game(service)
    await service.challenges.challenge(ev(), CHAT, CAROL, Challenge())
    listing = await service.cards.games(CHAT, CAROL, ListGames())
    assert listing.listing and len(listing.games) == 1 and len(listing.challenges) == 1


async def test_a_forged_button_is_refused(service: GameService, storage: Storage) -> None:
    game_id = await start_game(service)
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None
    resign = next(b for b in view.buttons if b.action.value == "resign")
    body, _, signature = resign.data.partition(".")
    before = await snapshot(storage, game_id)
    for forged in (f"R{game_id}.{signature}", f"{body}.AAAAAAAA", "R1", "", "garbage.x"):
        result = await service.press(ev(), CHAT, ALICE, forged)
        assert result.keys == ("error-button-invalid",), forged
    assert await snapshot(storage, game_id) == before


async def test_buttons_carry_the_game_and_the_action(service: GameService) -> None:
    game_id = await start_game(service)
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None
    actions = [b.action.value for b in view.buttons]
    assert actions == ["pick", "draw", "resign", "ground", "abort", "board"]
    assert all(b.target == game_id and len(b.data) <= 64 for b in view.buttons)
    draw = next(b for b in view.buttons if b.action.value == "draw")
    offered = await service.press(ev(), CHAT, ALICE, draw.data)
    assert offered.keys == ("draw-offered",) and offered.game is not None
    assert "decline-draw" in [b.action.value for b in offered.game.buttons]


async def test_sgf_export_replays_to_the_same_game(service: GameService) -> None:
    game_id = await start_game(service, width=12, height=12)
    for actor, point in [(ALICE, "1-1"), (BOB, "2-2"), (ALICE, "3-3")]:
        await service.play.move(ev(), CHAT, actor, Move(point))
    text = await service.history.export_sgf(game_id)
    assert text is not None and "PB[Alice]" in text and "PW[Bob]" in text
    record = sgf.loads(text)
    assert [m.point for m in record.game.moves] == [(1, 1), (2, 2), (3, 3)]
    assert await service.history.export_sgf(999) is None
