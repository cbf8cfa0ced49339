"""The pieces of the service's one dispatch (the table itself is
:meth:`bot.service.service.GameService._table`): a table from each command type to the
bound method of the feature that runs it, typed so that the checker sees each command
reach a method that takes it.

A use case that changes something takes ``(event, chat, actor, command)``, the event being
its idempotency key (:meth:`Handlers.change`); one that only reads takes ``(chat, actor,
command)`` (:meth:`Handlers.read`). ``table.change(Move, play.move)`` is refused by
``mypy`` unless ``play.move`` takes a ``Move``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result
from bot.service.commands import Command

C = TypeVar("C", bound=Command)

Change = Callable[[str, ChatRef, Actor, C], Awaitable[Result]]
"""A use case that changes something: the event's key, the chat, who asks, the command."""
Read = Callable[[ChatRef, Actor, C], Awaitable[Result]]
"""A use case that only reads: the chat, who asks, the command."""


class Handlers:
    """The table: each command type and the use case that runs it (one a type). Each entry
    is added by a call of its own, so that the checker matches the command type with the
    method."""

    def __init__(self) -> None:
        self.routes: dict[type, Change[Any]] = {}

    def change(self, kind: type[C], use_case: Change[C]) -> None:
        """``kind`` runs ``use_case``, which changes something."""
        if kind in self.routes:
            raise ValueError(f"{kind.__name__} has two use cases")
        self.routes[kind] = use_case

    def read(self, kind: type[C], use_case: Read[C]) -> None:
        """``kind`` runs ``use_case``, which only reads (it is given no event)."""

        async def run(event: str, chat: ChatRef, actor: Actor, command: C) -> Result:
            return await use_case(chat, actor, command)

        self.change(kind, run)

    def __iter__(self) -> Iterator[type]:
        return iter(self.routes)

    async def run(self, event: str, chat: ChatRef, actor: Actor, command: Command) -> Result:
        return await self.routes[type(command)](event, chat, actor, command)
