"""``initData`` as Telegram signs it for a Mini App (the algorithm of
https://core.telegram.org/bots/webapps#validating-data-received-via-the-web-app), for
tests that sign in as a Telegram user with the test bot's token."""

from __future__ import annotations

import hashlib
import hmac
import json
from datetime import datetime
from urllib.parse import urlencode


def sign_init_data(
    token: str,
    user_id: int,
    first_name: str,
    *,
    auth_date: datetime,
    start_param: str | None = None,
    language_code: str | None = None,
    chat: int | None = None,
) -> str:
    """``chat``: the group the app was opened in from its attachment menu."""
    user: dict[str, object] = {"id": user_id, "first_name": first_name}
    if language_code:
        user["language_code"] = language_code
    fields = {
        "auth_date": str(int(auth_date.timestamp())),
        "query_id": "AAHdF6IQAAAAAN0XohDhrOrc",
        "user": json.dumps(user, separators=(",", ":")),
    }
    if start_param is not None:
        fields["start_param"] = start_param
    if chat is not None:
        fields["chat"] = json.dumps({"id": chat, "type": "supergroup", "title": "Dots club"},
                                    separators=(",", ":"))
    check = "\n".join(f"{key}={value}" for key, value in sorted(fields.items()))
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    fields["hash"] = hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()
    return urlencode(fields)


def tampered(init_data: str) -> str:
    """The same ``initData`` with its user's name changed and the hash kept."""
    return init_data.replace("first_name", "first_nam3", 1)
