"""``/settings``: everyone may look at a chat's settings; its admins change them."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer, duplicate, refusal
from bot.service.answers.replies import Reply, Status
from bot.service.chats.chat_settings import SETTING_KEYS, ChatSettings, PictureStyle
from bot.service.chats.commands import ChangeSetting, Configure, MoveChat
from bot.service.chats.languages import Languages
from bot.service.chats.setting_change import SettingChange, read_change, stored
from bot.service.chats.setting_checks import SettingError
from bot.service.chats.styles import Styles, style_words
from bot.service.events import EventGuard, idempotent
from bot.service.games.finder import GameFinder, group
from bot.service.games.live_games import LiveGames
from bot.service.grammar.variant_words import setting_args
from bot.storage.protocol import DuplicateEvent, Storage

log = logging.getLogger(__name__)


def setting_reply(
    settings: ChatSettings, key: str, cards: str = "", style: PictureStyle = PictureStyle.LIGHT
) -> Reply:
    """One setting's line of ``/settings``; ``cards`` and ``style``: the language and the
    picture style of what the whole chat sees now
    (:meth:`~bot.service.chats.languages.Languages.chat_language`,
    :meth:`~bot.service.chats.styles.Styles.chat_style`)."""
    rules = settings.rules
    yes_no = {True: "yes", False: "no"}
    if key == "size":
        return Reply("settings-size", {"width": rules.width, "height": rules.height})
    if key == "start":
        return Reply("settings-start", {"start": rules.start.value})
    if key == "variant":
        return Reply("settings-variant", setting_args(rules))
    if key == "time":
        return Reply("settings-time", {"time": settings.time})
    if key == "rated":
        return Reply("settings-rated", {"rated": yes_no[settings.rated]})
    if key == "lang":
        return Reply("settings-lang", {"language": settings.lang or "auto", "cards": cards})
    if key == "board":
        return Reply("settings-board", {"board": settings.board.value})
    if key == "pings":
        return Reply("settings-pings", {"pings": settings.pings.value})
    if key == "style":
        chosen = "yes" if settings.style else "no"
        shown = style_words(settings.style or style)
        return Reply("settings-style", {"chosen": chosen, "style": shown})
    if key == "threads":
        return Reply("settings-threads", {"threads": yes_no[settings.threads]})
    if key == "tournaments":
        return Reply("settings-tournaments", {"who": settings.tournaments})
    if key == "max_games":
        return Reply("settings-max-games", {"max": settings.max_games})
    return Reply("settings-min-games", {"min": settings.min_games})


@dataclass(eq=False, repr=False, kw_only=True)
class SettingsUseCases:
    guard: EventGuard
    finder: GameFinder
    games: LiveGames
    langs: Languages
    storage: Storage
    styles: Styles

    @idempotent
    async def configure(
        self, event: str, chat: ChatRef, actor: Actor, command: Configure
    ) -> Result:
        """Without ``key``, the chat's settings; with it, change one (admins only):
        ``size 20x20``, ``start empty``, ``variant extra instant=10``, ``time 5+5``,
        ``rated no``, ``lang uk`` (``auto``: each user's), ``board post``, ``style dark``,
        ``max_games 3``, ``min_games 5``."""
        lang, key, words = await self.langs.language(actor, chat), command.key, command.words
        if key is None:
            current = await self.langs.chat_settings(chat)
            cards = await self.langs.chat_language(chat)
            style = await self.styles.chat_style(chat)
            lines = [setting_reply(current, name, cards, style) for name in SETTING_KEYS]
            admin = "yes" if actor.is_admin else "no"
            how = Reply("settings-how", {"admin": admin, "where": self.finder.group_kind(chat)})
            return answer(lang, Reply("settings-header"), *lines, how)
        try:
            change = read_change(key.lower().replace("-", "_"), words, self.langs.codes)
        except SettingError as error:
            if not actor.is_admin:
                return refusal(lang, "error-settings-admin", where=self.finder.group_kind(chat))
            return refusal(lang, error.key, **error.args_)
        return await self._change(event, chat, actor, lang, change)

    @idempotent
    async def change(
        self, event: str, chat: ChatRef, actor: Actor, command: ChangeSetting
    ) -> Result:
        """Change one setting of the chat (admins only), typed: what an adapter with its
        own options passes, e.g. ``SettingChange.size(20, 20)``."""
        lang = await self.langs.language(actor, chat)
        return await self._change(event, chat, actor, lang, command.change)

    async def _change(
        self, event: str, chat: ChatRef, actor: Actor, lang: str, change: SettingChange
    ) -> Result:
        if not actor.is_admin:
            return refusal(lang, "error-settings-admin", where=self.finder.group_kind(chat))
        self.langs.forget_chat(chat)  # change what is stored now, not a copy up to 30 s old
        current = await self.langs.chat_settings(chat)
        try:
            changes = stored(current, change, self.langs.codes)
        except SettingError as error:
            return refusal(lang, error.key, **error.args_)
        target = group(chat)
        try:
            async with self.storage.transaction(event) as tx:
                if "lang" in changes:
                    await tx.set_chat_lang(target, changes["lang"])
                else:
                    await tx.update_chat_settings(target, changes)
        except DuplicateEvent:
            return duplicate(lang)
        self.langs.forget_chat(chat)
        fresh = await self.langs.chat_settings(chat)
        lang = await self.langs.language(actor, chat)
        reply = setting_reply(fresh, change.key, await self.langs.chat_language(chat))
        return Result(Status.OK, lang, (Reply("settings-changed"), reply))

    async def move(self, event: str, chat: ChatRef, actor: Actor, command: MoveChat) -> Result:
        """``chat`` is now ``command.new_id`` (the platform says so, in both chats: the
        event key takes it once). Nothing is shown: the chat's cards follow the games."""
        moved = await self.move_chat(event, chat.platform, chat.chat_id, command.new_id)
        log.info("chat %s is now %s: %d games moved", chat.chat_id, command.new_id, moved)
        new = ChatRef(chat.platform, command.new_id)
        return answer(await self.langs.chat_language(new))

    async def move_chat(self, event: str, platform: str, old_id: str, new_id: str) -> int:
        """A chat got a new id (a Telegram group became a supergroup): its games,
        challenges, settings and ratings follow it. How many games moved (0 when the
        event was seen before)."""
        try:
            async with self.storage.transaction(event) as tx:
                moved = await tx.move_chat(platform, old_id, new_id)
        except DuplicateEvent:
            return 0
        for game_id in moved:
            self.games.forget(game_id)
        self.langs.forget_chat(ChatRef(platform, old_id))
        self.langs.forget_chat(ChatRef(platform, new_id))
        return len(moved)
