"""What the console shows: the output path's port for a terminal (:mod:`bot.output.port`).

A terminal edits nothing, so every card the output path places is printed whole: the text
board, the path of its picture (written next to the others) and its caption. Buttons are
shown as numbered choices (:mod:`bot.console.numbers`); typing the number presses the
button, and choices shown to one speaker alone are theirs to press without naming
themselves. Files (``/sgf``, ``/replay``) are written next to the pictures.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TextIO

from bot.console.numbers import numbered, picker_numbered
from bot.console.platform import CAPABILITIES
from bot.domain import GameStatus
from bot.output.items import (
    Card,
    ChallengeCard,
    Choice,
    File,
    Picker,
    Progress,
    Text,
)
from bot.output.pictures import board_text
from bot.output.plan import picker_choices
from bot.output.port import (
    GONE,
    Capabilities,
    Defaults,
    Draw,
    Edited,
    Gone,
    Posted,
    Receipt,
    Wanted,
    always,
)
from bot.output.wording import Wording
from bot.service import Attachment, Audience, GameView

log = logging.getLogger(__name__)

PRIVATE_FOLDER = 0o700
"""The pictures folder is made readable by the bot's user only, like the database."""


class Screen(Defaults):
    """The terminal: what it printed last (the numbered choices, the game shown) and
    where its pictures and files go."""

    def __init__(self, wording: Wording, out: TextIO, images_dir: Path) -> None:
        self.wording = wording
        self.out = out
        self.images_dir = images_dir
        self.choices: dict[int, Choice] = {}
        self.offered_to: str | None = None
        """Who the numbered choices were shown to alone (a confirmation, a picker)."""
        self.speaker: str | None = None
        """Who spoke last: choices shown to the sender alone are theirs to press."""
        self.current: GameView | None = None
        """The game whose card was shown last, while it runs (an answer's or an
        announcement's): its player to move speaks next."""
        self._picture_failed = False

    @property
    def capabilities(self) -> Capabilities:
        return CAPABILITIES

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        if isinstance(item, Text):
            self.say(("! " if item.error else "") + item.text if item.text else "")
            for link in item.links:
                self.say(f"{link.label}: {link.url}")
            self._offer(item.choices, alone=item.audience is Audience.SENDER)
        elif isinstance(item, File):
            await self._file(item)
        elif isinstance(item, ChallengeCard):
            self.say(item.text)
            self._offer(item.choices)
        elif isinstance(item, Card):
            await self._card(item, picture)
            return Receipt(None)
        elif isinstance(item, Progress):
            self.say(item.text)  # a terminal cannot edit: each step on its own line
        elif isinstance(item, Picker):
            self.say(item.text)
            choices = picker_numbered(picker_choices(self.wording, item))
            self._offer_numbered(choices, alone=True)
        return None

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Gone:
        return GONE

    async def answer(self, text: str | None = None) -> None:
        if text is not None:
            self.say("! " + text)

    async def _card(self, card: Card, picture: Draw | None) -> None:
        """The board, its picture and its caption."""
        view = card.game
        self.say(board_text(view))
        path = await self._picture(view, picture) if picture is not None else None
        self.say(card.caption)
        if path is not None:
            self.say(self.wording.t(card.lang, "console-picture", path=str(path)))
        self._offer(card.choices)
        current = self.current
        if view.status is GameStatus.ACTIVE:
            self.current = view  # a card the service announced too: a lobby game paired
        elif current and current.id == view.id:
            self.current = None

    async def _file(self, item: File) -> None:
        if item.caption != item.attachment.filename:  # the words of a picture
            self.say(item.caption)
        path = await self.write_file(item.attachment)
        self.say(self.wording.t(item.lang, "console-file", path=str(path)))

    def _offer(self, choices: tuple[Choice, ...], *, alone: bool = False) -> None:
        """Buttons as numbered choices, each action under its own number."""
        self._offer_numbered(numbered(choices), alone=alone)

    def _offer_numbered(self, choices: list[tuple[int, Choice]], *, alone: bool) -> None:
        if not choices:
            return
        self.choices = dict(choices)
        self.offered_to = self.speaker if alone else None
        self.say("  ".join(f"[{n}] {c.label}" for n, c in choices))

    async def _picture(self, view: GameView, picture: Draw) -> Path | None:
        """The picture is a side effect of a move already saved: when it cannot be written
        the card still tells the move, and the cause is logged once a session."""
        try:
            return await self._write(f"game-{view.id}.png", await picture())
        except Exception as error:
            if not self._picture_failed:
                self._picture_failed = True
                trace = not isinstance(error, OSError)  # a drawing fault: show where
                log.warning("cannot write pictures to %s: %s", self.images_dir, error,
                            exc_info=trace)
            return None

    async def write_file(self, attachment: Attachment) -> Path:
        return await self._write(attachment.filename, attachment.data)

    async def _write(self, name: str, data: bytes) -> Path:
        self.images_dir.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        path = self.images_dir / name
        await asyncio.to_thread(path.write_bytes, data)
        return path.resolve()
