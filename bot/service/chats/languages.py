"""Who reads what in which language, and the settings of each chat. Answers to one person:
their choice (``/lang``), else the chat's (its admins'), else their client's, else the
default. What the whole chat sees (cards, their buttons, announcements) speaks the chat's
language: its admins' choice, else its platform's word for it (a Discord server's), else
the language of whoever acted last in the chat (:meth:`Languages.remember_last`: a card
answers its asker in theirs, and nobody's ``/lang`` locks the chat's), else the default.
Both are cached a little while, since every request asks."""

from __future__ import annotations

from collections.abc import Sequence

from bot.identity import Actor, ChatRef, PlayerRef, own_chat
from bot.service.chats.chat_settings import LAST_LANG, LAST_STYLE, ChatSettings, PictureStyle
from bot.service.expiring import Expiring, user_choice
from bot.service.games.finder import group
from bot.storage.protocol import Storage

ACCEPTED_AT_MOST = 16
"""Languages of a browser's list looked at (an ``Accept-Language`` header)."""


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
        self._client_locales: Expiring[PlayerRef, str] = Expiring()
        """The language each user's client last reported (:meth:`remember_client`)."""

    def remember_user(self, ref: PlayerRef, lang: str | None) -> None:
        """A user chose a language (``None``: dropped their choice)."""
        self._user_langs.put(ref, lang or "")

    def match_language(self, code: str | None) -> str | None:
        """A supported language for a code like ``ru``, ``ru-RU``, ``en_GB`` or ``uk``, or
        the first supported of a browser's list (``de-CH,de;q=0.9,en;q=0.8``)."""
        for part in (code or "").split(",")[:ACCEPTED_AT_MOST]:
            base = part.split(";")[0].strip().replace("_", "-").split("-")[0].lower()
            if base in self.codes:
                return base
        return None

    async def user_language(self, ref: PlayerRef) -> str | None:
        """The language the user chose with ``/lang``, if any."""
        return await user_choice(self._storage, self._user_langs, ref, lambda user: user.lang)

    async def own_language(self, actor: Actor) -> str | None:
        """The language ``actor`` reads as far as known: chosen, else their client's."""
        return await self.user_language(actor.ref) or self.match_language(actor.locale)

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

    def remember_client(self, actor: Actor) -> None:
        """The language ``actor``'s client reports, for what reaches them unasked (an
        announcement in their private chat: :meth:`reader_language`)."""
        code = self.match_language(actor.locale)
        if code is not None:
            self._client_locales.put(actor.ref, code)

    async def reader_language(self, chat: ChatRef) -> str | None:
        """The language of a person's private chat with the bot (a chat whose id is the
        person's own, as Telegram's are): what reaches them there speaks theirs, as an
        answer to them does; ``None`` for a chat that is nobody's own."""
        person = own_chat(chat)
        if person is None or await self._storage.user(person) is None:
            return None
        reader = Actor(person.platform, person.user_id, person.user_id,
                       locale=self._client_locales.get(person))
        return await self.language(reader, chat)

    async def chat_language(self, chat: ChatRef) -> str:
        """The language of what the whole chat sees: the one its admins chose, else the one
        its platform says it uses (:meth:`use_chat_locale`), else the one of whoever acted
        last there (:meth:`remember_last`), else the default."""
        settings = await self.chat_settings(chat)
        if settings.lang in self.codes:
            return settings.lang
        said = self._chat_locales.get(group(chat))
        if said is not None:
            return said
        return settings.last_lang if settings.last_lang in self.codes else self.default

    async def remember_last(
        self, chat: ChatRef, lang: str | None, style: PictureStyle | None
    ) -> None:
        """Someone acted in ``chat``, reading ``lang`` (``None``: not known, the chat's
        stays) and seeing pictures in ``style`` (their own choice, ``None``: none): what
        the whole chat sees follows them while its admins chose neither. Kept among the
        chat's settings, written only when it changes."""
        settings = await self.chat_settings(chat)
        changes: dict[str, str | None] = {}
        if lang is not None and lang != settings.last_lang:
            changes[LAST_LANG] = lang
        if style is not settings.last_style:
            changes[LAST_STYLE] = style.value if style else None
        if not changes:
            return
        try:
            async with self._storage.transaction() as tx:
                await tx.update_chat_settings(group(chat), dict(changes))
        finally:
            self.forget_chat(chat)

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
