"""Who speaks and where: platform-neutral identities shared by the service and storage.

A platform is a short name ("telegram", "discord", "console"); ids are strings because
platforms disagree on their type and size.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass

from bot.text import clean_name


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A user account on one platform."""

    platform: str
    user_id: str


@dataclass(frozen=True, slots=True)
class ChatRef:
    """A chat, and a thread or topic inside it ("" when the platform has none)."""

    platform: str
    chat_id: str
    thread_id: str = ""


INLINE_PREFIX = "inline:"
"""Begins the chat id of a place that is one inline message (no chat id is known)."""


def inline_place(platform: str, message_id: str) -> ChatRef:
    """The place of the inline message ``message_id``: a chat of its own."""
    return ChatRef(platform, INLINE_PREFIX + message_id)


def inline_message(place: ChatRef) -> str | None:
    """The inline message a place is, or ``None`` for a chat."""
    if not place.chat_id.startswith(INLINE_PREFIX):
        return None
    return place.chat_id.removeprefix(INLINE_PREFIX)


def own_chat(chat: ChatRef) -> PlayerRef | None:
    """The person whose private chat with the bot ``chat`` may be (a private chat's id is
    its user's, as Telegram's is); a topic names nobody."""
    return None if chat.thread_id else PlayerRef(chat.platform, chat.chat_id)


@dataclass(frozen=True, slots=True)
class Actor:
    """The sender of an incoming event, as the adapter knows them.

    ``username`` is the handle others type after ``@`` (if the platform has one);
    ``locale`` is the language the user's client reports, used when neither they nor the
    chat chose one; ``is_admin`` says the platform counts them an administrator of the
    chat (the adapter sets it: a chat's admins, everyone in a private chat, the operator
    of the console), which is what changing ``/settings`` takes. ``place_locale`` is the
    language the platform says the place they write in uses (a Discord server's), for
    what the whole chat sees when its admins chose none.
    """

    platform: str
    user_id: str
    name: str
    username: str | None = None
    locale: str | None = None
    is_admin: bool = False
    place_locale: str | None = None
    alone: bool = False
    """They write where only they read: their private chat or DM with the bot, or the
    console (the adapter knows; a secret such as a link code is given only there)."""

    def __post_init__(self) -> None:
        # Names reach cards and pictures: no bidi overrides, no control characters, and a
        # length that leaves room on a card.
        object.__setattr__(self, "name", clean_name(self.name, self.username or self.user_id))

    @property
    def ref(self) -> PlayerRef:
        return PlayerRef(self.platform, self.user_id)


@dataclass(frozen=True, slots=True)
class Person:
    """One person across platforms: the accounts they linked (``/link``), the name they
    chose, and the account their ratings are kept under (``rating_account``, one of
    ``accounts``). An account never linked is a person of its own, with no row."""

    id: int
    name: str
    rating_account: PlayerRef
    accounts: tuple[PlayerRef, ...]


FORGOTTEN_PREFIX = "forgotten-"
"""Begins the id a forgotten account's finished games keep (``/forget``): a pseudonym,
the same for all the games of one person and nobody else's."""
FORGOTTEN_NAME = "\U0001f464"
"""Begins the name those games show instead of theirs (a person's silhouette, the same
in every language), followed by a few letters of the pseudonym."""


def process_owner() -> str:
    """A name for this process in the leases it takes (outbox rows, the computer's turns):
    its pid, for the operator, and a random part, unique across machines and restarts."""
    return f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
