"""Storage faults told as they are: whether an event was saved is read from its key.

An event's key is written in the same transaction as its effect, so after a fault the key
says whether the effect is in: not saved (try again), saved but not shown (a fault came
after the commit, e.g. while the computer answered), or not known (the key itself could
not be read).
"""

from __future__ import annotations

import logging
from typing import Protocol

from bot.identity import Actor, ChatRef
from bot.metrics import METRICS
from bot.service.answers.answer import Result
from bot.service.answers.replies import Audience, Reply, Status
from bot.storage.protocol import (
    Storage,
    StorageDamaged,
    StorageError,
    StorageFull,
    StorageUnavailable,
)

log = logging.getLogger(__name__)

STORAGE_FAULTS = (StorageUnavailable, StorageFull, StorageDamaged)
"""Storage failures that are nobody's mistake and say nothing about the request."""


def count_storage_error(error: BaseException) -> None:
    """A use case or a background loop met ``error``; a storage fault is counted by its class
    (``StorageUnavailable``, ``StorageFull``, ...), anything else is not a storage error."""
    if isinstance(error, StorageError):
        METRICS.storage_errors.inc(kind=type(error).__name__)


class Answering(Protocol):
    storage: Storage
    default_lang: str

    async def language(self, actor: Actor, chat: ChatRef | None = None) -> str: ...

    def match_language(self, code: str | None) -> str | None: ...


def fault_cause(error: StorageError) -> str:
    """The ``cause`` of the storage-fault replies: busy, full or damaged."""
    if isinstance(error, StorageFull):
        return "full"
    if isinstance(error, StorageDamaged):
        return "damaged"
    return "busy"


async def fault_result(
    service: Answering, event: str, chat: ChatRef, actor: Actor, error: StorageError
) -> Result:
    """The answer to an event whose handling met ``error``."""
    log.warning("event %s: storage fault: %s", event, error)
    cause = fault_cause(error)
    try:
        saved: bool | None = await service.storage.event_seen(event)
    except StorageError:
        saved = None
    try:
        lang = await service.language(actor, chat)
    except StorageError:
        lang = service.match_language(actor.locale) or service.default_lang
    if saved:
        reply = Reply("error-saved-not-shown", {"cause": cause})
        return Result(Status.OK, lang, (reply,), audience=Audience.SENDER)
    key = "error-not-saved" if saved is False else "error-maybe-saved"
    retry = isinstance(error, StorageUnavailable)  # the event key makes a second try safe
    return Result(Status.ERROR, lang, (Reply(key, {"cause": cause}),), retry=retry)
