"""The fonts that ship with the renderer, and text drawing with per-character fallback.

DejaVu Sans (Latin, Cyrillic, Greek and much more) draws all text; characters it lacks,
mostly emoji and pictographs, come from a subset of Symbola. Both files live beside this
module (licences in ``*-LICENSE.txt``), so a picture looks the same on any machine.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import ImageDraw, ImageFont

FreeTypeFont = ImageFont.FreeTypeFont

_HERE = Path(__file__).resolve().parent
_REGULAR = _HERE / "DejaVuSans.ttf"
_BOLD = _HERE / "DejaVuSans-Bold.ttf"
_SYMBOLS = _HERE / "SymbolaEmoji.ttf"
_NO_GLYPH = "\U0010fffd"  # a private-use code point no font here has: draws "missing"
_ELLIPSIS = "…"


def fonts(size: int, bold: bool = False) -> tuple[FreeTypeFont, ...]:
    """The main font at ``size`` pixels, then its fallbacks (loaded once per size)."""
    return _load(size, bold)


@lru_cache(maxsize=64)
def _load(size: int, bold: bool) -> tuple[FreeTypeFont, ...]:
    main = ImageFont.truetype(str(_BOLD if bold else _REGULAR), size)
    return main, ImageFont.truetype(str(_SYMBOLS), size)


@lru_cache(maxsize=8192)
def _has_glyph(font: FreeTypeFont, char: str) -> bool:
    return _signature(font, char) != _signature(font, _NO_GLYPH)


def _signature(font: FreeTypeFont, char: str) -> tuple[tuple[int, int], bytes]:
    mask = font.getmask(char)
    return mask.size, bytes(mask)


def _joins_previous(char: str) -> bool:
    """Marks, joiners, variation selectors and skin tones stay with the character before."""
    code = ord(char)
    return (
        unicodedata.category(char) in ("Mn", "Me", "Cf")
        or 0xFE00 <= code <= 0xFE0F
        or 0x1F3FB <= code <= 0x1F3FF
    )


def runs(text: str, size: int, bold: bool = False) -> list[tuple[str, FreeTypeFont]]:
    """``text`` cut into pieces, each with the first font that has its characters."""
    chain = fonts(size, bold)
    pieces: list[tuple[str, FreeTypeFont]] = []
    for char in text:
        if pieces and _joins_previous(char):
            pieces[-1] = (pieces[-1][0] + char, pieces[-1][1])
            continue
        font = next((f for f in chain if _has_glyph(f, char)), chain[0])
        if pieces and pieces[-1][1] is font:
            pieces[-1] = (pieces[-1][0] + char, font)
        else:
            pieces.append((char, font))
    return pieces


_DROPPED = ("Cc", "Cf", "Zl", "Zp")
_JOINER = "\u200d"


def clean(text: str) -> str:
    """One line of printable text: control and format characters (bidi overrides that
    would reverse the header among them) and line breaks become spaces; the zero-width
    joiner of emoji sequences stays."""
    kept = "".join(
        " " if c != _JOINER and unicodedata.category(c) in _DROPPED else c for c in text
    )
    return " ".join(kept.split())


def width(text: str, size: int, bold: bool = False) -> float:
    return sum(font.getlength(piece) for piece, font in runs(text, size, bold))


@lru_cache(maxsize=1024)
def fit(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` cut short with an ellipsis so that it is at most ``max_width`` wide."""
    text = clean(text)
    if width(text, size, bold) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if width(text[:middle].rstrip() + _ELLIPSIS, size, bold) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + _ELLIPSIS if low else ""


def metrics(size: int, bold: bool = False) -> tuple[int, int]:
    """(ascent, descent) of the main font, in pixels."""
    return fonts(size, bold)[0].getmetrics()


def draw(
    canvas: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    bold: bool = False,
) -> float:
    """Draw ``text`` in full coverage (255) on an "L" canvas, the left end of its baseline
    at ``xy``; return its width."""
    x, y = xy
    for piece, font in runs(text, size, bold):
        canvas.text((x, y), piece, font=font, fill=255, anchor="ls")
        x += font.getlength(piece)
    return x - xy[0]
