"""INTERACTION_CREATE payloads the fake pushes: slash commands, buttons, selects, modals.

Options of a slash command are given as a mapping, their Discord type taken from the
Python value (``bool`` 5, ``int`` 4, ``float`` 10, ``str`` 3, a user or member 6 with its
``resolved`` data); a command path ``("dots", "move")`` nests them under a subcommand. The
people a text option mentions (``<@id>``, as the client writes a mention picked there) come
in the ``resolved`` data too, as Discord sends them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tests.support.fakes.discord_payloads import FakeChannel, FakeGuild, FakeMember, FakeUser

PING, APPLICATION_COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
BUTTON, STRING_SELECT, USER_SELECT = 2, 3, 5
TEXT_INPUT = 4
ATTACHMENT_LIMIT = 10 * 1024 * 1024

OptionValue = str | int | float | bool | FakeUser | FakeMember


@dataclass
class FakeInteraction:
    """An interaction the fake pushed: what a test needs to find its answers."""

    id: int
    token: str
    type: int
    channel_id: int
    user: FakeUser
    message_id: int | None
    payload: dict[str, Any]


def option_payload(
    name: str, value: OptionValue, resolved: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    if isinstance(value, FakeMember):
        resolved.setdefault("users", {})[str(value.id)] = value.user.payload()
        member = value.payload(with_permissions=True)
        member.pop("user")
        resolved.setdefault("members", {})[str(value.id)] = member
        return {"name": name, "type": 6, "value": str(value.id)}
    if isinstance(value, FakeUser):
        resolved.setdefault("users", {})[str(value.id)] = value.payload()
        return {"name": name, "type": 6, "value": str(value.id)}
    if isinstance(value, str):
        kind = 3
    elif isinstance(value, bool):  # before int: a bool is an int too
        kind = 5
    else:
        kind = 4 if isinstance(value, int) else 10
    return {"name": name, "type": kind, "value": value}


MENTION = re.compile(r"<@!?(\d+)>")


def text_mentions(
    options: Mapping[str, OptionValue], people: Mapping[int, FakeUser | FakeMember]
) -> list[FakeUser | FakeMember]:
    """The known people the text options mention, as members where they are ones."""
    return [people[int(found)] for value in options.values() if isinstance(value, str)
            for found in MENTION.findall(value) if int(found) in people]


def command_data(
    path: Sequence[str], options: Mapping[str, OptionValue], command_id: int,
    mentioned: Sequence[FakeUser | FakeMember] = (),
) -> dict[str, Any]:
    """``data`` of a chat-input command: the top name, nested subcommands, typed options
    (and the people ``mentioned`` in its text options, resolved)."""
    resolved: dict[str, dict[str, Any]] = {}
    for person in mentioned:
        option_payload("", person, resolved)
    leaf = [option_payload(name, value, resolved) for name, value in options.items()]
    nested = leaf
    for depth, name in reversed(list(enumerate(path[1:], start=1))):
        kind = 1 if depth == len(path) - 1 else 2  # subcommand, or a group of them
        nested = [{"name": name, "type": kind, "options": nested}]
    data: dict[str, Any] = {"id": str(command_id), "name": path[0], "type": 1, "options": nested}
    if resolved:
        data["resolved"] = resolved
    return data


def component_data(custom_id: str, values: Sequence[str] | None, kind: int) -> dict[str, Any]:
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
    if values is not None:
        data["values"] = list(values)
    return data


def modal_data(custom_id: str, fields: Mapping[str, str]) -> dict[str, Any]:
    """A submitted modal: one action row per text input, as classic modals arrive."""
    rows = [
        {"type": 1, "components": [{"type": TEXT_INPUT, "custom_id": key, "value": value}]}
        for key, value in fields.items()
    ]
    return {"custom_id": custom_id, "components": rows}


def interaction_payload(
    *,
    interaction_id: int,
    token: str,
    application_id: int,
    kind: int,
    data: dict[str, Any],
    who: FakeUser | FakeMember,
    channel: FakeChannel,
    guild: FakeGuild | None,
    locale: str | None,
    message: dict[str, Any] | None,
) -> dict[str, Any]:
    """The whole INTERACTION_CREATE: member in a guild, user elsewhere (DMs, user installs)."""
    user = who.user if isinstance(who, FakeMember) else who
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(application_id),
        "type": kind,
        "data": data,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "channel": channel.payload(),
        "locale": locale or user.locale,
        "app_permissions": str((1 << 53) - 1),
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_LIMIT,
    }
    if guild is not None:
        member = who if isinstance(who, FakeMember) else guild.members[user.id]
        payload |= {
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
            "guild_locale": guild.locale,
            "member": member.payload(with_permissions=True),
            "context": 0,
            "authorizing_integration_owners": {"0": str(guild.id)},
        }
    else:
        payload |= {
            "user": user.payload(),
            "context": 1 if channel.type == 1 else 2,
            "authorizing_integration_owners": {"1": str(user.id)},
        }
    if message is not None:
        payload["message"] = message
    return payload
