"""Help, rules, languages and the chat's settings (changed by its admins)."""

from __future__ import annotations

from aiogram import Router

from bot.telegram.routing import feature_router

COMMANDS = ("help", "rules", "settings", "lang", "time")


def router() -> Router:
    return feature_router("settings", COMMANDS, ())
