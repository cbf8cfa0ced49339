"""Errors of the rules core.

Every error is a ``ValueError`` with a stable ``code`` so adapters can choose a localized
reply without parsing messages; messages name the offending input for logs and tests.
"""

from __future__ import annotations

from typing import Any


class DotsError(ValueError):
    """Any rejected input: bad syntax, an illegal move, a malformed record. A subclass names
    its ``code`` in its class line: ``class OccupiedError(IllegalMoveError, code="occupied")``."""

    code = "error"

    def __init_subclass__(cls, code: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.code = code


class InvalidMoveError(DotsError, code="syntax"):
    """The text is not a point on this field."""


class OffFieldError(InvalidMoveError, code="off_field"):
    """The coordinates are well formed but lie off the field."""


class IllegalMoveError(DotsError, code="illegal"):
    """A well-formed move the rules forbid now."""


class OccupiedError(IllegalMoveError, code="occupied"):
    """A dot already stands on the point (§2.9)."""


class OutOfPlayError(IllegalMoveError, code="out_of_play"):
    """The point lies inside an area and left play (§5.7.2)."""


class NotYourTurnError(IllegalMoveError, code="not_your_turn"):
    """The other side is to move (§2.4)."""


class GameOverError(IllegalMoveError, code="game_over"):
    """The game has ended."""


class SgfError(DotsError, code="sgf"):
    """A game record that cannot be read."""


class SuicideError(IllegalMoveError, code="suicide"):
    """With suicide off, a dot into the other side's house that captures nothing
    (docs/rules.md §8.5.1)."""


class NotInVariantError(IllegalMoveError, code="not_in_variant"):
    """An action the game's rule variants do not have: grounding under STOP or with the
    edge as a wall, STOP without its variant, a chosen chain without free contour."""


class BorderError(IllegalMoveError, code="border"):
    """A listed chain that is no border for this move (docs/rules.md §8.1.1, §8.3); ``why``
    says which rule it breaks: its shape (``short``, ``repeated``, ``link``, ``crossing``),
    or for a free contour ``not_own`` (a point not the mover's dot in play), ``through``
    (it misses the new dot), ``empty`` (no enemy dot inside), ``whole`` (it cuts an area
    the dot makes) or ``overlap`` (two chains of one move overlap)."""

    def __init__(self, message: str, why: str = "shape") -> None:
        super().__init__(message)
        self.why = why
