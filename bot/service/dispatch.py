"""The pieces of the service's one dispatch (the table itself is
:meth:`bot.service.service.GameService.dispatch`'s): what runs a command, and the two
shapes of use case it runs.

A use case that changes something takes ``(event, chat, actor, command)``, the event being
its idempotency key; one that only reads takes ``(chat, actor, command)``. Each is looked
up on its feature when it runs, so a use case replaced on its feature (as a test replaces
one to make it fail) is the one that runs."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.identity import Actor, ChatRef
from bot.service.answer import Result

Handler = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
"""Runs one command: the event's key, the chat, who asks, and the command."""
Handlers = dict[type, Handler]
Change = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
Read = Callable[[ChatRef, Actor, Any], Awaitable[Result]]


def changing(feature: object, name: str) -> Handler:
    """Runs the use case ``name`` of ``feature``, which changes something."""

    async def run(event: str, chat: ChatRef, actor: Actor, command: Any) -> Result:
        change: Change = getattr(feature, name)
        return await change(event, chat, actor, command)

    return run


def reading(feature: object, name: str) -> Handler:
    """Runs the use case ``name`` of ``feature``, which only reads."""

    async def run(event: str, chat: ChatRef, actor: Actor, command: Any) -> Result:
        read: Read = getattr(feature, name)
        return await read(chat, actor, command)

    return run
