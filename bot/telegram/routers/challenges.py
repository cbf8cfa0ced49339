"""Challenges: by reply, ``@username``, a mention of a user without one, open, or the
computer; their Accept / Decline / Cancel buttons; rematches."""

from __future__ import annotations

from aiogram import Router

from bot.service import Action
from bot.telegram.routing import feature_router

COMMANDS = ("challenge", "play", "accept", "decline", "cancel", "rematch")
ACTIONS = (
    Action.ACCEPT, Action.DECLINE, Action.CANCEL, Action.PLAY_COMPUTER, Action.TAKE_OFFER,
    Action.WITHDRAW_OFFER,
)


def router() -> Router:
    return feature_router("challenges", COMMANDS, ACTIONS)
