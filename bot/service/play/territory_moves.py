"""A move of the chat in Territory (docs/rules.md §8.1.2): a dot alone, or a dot with the
realms it announces (``20-17!``, ``20-17!21-16``, ``20-17=19-16 18-17 19-18``), judged whole
by the rules core; with free contour (docs/rules.md §8.3), a dot with the chains it takes in
the same ``=`` form; and the words for each refusal."""

from __future__ import annotations

from core import Color, DotsError, Game, InvalidMoveError, Point, parse_point
from core.realm_notation import (
    is_territory_move,
    listed_realms,
    parse_chosen_chains,
    parse_territory_move,
)
from core.realms import Border
from core.territory import DotFirstError, EncloseAll, EncloseBorder, TerritoryMove

MOVE_ERRORS = {
    "syntax": "error-move-syntax",
    "off_field": "error-move-off-field",
    "occupied": "error-move-occupied",
    "out_of_play": "error-move-out-of-play",
    "not_your_turn": "error-not-your-turn",
    "game_over": "error-game-over",
    "suicide": "error-move-suicide",
    "realm_none": "error-realm-none",
    "realm_target": "error-realm-target",
    "realm_border": "error-realm-border",
    "realm_empty": "error-realm-empty",
    "realm_nesting": "error-realm-nesting",
    "realm_hole": "error-realm-hole",
    "realm_overlap": "error-realm-overlap",
    "realm_without_dot": "error-realm-without-dot",
    "border": "error-contour-border",
    "chain_form": "error-contour-form",
}
"""A refused move's catalog key by its error's code (``core.errors``; an enclosure's:
``core.territory``; a free contour's chain: ``core.errors.BorderError``,
``core.realm_notation.ChainFormError``)."""


Borders = tuple[Border, ...]
"""Borders tapped after a point (``Move.borders``): each a chain of the mover's dots."""


def play_text(
    game: Game, point: str | Point, color: Color, borders: Borders = ()
) -> tuple[Point, int, str]:
    """Play ``point`` as written or tapped (with the ``borders`` tapped after it) for
    ``color``: the dot's point, how many dots changed hands, and the realms drawn as they
    are stored (``MoveRow.realms``). Raises the core's ``DotsError`` for a move the rules
    refuse; nothing changes then."""
    width, height = game.rules.width, game.rules.height
    if isinstance(point, str) and is_territory_move(point) and game.rules.free_contour:
        point, borders = parse_chosen_chains(point, width, height)
    move = None
    if isinstance(point, str) and is_territory_move(point):
        if not game.rules.territory:
            raise InvalidMoveError(f"realms are announced only in Territory: {point!r}")
        move = parse_territory_move(point, width, height)
    else:
        dot = parse_point(point, width, height) if isinstance(point, str) else point
        if borders and game.rules.territory:
            move = TerritoryMove(dot, tuple(EncloseBorder(border) for border in borders))
    if move is not None:
        if move.dot is None:
            raise DotFirstError("announce the realm with your next dot")
        drawn = game.play_territory(move, color)
        realms = listed_realms([realm.border for realm in drawn.realms])
        dot, captured = move.dot, drawn.captured
    elif borders:  # a free contour's chains (the core refuses them in another game)
        captured = game.play(*dot, color, borders=borders).captured
        realms = listed_realms(game.moves[-1].borders)
    else:
        captured, realms = game.play(*dot, color).captured, ""
    if game.closing_due:  # the chat takes no realm without a dot yet (docs/playing.md):
        game.play_territory(TerritoryMove(None))  # the other side draws none
    return dot, captured, realms


def completes_realm(game: Game, point: Point, color: Color) -> bool:
    """Territory: would a dot of ``color`` on ``point`` complete a realm it could draw now
    (``20-17!`` be legal)? The picker asks "place" or "place and enclose" only then."""
    if not game.rules.territory or game.is_over:
        return False
    trial = game.copy()
    try:
        trial.play_territory(TerritoryMove(point, (EncloseAll(),)), color)
    except DotsError:
        return False
    return True


def refusal_words(error: Exception) -> dict[str, str]:
    """More words for a refused border: which rule it breaks (``$why``)."""
    why = getattr(error, "why", None)
    return {"why": why} if isinstance(why, str) else {}
