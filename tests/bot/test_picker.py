"""The move picker through the service: sectors, then points, then the move; stale and
doubled taps, who may use it, and pictures of the position a view shows."""

from __future__ import annotations

from dataclasses import replace

from bot.i18n import Translator
from bot.identity import Actor
from bot.output.pictures import Pictures
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.answer import Result
from bot.service.answers.buttons import Action, Button
from bot.service.answers.game_views import PickerView
from bot.service.answers.replies import Status
from bot.service.commands import Move, Resign, ShowBoard
from bot.service.games.replay import replay
from bot.service.play.sectors import PointState, Rect
from bot.storage import Storage
from core import Color, Start
from renderers import ENGLISH, Frame, render_png

from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, ev, play_moves, start_game
from .test_play import snapshot

PRESENTER = Presenter(Translator())


def picker_of(result: Result) -> PickerView:
    assert result.ok, result
    assert result.picker is not None and result.game is None
    return result.picker


async def open_sector(
    service: GameService, game_id: int, point: tuple[int, int], actor: Actor = ALICE
) -> PickerView:
    """The picker of ``actor`` opened at the sector holding ``point``."""
    view = (await service.cards.board(CHAT, actor, ShowBoard(game_id))).game
    assert view is not None
    pick = next(b for b in view.buttons if b.action is Action.PICK)
    sectors = picker_of(await service.press(ev(), CHAT, actor, pick.data))
    sector = next(s for s in sectors.sectors if s.rect.contains(point))
    return picker_of(await service.press(ev(), CHAT, actor, sector.button.data))


def point_button(picker: PickerView, x: int, y: int) -> Button:
    point = next(p for row in picker.rows for p in row if (p.x, p.y) == (x, y))
    assert point.button is not None
    return point.button


async def test_the_move_button_opens_the_sectors_of_the_field(service: GameService) -> None:
    game_id = await start_game(service)  # 39x32, the cross in the middle
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None
    pick = next(b for b in view.buttons if b.action is Action.PICK)
    picker = picker_of(await service.press(ev(), CHAT, ALICE, pick.data))
    assert picker.game.id == game_id and picker.ply == view.ply and picker.sector is None
    assert picker.columns == 5 and len(picker.sectors) == 20 and picker.rows == ()
    assert [s.label for s in picker.sectors[:2]] == ["1-25…8-32", "9-25…16-32"]
    assert picker.sectors[-1].label == "33-1…39-8"
    assert all(s.button.args == (view.ply, s.index) for s in picker.sectors)
    assert sum(s.legal for s in picker.sectors) == 39 * 32 - 4  # the cross
    assert picker.back.action is Action.PICK and not any(s.last for s in picker.sectors)


async def test_a_sector_shows_its_points_like_the_board_and_plays_one(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    picker = await open_sector(service, game_id, (20, 16))
    assert picker.sector is not None and picker.shown == picker.sector.rect
    assert picker.sector.label == "17-9…24-16"
    assert [(p.x, p.y) for p in picker.rows[0]] == [(x, 16) for x in range(17, 25)]
    assert [row[0].y for row in picker.rows] == list(range(16, 8, -1))
    states = {(p.x, p.y): p.state for row in picker.rows for p in row}
    row = await storage.game(game_id)
    assert row is not None
    board = replay(row, [])
    for (x, y), state in states.items():
        color = board.board.dot_at(x, y)
        assert state is (PointState(color.name.lower()) if color else PointState.EMPTY)
    with_buttons = [(p.x, p.y) for row in picker.rows for p in row if p.button]
    assert await service.picker.legal_points(game_id, picker.sector.rect) == with_buttons
    assert len(with_buttons) == 62
    taken = [p for row in picker.rows for p in row if p.state is not PointState.EMPTY]
    assert len(taken) == 2 and all(p.button is None for p in taken)  # 20-16, 21-16
    assert len(picker.parts) == 4 and [p.rect.label for p in picker.parts] == [
        "17-13…20-16", "21-13…24-16", "17-9…20-12", "21-9…24-12",
    ]
    played = await service.press(ev(), CHAT, ALICE, point_button(picker, 17, 10).data)
    assert played.ok and played.keys == () and played.game is not None
    assert played.game.ply == picker.ply + 1 and played.game.to_move is Color.RED
    last = played.game.last_move
    assert last is not None and last.point == (17, 10) and last.color is Color.BLUE
    assert (await storage.moves(game_id))[-1].x == 17


async def test_a_stale_or_doubled_tap_changes_nothing(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=10, height=10, start=Start.EMPTY)
    picker = await open_sector(service, game_id, (1, 1))
    tap = point_button(picker, 2, 2).data
    key = ev()
    assert (await service.press(key, CHAT, ALICE, tap)).ok
    before = await snapshot(storage, game_id)
    again = await service.press(key, CHAT, ALICE, tap)  # the platform delivered it twice
    assert again.status is Status.DUPLICATE and again.replies == ()
    double = await service.press(ev(), CHAT, ALICE, tap)  # tapped twice
    assert double.keys == ("error-position-changed",)
    other = await service.press(ev(), CHAT, ALICE, point_button(picker, 3, 3).data)
    assert other.keys == ("error-position-changed",)
    assert await service.play.move(ev(), CHAT, BOB, Move("5-5"))
    old_sector = picker.sectors[0].button.data  # drawn two plies ago
    assert (await service.press(ev(), CHAT, ALICE, old_sector)).keys == (
        "error-position-changed",
    )
    after = await snapshot(storage, game_id)
    assert after[1] == before[1] + 1 and len(after[-1]) == 2


async def test_only_the_player_to_move_can_use_a_picker(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=10, height=10)
    picker = await open_sector(service, game_id, (1, 1))
    before = await snapshot(storage, game_id)
    tap, sector = point_button(picker, 1, 1).data, picker.sectors[0].button.data
    for data in (tap, sector, picker.back.data):
        assert (await service.press(ev(), CHAT, BOB, data)).keys == ("error-not-your-turn",)
        assert (await service.press(ev(), CHAT, CAROL, data)).keys == ("error-not-a-player",)
        refused = await service.press(ev(), OTHER_CHAT, ALICE, data)
        assert refused.keys == ("error-unknown-game",)
    assert await snapshot(storage, game_id) == before
    assert (await service.play.resign(ev(), CHAT, ALICE, Resign(game_id, confirmed=True))).ok
    assert (await service.press(ev(), CHAT, ALICE, picker.back.data)).keys == (
        "error-game-over",
    )


async def test_a_signed_sector_or_part_that_does_not_exist_is_refused(
    service: GameService,
) -> None:
    game_id = await start_game(service, width=10, height=10)
    picker = await open_sector(service, game_id, (1, 1))
    assert len(picker.sectors) == 4 and len(picker.parts) == 4
    for args in ((picker.ply, 4), (picker.ply, 0, 4)):
        forged = service.parts.views.codec.make(Action.SECTOR, game_id, *args).data
        assert (await service.press(ev(), CHAT, ALICE, forged)).keys == ("error-button-invalid",)
    part = picker_of(await service.press(ev(), CHAT, ALICE, picker.parts[3].button.data))
    assert part.shown == picker.parts[3].rect and part.sector == picker.sector
    assert [[(p.x, p.y) for p in row] for row in part.rows] == [
        [(4, y), (5, y)] for y in (3, 2, 1)
    ]


async def test_the_last_move_and_points_out_of_play_are_marked(service: GameService) -> None:
    game_id = await start_game(service, width=10, height=10, start=Start.EMPTY)
    # Blue encloses a red dot and an empty point: 4-3 stays empty, out of play.
    blue = ["3-4", "4-4", "5-3", "4-2", "3-2", "2-3"]
    red = ["3-3", "9-9", "9-8", "9-7", "9-6"]
    await play_moves(service, blue, red)
    assert (await service.play.move(ev(), CHAT, BOB, Move("8-8"))).ok
    picker = await open_sector(service, game_id, (4, 3))
    states = {(p.x, p.y): p for row in picker.rows for p in row}
    assert states[4, 3].state is PointState.OUT and states[4, 3].button is None
    assert states[3, 3].state is PointState.RED and states[2, 3].state is PointState.BLUE
    overview = picker_of(await service.press(ev(), CHAT, ALICE, picker.back.data))
    marked = [s for s in overview.sectors if s.last]
    assert [s.rect.contains((8, 8)) for s in marked] == [True]
    assert overview.last_first[0] == marked[0] and len(overview.last_first) == 4
    points = await open_sector(service, game_id, (8, 8))
    assert [(p.x, p.y) for row in points.rows for p in row if p.last] == [(8, 8)]


async def test_a_picture_shows_the_position_of_its_view(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=10, height=10, start=Start.EMPTY)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    picker = await open_sector(service, game_id, (6, 6), BOB)
    old_view = picker.game
    assert (await service.play.move(ev(), CHAT, BOB, Move("7-7"))).ok
    assert (await service.play.resign(ev(), CHAT, ALICE, Resign(game_id, confirmed=True))).ok
    row = await storage.game(game_id)
    assert row is not None
    moves = await storage.moves(game_id)
    then = replay(replace(row, result=None), moves[: old_view.ply])
    names = ("Alice", "Bob")
    drawn = Pictures(PRESENTER)
    assert await drawn.card(old_view, "en") == render_png(then, names=names, labels=ENGLISH)
    assert picker.shown is not None
    frame = Frame(picker.shown.left, picker.shown.bottom, picker.shown.right, picker.shown.top)
    assert await drawn.card(picker, "en") == render_png(then, names=names, frame=frame)
    now = (await service.cards.board(CHAT, ALICE, ShowBoard(game_id))).game
    assert now is not None and now.outcome is not None
    assert await drawn.card(now, "en") == render_png(replay(row, moves), names=names)
    assert await drawn.card(now, "en") != await drawn.card(old_view, "en")
    assert await service.picker.legal_points(game_id, Rect(1, 1, 10, 10)) == []
