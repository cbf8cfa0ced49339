"""What the chat sees of an answer, decided by the service before the output path shows
it: its language, the styles of its pictures, the settings of the chat its cards go to
and whom the game's card pings."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime

from bot.identity import Actor, ChatRef, own_chat
from bot.service.answers.answer import Result
from bot.service.answers.game_views import GameView
from bot.service.answers.pings import whom_to_ping
from bot.service.chats.languages import Languages
from bot.service.chats.styles import Styles
from bot.service.faults import STORAGE_FAULTS, count_storage_error

log = logging.getLogger(__name__)


PlaceView = Callable[[GameView, ChatRef], Awaitable[GameView]]
"""A game's view as shown in a place (a lobby game's player's own place shows its own
card: :meth:`bot.service.seeks.places.LobbyPlaces.for_place`)."""


class Placing:
    def __init__(self, langs: Languages, styles: Styles, now: Callable[[], datetime], *,
                 lobby: PlaceView | None = None) -> None:
        self.langs = langs
        self.styles = styles
        self.now = now
        self._lobby = lobby

    async def acted(self, actor: Actor, chat: ChatRef) -> None:
        """``actor`` gave a command in ``chat``: what the whole chat sees follows their
        language and style while its admins chose none (:meth:`Languages.remember_last`).
        A storage fault here is logged; the command still gets its answer."""
        self.langs.remember_client(actor)
        try:
            style = await self.styles.user_style(actor.ref)
            await self.langs.remember_last(chat, await self.langs.own_language(actor), style)
        except STORAGE_FAULTS as error:
            count_storage_error(error)
            log.warning("keeping the language and style of %s failed: %s", chat, error)

    async def for_the_chat(self, result: Result, chat: ChatRef) -> Result:
        """``result`` with the language of what the whole chat sees of it decided: the
        chat's (:meth:`Languages.chat_language`), never the asker's, who is answered in
        theirs (``lang``)."""
        if not result.ok or result.chat_lang is not None:
            return result
        return replace(result, chat_lang=await self.langs.chat_language(chat))

    async def placed(
        self, result: Result, chat: ChatRef | None = None, actor: Actor | None = None
    ) -> Result:
        """``result`` with what the chat sees of it decided: its language (from ``chat``,
        else its card's, :meth:`for_the_chat`), the styles of its pictures (the card's
        from the game's chat, the sender's from ``actor``: :mod:`bot.service.chats.styles`), the
        settings of the chat its cards go to (the output path places them from those:
        :mod:`bot.output.placement`) and whom the game's card pings
        (:mod:`bot.service.answers.pings`). In a person's private chat (a chat whose id is theirs,
        as Telegram's are) what the chat sees speaks their language: they are its one
        reader."""
        if result.game is not None and chat is not None and self._lobby is not None:
            result = replace(result, game=await self._lobby(result.game, chat))
        where = chat or (result.game.chat if result.game else None)
        if where is None and result.challenge is not None:
            where = result.challenge.chat
        if where is not None:
            result = await self.for_the_chat(result, where)
            result = await self.styled(result, where, actor)
        if actor is not None and chat is not None and own_chat(chat) == actor.ref:
            result = replace(result, chat_lang=result.lang)  # their own chat: theirs
        if not result.ok or (result.game is None and result.challenge is None):
            return result
        shown = next(view.chat for view in (result.game, result.challenge) if view is not None)
        settings = await self.langs.chat_settings(shown)
        mention = None
        if result.game is not None:
            mention = whom_to_ping(
                result.game, settings.pings, self.now(), reminded=result.mention
            )
        return replace(result, settings=settings, mention=mention)

    async def styled(self, result: Result, chat: ChatRef, actor: Actor | None) -> Result:
        """``result`` with the styles of its pictures: the game's card in its own chat's
        style (``chat``'s when there is no game), a picture for the sender in theirs."""
        if not result.ok or (
            result.game is None and result.picker is None and result.tournament is None
        ):
            return result
        shared = await self.styles.chat_style(result.game.chat if result.game else chat)
        own = await self.styles.style(actor, chat) if actor is not None else shared
        return replace(result, style=own, chat_style=shared)
