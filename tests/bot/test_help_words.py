"""``/help`` in every language: the words that stand for what the user types (a name, a
field's size, a language) are the reader's, the command words the same everywhere."""

from __future__ import annotations

import re

import pytest

from bot.i18n import Translator
from bot.identity import Actor
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.chats.chat_settings import SETTING_KEYS
from bot.service.grammar.command_table import COMMANDS, PLACEHOLDERS, usage

from .conftest import CHAT, TextChat, ev

PRESENTER = Presenter(Translator())
ENGLISH_PLACEHOLDERS = re.compile(r"\bWxH\b|@name\b|\[language\]|\bname\b|\blanguage\b")
LINES = {
    "en": ("/challenge [@name | computer | open] [easy | medium | hard] [WxH]", "/lang [language]",
           "/style [light | dark | colorblind | auto]"),
    "ru": ("/challenge [@имя | computer | open] [easy | medium | hard] [ШxВ]", "/lang [язык]",
           "/style [light | dark | colorblind | auto]"),
    "uk": ("/challenge [@ім'я | computer | open] [easy | medium | hard] [ШxВ]", "/lang [мова]",
           "/style [light | dark | colorblind | auto]"),
    "pl": ("/challenge [@nazwa | computer | open] [easy | medium | hard] [SxW]", "/lang [język]",
           "/style [light | dark | colorblind | auto]"),
}


async def help_text(service: GameService, lang: str) -> str:
    reader = Actor("test", f"help-{lang}", "Reader", locale=lang)
    helped = await TextChat(service).handle(ev(), CHAT, reader, "/help")
    assert helped is not None and helped.ok and helped.lang == lang
    return PRESENTER.text(helped)


@pytest.mark.parametrize("lang", sorted(LINES))
async def test_help_words_its_placeholders_in_the_readers_language(
    service: GameService, lang: str
) -> None:
    text = await help_text(service, lang)
    for line in LINES[lang]:
        assert line in text, (lang, text)
    assert "/rating [@" in text and "/move x-y [#N]" in text  # symbols and commands stay
    if lang != "en":
        assert not ENGLISH_PLACEHOLDERS.search(text), ENGLISH_PLACEHOLDERS.findall(text)


@pytest.mark.parametrize("lang", PRESENTER.translator.languages)
def test_every_placeholder_has_a_word_in_every_language(lang: str) -> None:
    for word in PLACEHOLDERS:
        assert PRESENTER.t(lang, f"usage-{word}")
    if lang == "en":
        assert [PRESENTER.t(lang, f"usage-{w}") for w in PLACEHOLDERS] == list(
            PLACEHOLDERS.values()
        )
    assert usage(next(c for c in COMMANDS if c.name == "lang")) == " [language]"


@pytest.mark.parametrize("lang", sorted(LINES))
async def test_help_names_every_setting_an_admin_may_change(
    service: GameService, lang: str
) -> None:
    text = await help_text(service, lang)
    listed = re.search(r"/settings \S+ \S+: ([a-z_, ]+)", text)
    assert listed is not None, text
    assert listed.group(1).rstrip(". ").split(", ") == list(SETTING_KEYS)
