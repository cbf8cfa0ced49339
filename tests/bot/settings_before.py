"""The ``/settings`` reader before ``/settings`` read its words with the command grammar,
kept as the oracle :mod:`tests.bot.test_settings_grammar` holds the one grammar to."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.service.chats.chat_settings import (
    CLEAR,
    NO,
    SETTING_KEYS,
    STARTS,
    STYLES,
    TOURNAMENT_ORGANIZERS,
    YES,
    BoardMode,
    PingMode,
)
from bot.service.chats.setting_change import SettingChange, Variant
from bot.service.chats.setting_checks import SettingError, parse_time
from bot.text import quote
from core import ascii_digits

SIZE = re.compile(r"^([0-9]{1,3})(?:\s*[xх×*]\s*([0-9]{1,3}))?$", re.IGNORECASE | re.ASCII)
INSTANT = re.compile(r"^(?:instant|win)=([0-9]{1,4})$", re.ASCII)
NUMBER = re.compile(r"^[0-9]{1,6}$", re.ASCII)


def read_change(key: str, words: Sequence[str], languages: Sequence[str]) -> SettingChange:
    """The change ``/settings key words…`` asks for, or a SettingError saying why not."""
    text = ascii_digits(" ".join(words).strip().lower())
    bad = SettingError("error-settings-value", setting=key, value=quote(text))
    if key not in SETTING_KEYS:
        raise SettingError("error-settings-key", setting=quote(key), keys=", ".join(SETTING_KEYS))
    if not text:
        raise bad
    if key == "size":
        size = SIZE.match(text)
        if size is None:
            raise bad
        width = int(size.group(1))
        return SettingChange.size(width, int(size.group(2) or width))
    if key == "start":
        if text not in STARTS:
            raise bad
        return SettingChange.start(STARTS[text])
    if key == "variant":
        try:
            return SettingChange.variant(read_variant(text.split()))
        except ValueError:
            raise bad from None
    if key == "time":
        try:
            return SettingChange.time(parse_time(text))
        except ValueError:
            raise bad from None
    if key in ("rated", "threads"):
        if text not in YES | NO:
            raise bad
        return SettingChange(key, text in YES)
    if key == "board":
        if text not in {mode.value for mode in BoardMode}:
            raise bad
        return SettingChange.board(BoardMode(text))
    if key == "tournaments":
        if text not in TOURNAMENT_ORGANIZERS:
            raise bad
        return SettingChange.tournaments(text)
    if key == "pings":
        if text not in {mode.value for mode in PingMode}:
            raise bad
        return SettingChange.pings(PingMode(text))
    if key == "style":
        if text not in STYLES:
            raise bad
        return SettingChange.style(STYLES[text])
    if key == "lang":
        if text in CLEAR:
            return SettingChange.lang(None)
        return SettingChange.lang(text.replace("_", "-").split("-")[0])
    if not NUMBER.match(text):
        raise bad
    return SettingChange(key, int(text))


def read_variant(words: Sequence[str]) -> Variant:
    """``standard``, or any of ``extra``, ``notransfer``, ``instant=N``: the whole variant."""
    extra, transfer, instant = False, True, 0
    for word in words:
        number = INSTANT.match(word)
        if word in ("standard", "classic", "none"):
            continue
        if word == "extra":
            extra = True
        elif word in ("notransfer", "no-transfer"):
            transfer = False
        elif number:
            instant = int(number.group(1))
        else:
            raise ValueError(word)
    return Variant(extra_move=extra, score_transfer=transfer, instant_win=instant)
