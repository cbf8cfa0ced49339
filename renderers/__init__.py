"""Pictures and text of a position: a PNG after every move, a GIF replay, a text diagram.

Built on ``core``'s public API only: pure functions of a game, no I/O.

>>> from renderers import render_png, render_gif, render_text
>>> png = render_png(game, names=("Алиса", "Bob"), theme="dark", colorblind=True)
"""

from PIL import _imaging

from renderers.frame import Frame
from renderers.gif import render_gif
from renderers.labels import ENGLISH, Labels
from renderers.png import render_png
from renderers.text import render_text
from renderers.theme import DARK, LIGHT, THEMES, Theme

__all__ = [
    "DARK",
    "ENGLISH",
    "LIGHT",
    "THEMES",
    "Frame",
    "Labels",
    "Theme",
    "render_gif",
    "render_png",
    "render_text",
]

_BLOCKS = 8
# Every picture allocates megabyte-sized buffers. Pillow frees them at once unless its
# block cache (PILLOW_BLOCKS_MAX, off by default) keeps some for reuse; reuse saves the
# page faults of fresh memory, about a fifth of the time of a 39×32 picture.
if _imaging.get_blocks_max() < _BLOCKS:
    _imaging.set_blocks_max(_BLOCKS)
