"""What a point's eight neighbours say about a dot put there.

The neighbours go clockwise from north: N, NE, E, SE, S, SW, W, NW are bits 0 to 7 of a
neighbourhood mask (``neighbour_mask``), and ``Board.offsets`` holds the index step to
each. A dot can only close a chain if it joins two or more separate runs of its own dots
in play among them; the two tables, indexed by the mask, name those runs (``ARCS``) and
the orthogonal gaps between them (``GAPS``), where the fills of ``core.fills`` start.
"""

from __future__ import annotations


def _gap_table() -> tuple[tuple[int, ...], ...]:
    """For each 8-neighbourhood mask, the orthogonal neighbours that start a gap.

    An orthogonal neighbour that is not the mover's starts a gap when the next neighbour
    clockwise, or the one after it, is the mover's: one gap per run of the mover's dots.
    """
    table = []
    for mask in range(256):
        gaps = tuple(
            bit
            for bit in (0, 2, 4, 6)
            if not mask >> bit & 1 and (mask >> (bit + 1) % 8 & 1 or mask >> (bit + 2) % 8 & 1)
        )
        table.append(gaps)
    return tuple(table)


GAPS = _gap_table()
"""For each neighbourhood mask, the neighbours (bits) that start a gap between two runs of
the mover's dots, one gap per run."""
ARCS = tuple(
    tuple((g + 1) % 8 if mask >> (g + 1) % 8 & 1 else (g + 2) % 8 for g in gaps)
    or ((min(b for b in range(8) if mask >> b & 1),) if mask else ())
    for mask, gaps in enumerate(GAPS)
)
"""For each neighbourhood mask, one of the mover's neighbours (a bit) per run of them."""


def neighbour_mask(cells: list[int], offsets: tuple[int, ...], q: int, c: int) -> int:
    """Which of the eight neighbours of ``q`` hold ``c``'s dots in play: bit 0 north, then
    clockwise (the index into ``GAPS`` and ``ARCS``)."""
    n, ne, e, se, s, sw, w, nw = offsets
    return (
        (cells[q + n] == c)
        | (cells[q + ne] == c) << 1
        | (cells[q + e] == c) << 2
        | (cells[q + se] == c) << 3
        | (cells[q + s] == c) << 4
        | (cells[q + sw] == c) << 5
        | (cells[q + w] == c) << 6
        | (cells[q + nw] == c) << 7
    )
