"""Text that comes from users, made safe to show: names on cards and pictures, and the
words of a command quoted back in a refusal."""

from __future__ import annotations

import unicodedata

NAME_LIMIT = 48
"""Characters of a player's name shown on cards and pictures (two names and the rest of a
card stay well inside a Telegram caption's 1,024 characters)."""
QUOTE_LIMIT = 40
"""Characters of a user's input quoted back in a reply."""
ARG_LIMIT = 1000
"""Any one argument of a catalog message is cut to this (Fluent refuses a placeable
longer than 2,500 characters and would print ``{???}`` instead)."""
ELLIPSIS = "…"

_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
"""Control and format characters (bidi overrides U+202A–202E and isolates U+2066–2069
among them), surrogates, private use, unassigned, line and paragraph separators."""
_KEEP = {"\u200d"}
"""The zero-width joiner holds emoji sequences (👨‍👩‍👧) together."""


def visible(text: str) -> str:
    """``text`` without control and format characters, its white space folded to single
    spaces and trimmed."""
    kept = (
        ch if ch in _KEEP or unicodedata.category(ch) not in _INVISIBLE else " "
        for ch in text
    )
    return " ".join("".join(kept).split())


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, the last one an ellipsis when it was cut."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + ELLIPSIS


def clean_name(name: str, fallback: str = "?") -> str:
    """A player's name as the bot shows it: visible characters, at most ``NAME_LIMIT``."""
    return shorten(visible(name), NAME_LIMIT) or fallback


def quote(text: str) -> str:
    """A user's input as a reply quotes it: visible characters, at most ``QUOTE_LIMIT``."""
    return shorten(visible(text), QUOTE_LIMIT)
