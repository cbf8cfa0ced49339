"""Help, the rules in short, and each user's language and picture style."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import renderers
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Attachment, Result, answer, duplicate, refusal
from bot.service.answers.replies import Arg, Reply
from bot.service.answers.views import Views, computer_buttons, seek_button
from bot.service.chats.chat_settings import STYLES, PictureStyle
from bot.service.chats.commands import Help, SetLanguage, SetStyle, ShowRules
from bot.service.chats.languages import Languages
from bot.service.chats.styles import PictureWords, Styles, style_words, theme_of
from bot.service.computer.engine import Engine
from bot.service.events import EventGuard, acting, idempotent
from bot.service.grammar.command_table import COMMANDS, PLACEHOLDER, CommandSpec, usage_template
from bot.service.grammar.variant_words import explained
from bot.storage.protocol import DuplicateEvent, Storage
from bot.text import quote
from core import Game, Start
from core.variants import written

RESET_WORDS = {"auto", "reset", "default", "none"}
"""The words of ``/lang`` and ``/style`` that drop a person's choice."""
RULES_MOVES = ((3, 2), (3, 3), (2, 3), (1, 1), (4, 3), (5, 5), (3, 4))
"""Blue surrounds the Red dot at 3-3 with its seventh move."""


def usage_words(entry: CommandSpec) -> Arg:
    """A command's options as ``/help`` shows them, the words that stand for what the
    user types (``[@name]``, ``[WxH]``) in the reader's language: the catalog's
    ``usage-<word>``, joined by ``help-usage``; the command words stay as they are."""
    pieces = PLACEHOLDER.split(usage_template(entry))  # text, word, text, …, text
    said: Arg = pieces[-1]
    for at in range(len(pieces) - 3, -1, -2):
        word = Reply(f"usage-{pieces[at + 1]}")
        said = Reply("help-usage", {"head": pieces[at], "word": word, "tail": said})
    return said


@functools.lru_cache(maxsize=16)
def rules_picture(
    labels: renderers.Labels = renderers.ENGLISH, style: PictureStyle = PictureStyle.LIGHT
) -> bytes:
    """A small field where Blue has just captured a Red dot, for ``/rules``."""
    game = Game(width=5, height=5, start=Start.EMPTY)
    for x, y in RULES_MOVES:
        game.play(x, y)
    theme, colorblind = theme_of(style)
    return renderers.render_png(
        game, names=(labels.blue, labels.red), labels=labels, theme=theme, colorblind=colorblind
    )


@dataclass(eq=False, repr=False, kw_only=True)
class GuideUseCases:
    guard: EventGuard
    engine: Engine | None
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    styles: Styles
    views: Views
    words: PictureWords

    async def help(self, chat: ChatRef, actor: Actor, command: Help) -> Result:
        """The commands of the command table, each with its options and what it does."""
        lang = await self.langs.language(actor, chat)
        lines = tuple(
            Reply(
                "help-line",
                {
                    "command": f"/{entry.name}",
                    "usage": usage_words(entry),
                    "text": Reply(entry.description_key),
                },
            )
            for entry in COMMANDS
            if entry.menu
        )
        more = Reply("help-more", {"variants": written()})
        replies = (Reply("help"), *lines, Reply("help-time-classes"), more)
        find = seek_button(self.views.codec)
        if self.engine is None:
            return answer(lang, *replies, buttons=(find,))
        return answer(lang, *replies, Reply("help-computer"),
                      buttons=(*computer_buttons(self.views.codec), find))

    async def meta(self, key: str) -> str | None:
        """A value the bot keeps about itself (the digest of the commands it registered
        with a platform, so it registers them again only when they change)."""
        return await self.storage.meta(key)

    async def set_meta(self, key: str, value: str) -> None:
        await self.storage.set_meta(key, value)

    async def rules(self, chat: ChatRef, actor: Actor, command: ShowRules) -> Result:
        """The rules in short and the variants a game may be played with, below a small
        picture of a capture (in the sender's style, as an answer to them)."""
        lang = await self.langs.language(actor, chat)
        style = await self.styles.style(actor, chat)
        png = rules_picture(self.words.labels(lang), style)
        picture = Attachment("rules.png", png, "image/png")
        summary = Reply("rules-summary", {"variants": explained()})
        return answer(lang, summary, attachment=picture)

    # ----------------------------------------------------------------- language
    @idempotent
    async def set_language(
        self, event: str, chat: ChatRef, actor: Actor, command: SetLanguage
    ) -> Result:
        """Show the sender's language, or choose it (``en``, ``ru``, ``uk``, ``pl``, ``be``,
        ``kk``, ``cs``, ``de``); ``auto`` drops the choice (the chat's language, else the
        client's, applies)."""
        lang, code = await self.langs.language(actor, chat), command.code
        available = ", ".join(self.langs.codes)
        if not code:
            return answer(
                lang, Reply("lang-current", {"language": lang, "available": available})
            )
        reset = code.lower() in RESET_WORDS
        chosen = None if reset else self.langs.match_language(code)
        if chosen is None and not reset:
            return refusal(
                lang, "error-unknown-language", language=quote(code), available=available
            )
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                await tx.set_user_lang(actor.ref, chosen)
        except DuplicateEvent:
            return duplicate(lang)
        self.langs.remember_user(actor.ref, chosen or "")
        if chosen is None:
            lang = await self.langs.language(actor, chat)
            return answer(lang, Reply("lang-reset", {"language": lang}))
        return answer(chosen, Reply("lang-set", {"language": chosen}))

    # ------------------------------------------------------------- picture style
    @idempotent
    async def set_style(self, event: str, chat: ChatRef, actor: Actor, command: SetStyle) -> Result:
        """Show the sender's picture style, or choose it (``light``, ``dark``,
        ``colorblind``); ``auto`` drops the choice (the chat's style applies)."""
        lang, word = await self.langs.language(actor, chat), (command.word or "").lower()
        styles = self.styles
        if not word:
            chosen = await styles.user_style(actor.ref)
            shown = style_words(await styles.style(actor, chat))
            current = Reply("style-current", {"chosen": "yes" if chosen else "no", "style": shown})
            return answer(lang, current)
        style = None if word in RESET_WORDS else STYLES.get(word)
        if style is None and word not in RESET_WORDS:
            return refusal(lang, "error-unknown-style", style=quote(command.word or ""))
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                await tx.set_user_style(actor.ref, style.value if style else None)
        except DuplicateEvent:
            return duplicate(lang)
        styles.remember_user(actor.ref, style)
        if style is None:
            now = style_words(await styles.style(actor, chat))
            return answer(lang, Reply("style-reset", {"style": now}))
        return answer(lang, Reply("style-set", {"style": style_words(style)}))
