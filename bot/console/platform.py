"""The console, declared once (:mod:`bot.platforms`): it runs when no other platform does,
a terminal that prints every card whole and keeps no limits."""

from __future__ import annotations

from bot.capabilities import Capabilities
from bot.platforms import Platform

NAME = "console"
CAPABILITIES = Capabilities(edits=False)
"""A terminal prints; it edits nothing, pings nobody and has no limits to keep."""

PLATFORM = Platform(name=NAME, adapter="bot.console", capabilities=CAPABILITIES)
