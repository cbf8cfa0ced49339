"""A fake Discord (REST API and gateway) on 127.0.0.1 for the real discord.py client.

Start it, point the bot at ``fake.api_url`` (``DISCORD_API_URL``), and the client logs in,
takes the gateway address from ``GET /gateway/bot``, identifies each shard and receives
READY and GUILD_CREATE for the guilds of that shard. Tests then push interactions
(:meth:`FakeDiscord.slash`, :meth:`press`, :meth:`select`, :meth:`submit`) and await what the
bot sent with :meth:`next_call`. Every REST call is recorded (:class:`Call`: method, path,
JSON, files as bytes); gateway traffic from the client is recorded with method ``"WS"``.

Faults on demand: :meth:`fail` answers the next matching calls with 429 (``Retry-After``
header and the JSON body discord.py reads) or any other status. Every JSON answer carries
exactly ``Content-Type: application/json``: discord.py refuses ``; charset=utf-8``.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from aiohttp import web

from tests.support.fakes.discord_gateway import Gateway, GatewaySession
from tests.support.fakes.discord_interactions import (
    APPLICATION_COMMAND,
    BUTTON,
    COMPONENT,
    MODAL_SUBMIT,
    STRING_SELECT,
    FakeInteraction,
    OptionValue,
    command_data,
    component_data,
    interaction_payload,
    modal_data,
    text_mentions,
)
from tests.support.fakes.discord_limits import ChannelLimits
from tests.support.fakes.discord_messages import MessageStore, StoredMessage, read_body
from tests.support.fakes.discord_oauth import FakeOAuth
from tests.support.fakes.discord_payloads import (
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeUser,
    Snowflakes,
)
from tests.support.fakes.discord_records import Call, CallLog, fault_response, rate_limited
from tests.support.fakes.discord_routes import error, route
from tests.support.patience import PATIENCE

API_PREFIX = "/api/v10"
GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT = 1 << 9, 1 << 12, 1 << 15
# Interaction callbacks and webhooks carry their token in the path, not the bot's.
UNSIGNED = re.compile(r"^/(interactions|webhooks)/")


class FakeDiscord(CallLog):
    """Discord's REST API and gateway for one application and its bot user."""

    def __init__(self, *, shard_count: int = 1, heartbeat_ms: int = 41_250) -> None:
        super().__init__()
        self.ids = Snowflakes()
        self.shard_count = shard_count
        self.heartbeat_ms = heartbeat_ms
        self.application_id = self.ids()
        self.bot_user = FakeUser(self.application_id, "dots", "Dots", bot=True)
        self.token = "fake-token"
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.interactions: dict[str, FakeInteraction] = {}
        self.originals: dict[str, int | None] = {}  # webhook token -> @original message
        self.acknowledged: set[str] = set()
        self.deferred: set[str] = set()  # tokens answered with a defer
        self.modals: dict[str, dict[str, Any]] = {}
        self.messages = MessageStore(self.ids, self.bot_user, self._attachment_url)
        self.oauth = FakeOAuth(self.application_id)
        """The application's OAuth2, for an Activity's sign-in (its client secret too)."""
        self.activities = False
        """Activities are enabled for the application (else launching one is refused)."""
        self.limits = ChannelLimits()
        """Discord's per-channel limits on messages (:mod:`tests.support.fakes.discord_limits`)."""
        self.gateway = Gateway(
            hello=lambda: {"heartbeat_interval": self.heartbeat_ms},
            ready=self._ready,
            guilds=self._guilds_of,
            members=lambda guild_id: [m.payload() for m in self.guilds[guild_id].members.values()],
            record=self._record_ws,
        )
        self._runner: web.AppRunner | None = None
        self.url = ""

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{id}/{filename}", self._attachment)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._api)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_url(self) -> str:
        """What ``DISCORD_API_URL`` should be."""
        return self.url + API_PREFIX

    # -------------------------------------------------------------- the world
    def add_user(self, username: str, *, locale: str = "en-US") -> FakeUser:
        user = FakeUser(self.ids(), username, username.capitalize(), locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        shard: int = 0,
        channels: Sequence[str] = ("general",),
        locale: str = "en-US",
    ) -> FakeGuild:
        """A guild the bot is in, placed on ``shard`` of :attr:`shard_count`."""
        guild = FakeGuild(
            self.ids.for_shard(shard, self.shard_count), name, self.bot_user.id, locale=locale
        )
        self.guilds[guild.id] = guild
        self.join(guild, self.bot_user)
        for channel_name in channels:
            self._add_channel(FakeChannel(self.ids(), 0, channel_name, guild.id))
        return guild

    def join(
        self, guild: FakeGuild, user: FakeUser, *, permissions: int | None = None
    ) -> FakeMember:
        member = FakeMember(user, guild.id)
        if permissions is not None:
            member.permissions = permissions
        guild.members[user.id] = member
        return member

    def add_thread(
        self,
        parent: FakeChannel,
        name: str,
        *,
        private: bool = False,
        owner: FakeUser | None = None,
    ) -> FakeChannel:
        return self._add_channel(
            FakeChannel(
                self.ids(),
                12 if private else 11,
                name,
                parent.guild_id,
                parent.id,
                owner_id=owner.id if owner is not None else self.bot_user.id,
            )
        )

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The bot's DM channel with ``user``."""
        for channel in self.channels.values():
            if channel.type == 1 and channel.recipients == [user]:
                return channel
        return self._add_channel(FakeChannel(self.ids(), 1, recipients=[user]))

    def group_dm(self, *users: FakeUser) -> FakeChannel:
        """A group DM the bot is not a member of (reached through a user install)."""
        return self._add_channel(FakeChannel(self.ids(), 3, recipients=list(users)))

    def _add_channel(self, channel: FakeChannel) -> FakeChannel:
        self.channels[channel.id] = channel
        if channel.guild_id is not None:
            self.guilds[channel.guild_id].channels.append(channel)
        return channel

    def _guild_of(self, channel: FakeChannel) -> FakeGuild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id is not None else None

    # ----------------------------------------------------------------- gateway
    def _ready(self, session: GatewaySession) -> dict[str, Any]:
        return {
            "v": 10,
            "user": self.bot_user.payload(),
            "guilds": [{"id": str(g["id"]), "unavailable": True} for g in self._guilds_of(session)],
            "session_id": session.session_id,
            "resume_gateway_url": self.url.replace("http", "ws", 1) + "/gateway",
            "shard": list(session.shard),
            "application": {"id": str(self.application_id), "flags": 0},
        }

    def _guilds_of(self, session: GatewaySession) -> list[dict[str, Any]]:
        shard_id, count = session.shard
        return [g.payload() for g in self.guilds.values() if g.shard(count) == shard_id]

    def _session_for(self, guild: FakeGuild | None) -> GatewaySession:
        sessions = [s for s in self.gateway.sessions if s.live and s.ready.is_set()]
        for session in reversed(sessions):
            shard_id, count = session.shard
            if (guild.shard(count) if guild is not None else 0) == shard_id:
                return session
        raise AssertionError(f"no shard of the bot is connected for {guild or 'DMs'}")

    async def wait_shard(self, shard_id: int = 0, timeout: float = PATIENCE) -> GatewaySession:
        """Wait until ``shard_id`` has identified (or resumed) and received its guilds."""
        return await self.gateway.wait_shard(shard_id, timeout)

    async def dispatch(self, event: str, data: dict[str, Any], guild: FakeGuild | None) -> None:
        """Send a gateway event to the shard that owns ``guild`` (shard 0 for DMs)."""
        await self._session_for(guild).dispatch(event, data)

    async def drop_connection(self, shard_id: int = 0, code: int = 4000) -> None:
        """Close a shard's websocket as Discord does on trouble; the client resumes."""
        session = self.gateway.live_for_shard(shard_id)
        assert session is not None and session.ws is not None
        await session.ws.close(code=code)

    # ------------------------------------------------------------ interactions
    async def _interact(
        self,
        kind: int,
        data: dict[str, Any],
        who: FakeUser | FakeMember,
        channel: FakeChannel,
        *,
        locale: str | None = None,
        message: StoredMessage | None = None,
    ) -> FakeInteraction:
        guild = self._guild_of(channel)
        interaction_id, token = self.ids(), "tok_" + secrets.token_urlsafe(24)
        payload = interaction_payload(
            interaction_id=interaction_id,
            token=token,
            application_id=self.application_id,
            kind=kind,
            data=data,
            who=who,
            channel=channel,
            guild=guild,
            locale=locale,
            message=message.payload if message is not None else None,
        )
        user = who.user if isinstance(who, FakeMember) else who
        interaction = FakeInteraction(
            interaction_id,
            token,
            kind,
            channel.id,
            user,
            message.id if message is not None else None,
            payload,
        )
        self.interactions[token] = interaction
        await self.dispatch("INTERACTION_CREATE", payload, guild)
        return interaction

    async def slash(
        self,
        path: str | Sequence[str],
        who: FakeUser | FakeMember,
        channel: FakeChannel,
        options: Mapping[str, OptionValue] | None = None,
        *,
        locale: str | None = None,
    ) -> FakeInteraction:
        """A member (or a user, outside guilds) runs ``/path...`` with ``options``."""
        names = path.split() if isinstance(path, str) else list(path)
        guild = self._guild_of(channel)
        people = {**self.users, **(guild.members if guild is not None else {})}
        mentioned = text_mentions(options or {}, people)
        data = command_data(names, options or {}, self._command_id(names[0], channel.guild_id),
                            mentioned)
        return await self._interact(APPLICATION_COMMAND, data, who, channel, locale=locale)

    def _command_id(self, name: str, guild_id: int | None) -> int:
        for scope in (guild_id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name:
                    return int(command["id"])
        return self.ids()

    async def press(
        self,
        message: StoredMessage | int,
        custom_id: str,
        who: FakeUser | FakeMember,
        *,
        locale: str | None = None,
    ) -> FakeInteraction:
        """Press the button ``custom_id`` on a message (it must be there and enabled)."""
        return await self._use(message, custom_id, None, BUTTON, who, locale)

    async def select(
        self,
        message: StoredMessage | int,
        custom_id: str,
        values: Sequence[str],
        who: FakeUser | FakeMember,
        *,
        kind: int = STRING_SELECT,
        locale: str | None = None,
    ) -> FakeInteraction:
        """Choose ``values`` in the select menu ``custom_id`` of a message."""
        return await self._use(message, custom_id, values, kind, who, locale)

    async def _use(
        self,
        message: StoredMessage | int,
        custom_id: str,
        values: Sequence[str] | None,
        kind: int,
        who: FakeUser | FakeMember,
        locale: str | None,
    ) -> FakeInteraction:
        stored = self._component_message(message, custom_id)
        channel = self.channels[stored.channel_id]
        data = component_data(custom_id, values, kind)
        return await self._interact(COMPONENT, data, who, channel, locale=locale, message=stored)

    async def submit(
        self,
        opened_by: FakeInteraction,
        fields: Mapping[str, str],
        *,
        who: FakeUser | FakeMember | None = None,
    ) -> FakeInteraction:
        """Submit the modal the bot opened in answer to ``opened_by``."""
        modal = self.modals.get(opened_by.token)
        assert modal is not None, "the bot opened no modal for that interaction"
        return await self._interact(
            MODAL_SUBMIT,
            modal_data(modal["custom_id"], fields),
            who or opened_by.user,
            self.channels[opened_by.channel_id],
        )

    async def user_message(
        self, channel: FakeChannel, who: FakeUser, content: str
    ) -> StoredMessage:
        """Someone writes in a channel. As Discord does, MESSAGE_CREATE reaches the bot only
        with the guild (or direct) messages intent, and carries the content in a guild only
        with the message content intent or when it mentions the bot."""
        stored = self.messages.create(
            channel.id, {"content": content}, [], author=who, guild_id=channel.guild_id
        )
        guild = self._guild_of(channel)
        session = self._session_for(guild)
        data = dict(stored.payload)
        if guild is not None:
            member = guild.members[who.id].payload()
            member.pop("user")
            data["member"] = member
        named = [int(found) for found in re.findall(r"<@!?(\d+)>", content)]
        data["mentions"] = [self.users[n].payload() for n in dict.fromkeys(named)
                            if n in self.users]  # as Discord resolves them
        if not session.intents & (GUILD_MESSAGES if guild is not None else DIRECT_MESSAGES):
            return stored
        mentioned = self.bot_user.mention in content
        if guild is not None and not mentioned and not session.intents & MESSAGE_CONTENT:
            data |= {"content": "", "embeds": [], "attachments": [], "components": []}
        await session.dispatch("MESSAGE_CREATE", data)
        return stored

    async def guild_create(self, guild: FakeGuild) -> None:
        """Tell the bot about a guild it was just added to (GUILD_CREATE on its shard)."""
        await self.dispatch("GUILD_CREATE", guild.payload(joined=True), guild)

    def _component_message(self, message: StoredMessage | int, custom_id: str) -> StoredMessage:
        stored = message if isinstance(message, StoredMessage) else self.messages.get(message)
        component = stored.component(custom_id)
        assert component is not None, f"no component {custom_id!r} on message {stored.id}"
        assert not component.get("disabled"), f"{custom_id!r} is disabled"
        return stored

    async def answer_to(self, interaction: FakeInteraction, *, timeout: float = PATIENCE) -> Call:
        """The bot's callback to ``interaction`` (reply, defer, update or modal)."""
        return await self.next_call(
            "POST",
            f"^/interactions/{interaction.id}/{re.escape(interaction.token)}/callback$",
            timeout=timeout,
        )

    def original(self, interaction: FakeInteraction) -> StoredMessage:
        """The message that answers ``interaction`` (its ``@original``)."""
        message_id = self.originals.get(interaction.token)
        assert message_id is not None, "the interaction has no answer message"
        return self.messages.get(message_id)

    # -------------------------------------------------------------------- REST
    def _record_ws(self, op: str, data: dict[str, Any]) -> None:
        self.record(Call("WS", op, {}, data, []))

    def _attachment_url(self, attachment_id: int, filename: str) -> str:
        return f"{self.url}/attachments/{attachment_id}/{filename}"

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.messages.attachment_bytes(int(request.match_info["id"]))
        return web.Response(body=data) if data is not None else web.Response(status=404)

    async def _api(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        oauth = await self.oauth.answer(request, path)
        if oauth is not None:
            self.record(Call(request.method, path, dict(request.query), None, [],
                             status=oauth.status))
            return oauth
        payload, files = await read_body(request)
        call = Call(request.method, path, dict(request.query), payload, files)
        fault = self.fault_for(request.method, path)
        if fault is not None:
            response: web.Response = fault_response(fault)
        elif (
            not UNSIGNED.match(path) and request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            response = error(401, 0, "401: Unauthorized")
        else:
            bucket, retry_after = self.limits.take(request.method, path)
            if retry_after is not None:
                response = rate_limited(retry_after)
            else:
                response = await route(self, call)
            response.headers.update(bucket)
        call.status = response.status
        if response.content_type == "application/json" and isinstance(response.body, bytes):
            call.response = json.loads(response.body)
        call.headers = dict(response.headers)
        self.record(call)
        return response
