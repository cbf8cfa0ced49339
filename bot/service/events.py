"""Events applied at most once: the guard every changing use case runs under, and the
transaction an event begins.

A use case that changes something takes ``(event, chat, actor, ...)``, the event being the
platform's update or interaction id: its idempotency key. The feature holding it keeps an
:class:`EventGuard` as ``guard``."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import AsyncIterator, Callable, Coroutine
from datetime import datetime
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, duplicate
from bot.service.answers.placing import Placing
from bot.service.answers.replies import Status
from bot.service.chats.languages import Languages
from bot.service.faults import STORAGE_FAULTS, count_storage_error, fault_result
from bot.storage.protocol import Storage, Transaction


class EventGuard:
    """What applying an event at most once needs: the event keys in storage, the asker's
    language, and the chat's for what the whole chat sees."""

    def __init__(self, storage: Storage, langs: Languages, placing: Placing) -> None:
        self.storage = storage
        self.langs = langs
        self.placing = placing
        self.default_lang = langs.default

    async def language(self, actor: Actor, chat: ChatRef | None = None) -> str:
        return await self.langs.language(actor, chat)

    def match_language(self, code: str | None) -> str | None:
        return self.langs.match_language(code)


class Guarded(Protocol):
    guard: EventGuard


S = TypeVar("S", bound=Guarded)
P = ParamSpec("P")
EventMethod = Callable[Concatenate[S, str, ChatRef, Actor, P], Coroutine[Any, Any, Result]]


def idempotent(method: EventMethod[S, P]) -> EventMethod[S, P]:
    """Apply an event at most once: a key seen before, or seen by the time a refusal is
    ready (the same event won a race elsewhere), answers DUPLICATE and says nothing.

    A storage fault (busy, full, damaged) becomes a reply that says whether the event was
    saved (:mod:`bot.service.faults`)."""

    @functools.wraps(method)
    async def wrapper(
        self: S, event: str, chat: ChatRef, actor: Actor, /, *args: P.args, **kwargs: P.kwargs
    ) -> Result:
        guard = self.guard
        try:
            if await guard.storage.event_seen(event):
                return duplicate(await guard.language(actor, chat))
            result = await method(self, event, chat, actor, *args, **kwargs)
            if result.status is Status.ERROR and await guard.storage.event_seen(event):
                return duplicate(result.lang)
            result = await guard.placing.for_the_chat(result, chat)
        except STORAGE_FAULTS as error:
            count_storage_error(error)
            return await fault_result(guard, event, chat, actor, error)
        return result

    return wrapper


@contextlib.asynccontextmanager
async def acting(
    storage: Storage, event: str, actor: Actor, now: datetime
) -> AsyncIterator[Transaction]:
    """The transaction of ``event``, begun by recording the actor's name and username as of
    ``now`` (raises ``DuplicateEvent`` for an event seen before)."""
    async with storage.transaction(event) as tx:
        await tx.upsert_user(actor.ref, actor.name, actor.username, now)
        yield tx
