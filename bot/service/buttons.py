"""Buttons: a game or challenge id plus an action, signed so a forged button is detected.

The callback data a platform sends back is ``<code><id>.<signature>``, e.g. ``m12.f3Kx9aQb``
(at most ~24 bytes: fits Telegram's 64-byte callback data and Discord's custom ids). The
signature is an HMAC of code and id under a secret kept in the database, so a client that
edits the id or the action gets "this button is not valid" instead of acting on another game.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from enum import StrEnum


class Action(StrEnum):
    ACCEPT = "accept"
    DECLINE = "decline"
    CANCEL = "cancel"
    RESIGN = "resign"
    RESIGN_CONFIRM = "resign-confirm"
    DRAW = "draw"
    DECLINE_DRAW = "decline-draw"
    GROUND = "ground"
    ABORT = "abort"
    BOARD = "board"
    PLAY_COMPUTER = "play-computer"
    """A new game against the computer; the target is the level's number (0 easy)."""

    @property
    def on_challenge(self) -> bool:
        return self in (Action.ACCEPT, Action.DECLINE, Action.CANCEL)


_CODES = {
    Action.ACCEPT: "a",
    Action.DECLINE: "d",
    Action.CANCEL: "c",
    Action.RESIGN: "r",
    Action.RESIGN_CONFIRM: "R",
    Action.DRAW: "w",
    Action.DECLINE_DRAW: "W",
    Action.GROUND: "g",
    Action.ABORT: "x",
    Action.BOARD: "b",
    Action.PLAY_COMPUTER: "p",
}
_ACTIONS = {code: action for action, code in _CODES.items()}
_SIGNATURE_BYTES = 6


@dataclass(frozen=True, slots=True)
class Button:
    """One button: what it does, to which game or challenge, and the data to send back."""

    action: Action
    target: int
    data: str

    @property
    def label_key(self) -> str:
        """The catalog key of the button's label."""
        if self.action is Action.PLAY_COMPUTER:
            return f"button-play-computer-{self.target}"
        return f"button-{self.action.value}"


class ButtonCodec:
    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("a button secret needs at least 16 bytes")
        self._secret = secret

    def _sign(self, body: str) -> str:
        digest = hmac.new(self._secret, body.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:_SIGNATURE_BYTES]).decode()

    def make(self, action: Action, target: int) -> Button:
        body = f"{_CODES[action]}{target}"
        return Button(action, target, f"{body}.{self._sign(body)}")

    def read(self, data: str) -> tuple[Action, int] | None:
        """The action and id a button carries, or ``None`` if it was forged or mangled."""
        body, sep, signature = data.partition(".")
        if not sep or len(body) < 2 or not hmac.compare_digest(signature, self._sign(body)):
            return None
        action = _ACTIONS.get(body[0])
        if action is None or not body[1:].isdigit():
            return None
        return action, int(body[1:])
