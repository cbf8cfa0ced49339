"""A request's JSON body, read whole and bounded: refused unread when it says it is too
big, refused when what arrives is (413), and refused when it is not JSON (400)."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from bot.web.auth import WebRefused

MAX_BODY = 1024
"""What the page sends is a few dozen bytes; anything much larger is refused."""


async def json_body(request: web.Request, limit: int = MAX_BODY) -> Any:
    """The body as JSON. Read to its end, however many reads it takes to arrive (the
    server's own ``client_max_size`` bounds a body that does not say its length)."""
    if (request.content_length or 0) > limit:
        raise WebRefused(413, "error-web-too-big", "too-big")
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise WebRefused(413, "error-web-too-big", "too-big") from None
    if len(raw) > limit:
        raise WebRefused(413, "error-web-too-big", "too-big")
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise WebRefused(400, "web-error", "bad-request") from None
