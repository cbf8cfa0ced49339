"""The end of a game, shown: every ending draws its final card and picture, one score a
card, captures and grounding said in words and marked on the picture."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.commands import Ground, Move
from core import Color, EndReason, Game, Start
from renderers import LIGHT, render_png
from renderers.layout import auto_cell, layout
from tests.console.helpers import play

from .conftest import ALICE, BOB, CHAT, ev, start_game

PRESENTER = Presenter(Translator())


@pytest.mark.parametrize(
    ("ending", "result_line"),
    [
        (("/resign", "/resign confirm"), "wins by resignation"),
        (("/ground", "/ground confirm"), "after grounding"),
        (("/draw", "@bob /draw"), "a draw by agreement"),
    ],
)
async def test_every_ending_draws_the_final_card_and_picture(
    service: GameService, tmp_path: Path, ending: tuple[str, ...], result_line: str
) -> None:
    text = await play(
        service, tmp_path, "@alice /challenge @bob 10x10", "@bob /accept", *ending
    )
    tail = text.rsplit("Picture:", 1)
    assert len(tail) == 2
    last_card = tail[0].rsplit("Game #1:", 1)[1]
    assert result_line in last_card, text  # the last card shown is the final one
    assert "to move" not in last_card and last_card.count("Score:") == 1
    picture = Image.open(tmp_path / "img" / "game-1.png").convert("RGB")
    lay = layout(10, 10, auto_cell(10, 10))
    assert picture.size == lay.size


async def test_grounding_is_said_in_words_and_has_one_score(service: GameService) -> None:
    await start_game(service, width=10, height=10)
    done = await service.play.ground(ev(), CHAT, ALICE, Ground(confirmed=True))
    assert done.game is not None and done.keys[0] == "grounded"
    words = PRESENTER.reply("en", done.replies[0])
    assert words == "Alice (Blue) grounds in #1: 2 dots went to Red."
    card = PRESENTER.card("en", done.game)
    assert card.count("Score:") == 1 and "Score: Blue 0, Red 2" in card


async def test_a_capture_gets_a_line(service: GameService) -> None:
    await start_game(service, width=8, height=8, start=Start.EMPTY)
    moves = [(ALICE, "3-4"), (BOB, "3-3"), (ALICE, "4-3"), (BOB, "7-7"),
             (ALICE, "2-3"), (BOB, "7-6")]
    for actor, point in moves:
        assert (await service.play.move(ev(), CHAT, actor, Move(point))).ok
    captured = await service.play.move(ev(), CHAT, ALICE, Move("3-2"))
    assert captured.keys == ("move-captured",)
    assert PRESENTER.reply("en", captured.replies[0]) == "Alice (Blue) captures 1 dot."
    assert PRESENTER.reply("ru", captured.replies[0]) == "Alice (синие) окружает 1 точку."


def test_given_away_dots_are_crossed_out_in_the_final_picture() -> None:
    game = Game(width=8, height=8, start=Start.EMPTY)
    for point in ((3, 3), (6, 6), (3, 4), (6, 5)):
        game.play(*point)
    outcome = game.declare_grounding(Color.BLUE)
    assert outcome.reason is EndReason.GROUNDING
    assert set(game.grounded) == {(3, 3), (3, 4)} and (outcome.blue, outcome.red) == (0, 2)
    image = Image.open(io.BytesIO(render_png(game))).convert("RGB")
    lay = layout(8, 8, auto_cell(8, 8))
    cx, cy = lay.xy(3, 3)
    assert image.getpixel((cx, cy)) == LIGHT.player(Color.RED)  # the cross, in Red
    quarter = round(lay.radius * 0.55)
    assert image.getpixel((cx + quarter, cy)) == LIGHT.player_dim(Color.BLUE)  # dimmed dot
    x6, y6 = lay.xy(6, 6)
    assert image.getpixel((x6, y6)) == LIGHT.player(Color.RED)  # red stays as it was
    before = Game(width=8, height=8, start=Start.EMPTY)
    for point in ((3, 3), (6, 6), (3, 4), (6, 5)):
        before.play(*point)
    plain = Image.open(io.BytesIO(render_png(before))).convert("RGB")
    assert plain.getpixel((cx, cy)) == LIGHT.player(Color.BLUE)
