"""A delivery reaches the service through its receipts alone: the console shows answers
and announcements (cards, challenges, pickers, files, refusals) with a service that fails
on anything else while it delivers."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from bot.console.adapter import PLATFORM, Console
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import GameService, Notice
from bot.service.challenges.options import Opponent
from bot.service.commands import (
    Accept,
    Challenge,
    ExportSgf,
    Help,
    ListGames,
    Move,
    OpenPicker,
    Resign,
)
from bot.service.delivery.receipts import Receipt, Shown

from .conftest import ev

CHAT = ChatRef(PLATFORM, "local")
ALICE = Actor(PLATFORM, "alice", "alice", "alice", is_admin=True)
BOB = Actor(PLATFORM, "bob", "bob", "bob", is_admin=True)


class Receipts:
    """The service's receipts, counted."""

    def __init__(self, real: Any) -> None:
        self.real, self.now = real, real.now
        self.reported: list[tuple[Shown, Receipt]] = []

    async def shown(self, what: Shown, receipt: Receipt) -> None:
        self.reported.append((what, receipt))
        await self.real.shown(what, receipt)


class Trap:
    """The service as an adapter sees it: all of it while the adapter sets up and asks;
    while it delivers (``delivering``), its receipts and nothing else."""

    def __init__(self, service: GameService) -> None:
        self._service = service
        self.receipts = Receipts(service.receipts)
        self.delivering = False

    def __getattr__(self, name: str) -> Any:
        if self.delivering:
            raise AssertionError(f"service.{name} reached while delivering")
        return getattr(self._service, name)


async def test_the_console_delivers_with_nothing_of_the_service_but_its_receipts(
    service: GameService, tmp_path: Path
) -> None:
    trap, out = Trap(service), io.StringIO()
    console = Console(trap, Presenter(Translator()), images_dir=tmp_path, out=out)  # type: ignore[arg-type]

    async def ask(actor: Actor, command: Any, *, pressed: bool = False) -> None:
        result = await service.dispatch(ev(), CHAT, actor, command)
        trap.delivering = True
        try:
            await console.show(result, pressed=pressed)
            await console.show_notice(Notice(CHAT, result))
        finally:
            trap.delivering = False

    made = await service.dispatch(ev(), CHAT, ALICE, Challenge(Opponent.user("bob")))
    assert made.challenge is not None
    await ask(ALICE, Help())
    await ask(BOB, Accept(made.challenge.id))
    await ask(ALICE, Move("3-3"))
    await ask(BOB, OpenPicker(None))
    await ask(ALICE, Move("4-4"), pressed=True)  # a refusal, as an alert
    await ask(ALICE, ListGames())
    await ask(BOB, Resign(None))  # the question, with its game
    await ask(BOB, Resign(None, confirmed=True))
    await ask(ALICE, ExportSgf(None))
    shown = [what.version for what, _ in trap.receipts.reported if hasattr(what, "version")]
    assert shown and shown == sorted(shown)  # the cards, reported in order
    printed = out.getvalue()
    assert "! " in printed and ".sgf" in printed and "[1]" in printed
