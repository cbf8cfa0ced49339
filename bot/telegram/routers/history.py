"""Past and present games: lists, records (``/sgf`` as a document, ``/replay`` as an
animation), ratings and the leaderboard."""

from __future__ import annotations

from aiogram import Router

from bot.service import Action
from bot.telegram.routing import feature_router

COMMANDS = ("games", "history", "sgf", "replay", "top", "rating")
ACTIONS = (Action.SGF, Action.REPLAY, Action.REMATCH)
"""A finished game's card: its record, its replay, a rematch."""


def router() -> Router:
    return feature_router("history", COMMANDS, ACTIONS)
