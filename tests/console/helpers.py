"""The console adapter in this process, fed lines as if typed: what it printed."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService


async def play(service: GameService, tmp_path: Path, *lines: str) -> str:
    out = io.StringIO()
    console = Console(service, Presenter(Translator()), images_dir=tmp_path / "img", out=out)
    feed = iter([line + "\n" for line in lines])

    async def read_line() -> str:
        return next(feed, "")

    await console.run(read_line)
    return out.getvalue()
