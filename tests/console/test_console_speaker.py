"""Who speaks a console line without ``@name``, as the README and docs/playing.md say: the
player to move in the game last shown, else the player a waiting challenge is for, else
whoever spoke last, at first ``player1``."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService

from .helpers import play


async def test_a_line_without_a_name_is_spoken_as_documented(
    service: GameService, tmp_path: Path
) -> None:
    text = await play(
        service,
        tmp_path,
        "/lang",  # nobody spoke yet: player1
        "/challenge @carol 5x5 empty",  # player1 again, the last speaker
        "/accept",  # the player the challenge waits for
        "3-3",  # player1, Blue, to move
        "2-2",  # carol, to move
        "/resign",  # player1 to move
        "1",  # "Yes, resign": pressed by whom it was shown to
    )
    assert "player1 (Blue) challenges @carol" in text
    assert "carol accepted challenge 1: game #1." in text
    assert "Move 1: Blue 3-3\nRed to move: carol" in text
    assert "Move 2: Red 2-2\nBlue to move: player1" in text
    assert "player1 resigns game #1." in text and "\n! " not in text, text
