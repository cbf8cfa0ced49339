"""Errors of the rules core.

Every error is a ``ValueError`` with a stable ``code`` so adapters can choose a localized
reply without parsing messages; messages name the offending input for logs and tests.
"""

from __future__ import annotations


class DotsError(ValueError):
    """Any rejected input: bad syntax, an illegal move, a malformed record."""

    code = "error"


class InvalidMoveError(DotsError):
    """The text is not a point on this field."""

    code = "syntax"


class OffFieldError(InvalidMoveError):
    """The coordinates are well formed but lie off the field."""

    code = "off_field"


class IllegalMoveError(DotsError):
    """A well-formed move the rules forbid now."""

    code = "illegal"


class OccupiedError(IllegalMoveError):
    """A dot already stands on the point (§2.9)."""

    code = "occupied"


class OutOfPlayError(IllegalMoveError):
    """The point lies inside an area and left play (§5.7.2)."""

    code = "out_of_play"


class NotYourTurnError(IllegalMoveError):
    """The other side is to move (§2.4)."""

    code = "not_your_turn"


class GameOverError(IllegalMoveError):
    """The game has ended."""

    code = "game_over"


class SgfError(DotsError):
    """A game record that cannot be read."""

    code = "sgf"


class SuicideError(IllegalMoveError):
    """With suicide off, a dot into the other side's house that captures nothing
    (docs/rules.md §8.5.1)."""

    code = "suicide"


class NotInVariantError(IllegalMoveError):
    """An action the game's rule variants do not have: grounding under STOP or with the
    edge as a wall, STOP without its variant, a chosen chain without free contour."""

    code = "not_in_variant"


class BorderError(IllegalMoveError):
    """A listed chain that is no border for this move (docs/rules.md §8.1.1, §8.3); ``why``
    says which rule it breaks: its shape (``short``, ``repeated``, ``link``, ``crossing``),
    or for a free contour ``not_own`` (a point not the mover's dot in play), ``through``
    (it misses the new dot), ``empty`` (no enemy dot inside), ``whole`` (it cuts an area
    the dot makes) or ``overlap`` (two chains of one move overlap)."""

    code = "border"

    def __init__(self, message: str, why: str = "shape") -> None:
        super().__init__(message)
        self.why = why
