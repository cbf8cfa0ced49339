"""Who opens the web board as the application's Activity inside Discord.

The page asks Discord's Embedded App SDK to ``authorize`` (scope ``identify``) and posts
the one-time code it gets to the board's server (:mod:`bot.web.gate`), which trades it here
at Discord's OAuth2 token endpoint, with the application's client secret, for the person's
token, and reads who they are (``/users/@me``). The page is then given credentials of the
board's own: the person, when Discord vouched for them and the place the page says it is
in, sealed under a key made from the client secret. It asks with ``Authorization: Discord
<credentials>`` from then on, as a Mini App asks with ``tma <initData>``, and the service
refuses them once too old (:data:`bot.service.places.web_board.SIGN_IN_MAX_AGE`).

Neither the code, the token, the credentials nor the secret is ever logged: nothing here
logs them (a refusal names only Discord's status, a failure only its kind), and the secret
is kept out of the log besides (:func:`bot.log_secrets.keep_out_of_log`; a person's token,
used once and dropped, is not added there: the filter would grow with every sign-in)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

import aiohttp

from bot.discord.places import NAME, chat_of
from bot.identity import Actor, ChatRef
from bot.log_secrets import keep_out_of_log
from bot.service import LinkRefused, Seal, Viewer

log = logging.getLogger(__name__)

MAX_CODE = 256
"""Longer codes are refused unsent (Discord's are about 30 characters)."""
SECONDS = 10.0
"""How long Discord may take to answer each of the two requests."""
SCOPES = ("identify",)
"""What the page asks the person to allow: who they are, nothing more."""


def _snowflake(value: object) -> str | None:
    text = str(value or "")
    return text if text.isascii() and text.isdigit() and len(text) <= 20 else None


class ActivitySignIn:
    """The Activity's sign-in: a code traded once (:meth:`exchange`), then the credentials
    it gave checked on every request (calling the object: a
    :data:`bot.platforms.SignIn`)."""

    def __init__(
        self, client_id: str, secret: str, api_url: str, *, sdk: str,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        keep_out_of_log(secret)
        self._client_id = client_id
        self._secret = secret
        self._api = api_url.rstrip("/")
        self._seal = Seal(secret.encode(), b"dots discord activity sign-ins")
        self._now = now
        self.page = {"client_id": client_id, "sdk": sdk, "scope": " ".join(SCOPES)}
        """What the page needs to ask Discord for a code."""

    def __call__(self, credentials: str) -> Viewer | None:
        """The person ``credentials`` name, as of when Discord vouched for them (``None``:
        not sealed here)."""
        try:
            fields = self._seal.open(credentials)
        except LinkRefused:
            return None
        if (not isinstance(fields, list) or len(fields) != 5
                or not all(isinstance(f, str) for f in fields[:2])
                or not isinstance(fields[2], int)):
            return None
        user_id, locale, signed_at, guild, channel = fields
        actor = Actor(NAME, user_id, user_id, locale=locale or None)
        place = _place(guild, channel)
        return Viewer(actor, signed=datetime.fromtimestamp(signed_at, UTC), place=place)

    async def exchange(self, code: str, place: Mapping[str, str]) -> str | None:
        """The credentials for whoever Discord gave ``code`` to (``None``: Discord does not
        know the code, or did not answer)."""
        if not code or len(code) > MAX_CODE or not code.isascii():
            return None
        try:
            user = await self._user(code)
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            log.info("Discord did not confirm an Activity's sign-in: %s", type(error).__name__)
            return None
        user_id = _snowflake(user.get("id")) if user is not None else None
        if user is None or user_id is None:
            return None
        locale = user.get("locale")
        signed = int(self._now().timestamp())
        guild, channel = _snowflake(place.get("guild")), _snowflake(place.get("channel"))
        fields: list[object] = [user_id, locale if isinstance(locale, str) else "", signed,
                                guild, channel]
        return self._seal.close(fields)

    async def _user(self, code: str) -> dict[str, Any] | None:
        """Discord's user for ``code``: the token it is traded for, then ``/users/@me``."""
        form = {"client_id": self._client_id, "client_secret": self._secret,
                "grant_type": "authorization_code", "code": code}
        timeout = aiohttp.ClientTimeout(total=SECONDS)
        async with aiohttp.ClientSession(timeout=timeout) as http:
            async with http.post(f"{self._api}/oauth2/token", data=form) as answer:
                if answer.status != 200:
                    log.info("Discord refused an Activity's sign-in code: %d", answer.status)
                    return None
                granted = await answer.json()
            token = granted.get("access_token") if isinstance(granted, dict) else None
            if not isinstance(token, str) or not token:
                return None
            headers = {"Authorization": f"Bearer {token}"}
            async with http.get(f"{self._api}/users/@me", headers=headers) as answer:
                if answer.status != 200:
                    log.info("Discord did not say who signed in: %d", answer.status)
                    return None
                user = await answer.json()
        return user if isinstance(user, dict) else None


def _place(guild: object, channel: object) -> ChatRef | None:
    """The channel the page said it was in, named as the adapter names it."""
    if not isinstance(channel, str):
        return None
    return chat_of(int(channel), int(guild) if isinstance(guild, str) else None)
