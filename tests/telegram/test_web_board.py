"""The live web board as a Telegram Mini App, in headless Chromium: the real aiogram bot
on the fake Bot API, the board's real server on the same service, and pages opened the way
Telegram opens them (the card's button, ``initData`` signed with the bot's token, framed
by a page of another origin). A move tapped on the board reaches the chat's card; the
opponent's and a spectator's pages show it without a reload."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from urllib.parse import quote

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.telegram.platform import NAME as TELEGRAM
from bot.telegram.web_sign_in import MiniAppSignIn
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.support.browser import PHONE, browser, mini_app_url, telegram_context, telegram_frame
from tests.support.engines import FirstFreePoint
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import User
from tests.support.ports import free_port
from tests.support.telegram_init_data import sign_init_data, tampered
from tests.support.telegram_table import (
    Cast,
    Table,
    alice_alone,
    buttons,
    cast,
    challenge_by_alice,
    table,
)

GROUP = -300
POINT_NAME = re.compile(r"^\d+-\d+$")
TIMEOUT = 15_000
"""Milliseconds a page may take to show what it should (a hang guard, not a timing)."""


@dataclass
class Board:
    table: Table
    public: str
    frame: str
    chrome: object

    def init_data(self, user: User, start_param: str | None = None, age: timedelta = timedelta()
                  ) -> str:
        return sign_init_data(self.table.fake.token, user.id, user.first_name,
                              auth_date=self.table.clock() - age, start_param=start_param)

    async def open(self, url: str, **context: object) -> tuple[object, object]:
        """A new phone-sized browser context at ``url``, framed as Telegram frames it: the
        page, and the board's frame in it."""
        browser_context = await telegram_context(self.chrome, viewport=PHONE, **context)
        page = await browser_context.new_page()  # type: ignore[attr-defined]
        await page.goto(self.frame + quote(url, safe=""))
        await page.wait_for_function(
            "() => [...document.querySelectorAll('iframe')].length === 1"
        )
        frame = next(f for f in page.frames if "/board/" in f.url)
        return page, frame


@asynccontextmanager
async def live_board(fake: TelegramFake, tmp_path: Path, **options: object
                     ) -> AsyncIterator[Board]:
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    async with table(fake, tmp_path, public_url=public, webapp="board", **options) as t:
        board = WebBoard(t.service, Presenter(Translator()), public_url=public,
                         sign_ins={"tma": MiniAppSignIn(fake.token, TELEGRAM)})
        async with board_server(board, "127.0.0.1", port), browser() as chrome, \
                telegram_frame() as frame:
            yield Board(t, public, frame, chrome)


@asynccontextmanager
async def group_game(fake: TelegramFake, tmp_path: Path, words: str
                     ) -> AsyncIterator[tuple[Board, Table, Cast]]:
    """A live board where Alice challenged in the group with ``words`` and Bob accepted:
    game 1 has begun."""
    c = cast(fake, GROUP)
    async with live_board(fake, tmp_path) as b:
        challenge = await challenge_by_alice(b.table, c, words)
        await b.table.tap(c.bob, challenge, "Accept")
        yield b, b.table, c


def markup_button(message: object, text: str) -> dict:
    rows = (getattr(message, "reply_markup", None) or {}).get("inline_keyboard", [])
    return next(b for row in rows for b in row if b["text"] == text)


async def point_buttons(frame: object) -> int:
    return await frame.evaluate(  # type: ignore[attr-defined]
        """() => [...document.querySelectorAll('[role=button]')]
              .filter((e) => /^\\d+-\\d+$/.test(e.getAttribute('aria-label') || '')).length"""
    )


async def test_a_group_game_tapped_on_the_live_board(fake: TelegramFake, tmp_path: Path) -> None:
    async with group_game(fake, tmp_path, "39x32 empty") as (b, t, c):
        card = t.card(GROUP)
        opener = markup_button(card, "Live board")
        assert opener == {"text": "Live board", "url": "https://t.me/dots_bot/board?startapp=g1"}
        page = f"{b.public}/board/"  # what BotFather was told the app's address is

        alice_page, alice = await b.open(mini_app_url(page, b.init_data(c.alice, "g1"),
                                                      start_param="g1"))
        _, bob = await b.open(mini_app_url(page, b.init_data(c.bob, "g1"), start_param="g1",
                                           color_scheme="dark"))
        _, carol = await b.open(mini_app_url(page, b.init_data(c.carol, "g1"),
                                             start_param="g1"))
        point = alice.get_by_role("button", name="20-17", exact=True)
        await point.wait_for(timeout=TIMEOUT)
        await bob.wait_for_selector("#board", timeout=TIMEOUT)
        await bob.evaluate("() => { window.stillThisPage = true; }")
        assert await point_buttons(bob) == 0  # not Bob's turn
        calls = await alice.evaluate("() => window.__telegramCalls.map((c) => c[0])")
        assert "ready" in calls and "expand" in calls

        await point.click()
        await alice.wait_for_selector(".ghost", timeout=TIMEOUT)
        assert await alice.evaluate("() => Telegram.WebApp.MainButton.isVisible")
        label = await alice.evaluate("() => Telegram.WebApp.MainButton.text")
        assert label == "Confirm"
        assert await alice.evaluate("() => Telegram.WebApp.MainButton.__press()")

        edit = await fake.wait_call(
            "editMessageMedia", where=lambda call: "game-1-1.png" in call.file_names.values()
        )
        assert edit.params["chat_id"] == GROUP
        await t.fake.until(lambda: "Move 1: Blue 20-17" in (t.card(GROUP).caption or ""))
        placed = '.dot.blue[data-point="20-17"]'
        await bob.wait_for_selector(placed, timeout=TIMEOUT)
        await carol.wait_for_selector(placed, timeout=TIMEOUT)
        assert await bob.evaluate("() => window.stillThisPage === true")  # no reload
        await bob.get_by_role("button", name="21-17", exact=True).wait_for(timeout=TIMEOUT)
        assert await point_buttons(carol) == 0  # a spectator never has a point to tap
        assert await carol.evaluate("() => window.dotsBoard.state.you") is None
        assert await point_buttons(alice) == 0  # Bob's turn now
        moves = await t.service.parts.storage.moves(1)
        assert [(m.x, m.y) for m in moves] == [(20, 17)]
        await alice_page.close()


async def test_a_private_game_opened_from_the_cards_mini_app_button(
    fake: TelegramFake, tmp_path: Path
) -> None:
    alice, chat = alice_alone(fake)
    async with live_board(fake, tmp_path, engine=FirstFreePoint()) as b:
        t = b.table
        await t.said(alice, chat, "/play easy 39x32 empty")
        card = t.card(chat.id)
        opener = markup_button(card, "Live board")
        assert opener["web_app"] == {"url": f"{b.public}/board/?g=1"}
        _, page = await b.open(mini_app_url(opener["web_app"]["url"], b.init_data(alice)))
        await page.get_by_role("button", name="20-17", exact=True).click(timeout=TIMEOUT)
        await page.click("#confirm", timeout=TIMEOUT)
        # the card shows the web move: at ply 1, or at ply 2 where the computer's answer came
        # first (the newest card wins, so the card may skip straight to it)
        shown = {"game-1-1.png", "game-1-2.png"}
        await fake.wait_call(
            "editMessageMedia", where=lambda call: bool(shown & set(call.file_names.values()))
        )
        # the computer answers; the page shows its dot without a reload
        await page.wait_for_selector(".dot.red", timeout=TIMEOUT)
        await page.get_by_role("button", name="20-18", exact=True).wait_for(timeout=TIMEOUT)
        assert await page.evaluate("() => window.dotsBoard.state.ply") == 2


async def test_tampered_and_stale_init_data_open_nothing(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, "15x15 empty") as (b, t, c):
        page = f"{b.public}/board/"
        for init in (tampered(b.init_data(c.alice, "g1")),
                     b.init_data(c.alice, "g1", age=timedelta(hours=25))):
            _, frame = await b.open(mini_app_url(page, init, start_param="g1"))
            await frame.wait_for_function(
                "() => document.body.innerText.includes('Telegram did not sign this page in')",
                timeout=TIMEOUT,
            )
            assert await point_buttons(frame) == 0
            answer = await frame.evaluate(
                """async (init) => (await fetch('api/games/1',
                      {headers: {Authorization: 'tma ' + init}})).status""", init)
            assert answer == 401
        assert await t.service.parts.storage.moves(1) == []


async def test_pinch_zoom_on_the_sport_field_leaves_points_tappable(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, "39x32 empty") as (b, _, c):
        page, frame = await b.open(
            mini_app_url(f"{b.public}/board/", b.init_data(c.alice, "g1"), start_param="g1"),
            has_touch=True, is_mobile=True,
        )
        point = frame.get_by_role("button", name="20-17", exact=True)
        await point.wait_for(timeout=TIMEOUT)
        before = await frame.evaluate("() => window.dotsBoard.viewBox()")
        box = await point.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = await page.context.new_cdp_session(page)

        async def touch(kind: str, spread: float) -> None:
            points = [] if kind == "touchEnd" else [
                {"x": x - spread, "y": y, "id": 1}, {"x": x + spread, "y": y, "id": 2}]
            await cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        await touch("touchStart", 20)
        for step in range(1, 11):
            await touch("touchMove", 20 + step * 12)
        await touch("touchEnd", 0)
        after = await frame.evaluate("() => window.dotsBoard.viewBox()")
        assert after[2] < before[2] * 0.6  # zoomed in: a narrower part of the field shows
        await point.tap(timeout=TIMEOUT)
        ghost = await frame.wait_for_selector(".ghost", timeout=TIMEOUT)
        assert await ghost.get_attribute("data-point") == "20-17"


async def from_the_menu(b: Board, user: User, action: str) -> object:
    """``user`` opens game 1's board as Telegram opens it and presses ``action`` in its
    menu: their board's frame."""
    page = mini_app_url(f"{b.public}/board/", b.init_data(user, "g1"), start_param="g1")
    _, frame = await b.open(page)
    await frame.click("#menu-button", timeout=TIMEOUT)  # type: ignore[attr-defined]
    await frame.click(f'#sheet button[data-action="{action}"]',  # type: ignore[attr-defined]
                      timeout=TIMEOUT)
    return frame


async def test_a_draw_offered_on_the_board_is_accepted_on_the_chats_card(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, "15x15 empty casual") as (b, t, c):
        alice = await from_the_menu(b, c.alice, "draw")
        await alice.locator("#offer-text").wait_for(timeout=TIMEOUT)  # type: ignore[attr-defined]
        # announced to the group at once: the card carries the answer
        await t.fake.until(lambda: "Decline draw" in buttons(t.card(GROUP)))
        said = [m.text or m.caption or "" for m in t.bot_messages(GROUP)]
        assert any("offers a draw" in text for text in said), said
        await t.tap(c.bob, t.card(GROUP), "Draw")  # Bob accepts in the chat
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)  # type: ignore[attr-defined]
        row = await t.service.parts.storage.game(1)  # Alice's page followed; the game is drawn
        assert row is not None and row.result is not None and row.result.winner is None


async def test_a_resignation_on_the_board_shows_on_the_chats_card(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, "15x15 empty") as (b, t, c):
        bob = await from_the_menu(b, c.bob, "resign")
        await bob.get_by_role("button", name="Yes, resign").click(  # type: ignore[attr-defined]
            timeout=TIMEOUT)
        await t.fake.until(lambda: "Rematch" in buttons(t.card(GROUP)))  # the finished card
        said = " ".join(m.text or m.caption or "" for m in t.bot_messages(GROUP))
        assert "Bob resigns game #1" in said and "Alice wins by resignation" in said
