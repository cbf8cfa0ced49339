"""Headless Chromium for the web board's tests: Debian's ``chromium`` driven by Playwright
(no browser download), Telegram's Mini App script replaced by a fake that reads
``initData`` from the address as the real one does, and a page of another origin that
frames the board as Telegram's web client does."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import quote

import pytest
from aiohttp import web

from tests.support.ports import free_port

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TELEGRAM_SCRIPT = "https://telegram.org/js/telegram-web-app.js"
FAKE_WEBAPP = (Path(__file__).parent / "fake_telegram_webapp.js").read_text()
PHONE = {"width": 390, "height": 844}


def chromium() -> str:
    """Debian's Chromium (CI installs it); without it the browser tests skip, or fail
    under ``CI=true``."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("CI=true needs Debian's chromium for the web board's browser tests")
    pytest.skip("no chromium here (apt-get install chromium)")


@asynccontextmanager
async def browser() -> AsyncIterator[object]:
    from playwright.async_api import async_playwright

    path = chromium()
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            await launched.close()


async def telegram_context(browser: object, **options: object) -> object:
    """A browser context where Telegram's script is the fake."""
    context = await browser.new_context(**options)  # type: ignore[attr-defined]

    async def fake(route: object) -> None:
        await route.fulfill(  # type: ignore[attr-defined]
            status=200, content_type="text/javascript", body=FAKE_WEBAPP
        )

    await context.route(TELEGRAM_SCRIPT, fake)
    return context


def mini_app_url(page: str, init_data: str, *, start_param: str | None = None,
                 color_scheme: str = "light") -> str:
    """The address Telegram opens a Mini App at: its page (with ``tgWebAppStartParam``
    for a direct link) and, in the fragment, the signed ``initData``."""
    query = f"{'&' if '?' in page else '?'}tgWebAppStartParam={start_param}" if start_param else ""
    fragment = (
        f"tgWebAppData={quote(init_data, safe='')}&tgWebAppVersion=8.0&tgWebAppPlatform=web"
        f"&fakeColorScheme={color_scheme}"
    )
    return f"{page}{query}#{fragment}"


@asynccontextmanager
async def telegram_frame() -> AsyncIterator[str]:
    """A page of another origin framing ``?src=``, as web.telegram.org frames a Mini App:
    the base address of the host."""

    async def host(request: web.Request) -> web.Response:
        src = request.query["src"].replace('"', "%22")
        return web.Response(
            text=(
                "<!doctype html><html><body style='margin:0'>"
                f'<iframe id="app" src="{src}" style="border:0;width:100vw;height:100vh">'
                "</iframe></body></html>"
            ),
            content_type="text/html",
        )

    app = web.Application()
    app.router.add_get("/app", host)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        yield f"http://127.0.0.1:{port}/app?src="
    finally:
        await runner.cleanup()
