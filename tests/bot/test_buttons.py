"""Button data: signed, round-tripping every number, refused when edited, and matched by the
pattern the codec exports for aiogram filters and discord.py ``DynamicItem`` templates."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from bot.domain import GameStatus
from bot.service.answers.buttons import DATA_PATTERN, DATA_TEMPLATE, Action, ButtonCodec, template
from bot.service.commands import Resign
from bot.storage import Storage
from core import Color, EndReason

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, make_service, start_game

SECRET = b"0123456789abcdef0123"
BIGGEST_GAME = 2**53


def test_every_action_round_trips_with_its_numbers() -> None:
    codec = ButtonCodec(SECRET)
    samples = {
        Action.RESIGN_CONFIRM: [(2,)],
        Action.GROUND_CONFIRM: [(1,)],
        Action.STOP_CONFIRM: [(2,)],
        Action.SECTOR: [(40, 3), (4096, 63, 3)],
        Action.MOVE: [(4096, 64, 64), (0, 1, 1)],
        Action.PLACE: [(4096, 64, 64)],
        Action.ENCLOSE: [(4096, 64, 64), (0, 1, 1)],
    }
    for action in Action:
        for args in samples.get(action, [()]):
            button = codec.make(action, BIGGEST_GAME, *args)
            assert codec.read(button.data) == button
            assert DATA_PATTERN.fullmatch(button.data)
            assert re.fullmatch(template(action), button.data)
            others = [a for a in Action if a is not action]
            assert not any(re.fullmatch(template(a), button.data) for a in others)


def test_an_edited_number_or_action_is_refused() -> None:
    codec = ButtonCodec(SECRET)
    move = codec.make(Action.MOVE, 12, 40, 20, 17)
    body, _, signature = move.data.rpartition(".")
    for forged in (
        f"m12.40.20.18.{signature}",  # another point
        f"m12.41.20.17.{signature}",  # another ply
        f"m13.40.20.17.{signature}",  # another game
        f"s12.40.20.{signature}",  # another action with the same numbers
        f"m12.40.20.{codec.make(Action.SECTOR, 12, 40, 20).data.rpartition('.')[2]}",
        f"{body}.{signature}x",
        f"{body}\n.{signature}",
        body,
        "",
    ):
        assert codec.read(forged) is None, forged
    assert ButtonCodec(b"another secret of 16+").read(move.data) is None


def test_a_signed_button_with_the_wrong_number_of_args_is_refused() -> None:
    codec = ButtonCodec(SECRET)
    with pytest.raises(ValueError):
        codec.make(Action.MOVE, 12, 40)
    with pytest.raises(ValueError):
        codec.make(Action.BOARD, 12, 1)
    # the old "yes, resign" carried no colour: signed as before, it is no longer taken
    old = f"R12.{codec._sign('R12')}"
    assert DATA_PATTERN.fullmatch(old) and codec.read(old) is None
    extra = f"b12.7.{codec._sign('b12.7')}"
    assert DATA_PATTERN.fullmatch(extra) and codec.read(extra) is None


def test_the_pattern_works_as_a_discord_dynamic_item_template() -> None:
    ui = pytest.importorskip("discord.ui")
    codec = ButtonCodec(SECRET)

    class MoveButton(ui.DynamicItem[ui.Button], template=template(Action.MOVE)):  # type: ignore[misc]
        pass

    class AnyButton(ui.DynamicItem[ui.Button], template=DATA_TEMPLATE):  # type: ignore[misc]
        pass

    move = codec.make(Action.MOVE, BIGGEST_GAME, 4096, 64, 64).data
    sector = codec.make(Action.SECTOR, BIGGEST_GAME, 4096, 63).data
    compiled = MoveButton.__discord_ui_compiled_template__
    assert compiled.fullmatch(move) and not compiled.fullmatch(sector)
    assert AnyButton.__discord_ui_compiled_template__.fullmatch(sector)
    item = MoveButton(ui.Button(custom_id=move))
    assert item.custom_id == move


def test_the_pattern_works_as_an_aiogram_filter() -> None:
    """aiogram's ``F`` is magic-filter's: ``F.data.regexp(...)`` on a callback query."""
    magic_filter = pytest.importorskip("magic_filter")
    codec = ButtonCodec(SECRET)
    moves = magic_filter.F.data.regexp(template(Action.MOVE))
    anything = magic_filter.F.data.regexp(DATA_PATTERN)
    move = SimpleNamespace(data=codec.make(Action.MOVE, 7, 3, 2, 1).data)
    board = SimpleNamespace(data=codec.make(Action.BOARD, 7).data)
    assert moves.resolve(move) and not moves.resolve(board)
    assert anything.resolve(board) and not anything.resolve(SimpleNamespace(data="hello"))


async def test_only_the_player_who_asked_can_confirm_resigning(
    storage: Storage, clock: Clock
) -> None:
    """The opponent pressing the "yes, resign" button shown to the player who asked used to
    resign the opponent's own game."""
    service = await make_service(storage, clock)
    game_id = await start_game(service, rated=True)
    ask = await service.play.resign(ev(), CHAT, BOB, Resign())
    confirm = ask.buttons[0]
    assert confirm.action is Action.RESIGN_CONFIRM and confirm.args == (int(Color.RED),)
    for stranger in (ALICE, CAROL):
        refused = await service.press(ev(), CHAT, stranger, confirm.data)
        assert not refused.ok
        row = await storage.game(game_id)
        assert row is not None and row.status is GameStatus.ACTIVE and row.result is None
    assert (await service.press(ev(), CHAT, ALICE, confirm.data)).keys == (
        "error-button-not-yours",
    )
    done = await service.press(ev(), CHAT, BOB, confirm.data)
    assert done.ok and done.game is not None and done.game.outcome is not None
    assert done.game.outcome.reason is EndReason.RESIGNATION
    assert done.game.outcome.by is Color.RED and done.game.outcome.winner is Color.BLUE
