"""The console adapter: two people at one terminal, or a script, play through the service.

A line is what a chat message would be (``/challenge @bob 15x15``, ``20-17``, ``/board``).
It may start with ``@name`` to say who speaks; otherwise the player to move in the game
last shown speaks, or, before a game, the player a pending challenge waits for, or the
last speaker. After each move the console prints the text board, the game card and the
path of the PNG written for it. End of input ends the session.

Whoever types at the console is its operator, so every speaker counts as the chat's admin
(``/settings`` works for all). Before each line the console sweeps (games out of time,
reminders, expired challenges) and prints what happened; while it waits for a line, the
background runner of ``python -m bot`` sweeps too and its notices are printed the same way.
``/sgf`` and ``/replay`` write their file next to the pictures and print its path.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TextIO

from bot.identity import Actor, ChatRef
from bot.present import Presenter
from bot.service import Attachment, GameService, GameView, Notice, Result, Status
from bot.service.commands import Commands
from bot.storage.protocol import StorageError
from bot.storage.records import GameStatus

log = logging.getLogger(__name__)

PLATFORM = "console"
BOT_NAME = "dots"
DEFAULT_SPEAKER = "player1"


class Console:
    def __init__(
        self,
        service: GameService,
        presenter: Presenter,
        *,
        images_dir: Path,
        out: TextIO,
        session: str | None = None,
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.commands = Commands(service, bot_username=BOT_NAME)
        self.images_dir = images_dir
        self.out = out
        self.session = session or uuid.uuid4().hex[:12]
        self.chat = ChatRef(PLATFORM, "local")
        self.lines = 0
        self.current: GameView | None = None
        self.last_speaker: str | None = None
        self._shown: dict[int, int] = {}
        self._picture_failed = False
        service.add_bot_account(PLATFORM, BOT_NAME, BOT_NAME)
        service.use_labels(presenter.labels)
        service.notices.subscribe(PLATFORM, self.show_notice)

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    @staticmethod
    def actor(name: str) -> Actor:
        """A speaker: the console's operator, hence the chat's admin."""
        return Actor(PLATFORM, name.lower(), name, username=name.lower(), is_admin=True)

    async def speaker(self) -> str:
        """Who speaks when a line names nobody."""
        if self.current is not None:
            view = await self.service.game(self.current.id)
            if view is not None and view.to_move is not None:
                seat = view.seat(view.to_move)
                if not seat.computer:
                    return seat.name
        games = await self.service.games(self.chat, self.actor(self.last_speaker or "x"))
        waiting = [c.target_name for c in games.challenges if c.target_name]
        if waiting:
            return waiting[-1].lstrip("@")
        return self.last_speaker or DEFAULT_SPEAKER

    async def sweep(self) -> None:
        """Print what ran out of time since the last line (once, whoever sweeps). A sweep
        the storage fails is logged: the line itself still gets its answer."""
        try:
            notices = await self.service.sweep(platforms={PLATFORM})
        except StorageError as error:
            log.warning("sweep failed: %s", error)
            return
        for notice in notices:
            await self.show_notice(notice)

    async def show_notice(self, notice: Notice) -> None:
        result = notice.result
        for text in self.presenter.replies(result):
            self.say(text)
        view = result.game
        if view is not None:
            self.say(self.presenter.card(result.lang, view))
            current = self.current
            if view.status is not GameStatus.ACTIVE and current and current.id == view.id:
                self.current = None

    async def handle(self, line: str) -> None:
        text = line.strip()
        if not text or text.startswith("#"):
            return
        await self.sweep()
        self.lines += 1
        name = None
        if text.startswith("@"):
            head, _, rest = text.partition(" ")
            name, text = head[1:], rest.strip()
        if not name:
            name = await self.speaker()
        self.last_speaker = name
        if not text:
            return
        if text.lower().split()[0] == "play":  # "play bot hard": the console's shortcut
            text = "/" + text
        event = f"{PLATFORM}:{self.session}:{self.lines}"
        result = await self.commands.handle(event, self.chat, self.actor(name), text, quiet=False)
        if result is not None:
            await self.show(result)

    async def show(self, result: Result) -> None:
        if result.status is Status.DUPLICATE:
            return
        lang = result.lang
        mark = "! " if result.status is Status.ERROR else ""
        for text in self.presenter.replies(result):
            self.say(mark + text)
        if result.listing:
            self.say(self.presenter.games(lang, result))
        if result.attachment is not None:
            path = await self.write_file(result.attachment)
            self.say(self.presenter.t(lang, "console-file", path=str(path)))
        view = result.game
        if view is None or result.status is not Status.OK:
            return
        self.current = view
        if result.new_card or self._shown.get(view.id) != view.ply:
            self._shown[view.id] = view.ply
            self.say(await self.service.board_text(view))
            picture = await self.try_picture(view, lang)
            self.say(self.presenter.card(lang, view))
            if picture is not None:
                self.say(self.presenter.t(lang, "console-picture", path=str(picture)))
        elif not result.replies:
            self.say(self.presenter.card(lang, view))
        if view.status is not GameStatus.ACTIVE:
            self.current = None

    async def try_picture(self, view: GameView, lang: str) -> Path | None:
        """The picture is a side effect of a move already saved: when it cannot be written
        the card still tells the move, and the cause is logged once a session."""
        try:
            return await self.write_picture(view, lang)
        except Exception as error:
            if not self._picture_failed:
                self._picture_failed = True
                trace = not isinstance(error, OSError)  # a drawing fault: show where
                log.warning("cannot write pictures to %s: %s", self.images_dir, error,
                            exc_info=trace)
            return None

    async def write_picture(self, view: GameView, lang: str) -> Path:
        png = await self.service.picture(view, self.presenter.labels(lang))
        self.images_dir.mkdir(parents=True, exist_ok=True)
        path = self.images_dir / f"game-{view.id}.png"
        await asyncio.to_thread(path.write_bytes, png)
        return path.resolve()

    async def write_file(self, attachment: Attachment) -> Path:
        self.images_dir.mkdir(parents=True, exist_ok=True)
        path = self.images_dir / attachment.filename
        await asyncio.to_thread(path.write_bytes, attachment.data)
        return path.resolve()

    async def run(self, read_line: Callable[[], Awaitable[str]]) -> None:
        """Handle lines until the end of input."""
        lang = self.service.default_lang
        self.say(self.presenter.t(lang, "console-welcome"))
        while True:
            line = await read_line()
            if not line:
                break
            try:
                await self.handle(line)
            except Exception:  # a fault must not end the session or show a traceback
                log.exception("console line failed: %r", line)
                self.say("! " + self.presenter.t(lang, "error-internal"))
        self.say(self.presenter.t(lang, "console-bye"))


def stdin_lines(source: TextIO) -> Callable[[], Awaitable[str]]:
    """Lines of ``source`` read by a daemon thread, so Ctrl-C never waits for a line."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str] = asyncio.Queue()

    def pump() -> None:
        while True:
            line = source.readline()
            loop.call_soon_threadsafe(lines.put_nowait, line)
            if not line:
                return

    threading.Thread(target=pump, name="stdin-reader", daemon=True).start()
    return lines.get


async def run(
    service: GameService,
    presenter: Presenter,
    *,
    images_dir: Path,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Console play on standard input and output."""
    console = Console(service, presenter, images_dir=images_dir, out=stdout or sys.stdout)
    await console.run(stdin_lines(stdin or sys.stdin))
