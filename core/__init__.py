"""Dots (Точки, kropki): the rules, pure and synchronous. See docs/rules.md."""

from core import sgf
from core.board import Board, PlaceResult
from core.color import Color
from core.errors import (
    DotsError,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    NotYourTurnError,
    OccupiedError,
    OffFieldError,
    OutOfPlayError,
    SgfError,
)
from core.game import EndReason, Game, Move, Outcome
from core.geometry import Point
from core.notation import ascii_digits, format_point, parse_point
from core.regions import Area, House
from core.rules import Rules, SetupDot, Start, start_dots

__all__ = [
    "Area",
    "Board",
    "Color",
    "DotsError",
    "EndReason",
    "Game",
    "GameOverError",
    "House",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "NotYourTurnError",
    "OccupiedError",
    "OffFieldError",
    "OutOfPlayError",
    "Outcome",
    "PlaceResult",
    "Point",
    "Rules",
    "SetupDot",
    "SgfError",
    "Start",
    "ascii_digits",
    "format_point",
    "parse_point",
    "sgf",
    "start_dots",
]
