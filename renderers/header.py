"""The band above the field: both players, their colours and scores, whose turn, the result.

    ● Alice ▁▁▁▁          12 : 7          Bob ●
                 Move 57 · Bob to move

The player to move (or the winner, once the game is over) is underlined in their colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from core import Color, Outcome
from renderers import fonts, sprites
from renderers.labels import Labels
from renderers.layout import Layout
from renderers.palette import index
from renderers.theme import Theme


@dataclass(frozen=True)
class HeaderState:
    """What the header tells: names (blue, red), scores, turn, move count, result."""

    names: tuple[str, str]
    scores: tuple[int, int]
    to_move: Color | None
    moves: int
    outcome: Outcome | None
    given: int = 0
    """Dots that changed hands on grounding (crossed out on the field)."""
    ending: str = ""
    """The word of the end under the game's rules (:meth:`core.Rules.ending`); empty: the
    outcome's reason."""


def status_line(status: HeaderState, labels: Labels) -> str:
    parts = [labels.move.format(number=status.moves)] if status.moves else []
    if status.outcome is not None:
        parts.append(labels.result(status.outcome, status.names, status.ending))
        if status.given:
            parts.append(labels.given.format(count=status.given))
    elif status.to_move is not None:
        parts.append(labels.to_move.format(name=status.names[status.to_move - 1]))
    return " · ".join(fonts.clean(p) for p in parts)


def draw_header(
    canvas: Image.Image, status: HeaderState, theme: Theme, lay: Layout, labels: Labels
) -> None:
    image_w = lay.size[0]
    name_size, score_size = lay.name_size, lay.score_size
    pad = round(name_size * 0.75)
    baseline = round(score_size * 1.25)
    middle = image_w // 2

    blue = sprites.text(theme, str(status.scores[0]), score_size, theme.blue, bold=True)
    red = sprites.text(theme, str(status.scores[1]), score_size, theme.red, bold=True)
    colon = sprites.text(theme, ":", score_size, theme.muted, bold=True)
    gap = round(score_size * 0.3)
    colon_x = middle - colon.width // 2
    colon.sprite.paste(canvas, colon_x, baseline)
    blue.sprite.paste(canvas, colon_x - gap - blue.width, baseline)
    red.sprite.paste(canvas, colon_x + colon.width + gap, baseline)

    icon_r = round(name_size * 0.42 * 4) / 4
    icon_y = baseline - round(name_size * 0.36)
    name_room = middle - colon.width // 2 - gap - max(blue.width, red.width) - pad
    name_room -= pad + round(icon_r * 2) + round(name_size * 0.4)
    marked = status.to_move
    if status.outcome is not None:
        marked = status.outcome.winner
    for color in Color:
        ink = theme.player(color)
        name = fonts.fit(status.names[color - 1], name_size, name_room, bold=True)
        label = sprites.text(theme, name, name_size, theme.text, bold=True)
        if color is Color.BLUE:
            icon_x = pad + round(icon_r)
            name_x = icon_x + round(icon_r) + round(name_size * 0.4)
            span = (icon_x - round(icon_r), name_x + label.width)
        else:
            icon_x = image_w - pad - round(icon_r)
            name_x = icon_x - round(icon_r) - round(name_size * 0.4) - label.width
            span = (name_x, icon_x + round(icon_r))
        ground = theme.background
        sprites.dot(theme, color, False, ground, icon_r).paste(canvas, icon_x, icon_y)
        label.sprite.paste(canvas, name_x, baseline)
        if color is marked:
            bar_y = baseline + round(name_size * 0.3)
            bar_h = max(2, round(name_size * 0.14))
            ImageDraw.Draw(canvas).rectangle(
                (span[0], bar_y, span[1], bar_y + bar_h - 1), fill=index(theme, ink)
            )

    line = status_line(status, labels)
    if line:
        over = status.outcome is not None
        size = lay.status_size
        room = image_w - 2 * pad
        ink = theme.text if over else theme.muted
        shown = sprites.text(theme, fonts.fit(line, size, room), size, ink)
        shown.sprite.paste(canvas, middle - shown.width // 2, lay.header - round(size * 0.55))
