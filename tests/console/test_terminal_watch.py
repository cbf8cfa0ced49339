"""``/watch #N`` typed at ``python -m bot`` (a pseudo-terminal, one line at a time, the web
board on loopback): two speakers are paired from the lobby, a third asks to watch their
game and is given a spectator's link, which opens the game's board and cannot move in it."""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.support.ports import free_port

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")

LINK = re.compile(r"to watch: (http://127\.0\.0\.1:\d+/board/)#t=([A-Za-z0-9_.-]+)")
LOBBY = re.compile(r"Lobby: (http://127\.0\.0\.1:\d+/board/)lobby#t=([A-Za-z0-9_.-]+)")


def board_api(page: str, token: str, path: str, body: object = None) -> tuple[int, object]:
    """The board's API as its page asks it, with the link's token."""
    request = urllib.request.Request(
        f"{page}api/{path}", data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Link {token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())


def web_terminal(tmp_path: Path) -> Terminal:
    """``python -m bot`` at a terminal with the web board on loopback."""
    port = free_port()
    return Terminal(tmp_path, PUBLIC_URL=f"http://127.0.0.1:{port}", WEB_PORT=str(port))


def test_a_third_speaker_watches_a_lobby_game_from_its_link(tmp_path: Path) -> None:
    bot = web_terminal(tmp_path)
    try:
        bot.wait_for("End of input quits.")
        bot.answer("@ann /seek 9x9 3+2", "Cancel my seek")
        bot.answer("@bob /seek 9x9 3+2", "Paired with ann (1,500): game #1.")
        bot.wait_for("You play Red.")
        bot.wait_for("Picture:")
        bot.answer("@cid /watch #1", "The live board of game #1, to watch: ")
        bot.wait_for("\n")
        page, token = LINK.search(bot.text).groups()  # type: ignore[union-attr]
        status, board = board_api(page, token, "games/1")
        assert status == 200 and board["ok"] is True, board  # type: ignore[index]
        state = board["state"]  # type: ignore[index]
        assert state["you"] is None, "a spectator's link"
        status, moved = board_api(page, token, "games/1/moves", {"x": 3, "y": 3, "ply": 0})
        assert status == 403, moved
        bot.answer("@cid /watch #2", "There is no game #2")
        bot.end_of_input()
        assert bot.wait() == 0
        assert "Traceback" not in bot.text
    finally:
        bot.close()


def test_a_seek_shows_the_lobby_link_of_its_speaker(tmp_path: Path) -> None:
    bot = web_terminal(tmp_path)
    try:
        bot.wait_for("End of input quits.")
        bot.answer("@ann /seek 9x9 3+2", "Cancel my seek")
        found = LOBBY.search(bot.text)
        assert found is not None, bot.text
        page, token = found.groups()
        status, shown = board_api(page, token, "lobby")
        assert status == 200, shown
        assert [seek["mine"] for seek in shown["seeks"]] == [True], shown  # type: ignore[index]
        bot.end_of_input()
        assert bot.wait() == 0
        assert "Traceback" not in bot.text
    finally:
        bot.close()
