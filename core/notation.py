"""Move notation: ``x-y`` as players write it (§2.10).

Coordinate systems used in the project:

=========  ==========  ========================  ==========================
where      origin      x                         y
=========  ==========  ========================  ==========================
notation   1           left to right             bottom to top (§1.3)
SGF        0 (a..zA..Z) left to right            top to bottom (SGF y = H - y)
board      flat index  ``y * stride + x``        padded with a border ring
=========  ==========  ========================  ==========================
"""

from __future__ import annotations

import re
import unicodedata

from core.errors import InvalidMoveError, OffFieldError
from core.geometry import Point

_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"
_PAIR = r"\s*([0-9]{1,3})\s*(?:[-:;,.xх×*/]|\s)\s*([0-9]{1,3})\s*"
_PATTERN = re.compile(rf"^(?:{_PAIR}|\({_PAIR}\))$")


def ascii_digits(text: str) -> str:
    """``text`` with every decimal digit of any script (``５``, ``١``, ``५``) written as the
    ASCII digit of the same value. The one rule for numbers typed by players: all decimal
    digits count, nothing else does (``²`` and ``⑤`` are not digits)."""
    if text.isascii():
        return text
    return "".join(
        str(unicodedata.decimal(ch)) if unicodedata.decimal(ch, None) is not None else ch
        for ch in text
    )


def plain(text: str) -> str:
    """``text`` stripped, with its digits (:func:`ascii_digits`) and dashes in ASCII."""
    return ascii_digits(text.strip()).translate({ord(d): "-" for d in _DASHES})


def parse_point(text: str, width: int, height: int) -> Point:
    """Read a point as typed in chat: ``20-17``, ``20 17``, ``20,17``, ``(20, 17)``, ``20–17``;
    digits of any script count (:func:`ascii_digits`)."""
    cleaned = plain(text)
    match = _PATTERN.match(cleaned)
    if match is None:
        raise InvalidMoveError(f"not a point: {text!r}")
    digits = [g for g in match.groups() if g is not None]
    x, y = int(digits[0]), int(digits[1])
    if not (1 <= x <= width and 1 <= y <= height):
        raise OffFieldError(f"point off the {width}x{height} field: {text!r}")
    return x, y


def format_point(point: Point) -> str:
    """Write a point the way players read it: ``20-17``."""
    return f"{point[0]}-{point[1]}"
