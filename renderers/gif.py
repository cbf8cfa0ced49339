"""``render_gif``: an animated replay of a game, for chats that show GIFs inline.

The game is replayed from its setup; a frame is drawn after every move, or after every
few moves for long games, always including each move that surrounded something, so the
captures are seen as they happen. Frames share one global palette (the theme's), and each
frame stores only the rectangle that changed, with unchanged pixels transparent: a
1,000-move 39×32 game stays well under Discord's 8 MB upload limit.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Iterator

from PIL import GifImagePlugin, Image, ImageChops

from core import Color, Game, Point
from renderers.header import HeaderState
from renderers.labels import ENGLISH, Labels
from renderers.layout import auto_cell, layout
from renderers.palette import TRANSPARENT
from renderers.png import game_status, picture
from renderers.theme import Theme, resolve

GIF_SPAN = 720
"""Pixels the longer side of the grid gets in a replay (smaller than a still picture)."""
_GIF_MAX_CELL = 40
_FIRST_MS = 1000
_LAST_MS = 5000
_PLAYBACK_MS = 45_000
"""Aimed length of the whole replay; each frame shows for 120..600 ms."""

_UNCHANGED_LUT = [255] + [0] * 255


def plan_frames(game: Game, max_frames: int) -> list[int]:
    """The move counts (0 = start position) after which a frame is drawn.

    Every move while that fits in ``max_frames``; otherwise an even spread plus every
    move that surrounded something (thinned out too if even those are too many).
    """
    if max_frames < 2:
        raise ValueError(f"a replay needs at least 2 frames, not {max_frames}")
    total = len(game.moves)
    if total + 1 <= max_frames:
        return list(range(total + 1))
    captures = [ply for ply, made in enumerate(_surrounds(game), start=1) if made]
    budget = max_frames - 2
    if len(captures) > budget // 2:
        keep = budget // 2
        captures = [captures[i * len(captures) // keep] for i in range(keep)] if keep else []
    step = math.ceil(total / max(1, budget - len(captures)))
    chosen = {0, total, *captures, *range(0, total, step)}
    return sorted(chosen)


def _surrounds(game: Game) -> Iterator[bool]:
    """For each move of ``game``, whether it made an area."""
    replay = Game.from_rules(game.rules, setup=game.setup)
    for move in game.moves:
        before = len(replay.board.areas)
        replay.replay(move)  # with its realms in Territory
        yield len(replay.board.areas) > before


def render_gif(
    game: Game,
    *,
    names: tuple[str, str] | None = None,
    theme: str | Theme = "light",
    colorblind: bool = False,
    cell: int | None = None,
    max_frames: int = 300,
    show_coordinates: bool = True,
    labels: Labels = ENGLISH,
) -> bytes:
    """An animated GIF replay of ``game`` from its start position to now.

    Options as for ``render_png``; ``max_frames`` bounds the frame count (long games get
    a frame every few moves). The last frame holds for five seconds; the GIF loops.
    """
    chosen = resolve(theme, colorblind)
    rules = game.rules
    if cell is None:
        cell = min(_GIF_MAX_CELL, auto_cell(rules.width, rules.height, GIF_SPAN))
    lay = layout(rules.width, rules.height, cell, show_coordinates)
    plies = plan_frames(game, max_frames)
    frame_ms = max(120, min(600, _PLAYBACK_MS // len(plies)))
    final = game_status(game, names, labels)

    writer = _GifWriter(lay.size, chosen)
    replay = Game.from_rules(rules, setup=game.setup)
    moves = game.moves
    played = 0
    for ply in plies:
        for move in moves[played:ply]:
            replay.replay(move)
        played = ply
        last: Point | None = moves[ply - 1].point if ply else None
        if ply == len(moves):
            status = final
        else:
            status = HeaderState(
                names=final.names,
                scores=(replay.board.score(Color.BLUE), replay.board.score(Color.RED)),
                to_move=moves[ply].color,
                moves=ply,
                outcome=None,
            )
        given = game.grounded if ply == len(moves) else ()
        frame = picture(
            replay.board, status, chosen, lay, labels, pools=replay.pools(), last=last,
            given=given,
        )
        duration = _FIRST_MS if ply == 0 else _LAST_MS if ply == len(moves) else frame_ms
        writer.add(frame, duration)
    return writer.finish()


class _GifWriter:
    """GIF89a with a global palette, writing each frame as the rectangle that changed."""

    def __init__(self, size: tuple[int, int], theme: Theme) -> None:
        self._size = size
        self._theme = theme
        self._parts: list[bytes] = []
        self._previous: Image.Image | None = None
        self._pending: tuple[Image.Image, tuple[int, int], int] | None = None

    def add(self, frame: Image.Image, duration: int) -> None:
        previous = self._previous
        if previous is None:
            self._header(frame)
            self._previous = frame
            self._pending = (frame, (0, 0), duration)
            return
        delta = ImageChops.subtract_modulo(frame, previous)
        box = delta.getbbox()
        if box is None:  # nothing changed: show the pending frame longer
            if self._pending is not None:
                image, offset, shown = self._pending
                self._pending = (image, offset, shown + duration)
            return
        piece = frame.crop(box)
        piece.paste(TRANSPARENT, (0, 0, *piece.size), delta.crop(box).point(_UNCHANGED_LUT, "1"))
        self._flush()
        self._previous = frame
        self._pending = (piece, (box[0], box[1]), duration)

    def _header(self, frame: Image.Image) -> None:
        width, height = self._size
        palette = bytes(frame.getpalette() or [])
        palette += bytes(768 - len(palette))
        self._parts += [
            b"GIF89a",
            struct.pack("<HHBBB", width, height, 0xF7, 0, 0),  # global table of 256
            palette[:768],
            b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00",  # loop for ever
        ]

    def _flush(self) -> None:
        if self._pending is None:
            return
        image, offset, duration = self._pending
        self._parts += GifImagePlugin.getdata(
            image, offset, duration=duration, transparency=TRANSPARENT, disposal=1
        )
        self._pending = None

    def finish(self) -> bytes:
        self._flush()
        return b"".join([*self._parts, b";"])
