"""Buttons: a game or challenge id, an action and a few small numbers, signed so that a
forged button is detected.

The callback data a platform sends back is ``<code><id>[.<arg>…].<signature>``:
``b12.f3Kx9aQb`` (the board of game 12), ``R12.2.…`` ("yes, resign", shown to the
player of colour 2), ``s12.40.3.…`` (sector 3 of game 12 as of ply 40), ``m12.40.20.17.…``
(play 20-17 in game 12 at ply 40). The longest, a move to 64-64 in a game numbered 2**53 at
ply 4096, is 37 ASCII characters: within Telegram's 64-byte callback data and Discord's
100-character custom ids (``tests/bot/test_picker_limits.py`` checks every field size).
The signature is an HMAC of everything before it under a secret kept in the database, so a
client that edits a number or the action gets "this button is not valid".

``DATA_TEMPLATE`` (and ``DATA_PATTERN``, compiled) match any button's data, for an aiogram
filter (``F.data.regexp(DATA_PATTERN)``) or a discord.py ``DynamicItem`` template;
``template(action)`` matches one action's buttons only. Both name their groups ``code``,
``target``, ``args`` and ``signature``; match them whole (``fullmatch``), as discord.py does.
"""

from __future__ import annotations

import base64
import hmac
import re
from dataclasses import dataclass
from enum import StrEnum


class Action(StrEnum):
    ACCEPT = "accept"
    DECLINE = "decline"
    CANCEL = "cancel"
    RESIGN = "resign"
    RESIGN_CONFIRM = "resign-confirm"
    """Args: the colour of the player who asked (only they may confirm)."""
    DRAW = "draw"
    DECLINE_DRAW = "decline-draw"
    GROUND = "ground"
    GROUND_CONFIRM = "ground-confirm"
    """Args: the colour of the player who asked (only they may confirm)."""
    STOP = "stop"
    """Send STOP (docs/rules.md §8.2): asks first."""
    AUTO_END = "auto-end"
    """After the other's STOP: end the game as the stopper's grounding counts (``/auto``)."""
    END = "end"
    """Territory: propose to end by the count, or agree (``/end``)."""
    STOP_CONFIRM = "stop-confirm"
    """STOP (docs/rules.md §8.2). Args: the colour of the player who asked."""
    ABORT = "abort"
    BOARD = "board"
    PLAY_COMPUTER = "play-computer"
    """A new game against the computer; the target is the level's number (0 easy)."""
    PICK = "pick"
    """Open the move picker of a game: its sectors."""
    SECTOR = "sector"
    """Args: the ply it was drawn at, the sector's index[, the part of the sector]."""
    MOVE = "move"
    """Args: the ply it was drawn at, x, y."""
    PLACE = "place"
    """Territory: the point a tap chose, a dot only. Args: the ply, x, y."""
    ENCLOSE = "enclose"
    """Territory: the point a tap chose, with every realm the dot completes. Args: the
    ply, x, y."""
    SGF = "sgf"
    """A finished game's record as a file."""
    REPLAY = "replay"
    """A finished game as an animated replay."""
    REMATCH = "rematch"
    """The same game again, colours swapped."""
    TAKE_OFFER = "take-offer"
    """Accept a challenge posted inline; the target is its offer (no challenge exists yet
    until the message is first pressed or Telegram says it was posted)."""
    WITHDRAW_OFFER = "withdraw-offer"
    """Cancel a challenge posted inline (its challenger only); the target is its offer."""
    JOIN_TOURNAMENT = "join-tournament"
    """Sign up for a tournament; the target is the tournament."""
    LEAVE_TOURNAMENT = "leave-tournament"
    START_TOURNAMENT = "start-tournament"
    STANDINGS = "standings"
    """A tournament's standings, for the presser."""
    WEB_BOARD = "web-board"
    """The game's live board: a link for the presser alone (Telegram shows a Mini App
    button instead)."""
    TAKEBACK = "takeback"
    """Ask to take back one's last move (casual games)."""
    ACCEPT_TAKEBACK = "accept-takeback"
    DECLINE_TAKEBACK = "decline-takeback"
    HINT = "hint"
    ANALYSIS = "analysis"
    """The computer's suggested move, for the presser alone (training games)."""
    TEAM_ACCEPT = "team-accept"
    """Accept a place in a proposed team game; the target is the team game."""
    TEAM_DECLINE = "team-decline"
    SEEK = "seek"
    """Seek one of the usual lobby games; the target is its number (``USUAL``)."""
    SEEK_AGAIN = "seek-again"
    """Seek again on the terms of one's own earlier seek; the target is that seek."""
    SEEK_CANCEL = "seek-cancel"
    """Take one's open seek back."""
    SEEK_MENU = "seek-menu"
    """Find an opponent: ``/seek`` alone, its choices (under ``/help`` and ``/play``)."""


_CODES = {
    Action.ACCEPT: "a",
    Action.DECLINE: "d",
    Action.CANCEL: "c",
    Action.RESIGN: "r",
    Action.RESIGN_CONFIRM: "R",
    Action.DRAW: "w",
    Action.DECLINE_DRAW: "W",
    Action.GROUND: "g",
    Action.GROUND_CONFIRM: "G",
    Action.STOP_CONFIRM: "S",
    Action.STOP: "T",
    Action.AUTO_END: "A",
    Action.END: "N",
    Action.ABORT: "x",
    Action.BOARD: "b",
    Action.PLAY_COMPUTER: "p",
    Action.PICK: "k",
    Action.SECTOR: "s",
    Action.MOVE: "m",
    Action.PLACE: "e",
    Action.ENCLOSE: "E",
    Action.SGF: "f",
    Action.REPLAY: "y",
    Action.REMATCH: "h",
    Action.TAKE_OFFER: "o",
    Action.WITHDRAW_OFFER: "O",
    Action.WEB_BOARD: "v",
    Action.JOIN_TOURNAMENT: "j",
    Action.LEAVE_TOURNAMENT: "J",
    Action.START_TOURNAMENT: "z",
    Action.STANDINGS: "q",
    Action.TAKEBACK: "t",
    Action.ACCEPT_TAKEBACK: "u",
    Action.DECLINE_TAKEBACK: "U",
    Action.HINT: "i",
    Action.ANALYSIS: "n",
    Action.SEEK: "K",
    Action.SEEK_AGAIN: "L",
    Action.SEEK_CANCEL: "C",
    Action.SEEK_MENU: "F",
    Action.TEAM_ACCEPT: "M",
    Action.TEAM_DECLINE: "D",
}
_ACTIONS = {code: action for action, code in _CODES.items()}
_ARITY: dict[Action, tuple[int, ...]] = {
    Action.RESIGN_CONFIRM: (1,),
    Action.GROUND_CONFIRM: (1,),
    Action.STOP_CONFIRM: (1,),
    Action.SECTOR: (2, 3),
    Action.MOVE: (3,),
    Action.PLACE: (3,),
    Action.ENCLOSE: (3,),
}
"""How many args an action's buttons carry (the others carry none)."""
_SIGNATURE_BYTES = 6
_SIGNATURE_CHARS = 8
MAX_TARGET_DIGITS = 19
MAX_ARG_DIGITS = 5
MAX_ARGS = 3

_NUMBERS = (
    rf"(?P<target>[0-9]{{1,{MAX_TARGET_DIGITS}}})"
    rf"(?P<args>(?:\.[0-9]{{1,{MAX_ARG_DIGITS}}}){{0,{MAX_ARGS}}})"
    rf"\.(?P<signature>[A-Za-z0-9_-]{{{_SIGNATURE_CHARS}}})"
)
DATA_TEMPLATE = rf"(?P<code>[{''.join(sorted(_ACTIONS))}]){_NUMBERS}"
"""A regular expression every button's data matches whole (and nothing much else)."""
DATA_PATTERN = re.compile(DATA_TEMPLATE)


def template(action: Action) -> str:
    """A regular expression matching the data of ``action``'s buttons only."""
    return rf"(?P<code>{re.escape(_CODES[action])}){_NUMBERS}"


@dataclass(frozen=True, slots=True)
class Button:
    """One button: what it does, to which game or challenge, and the data to send back."""

    action: Action
    target: int
    data: str
    args: tuple[int, ...] = ()

    @property
    def label_key(self) -> str:
        """The catalog key of the button's label."""
        if self.action in (Action.PLAY_COMPUTER, Action.SEEK):
            return f"button-{self.action.value}-{self.target}"
        return f"button-{self.action.value}"


@dataclass(frozen=True, slots=True)
class LinkButton:
    """A button that opens an address rather than sending data back (the lobby page):
    the service decides the address for its reader, a platform only shows it."""

    label_key: str
    """The catalog key of its label."""
    url: str


class ButtonCodec:
    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("a button secret needs at least 16 bytes")
        self._secret = secret

    def _sign(self, body: str) -> str:
        digest = hmac.digest(self._secret, body.encode(), "sha256")
        return base64.urlsafe_b64encode(digest[:_SIGNATURE_BYTES]).decode()

    def make(self, action: Action, target: int, *args: int) -> Button:
        if len(args) not in _ARITY.get(action, (0,)):
            raise ValueError(f"{action} buttons carry {_ARITY.get(action, (0,))} args: {args}")
        if target < 0 or any(arg < 0 for arg in args):
            raise ValueError(f"button numbers are never negative: {target}, {args}")
        body = ".".join(map(str, (f"{_CODES[action]}{target}", *args)))
        return Button(action, target, f"{body}.{self._sign(body)}", args)

    def read(self, data: str) -> Button | None:
        """The button ``data`` came from, or ``None`` if it was forged or mangled."""
        match = DATA_PATTERN.fullmatch(data)
        if match is None:
            return None
        body = data[: match.start("signature") - 1]
        if not hmac.compare_digest(match["signature"], self._sign(body)):
            return None
        action = _ACTIONS[match["code"]]
        args = tuple(int(arg) for arg in match["args"].split(".")[1:])
        if len(args) not in _ARITY.get(action, (0,)):
            return None
        return Button(action, int(match["target"]), data, args)
