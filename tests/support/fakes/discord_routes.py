"""The REST endpoints of the fake Discord, as a table of (method, path pattern, handler).

Interaction callbacks follow Discord's rules: one callback per interaction (a second one
is refused with code 40060), ``?with_response=1`` answered with ``{"interaction": ...,
"resource": {"type": ..., "message": ...}}``; followups and ``@original`` go through
``/webhooks/{application}/{token}``. A known trap is kept: after a defer, editing the answer
so that a media gallery shows a file uploaded by that edit fails with 400.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.support.fakes.discord_components import components_refusal
from tests.support.fakes.discord_interactions import APPLICATION_COMMAND
from tests.support.fakes.discord_messages import StoredMessage
from tests.support.fakes.discord_payloads import EPHEMERAL, LOADING, FakeChannel

if TYPE_CHECKING:
    from tests.support.fakes.discord_api import FakeDiscord
    from tests.support.fakes.discord_records import Call

Handler = Callable[["FakeDiscord", "Call", re.Match[str]], Awaitable[web.Response]]

CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL, LAUNCH_ACTIVITY = 8, 9, 12
MEDIA_GALLERY = 12


def json_response(
    data: Any, status: int = 200, headers: Mapping[str, str] | None = None
) -> web.Response:
    """JSON with exactly ``Content-Type: application/json`` (no charset)."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def error(status: int, code: int, message: str) -> web.Response:
    return json_response({"message": message, "code": code}, status)


def no_content() -> web.Response:
    return web.Response(status=204)


ROUTES: list[tuple[str, re.Pattern[str], Handler]] = []


def endpoint(method: str, pattern: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        ROUTES.append((method, re.compile(f"^{pattern}$"), handler))
        return handler

    return register


async def route(fake: FakeDiscord, call: Call) -> web.Response:
    body = call.json if isinstance(call.json, dict) else {}
    sent = body.get("data") if call.path.endswith("/callback") else body
    refusal = components_refusal(sent) if isinstance(sent, dict) else None
    if refusal is not None and call.method in ("POST", "PATCH"):
        return error(400, 50035, f"Invalid Form Body: {refusal}")
    for method, pattern, handler in ROUTES:
        match = pattern.match(call.path)
        if match is not None and method == call.method:
            return await handler(fake, call, match)
    return error(404, 0, f"404: Not Found ({call.method} {call.path})")


# --------------------------------------------------------------------- login, gateway
@endpoint("GET", "/gateway/bot")
async def gateway_bot(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    return json_response(
        {
            "url": fake.url.replace("http", "ws", 1) + "/gateway",
            "shards": fake.shard_count,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }
    )


@endpoint("GET", "/users/@me")
async def me(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    return json_response(fake.bot_user.payload() | {"verified": True, "mfa_enabled": False})


@endpoint("GET", "/(?:oauth2/)?applications/@me")
async def application(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    return json_response(
        {
            "id": str(fake.application_id),
            "name": "Dots",
            "description": "Dots in Discord",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": fake.bot_user.payload(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "summary": "",
        }
    )


# ------------------------------------------------------------------ application commands
@endpoint("GET", r"/applications/(\d+)(?:/guilds/(\d+))?/commands")
async def get_commands(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    guild = int(match[2]) if match[2] else None
    return json_response(fake.commands.get(guild, []))


@endpoint("PUT", r"/applications/(\d+)(?:/guilds/(\d+))?/commands")
async def put_commands(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    """Bulk overwrite: the list sent becomes the commands, each with an id."""
    if int(match[1]) != fake.application_id:
        return error(403, 50001, "Missing Access")
    guild = int(match[2]) if match[2] else None
    stored = []
    for command in call.json or []:
        stored.append(
            {
                "id": str(fake.ids()),
                "application_id": str(fake.application_id),
                "version": str(fake.ids()),
                "type": 1,
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                "name_localizations": {},
                "description_localizations": {},
                **({"guild_id": str(guild)} if guild else {}),
                **command,
            }
        )
    fake.commands[guild] = stored
    return json_response(stored)


# -------------------------------------------------------------------------- channels
@endpoint("GET", r"/channels/(\d+)")
async def get_channel(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    channel = fake.channels.get(int(match[1]))
    return json_response(channel.payload()) if channel else error(404, 10003, "Unknown Channel")


@endpoint("POST", "/users/@me/channels")
async def open_dm(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    user = fake.users.get(int(call.json["recipient_id"]))
    if user is None:
        return error(400, 50007, "Cannot send messages to this user")
    return json_response(fake.dm_channel(user).payload())


@endpoint("POST", r"/channels/(\d+)/messages")
async def send_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    channel = fake.channels.get(int(match[1]))
    if channel is None:
        return error(404, 10003, "Unknown Channel")
    if channel.type == 3:
        return error(403, 50001, "Missing Access")  # the bot is no member of group DMs
    stored = fake.messages.create(
        channel.id, call.json or {}, call.files, guild_id=channel.guild_id
    )
    return json_response(stored.payload)


@endpoint("GET", r"/channels/(\d+)/messages/(\d+)")
async def get_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    stored = fake.messages.find(int(match[2]), int(match[1]))
    return json_response(stored.payload) if stored else error(404, 10008, "Unknown Message")


@endpoint("PATCH", r"/channels/(\d+)/messages/(\d+)")
async def edit_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    stored = fake.messages.find(int(match[2]), int(match[1]))
    if stored is None:
        return error(404, 10008, "Unknown Message")
    fake.messages.edit(stored, call.json or {}, call.files)
    return json_response(stored.payload)


@endpoint("DELETE", r"/channels/(\d+)/messages/(\d+)")
async def delete_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    stored = fake.messages.find(int(match[2]), int(match[1]))
    if stored is None:
        return error(404, 10008, "Unknown Message")
    stored.deleted = True
    return no_content()


@endpoint("POST", r"/channels/(\d+)(?:/messages/(\d+))?/threads")
async def start_thread(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    parent = fake.channels.get(int(match[1]))
    if parent is None or parent.type != 0:
        return error(404, 10003, "Unknown Channel")
    private = (call.json or {}).get("type") == 12 and match[2] is None
    thread = fake.add_thread(parent, (call.json or {}).get("name", "thread"), private=private)
    if match[2]:
        thread.id = int(match[2])  # a thread started from a message shares its id
        fake.channels[thread.id] = thread
    data = thread.payload()
    await fake.dispatch(
        "THREAD_CREATE",
        data | {"newly_created": True},
        fake.guilds[thread.guild_id] if thread.guild_id else None,
    )
    return json_response(data)


@endpoint("GET", r"/guilds/(\d+)/members/(\d+)")
async def get_member(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    guild = fake.guilds.get(int(match[1]))
    member = guild.members.get(int(match[2])) if guild else None
    return json_response(member.payload()) if member else error(404, 10007, "Unknown Member")


# ---------------------------------------------------------------------- interactions
def _reply_extra(fake: FakeDiscord, token: str) -> dict[str, Any]:
    interaction = fake.interactions[token]
    return {
        "webhook_id": str(fake.application_id),
        "application_id": str(fake.application_id),
        "type": 20 if interaction.type == APPLICATION_COMMAND else 0,
        "interaction_metadata": {
            "id": str(interaction.id),
            "type": interaction.type,
            "user": interaction.user.payload(),
            "authorizing_integration_owners": interaction.payload.get(
                "authorizing_integration_owners", {}
            ),
        },
    }


def _create_reply(fake: FakeDiscord, call: Call, token: str, body: dict[str, Any]) -> StoredMessage:
    """A message answering an interaction; in a group DM too, as interactions may."""
    interaction = fake.interactions[token]
    channel: FakeChannel = fake.channels[interaction.channel_id]
    return fake.messages.create(
        channel.id, body, call.files, guild_id=channel.guild_id, extra=_reply_extra(fake, token)
    )


@endpoint("POST", r"/interactions/(\d+)/([^/]+)/callback")
async def callback(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    token = match[2]
    interaction = fake.interactions.get(token)
    if interaction is None or interaction.id != int(match[1]):
        return error(404, 10062, "Unknown interaction")
    if token in fake.acknowledged:
        return error(400, 40060, "Interaction has already been acknowledged.")
    kind = int(call.json["type"])
    if kind == LAUNCH_ACTIVITY and not fake.activities:
        return error(400, 50035, "Invalid Form Body: the application has no Activity")
    fake.acknowledged.add(token)
    data: dict[str, Any] = call.json.get("data") or {}
    if kind in (DEFERRED_MESSAGE, DEFERRED_UPDATE):
        fake.deferred.add(token)
    message: StoredMessage | None = None
    if kind == CHANNEL_MESSAGE:
        message = _create_reply(fake, call, token, data)
    elif kind == DEFERRED_MESSAGE:
        flags = LOADING | (data.get("flags", 0) & EPHEMERAL)
        message = _create_reply(fake, call, token, {"flags": flags})
    elif kind in (UPDATE_MESSAGE, DEFERRED_UPDATE):
        if interaction.message_id is None:
            return error(400, 50035, "Invalid Form Body: not a component interaction")
        message = fake.messages.get(interaction.message_id)
        if kind == UPDATE_MESSAGE:
            fake.messages.edit(message, data, call.files)
    elif kind == MODAL:
        fake.modals[token] = data
    fake.originals[token] = message.id if message is not None else None
    answer: dict[str, Any] = {
        "interaction": {
            "id": str(interaction.id),
            "type": interaction.type,
            "response_message_id": str(message.id) if message else None,
            "response_message_loading": kind == DEFERRED_MESSAGE,
            "response_message_ephemeral": bool(message and message.ephemeral),
        },
        "resource": {"type": kind},
    }
    if message is not None and kind != DEFERRED_UPDATE:
        answer["resource"]["message"] = message.payload
    if kind == LAUNCH_ACTIVITY:
        answer["resource"]["activity_instance"] = {"id": f"i-{interaction.id}"}
    return json_response(answer)


def gallery_shows_upload(call: Call) -> bool:
    """Whether a media gallery in the body points at ``attachment://`` a file uploaded now."""
    uploaded = {f"attachment://{file.filename}" for file in call.files}
    stack = list((call.json or {}).get("components", []))
    while stack:
        item = stack.pop()
        stack.extend(item.get("components", []))
        for media in item.get("items", []) if item.get("type") == MEDIA_GALLERY else []:
            if media.get("media", {}).get("url") in uploaded:
                return True
    return False


def _webhook_message(fake: FakeDiscord, token: str, which: str) -> StoredMessage | None:
    if token not in fake.interactions:
        return None
    if which == "@original":
        original = fake.originals.get(token)
        return fake.messages.find(original) if original is not None else None
    stored = fake.messages.find(int(which))
    return stored if stored and stored.payload.get("webhook_id") else None


@endpoint("POST", r"/webhooks/(\d+)/([^/]+)")
async def followup(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    token = match[2]
    if token not in fake.interactions or token not in fake.acknowledged:
        return error(404, 10015, "Unknown Webhook")
    stored = _create_reply(fake, call, token, call.json or {})
    return json_response(stored.payload)


@endpoint("GET", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)")
async def get_webhook_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    stored = _webhook_message(fake, match[2], match[3])
    return json_response(stored.payload) if stored else error(404, 10008, "Unknown Message")


@endpoint("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)")
async def edit_webhook_message(fake: FakeDiscord, call: Call, match: re.Match[str]) -> web.Response:
    stored = _webhook_message(fake, match[2], match[3])
    if stored is None:
        return error(404, 10008, "Unknown Message")
    if match[2] in fake.deferred and gallery_shows_upload(call):
        # discord-api-docs #7529: after a deferred answer, an edit whose media gallery shows
        # a file uploaded with that same edit is refused.
        return error(400, 50035, "Invalid Form Body: components: unknown media")
    body = dict(call.json or {})
    if stored.payload.get("flags", 0) & LOADING:  # the deferred answer arrives
        body["flags"] = (stored.payload["flags"] & ~LOADING) | body.get("flags", 0)
    fake.messages.edit(stored, body, call.files)
    return json_response(stored.payload)


@endpoint("DELETE", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)")
async def delete_webhook_message(
    fake: FakeDiscord, call: Call, match: re.Match[str]
) -> web.Response:
    stored = _webhook_message(fake, match[2], match[3])
    if stored is None:
        return error(404, 10008, "Unknown Message")
    stored.deleted = True
    return no_content()
