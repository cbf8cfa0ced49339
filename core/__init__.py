"""Dots (Точки, kropki): the rules, pure and synchronous. See docs/rules.md."""

from core import sgf
from core.board import Board, PlaceResult
from core.color import Color
from core.errors import (
    BorderError,
    DotsError,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    NotInVariantError,
    NotYourTurnError,
    OccupiedError,
    OffFieldError,
    OutOfPlayError,
    SgfError,
    SuicideError,
)
from core.game import EndReason, Game, Move, Outcome
from core.geometry import Point
from core.notation import ascii_digits, format_point, parse_point
from core.realms import Realm
from core.regions import Area, House
from core.rules import Rules, SetupDot, Start, start_dots

__all__ = [
    "Area",
    "Board",
    "BorderError",
    "Color",
    "DotsError",
    "EndReason",
    "Game",
    "GameOverError",
    "House",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "NotInVariantError",
    "NotYourTurnError",
    "OccupiedError",
    "OffFieldError",
    "OutOfPlayError",
    "Outcome",
    "PlaceResult",
    "Point",
    "Realm",
    "Rules",
    "SetupDot",
    "SgfError",
    "Start",
    "SuicideError",
    "ascii_digits",
    "format_point",
    "parse_point",
    "sgf",
    "start_dots",
]
