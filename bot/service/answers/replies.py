"""The words of an answer: catalog keys with their arguments, never finished text (the
output path words them in the reader's language), and who should see them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import TypeAlias

from bot.time_control import TimeControl

Arg: TypeAlias = "str | int | datetime | timedelta | TimeControl | Reply"
"""A reply's argument: text, a number (formatted by the reader's locale), a moment
(``DATETIME`` in the catalog), a duration or a time control (both worded by
:class:`bot.output.present.Presenter`), or another catalog message worded first."""


class Audience(StrEnum):
    """Who should see a result's replies."""

    CHAT = "chat"
    """Everyone in the chat: what happened to a game or a challenge."""
    SENDER = "sender"
    """Only the one who asked: refusals, confirmations, lists and help."""


class Status(StrEnum):
    OK = "ok"
    ERROR = "error"
    """Nothing changed; ``replies`` say why (show them to the sender only, if possible)."""
    DUPLICATE = "duplicate"
    """The event was applied before (a redelivery): say nothing."""


@dataclass(frozen=True, slots=True)
class Reply:
    """A message from the catalog: its key and the arguments it needs."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)


def game_tag(game_id: int) -> str:
    """How a game is named in what the bot says: ``#12``."""
    return f"#{game_id}"
