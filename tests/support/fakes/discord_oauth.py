"""Discord's OAuth2, as an Activity's sign-in uses it: the Embedded App SDK's ``authorize``
gives the page a one-time code for the person using Discord (:meth:`FakeOAuth.code_for`,
handed to the fake SDK), the app's server trades it at ``POST /oauth2/token`` (a form with
the client id and secret) for a token, and reads the person at ``GET /users/@me`` with
``Authorization: Bearer <token>``. A code is good once; an unknown one, or wrong client
credentials, get Discord's ``invalid_grant`` / ``invalid_client`` (400 / 401)."""

from __future__ import annotations

import json
import secrets
from typing import TYPE_CHECKING

from aiohttp import web

if TYPE_CHECKING:
    from tests.support.fakes.discord_payloads import FakeUser

TOKEN_PATH = "/oauth2/token"


def _json(data: object, status: int = 200) -> web.Response:
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


class FakeOAuth:
    def __init__(self, client_id: int) -> None:
        self.client_id = str(client_id)
        self.secret = "client-secret-" + secrets.token_urlsafe(16)
        self.codes: dict[str, FakeUser] = {}
        self.tokens: dict[str, FakeUser] = {}
        self.traded: list[str] = []
        """The codes traded for a token, in order."""

    def code_for(self, user: FakeUser) -> str:
        """The code ``authorize`` gives a page ``user`` opened."""
        code = secrets.token_urlsafe(22)
        self.codes[code] = user
        return code

    async def answer(self, request: web.Request, path: str) -> web.Response | None:
        """Discord's answer to an OAuth2 request (``None``: not one)."""
        bearer = request.headers.get("Authorization", "")
        if path == TOKEN_PATH and request.method == "POST":
            return await self._token(request)
        if bearer.startswith("Bearer ") and path == "/users/@me":
            user = self.tokens.get(bearer.removeprefix("Bearer "))
            if user is None:
                return _json({"message": "401: Unauthorized", "code": 0}, 401)
            return _json(user.payload() | {"locale": user.locale})
        return None

    async def _token(self, request: web.Request) -> web.Response:
        form = await request.post()
        if (form.get("client_id"), form.get("client_secret")) != (self.client_id, self.secret):
            return _json({"error": "invalid_client"}, 401)
        code = str(form.get("code", ""))
        if form.get("grant_type") != "authorization_code" or code not in self.codes:
            return _json({"error": "invalid_grant",
                          "error_description": 'Invalid "code" in request.'}, 400)
        user = self.codes.pop(code)
        self.traded.append(code)
        token = secrets.token_urlsafe(24)
        self.tokens[token] = user
        return _json({"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                      "refresh_token": secrets.token_urlsafe(24), "scope": "identify"})
