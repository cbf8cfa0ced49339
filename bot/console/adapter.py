"""The console adapter: two people at one terminal, or a script, play through the service.

A line is what a chat message would be (``/challenge @bob 15x15``, ``20-17``, ``/board``).
It may start with ``@name`` to say who speaks; otherwise the player to move in the game
last shown speaks, or, before a game, the player a pending challenge waits for, or the
last speaker. After each move the console prints the text board, the game card and the
path of the PNG written for it, through the output path every platform takes
(:mod:`bot.output`; the terminal is its port: :mod:`bot.console.screen`). End of input ends
the session.

Whoever types at the console is its operator, so every speaker counts as the chat's admin
(``/settings`` works for all). The console prints the service's announcements as Telegram
and Discord post them, from its delivery loop (the outbox), while it waits for a line: the
computer's answers, a move made on the web board, games out of time, reminders, expired
challenges. After a line it waits until the computer has answered and those announcements
are printed, so a script reads as a game at the keyboard does. ``/sgf`` and ``/replay``
write their file next to the pictures and print its path.
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

from bot.config import Settings
from bot.console.platform import NAME
from bot.console.screen import Screen
from bot.identity import Actor, ChatRef, PlayerRef
from bot.output.delivery import Output
from bot.output.items import Choice
from bot.output.present import Presenter
from bot.service import ChatSettings, GameService, ListGames, Notice, Result, StorageError, Words
from bot.text import shorten
from bot.time_control import TimeControl

log = logging.getLogger(__name__)

PLATFORM = NAME
BOT_NAME = "dots"
DEFAULT_SPEAKER = "player1"
CHOICE_DIGITS = 3
"""A numbered choice has at most this many digits; a longer number is a command line."""
LOGGED_LINE = 200
"""Characters of a failed line quoted in the log."""
DEFAULTS = ChatSettings(time=TimeControl(), rated=False)
"""Two people at one keyboard play casual games without a clock unless they ask."""


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
        self.screen = Screen(presenter, out, images_dir)
        """What the terminal shows: the output path's port."""
        self.output = Output(service.receipts, presenter)
        self.session = session or uuid.uuid4().hex[:12]
        self.chat = ChatRef(PLATFORM, "local")
        self.lines = 0
        self._printing = asyncio.Lock()
        """One answer or announcement printed at a time, whole."""
        service.connect(PLATFORM, self.show_notice, account=(BOT_NAME, BOT_NAME),
                        defaults=DEFAULTS, own_places=self)

    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        """Everyone at the terminal plays their lobby games here."""
        return self.chat if person.platform == PLATFORM else None

    def say(self, text: str) -> None:
        self.screen.say(text)

    @staticmethod
    def actor(name: str) -> Actor:
        """A speaker: the console's operator, hence the chat's admin."""
        return Actor(PLATFORM, name.lower(), name, username=name.lower(), is_admin=True,
                     alone=True)

    async def speaker(self) -> str:
        """Who speaks when a line names nobody: the player to move in the game shown last,
        else the player a challenge waits for, else the last speaker (asked as the games
        here are listed: ``/games``)."""
        speaker = self.screen.speaker or DEFAULT_SPEAKER
        event = f"{PLATFORM}:{self.session}:{self.lines}:who"
        here = await self.service.dispatch(event, self.chat, self.actor(speaker), ListGames())
        current = self.screen.current
        view = next((game for game in here.games if current and game.id == current.id), None)
        if view is not None and view.to_move is not None:
            seat = view.seat(view.to_move)
            if not seat.computer:
                return seat.name
        waiting = [c.target_name for c in here.challenges if c.target_name]
        if waiting:
            return waiting[-1].lstrip("@")
        return speaker

    async def sweep(self) -> None:
        """Announce what ran out of time since the last line and print what the service
        announced (once, whoever sweeps). A storage fault is logged: the line itself still
        gets its answer."""
        try:
            await self.service.settle(PLATFORM, sweep=True)
        except StorageError as error:
            log.warning("sweep failed: %s", error)

    async def settle(self) -> None:
        """Wait until the computer has answered and every announcement for the console is
        printed: the next line is read after them."""
        await self.service.settle(PLATFORM)

    async def show_notice(self, notice: Notice) -> None:
        async with self._printing:
            await self.output.notice(notice, self.screen)

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
        offered_to = self.screen.offered_to
        if not name and self._choice(text) is not None and offered_to is not None:
            name = offered_to  # "1": pressed by whom its buttons were shown to
        if not name:
            name = await self.speaker()
        self.screen.speaker = name
        if not text:
            return
        event = f"{PLATFORM}:{self.session}:{self.lines}"
        actor = self.actor(name)
        choice = self._choice(text)
        if choice is not None:  # "5": the button shown last under that number
            result = await self.service.press(event, self.chat, actor, choice.data)
            await self.show(result, pressed=True)
        else:
            if text.lower().split()[0] == "play":  # "play bot hard": the console's shortcut
                text = "/" + text
            found = await self.service.say(event, self.chat, actor, text, quiet=False)
            if found is not None:
                await self.show(found)
        try:
            await self.settle()
        except StorageError as error:
            log.warning("the computer's turn or an announcement failed: %s", error)

    def _choice(self, text: str) -> Choice | None:
        if not (text.isascii() and text.isdigit() and len(text) <= CHOICE_DIGITS):
            return None
        return self.screen.choices.get(int(text))

    async def show(self, result: Result, *, pressed: bool = False) -> None:
        if result.game is not None and result.ok:
            self.screen.current = result.game
        async with self._printing:
            await self.output.answer(result, self.screen, pressed=pressed)

    async def words(self, *keys: str) -> list[str]:
        """The catalog's ``keys`` as the service words them for the speaker."""
        speaker = self.actor(self.screen.speaker or DEFAULT_SPEAKER)
        said = await self.service.dispatch("", self.chat, speaker, Words(keys))
        return self.presenter.replies(said)

    async def run(self, read_line: Callable[[], Awaitable[str]]) -> None:
        """Handle lines until the end of input."""
        welcome, bye = await self.words("console-welcome", "console-bye")
        self.say(welcome)
        try:
            while True:
                line = await read_line()
                if not line:
                    break
                try:
                    await self.handle(line)
                except Exception:  # a fault must not end the session or show a traceback
                    log.exception("console line failed: %r", shorten(line, LOGGED_LINE))
                    self.say("! " + (await self.words("error-internal"))[0])
        except asyncio.CancelledError:  # Ctrl-C or SIGTERM; a terminal echoed "^C" unended
            self.say("\n" + bye)
            raise
        self.say(bye)


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
    settings: Settings,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Console play on standard input and output, pictures written where the settings say."""
    console = Console(service, presenter, images_dir=settings.images_dir,
                      out=stdout or sys.stdout)
    await console.run(stdin_lines(stdin or sys.stdin))
