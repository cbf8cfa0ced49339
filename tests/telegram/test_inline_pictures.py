"""Inline games with pictures and no media chat: with ``PUBLIC_URL`` set, every picture of
an inline game (each offer's empty field, then the card after each move) is shown by its
address under it, which Telegram fetches; nothing is uploaded anywhere. An address shows
one position and nothing else: a forged one, or one whose position the game has left,
shows nothing. Through the real aiogram client, the fake Bot API fetching the addresses
from the bot's real web server."""

from __future__ import annotations

from pathlib import Path

import aiohttp

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.ports import free_port
from tests.support.telegram_inline_game import ask, begun, inline_table, play


async def status_of(address: str) -> tuple[int, bytes]:
    async with aiohttp.ClientSession() as session, session.get(address) as response:
        return response.status, await response.read()


async def test_an_inline_game_shows_its_pictures_by_address_with_no_media_chat(
    fake: TelegramFake, tmp_path: Path
) -> None:
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    async with inline_table(fake, tmp_path, media=False, public_url=public) as (t, f):
        board = WebBoard(t.service, Presenter(Translator()), public_url=public)
        async with board_server(board, "127.0.0.1", port):
            _, results = await ask(t, f.alice, "")
            assert all(r["type"] == "photo" for r in results)
            fields = [str(r["photo_url"]) for r in results]
            assert fields[0] == f"{public}/board/fields/10x10-cross.png?l=en&s=light"
            assert set(fields) <= set(fake.fetched), "Telegram fetched each offer's field"

            inline = await begun(t, f, "@bob 5x5 empty")
            shown = inline.message
            assert shown.media is not None and shown.media.data.startswith(b"\x89PNG")
            first = shown.media.data
            await play(t, f.alice, inline, "3-3")
            assert "Move 1: Blue 3-3" in (shown.caption or "")
            edits = fake.calls_of("editMessageMedia", ok=True)
            address = str(edits[-1].params["media"]["media"])
            assert address.startswith(f"{public}/board/pictures/")
            assert address.endswith(".png?l=en&s=light")
            assert shown.media.data.startswith(b"\x89PNG") and shown.media.data != first
            assert not fake.calls_of("sendPhoto"), "nothing was uploaded"

            status, body = await status_of(address)
            assert status == 200 and body == shown.media.data, "the address shows its card"
            earlier = [str(c.params["media"]["media"]) for c in edits[:-1]]
            assert earlier and (await status_of(earlier[-1]))[0] == 404, "a position left"
            forged = address.replace("/pictures/", "/pictures/x")
            assert (await status_of(forged))[0] == 404
            dark = address.replace("s=light", "s=dark")
            status, body = await status_of(dark)
            assert status == 200 and body != shown.media.data, "the reader's style"
