"""A move from another door reaches the terminal at once: ``python -m bot`` at a
pseudo-terminal with the web board on loopback, a game against the computer, a move posted
to the board's HTTP API with the player's signed link, and the computer's answer printed
at the console while nobody types a line."""

from __future__ import annotations

import json
import os
import re
import urllib.request
from pathlib import Path

import pytest

from tests.support.ports import free_port

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")

LINK = re.compile(r"(http://127\.0\.0\.1:\d+/board/)#t=([A-Za-z0-9_.-]+)")


def post_move(page: str, token: str, game: int, x: int, y: int, ply: int) -> dict[str, object]:
    """A move tapped on the board: the page's own request, with the player's link."""
    request = urllib.request.Request(
        f"{page}api/games/{game}/moves",
        data=json.dumps({"x": x, "y": y, "ply": ply}).encode(),
        headers={"Authorization": f"Link {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 200
        found: dict[str, object] = json.loads(answer.read())
        return found


def test_a_move_on_the_web_board_is_answered_by_the_computer_with_no_line_typed(
    tmp_path: Path,
) -> None:
    port = free_port()
    bot = Terminal(tmp_path, PUBLIC_URL=f"http://127.0.0.1:{port}", WEB_PORT=str(port),
                   ENGINE_SECONDS="0.2")
    try:
        bot.wait_for("End of input quits.")
        begun = bot.answer("@alice /play bot easy 9x9", "Picture:")
        assert "Game #1 begins: alice plays Blue" in begun
        shown = bot.answer("@alice /web", "Keep the link to yourself")
        page, token = LINK.search(shown).groups()  # type: ignore[union-attr]
        moved = post_move(page, token, 1, 2, 2, 0)
        assert moved["ok"] is True
        # nothing is typed from here on: the board's move and the computer's answer come
        bot.wait_for("Move 1: Blue 2-2")
        answered = bot.wait_for("Blue to move: alice")
        assert re.search(r"Move 2: Red \d+-\d+\n", answered), answered
        bot.wait_for("Picture:")
        bot.answer("/board", "Picture:")  # the terminal still reads lines
        bot.end_of_input()
        assert bot.wait() == 0
        assert "Traceback" not in bot.text
    finally:
        bot.close()
