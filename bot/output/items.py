"""What a place is shown, as the plan words it (:mod:`bot.output.plan`): texts, alerts,
cards, files, pickers and progress messages, platform-neutral, for a port to lay out
(:mod:`bot.output.port`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.identity import PlayerRef
from bot.output.placement import Placement
from bot.service.answers.answer import Attachment, ProgressView
from bot.service.answers.buttons import Action
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView, PickerView, SeatView
from bot.service.answers.replies import Audience
from bot.service.chats.chat_settings import PictureStyle
from core import Color

GIF = "image/gif"
"""An animated replay: sent as an animation, its caption its file's name."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A button: its label in the reader's language and the data it sends back."""

    label: str
    data: str
    action: Action
    color: Color | None = None
    """The side it belongs to, for platforms that colour buttons."""


@dataclass(frozen=True, slots=True)
class Link:
    """A button that opens ``url`` (its label in the reader's language): a platform shows
    it as its link button, the console as a line."""

    label: str
    url: str


@dataclass(frozen=True, slots=True)
class Text:
    text: str
    audience: Audience
    lang: str
    """The language it is worded in (its reader's: the sender's, or the chat's)."""
    choices: tuple[Choice, ...] = ()
    error: bool = False
    about: Card | None = None
    """The card of the game a question is about ("are you sure?"): where the question is
    shown on that card (an inline message), the card's buttons stay below it."""
    launch: bool = False
    """The live board it links to opens inside the platform instead (a Discord Activity,
    launched in answer to the press): a port that can, launches it and shows no text."""
    links: tuple[Link, ...] = ()
    """Buttons that open an address, after ``choices`` (the sender's alone)."""


@dataclass(frozen=True, slots=True)
class Alert:
    """A short notice for the one who pressed a button, shown by the platform itself."""

    text: str


@dataclass(frozen=True, slots=True)
class Card:
    """A game's card: the picture of ``game`` in ``lang`` and ``style`` with ``caption``
    below it."""

    game: GameView
    caption: str
    lang: str
    choices: tuple[Choice, ...]
    placement: Placement
    """Edit the chat's card or post a new one (:mod:`bot.output.placement`)."""
    mention: SeatView | None = None
    """The player to ping with this card, as the service decided
    (:mod:`bot.service.answers.pings`)."""
    style: PictureStyle = PictureStyle.LIGHT
    """How its picture is drawn, as the service decided (:mod:`bot.service.chats.styles`)."""

    @property
    def version(self) -> int:
        return self.game.version

    @property
    def new(self) -> bool:
        """Posted as a new message (not the chat's card edited)."""
        return self.placement is not Placement.EDIT

    @property
    def final(self) -> bool:
        """Posted for this change alone, never to be edited (the chat's ``board post``):
        it needs no message id, so a platform may send it in a webhook's answer."""
        return self.placement is Placement.POST_UNEDITED


@dataclass(frozen=True, slots=True)
class ChallengeCard:
    challenge: ChallengeView
    text: str
    choices: tuple[Choice, ...]
    placement: Placement
    mention: PlayerRef | None = None
    """The challenged player, pinged when the challenge is made."""

    @property
    def new(self) -> bool:
        return self.placement is not Placement.EDIT


@dataclass(frozen=True, slots=True)
class File:
    attachment: Attachment
    caption: str
    audience: Audience
    lang: str
    """The language of its caption, for what a platform says around a file (the
    console's "File:" line)."""


@dataclass(frozen=True, slots=True)
class Picker:
    """The move picker, for the player to move only (its buttons are in ``picker``)."""

    picker: PickerView
    text: str
    lang: str
    style: PictureStyle = PictureStyle.LIGHT
    """How its picture is drawn: the picker's player's style."""


@dataclass(frozen=True, slots=True)
class Progress:
    """A long piece of work's progress message (a game's analysis): posted when its
    message is not known yet, else that message edited; the message posted is reported
    (:mod:`bot.output.delivery`)."""

    view: ProgressView
    text: str

    @property
    def game_id(self) -> int:
        return self.view.game_id

    @property
    def message_id(self) -> str | None:
        return self.view.message_id

    @property
    def new(self) -> bool:
        return self.view.message_id is None


Outgoing = Text | Alert | Card | ChallengeCard | File | Picker | Progress


