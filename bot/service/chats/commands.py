"""The commands of a chat's settings, languages and styles, and of the guide: one small
frozen dataclass per request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.service.chats.setting_change import SettingChange


@dataclass(frozen=True, slots=True)
class Help:
    pass


@dataclass(frozen=True, slots=True)
class ShowRules:
    pass


@dataclass(frozen=True, slots=True)
class Configure:
    """``/settings``: without ``key`` the chat's settings; with it, the words of a change
    (read by the settings use case, which knows the languages and who may)."""

    key: str | None = None
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ChangeSetting:
    """A change of one setting, typed (what an adapter with its own options makes)."""

    change: SettingChange


@dataclass(frozen=True, slots=True)
class SetLanguage:
    code: str | None = None


@dataclass(frozen=True, slots=True)
class SetStyle:
    """``/style``: show the sender's picture style, or choose it (the word as typed,
    checked by the service)."""

    word: str | None = None


@dataclass(frozen=True, slots=True)
class MoveChat:
    """The chat the command is run in got a new id (a Telegram group became a
    supergroup): its games, challenges, settings and ratings follow it."""

    new_id: str


@dataclass(frozen=True, slots=True)
class Words:
    """Words of the catalog for the asker, in the language the service decides for them
    (a form's title, a greeting). Asking changes nothing, not even whose language the
    chat follows."""

    keys: tuple[str, ...]
    args: Mapping[str, str | int] = field(default_factory=dict)
