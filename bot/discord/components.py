"""Buttons and select menus: signed button data as ``custom_id``, laid out for Discord.

Every game button is a :class:`DataButton` whose ``custom_id`` is the service's signed data
(:data:`bot.service.answers.buttons.DATA_TEMPLATE` is its ``DynamicItem`` template), and a sector
menu is a :class:`SectorSelect` whose options carry the data: both are registered in
``setup_hook``, so buttons on old messages work after a restart. A press goes to the
adapter kept on the client (:func:`adapter_of`).
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from bot.discord.platform import ROW_WIDTH
from bot.output.items import Card, Choice, Link, Picker
from bot.output.wording import Wording
from bot.service import DATA_TEMPLATE, Action, PointState, SectorView
from core import Color

VIEW_TIMEOUT = 900.0
"""Views are kept in memory this long; the registered items answer presses after that."""
MAX_ROWS = 5
SELECT_OPTIONS = 25
POINT_FORM = "dots:point-form:"
POINT_MARKS = {PointState.BLUE: "🔵", PointState.RED: "🔴", PointState.OUT: "·"}
DANGER = frozenset({Action.RESIGN, Action.RESIGN_CONFIRM, Action.GROUND_CONFIRM,
                    Action.STOP_CONFIRM, Action.AUTO_END, Action.DECLINE, Action.CANCEL,
                    Action.ABORT})
PRIMARY = frozenset({Action.ACCEPT, Action.PICK, Action.MOVE, Action.ENCLOSE})


class Presses(Protocol):
    async def press(self, interaction: discord.Interaction[Any], data: str) -> None: ...

    async def type_point(self, interaction: discord.Interaction[Any], game_id: int) -> None: ...

    async def point_typed(
        self, interaction: discord.Interaction[Any], game_id: int, point: str
    ) -> None: ...


def adapter_of(interaction: discord.Interaction[Any]) -> Presses:
    adapter: Presses = getattr(interaction.client, "dots_adapter")  # noqa: B009
    return adapter


def style_of(action: Action, color: Color | None = None) -> discord.ButtonStyle:
    if action in DANGER:
        return discord.ButtonStyle.danger
    if action in PRIMARY:
        return discord.ButtonStyle.primary if color is not Color.RED else discord.ButtonStyle.danger
    return discord.ButtonStyle.secondary


class FromMatch:
    """``from_custom_id`` for the items below: rebuilt from their template's match."""

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Any:
        return cls.from_match(match)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Any:
        raise NotImplementedError


class DataButton(
    FromMatch, discord.ui.DynamicItem[discord.ui.Button[Any]], template=DATA_TEMPLATE
):
    """A game button: its ``custom_id`` is the signed data the service reads."""

    def __init__(
        self,
        data: str,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(discord.ui.Button(label=label, custom_id=data, style=style, row=row))
        self.data = data

    @classmethod
    def from_match(cls, match: re.Match[str]) -> DataButton:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await adapter_of(interaction).press(interaction, self.data)


class SectorSelect(
    FromMatch,
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"dots:sectors:(?P<n>[0-9]{1,2})"
):
    """A menu of a field's sectors; each option's value is that sector's signed data."""

    def __init__(
        self, n: int, options: list[discord.SelectOption] | None = None, placeholder: str = ""
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"dots:sectors:{n}",
            options=options or [discord.SelectOption(label="-")],
            placeholder=placeholder or None,
        )
        super().__init__(select)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> SectorSelect:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        if values:
            await adapter_of(interaction).press(interaction, values[0])


class PointButton(
    FromMatch,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dots:point:(?P<game>[0-9]{1,19})",
):
    """Opens a form to type the point (``20-17``) instead of picking it."""

    def __init__(self, game_id: int, label: str = "…", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label, custom_id=f"dots:point:{game_id}", emoji="⌨️",
                              row=row)
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PointButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await adapter_of(interaction).type_point(interaction, self.game_id)


class PointForm(discord.ui.Modal):
    """The typed point; submitted, it is the move ``/move <point> #<game>``."""

    def __init__(self, game_id: int, title: str, label: str) -> None:
        super().__init__(title=title[:45], custom_id=f"{POINT_FORM}{game_id}", timeout=None)
        self.game_id = game_id
        self.point: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=label[:45], placeholder="20-17", custom_id="point", max_length=16
        )
        self.add_item(self.point)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await adapter_of(interaction).point_typed(interaction, self.game_id, self.point.value)


def choices_view(choices: tuple[Choice, ...], links: tuple[Link, ...] = ()
                 ) -> discord.ui.View | None:
    """Buttons five a row, then the links (link buttons), at most 25 (the plan never asks
    for more)."""
    if not choices and not links:
        return None
    view = discord.ui.View(timeout=VIEW_TIMEOUT)
    for n, choice in enumerate(choices[: ROW_WIDTH * MAX_ROWS]):
        style = style_of(choice.action, choice.color)
        view.add_item(DataButton(choice.data, choice.label, style, row=n // ROW_WIDTH))
    for n, link in enumerate(links[: ROW_WIDTH * MAX_ROWS - len(view.children)],
                             start=len(view.children)):
        view.add_item(discord.ui.Button(label=link.label, url=link.url, row=n // ROW_WIDTH))
    return view


CARD_MENUS = 3
"""Select menus on a card at most: its buttons take the other two rows."""


def card_pieces(card: Card) -> tuple[SectorView, ...]:
    """What a card's menus offer: the parts of its sectors (at most 4×4 points, one
    ephemeral grid each: a move in two interactions) where they fit in the card's menus,
    else the sectors (39×32: a sector, a part, a point), as the board is read (the top
    row first); those with no legal point left out."""
    sectors = card.game.sectors
    parts = tuple(part for sector in sectors for part in sector.parts)
    pieces = parts if len(parts) <= SELECT_OPTIONS * CARD_MENUS else sectors
    in_play = tuple(piece for piece in pieces if piece.legal) or pieces
    return tuple(sorted(in_play, key=lambda piece: (-piece.rect.top, piece.rect.left)))


def card_view(wording: Wording, card: Card) -> discord.ui.View | None:
    """A game's card is its own move picker: menus of the field's pieces, then the card's
    buttons, "Move" replaced by the form to type the point."""
    pieces = card_pieces(card)
    if not pieces:
        return choices_view(card.choices)
    view = discord.ui.View(timeout=VIEW_TIMEOUT)
    game = f"#{card.game.id}"
    for n in range(0, len(pieces), SELECT_OPTIONS):
        menu = pieces[n : n + SELECT_OPTIONS]
        options = [
            discord.SelectOption(
                label=piece.label, value=piece.button.data, emoji="📍" if piece.last else None
            )
            for piece in menu
        ]
        placeholder = wording.t(
            card.lang, "discord-card-menu", game=game, first=menu[0].label, last=menu[-1].label
        )
        view.add_item(SectorSelect(n // SELECT_OPTIONS, options, placeholder[:150]))
    menus = len(view.children)
    own = [choice for choice in card.choices if choice.action is not Action.PICK]
    for n, choice in enumerate(own):
        style = style_of(choice.action, choice.color)
        view.add_item(DataButton(choice.data, choice.label, style, row=menus + n // ROW_WIDTH))
    label = wording.t(card.lang, "discord-type-point")
    view.add_item(PointButton(card.game.id, label, row=menus + len(own) // ROW_WIDTH))
    return view


def _sector_menus(picker: Picker) -> discord.ui.View:
    view = discord.ui.View(timeout=VIEW_TIMEOUT)
    sectors = picker.picker.last_first
    for n in range(0, min(len(sectors), SELECT_OPTIONS * MAX_ROWS), SELECT_OPTIONS):
        options = [
            discord.SelectOption(
                label=sector.label,
                value=sector.button.data,
                emoji="📍" if sector.last else None,
            )
            for sector in sectors[n : n + SELECT_OPTIONS]
        ]
        view.add_item(SectorSelect(n // SELECT_OPTIONS, options, picker.text[:150]))
    return view


def sector_view(wording: Wording, picker: Picker) -> discord.ui.View:
    """The sector menus, and a button to type the point instead."""
    view = _sector_menus(picker)
    rows = len(view.children)
    if rows < MAX_ROWS:
        label = wording.t(picker.lang, "discord-type-point")
        view.add_item(PointButton(picker.picker.game.id, label, row=rows))
    return view


def picker_view(wording: Wording, picker: Picker) -> discord.ui.View:
    """The sectors as select menus; a sector larger than 4×4 as its parts; a part (or a
    small sector) as a grid of points with the other parts and "back" below."""
    view_data = picker.picker
    if view_data.sector is None:
        return sector_view(wording, picker)
    view = discord.ui.View(timeout=VIEW_TIMEOUT)
    rows = view_data.rows
    too_big = len(rows) > MAX_ROWS - 1 or any(len(row) > ROW_WIDTH - 1 for row in rows)
    nav_row = 0
    if not too_big:
        for r, row in enumerate(rows):
            for point in row:
                if point.button is not None:
                    style = (
                        discord.ButtonStyle.success if point.last else discord.ButtonStyle.primary
                    )
                    view.add_item(DataButton(point.button.data, f"{point.x}-{point.y}", style, r))
                else:
                    mark = POINT_MARKS.get(point.state, "·")
                    view.add_item(
                        discord.ui.Button(
                            label=mark,
                            custom_id=f"dots:taken:{point.x}:{point.y}",
                            disabled=True,
                            row=r,
                        )
                    )
        nav_row = len(rows)
    shown = view_data.shown
    parts = [part for part in view_data.parts if too_big or part.rect != shown]
    if len(view_data.parts) > 1:
        for part in parts[: ROW_WIDTH - 1]:
            view.add_item(DataButton(part.button.data, part.label, row=nav_row))
    back = view_data.back
    view.add_item(DataButton(back.data, wording.t(picker.lang, "picker-back"), row=nav_row))
    return view
