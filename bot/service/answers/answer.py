"""What the service answers: data for the output path to word through the catalog and lay
out (:mod:`bot.output`).

A :class:`Result` never holds finished text. ``replies`` are catalog keys with arguments
(:mod:`bot.service.answers.replies`); ``game`` and ``challenge`` are views for the cards
(:mod:`bot.service.answers.game_views`, :mod:`bot.service.answers.challenge_views`), the other parts
belong to one feature each (a tournament's table, an analysis's progress, a file).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.service.answers.buttons import Button, LinkButton
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView, PickerView, SeatView
from bot.service.answers.replies import Arg, Audience, Reply, Status
from bot.service.answers.seek_views import ClassLeadersView, LobbyGameView, SeekView
from bot.service.chats.chat_settings import ChatSettings, PictureStyle
from bot.service.tournaments.table_data import TournamentView


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file to send with the answer (an SGF record, a GIF replay)."""

    filename: str
    data: bytes
    media_type: str


@dataclass(frozen=True, slots=True)
class ProgressView:
    """A long piece of work's progress message (a game's analysis): posted once, then
    edited in place as it goes."""

    game_id: int
    text: Reply
    message_id: str | None
    """The message showing it, once posted (``None``: post it)."""


@dataclass(frozen=True, slots=True)
class Result:
    status: Status
    lang: str
    """The language to word this result in (the sender's)."""
    replies: tuple[Reply, ...] = ()
    game: GameView | None = None
    """A game whose card changed: edit the card in place (or send it if there is none)."""
    challenge: ChallengeView | None = None
    """A challenge whose card changed (new, accepted, declined, cancelled, expired)."""
    new_card: bool = False
    """Someone asked for a new card (a game began, ``/board``): with the chat's
    ``settings``, what the output path places the card from (:mod:`bot.output.placement`)."""
    settings: ChatSettings | None = None
    """The settings of the chat its cards go to (its board mode, its threads); ``None``:
    not placed yet (its cards edit the chat's)."""
    mention: SeatView | None = None
    """Whom the game's card pings (decided with its chat's settings:
    :mod:`bot.service.answers.pings`); an announcement sets it beforehand for the player a
    reminder is for."""
    games: tuple[GameView, ...] = ()
    challenges: tuple[ChallengeView, ...] = ()
    buttons: tuple[Button, ...] = ()
    """Buttons for the reply itself (e.g. "yes, resign")."""
    links: tuple[LinkButton, ...] = ()
    """Buttons that open an address, after ``buttons`` (the lobby page, signed in as the
    sender: only on an answer for them alone)."""
    about: GameView | None = None
    """The game a question for the sender is about ("are you sure?"): where the question
    is shown on the game's card (an inline message), the card's buttons stay below it."""
    listing: bool = False
    """An answer to ``/games``: show ``games`` and ``challenges`` (or say there are none)."""
    attachment: Attachment | None = None
    """A file to upload with the replies (``/sgf``, ``/replay``)."""
    picker: PickerView | None = None
    """A move picker to show the sender only (a Move or sector button was pressed)."""
    tournament: TournamentView | None = None
    """A tournament's table, to show as a picture with the replies."""
    progress: ProgressView | None = None
    """A progress message to post, or to edit where it was posted."""
    audience: Audience = Audience.CHAT
    """Who should see the replies (a refusal is always the sender's alone)."""
    chat_lang: str | None = None
    """The chat's language, for the shared cards and announcements (``None``: ``lang``)."""
    style: PictureStyle | None = None
    """The style of the pictures for the sender alone (a picker): theirs, else the chat's
    (:mod:`bot.service.chats.styles`; ``None``: light)."""
    chat_style: PictureStyle | None = None
    """The style of the game's card, what the chat sees (``None``: ``style``)."""
    seeks: tuple[SeekView, ...] = ()
    """The lobby's open seeks (the web board's lobby page)."""
    lobby_games: tuple[LobbyGameView, ...] = ()
    """The lobby's games in progress, to watch (the lobby page)."""
    leaders: tuple[ClassLeadersView, ...] = ()
    """The top players of each time class (the lobby page)."""
    launch: bool = False
    """The live board the replies link to opens inside the platform instead (a Discord
    Activity), where the platform's port can launch it; else the replies stand."""
    retry: bool = False
    """Nothing was stored because the database could not be reached: a platform that
    redelivers an unacknowledged update (Telegram's webhook) should not acknowledge it."""

    @property
    def private(self) -> bool:
        """The replies are for the sender only."""
        return self.status is Status.ERROR or self.audience is Audience.SENDER

    @property
    def shared_lang(self) -> str:
        """The language of what the whole chat sees."""
        return self.chat_lang or self.lang

    @property
    def own_style(self) -> PictureStyle:
        """The style of a picture for the sender alone."""
        return self.style or PictureStyle.LIGHT

    @property
    def shared_style(self) -> PictureStyle:
        """The style of the game's card."""
        return self.chat_style or self.own_style

    @property
    def ok(self) -> bool:
        return self.status is Status.OK

    @property
    def duplicate(self) -> bool:
        return self.status is Status.DUPLICATE

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(reply.key for reply in self.replies)


def refusal(lang: str, key: str, **args: Arg) -> Result:
    """Nothing changed; the sender alone is told why (the catalog's ``key``)."""
    return Result(Status.ERROR, lang, (Reply(key, args),), audience=Audience.SENDER)


def duplicate(lang: str) -> Result:
    """An event applied before (a redelivery): nothing is said."""
    return Result(Status.DUPLICATE, lang)


def answer(lang: str, *replies: Reply, **fields: Any) -> Result:
    """An answer for the sender alone (help, lists, settings, confirmations)."""
    return Result(Status.OK, lang, replies, audience=Audience.SENDER, **fields)
