"""``/web`` at the console (``python -m bot`` at a pseudo-terminal, with ``PUBLIC_URL``):
the bot prints the player's link, its own board server answers it, and a move made on the
board is the game's next move at the terminal too."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

from tests.console.terminal import Terminal
from tests.support.ports import free_port

LINK = re.compile(r"(http://127\.0\.0\.1:\d+/board/)#t=([A-Za-z0-9_.-]+)")


def call(url: str, token: str, body: dict | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Link {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return answer.status, json.loads(answer.read())


def test_the_console_prints_a_link_that_plays(tmp_path: Path) -> None:
    port = free_port()
    bot = Terminal(tmp_path, PUBLIC_URL=f"http://127.0.0.1:{port}", WEB_HOST="127.0.0.1",
                   WEB_PORT=str(port))
    try:
        bot.wait_for("Type /help")
        bot.answer("@alice /challenge @bob 9x9 empty", "challenge 1")
        bot.answer("@bob /accept", "Blue to move")
        shown = bot.answer("@alice /web", "Keep the link to yourself")
        page, token = LINK.search(shown).groups()  # type: ignore[union-attr]
        status, board = call(f"{page}api/games/1", token)
        assert status == 200 and board["state"]["you"] == "blue"
        status, moved = call(f"{page}api/games/1/moves", token, {"x": 5, "y": 5, "ply": 0})
        assert status == 200 and moved["state"]["last"] == [5, 5]
        bot.answer("@bob 6-6", "Move 2: Red 6-6")  # the board's move was move 1
    finally:
        bot.close()
