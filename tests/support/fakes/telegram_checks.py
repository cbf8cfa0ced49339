"""What the fake Bot API checks before it accepts a call, with Telegram's own error texts:
HTML captions and texts, lengths, inline keyboards, commands, pictures.

Each check raises :class:`ApiError`, which the server turns into ``{"ok": false, ...}``.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlsplit

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
ALERT_LIMIT = 200
CALLBACK_DATA_LIMIT = 64
BUTTONS_PER_ROW = 8
BUTTONS_IN_ALL = 100
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
GIF_SIGNATURES = (b"GIF87a", b"GIF89a")
JPEG_SIGNATURE = b"\xff\xd8\xff"

# Tags Telegram's HTML parse mode accepts (https://core.telegram.org/bots/api#html-style).
ALLOWED_TAGS = frozenset(
    [
        "b",
        "strong",
        "i",
        "em",
        "u",
        "ins",
        "s",
        "strike",
        "del",
        "span",
        "tg-spoiler",
        "a",
        "code",
        "pre",
        "blockquote",
        "tg-emoji",
    ]
)
COMMAND_NAME = re.compile(r"^[a-z0-9_]{1,32}$")


class ApiError(Exception):
    """A refused call: HTTP status, Telegram's description, optional ``parameters``."""

    def __init__(self, status: int, description: str, **parameters: int) -> None:
        super().__init__(description)
        self.status = status
        self.description = description
        self.parameters = parameters

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "ok": False,
            "error_code": self.status,
            "description": self.description,
        }
        if self.parameters:
            body["parameters"] = self.parameters
        return body


def bad_request(what: str) -> ApiError:
    return ApiError(400, f"Bad Request: {what}")


class _HtmlText(HTMLParser):
    """Telegram's HTML: known tags only, properly nested; collects the plain text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.plain: list[str] = []
        self.open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            raise bad_request(f'can\'t parse entities: Unsupported start tag "{tag}"')
        self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            raise bad_request(f'can\'t parse entities: Unexpected end tag "{tag}"')
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.plain.append(data)


def plain_text(text: str, parse_mode: str | None) -> str:
    """The text a user sees: HTML checked and stripped when ``parse_mode`` is HTML."""
    if (parse_mode or "").upper() != "HTML":
        return text
    if re.search(r"&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)", text):
        raise bad_request("can't parse entities: Can't find end of the entity")
    parser = _HtmlText()
    parser.feed(text)
    parser.close()
    if parser.open:
        raise bad_request(
            f"can't parse entities: Can't find end tag corresponding to start "
            f'tag "{parser.open[-1]}"'
        )
    return "".join(parser.plain)


def check_text(text: str | None) -> str:
    if not text or not text.strip():
        raise bad_request("message text is empty")
    if len(text) > TEXT_LIMIT:
        raise bad_request("message is too long")
    return text


def check_caption(caption: str | None) -> None:
    if caption is not None and len(caption) > CAPTION_LIMIT:
        raise bad_request("message caption is too long")


def check_alert(text: str | None) -> None:
    if text is not None and len(text) > ALERT_LIMIT:
        raise bad_request("MESSAGE_TOO_LONG")


def check_keyboard(markup: Any, private: bool = True) -> dict[str, Any] | None:
    """An inline keyboard as Telegram limits it; other reply markups pass unchecked. A
    Mini App (``web_app``) button is for private chats only, and opens https pages only
    (plain http is let through on this machine, where the tests serve their boards)."""
    if markup is None:
        return None
    if not isinstance(markup, dict):
        raise bad_request("can't parse reply keyboard markup JSON object")
    rows = markup.get("inline_keyboard")
    if rows is None:
        return markup
    if sum(len(row) for row in rows) > BUTTONS_IN_ALL:
        raise bad_request("reply markup is too long")
    for row in rows:
        if len(row) > BUTTONS_PER_ROW:
            raise bad_request("too many buttons in a row")
        for button in row:
            if not button.get("text"):
                raise bad_request("BUTTON_TEXT_EMPTY")
            data = button.get("callback_data")
            if data is not None and not 1 <= len(data.encode()) <= CALLBACK_DATA_LIMIT:
                raise bad_request("BUTTON_DATA_INVALID")
            web_app = button.get("web_app")
            if web_app is not None:
                if not private:
                    raise bad_request("BUTTON_TYPE_INVALID")
                if not _web_app_url(str(web_app.get("url", ""))):
                    raise bad_request("BUTTON_URL_INVALID")
    return markup


def _web_app_url(url: str) -> bool:
    parts = urlsplit(url)
    loopback = parts.scheme == "http" and parts.hostname in ("127.0.0.1", "localhost")
    return (parts.scheme == "https" or loopback) and bool(parts.hostname)


def check_commands(commands: Any) -> list[dict[str, str]]:
    if not isinstance(commands, list) or len(commands) > 100:
        raise bad_request("BOT_COMMANDS_TOO_MUCH")
    for command in commands:
        if not COMMAND_NAME.match(str(command.get("command", ""))):
            raise bad_request("BOT_COMMAND_INVALID")
        if not 1 <= len(str(command.get("description", ""))) <= 256:
            raise bad_request("BOT_COMMAND_DESCRIPTION_INVALID")
    return commands


def picture_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG or GIF; JPEG passes with a nominal size; anything else
    is refused as Telegram refuses a picture it cannot decode."""
    if data.startswith(PNG_SIGNATURE) and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data.startswith(GIF_SIGNATURES):
        return int.from_bytes(data[6:8], "little"), int.from_bytes(data[8:10], "little")
    if data.startswith(JPEG_SIGNATURE):
        return 1, 1
    raise bad_request("IMAGE_PROCESS_FAILED")
