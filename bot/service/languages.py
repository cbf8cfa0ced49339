"""Who reads what in which language, and the settings of each chat. Answers to one person:
their choice (``/lang``), else the chat's (its admins'), else their client's, else the
default. What the whole chat sees (cards, their buttons, announcements) speaks the chat's
language: its admins' choice, else its platform's word for it, else the one kept from
whoever started its first game, else the default. Both are cached a little while, since
every request asks."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.chat_settings import ChatSettings
from bot.service.expiring import Expiring
from bot.service.lookup import group
from bot.storage.protocol import Storage
from bot.storage.records import UserRow


async def user_choice(
    storage: Storage,
    cache: Expiring[PlayerRef, str],
    ref: PlayerRef,
    column: Callable[[UserRow], str | None],
) -> str | None:
    """One of the user's own choices (``column`` of their row: a language, a picture
    style), read through ``cache``; ``None``: none (or no such user)."""
    cached = cache.get(ref)
    if cached is None:
        user = await storage.user(ref)
        cached = (column(user) if user else None) or ""
        cache.put(ref, cached)
    return cached or None


class Languages:
    def __init__(self, storage: Storage, codes: Sequence[str], default: str) -> None:
        if default not in codes:
            raise ValueError(f"default language {default!r} is not among {codes}")
        self._storage = storage
        self.codes = tuple(codes)
        self.default = default
        self._user_langs: Expiring[PlayerRef, str] = Expiring()
        self._chat_settings: Expiring[ChatRef, ChatSettings] = Expiring()
        self._chat_defaults: dict[str, ChatSettings] = {}
        self._chat_locales: dict[ChatRef, str] = {}

    def remember_user(self, ref: PlayerRef, lang: str | None) -> None:
        """A user chose a language (``None``: dropped their choice)."""
        self._user_langs.put(ref, lang or "")

    def match_language(self, code: str | None) -> str | None:
        """A supported language for a code like ``ru``, ``ru-RU``, ``en_GB`` or ``uk``."""
        if not code:
            return None
        base = code.replace("_", "-").split("-")[0].lower()
        return base if base in self.codes else None

    async def user_language(self, ref: PlayerRef) -> str | None:
        """The language the user chose with ``/lang``, if any."""
        return await user_choice(self._storage, self._user_langs, ref, lambda user: user.lang)

    async def language(self, actor: Actor, chat: ChatRef | None = None) -> str:
        """The sender's chosen language, else the chat's, else their client's, else the
        default."""
        chosen = await self.user_language(actor.ref)
        if chosen:
            return chosen
        if chat is not None:
            settings = await self.chat_settings(chat)
            if settings.lang in self.codes:
                return settings.lang
        return self.match_language(actor.locale) or self.default

    async def chat_language(self, chat: ChatRef) -> str:
        """The language of what the whole chat sees: the one its admins chose, else the one
        its platform says it uses (:meth:`use_chat_locale`), else the one of whoever started
        its first game (:meth:`first_game_language`), else the default."""
        settings = await self.chat_settings(chat)
        if settings.lang in self.codes:
            return settings.lang
        said = self._chat_locales.get(group(chat))
        if said is not None:
            return said
        return settings.first_lang if settings.first_lang in self.codes else self.default

    async def first_game_language(self, actor: Actor, chat: ChatRef) -> str | None:
        """The language to keep for what the chat sees when ``actor`` starts a game there:
        theirs (chosen, else their app's), while the chat has none (neither its admins',
        its platform's word nor one kept before); ``None``: nothing to keep."""
        self.forget_chat(chat)  # what is stored now, not a copy up to 30 s old
        settings = await self.chat_settings(chat)
        if settings.lang or settings.first_lang or group(chat) in self._chat_locales:
            return None
        return await self.user_language(actor.ref) or self.match_language(actor.locale)

    def use_chat_locale(self, chat: ChatRef, locale: str | None) -> None:
        """Remember the language a platform reports for the group ``chat`` belongs to (a
        Discord server's locale), for its shared cards when its admins chose none."""
        code = self.match_language(locale)
        if code is not None:
            self._chat_locales[group(chat)] = code

    async def chat_settings(self, chat: ChatRef) -> ChatSettings:
        """The settings of the group ``chat`` belongs to (threads share them)."""
        key = group(chat)
        settings = self._chat_settings.get(key)
        if settings is None:
            row = await self._storage.chat(key)
            defaults = self._chat_defaults.get(chat.platform, ChatSettings())
            settings = ChatSettings.load(row.settings, row.lang, defaults) if row else defaults
            self._chat_settings.put(key, settings)
        return settings

    def use_chat_defaults(self, platform: str, defaults: ChatSettings) -> None:
        """What a chat of ``platform`` starts with, before its admins change anything."""
        self._chat_defaults[platform] = defaults
        self._chat_settings = Expiring()

    def forget_chat(self, chat: ChatRef) -> None:
        self._chat_settings.drop(group(chat))
