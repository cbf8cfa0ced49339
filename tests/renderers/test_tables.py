"""Table pictures: pairings, standings and crosstables as PNGs a phone can read."""

from __future__ import annotations

from PIL import Image, ImageChops

from renderers import DARK, LIGHT, fonts
from renderers.tables import (
    MARGIN,
    MAX_WIDTH,
    MIN_WIDTH,
    PAD,
    SIZE,
    Align,
    Cell,
    Table,
    column_widths,
    table_picture,
    wrap,
)

from .helpers import decode, rgb

NAMES = ("Алиса", "Bob", "Zażółć gęślą", "Әлихан Қасымұлы", "Eve", "Frank", "Grace", "Heidi",
         "Ivan", "Judy", "Mallory", "Олег")


def pairing() -> Table:
    rows = (
        (Cell("1"), Cell("Алиса", "blue"), Cell("Bob", "red"), Cell("1–0")),
        (Cell("2"), Cell("Жора", "blue", bold=True), Cell("Dana 🤖", "red"), Cell("½–½")),
    )
    return Table("Раунд 3", ("#", "Синие", "Красные", "Итог"), rows,
                 ("right", "left", "left", "center"), note="Бай: Ева (1 очко)")


def crosstable(name: str = "Алиса") -> Table:
    names = (name, *NAMES[1:])
    rows = tuple(
        (Cell(str(i)), Cell(n), *(Cell("×" if i == j else "½") for j in range(1, 13)),
         Cell("5½", bold=True), Cell("30.25"))
        for i, n in enumerate(names, 1)
    )
    columns = ("#", "Name", *(str(j) for j in range(1, 13)), "Points", "SB")
    align: tuple[Align, ...] = ("right", "left", *("center",) * 12, "right", "right")
    return Table("Cup", columns, rows, align, note="Tie-breaks: Sonneborn-Berger, head-to-head")


def test_a_pairing_is_a_png_of_sensible_size() -> None:
    data = table_picture(pairing())
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = decode(data)
    assert image.format == "PNG"
    width, height = image.size
    assert MIN_WIDTH <= width <= MAX_WIDTH
    assert 3 * SIZE * 1.5 < height < 600  # title, header, two rows, the note


def test_a_twelve_player_crosstable_fits_in_full() -> None:
    table = crosstable()
    widths = column_widths(table)
    assert 2 * MARGIN + sum(widths) <= MAX_WIDTH
    for k, width in enumerate(widths):  # nothing had to be cut short
        cells = [Cell(table.columns[k], bold=True), *(row[k] for row in table.rows)]
        assert all(fonts.width(c.text, SIZE, c.bold) <= width - 2 * PAD for c in cells)
    assert decode(table_picture(table)).size[0] <= MAX_WIDTH


def test_long_names_are_shortened_to_keep_the_width() -> None:
    long = "Очень длинное имя игрока, которое никак не помещается в одну строку " * 3
    table = crosstable(long)
    assert decode(table_picture(table)).size[0] == MAX_WIDTH
    name_column = column_widths(table)[1]
    shown = fonts.fit(long, SIZE, name_column - 2 * PAD)
    assert shown.endswith("…") and len(shown) < len(long)
    assert column_widths(crosstable())[1] < name_column  # it takes the room left


def ink_pixels(image: Image.Image, background: tuple[int, int, int]) -> int:
    plain = Image.new("RGB", image.size, background)
    difference = ImageChops.difference(image, plain).convert("L")
    return sum(difference.histogram()[61:])


def test_cyrillic_text_draws_ink() -> None:
    blank = Table("", ("",), ((Cell(""),),))
    words = Table("", ("",), ((Cell("Жора Қасымұлы"),),))
    empty, full = rgb(table_picture(blank)), rgb(table_picture(words))
    assert empty.size[1] == full.size[1]
    assert ink_pixels(full, LIGHT.background) > ink_pixels(empty, LIGHT.background) + 100


def test_colour_dots_use_the_theme_player_colours() -> None:
    image = rgb(table_picture(pairing()))
    colours = {c for _, c in image.getcolors(maxcolors=1 << 16) or []}
    assert LIGHT.blue in colours and LIGHT.red in colours
    blind = rgb(table_picture(pairing(), LIGHT.for_colorblind()))
    blind_colours = {c for _, c in blind.getcolors(maxcolors=1 << 16) or []}
    assert LIGHT.colorblind_red in blind_colours and LIGHT.red not in blind_colours


def test_styles_differ() -> None:
    light, dark = rgb(table_picture(pairing(), LIGHT)), rgb(table_picture(pairing(), "dark"))
    assert light.size == dark.size
    assert light.getpixel((1, 1)) == LIGHT.background
    assert dark.getpixel((1, 1)) == DARK.background
    assert table_picture(pairing(), DARK) != table_picture(pairing(), DARK.for_colorblind())


def test_the_note_wraps_at_the_table_width() -> None:
    note = "Tie-breaks: Buchholz, then Sonneborn-Berger. " * 6
    lines = wrap(note, 20, 400)
    assert len(lines) > 2 and all(fonts.width(line, 20) <= 400 for line in lines)
    assert " ".join(lines) == " ".join(note.split())
    assert wrap("", 20, 400) == [] and wrap("a\nb", 20, 400) == ["a", "b"]
    short = decode(table_picture(Table("T", ("A",), ((Cell("x"),),))))
    tall = decode(table_picture(Table("T", ("A",), ((Cell("x"),),), note=note)))
    assert tall.size[1] > short.size[1] + 40
