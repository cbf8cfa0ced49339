"""The commands of a chat's settings, languages and styles, and of the guide: one small
frozen dataclass per request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass

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
