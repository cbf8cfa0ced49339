"""What a challenge looks like to the output path: its card, and an offer ready to post
in any chat (inline mode)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from bot.domain import ChallengeStatus
from bot.identity import ChatRef, PlayerRef
from bot.service.answers.buttons import Button
from bot.service.answers.game_views import SeatView
from bot.service.answers.replies import Reply
from bot.time_control import TimeControl
from core import Color, Rules


@dataclass(frozen=True, slots=True)
class ChallengeView:
    id: int
    chat: ChatRef
    challenger: SeatView
    challenger_color: Color
    target_name: str | None
    """Who is challenged (``None``: an open challenge, or the computer)."""
    computer: bool
    rules: Rules
    status: ChallengeStatus
    expires_at: datetime
    game_id: int | None
    card_message_id: str | None
    buttons: tuple[Button, ...] = ()
    time: TimeControl = field(default_factory=TimeControl)
    rated: bool = False
    target: PlayerRef | None = None
    """The challenged player's account when known (to mention them by id)."""


@dataclass(frozen=True, slots=True)
class OfferView:
    """A challenge ready to post in any chat (inline mode), before anyone saw it: its
    terms as the challenge would be made, and why some words asked for were left out."""

    id: int
    challenger: SeatView
    challenger_color: Color
    target_name: str | None
    rules: Rules
    time: TimeControl
    rated: bool
    buttons: tuple[Button, ...]
    reason: Reply | None = None
    field_url: str | None = None
    """The address of its empty field's picture under ``PUBLIC_URL``, if set."""


@dataclass(frozen=True, slots=True)
class InlineAnswer:
    """What ``@bot words`` offers one user, in their language."""

    lang: str
    offers: tuple[OfferView, ...]
    personal: bool
    """It depends on who asked: a platform must not show it to anyone else."""
    replies: tuple[Reply, ...] = ()
    """Said instead when nothing is offered (a guest message: the rules, or how to ask)."""
