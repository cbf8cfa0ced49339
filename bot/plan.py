"""From a result to what a chat should see: one platform-neutral plan for every adapter.

:func:`plan` turns a :class:`~bot.service.results.Result` (an answer) and :func:`plan_notice`
a :class:`~bot.service.notices.Notice` (an announcement) into a list of outgoing items, all
worded through the catalog and within the platforms' lengths:

* :class:`Text`: a message, to the whole chat or to the sender only, with its buttons;
* :class:`Alert`: a short private notice answering a button press (≤ 200 characters);
* :class:`Card`: the game card (the board picture with a caption), sent anew or edited in
  place, with the version it shows, so an older edit never overwrites a newer one; it names
  the player to move when they should be pinged;
* :class:`ChallengeCard`, :class:`File` and :class:`Picker` (the move picker, sender only).

Adapters only lay these out (a caption, an embed, an ephemeral reply) and send them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.domain import ChallengeStatus, GameStatus
from bot.identity import PlayerRef
from bot.present import Presenter
from bot.service.buttons import Action, Button
from bot.service.notices import Notice
from bot.service.results import (
    Attachment,
    Audience,
    ChallengeView,
    GameView,
    PickerView,
    Result,
    SeatView,
    Status,
)
from bot.text import shorten
from core import Color

CAPTION_LIMIT = 1024
"""A Telegram photo caption; a Discord text display takes more."""
ALERT_LIMIT = 200
"""A Telegram callback answer."""
TEXT_LIMIT = 4000
"""A Telegram message is 4,096 characters, a Discord one 2,000 (Discord adapters split)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A button: its label in the reader's language and the data it sends back."""

    label: str
    data: str
    action: Action
    color: Color | None = None
    """The side it belongs to, for platforms that colour buttons."""


@dataclass(frozen=True, slots=True)
class Text:
    text: str
    audience: Audience
    choices: tuple[Choice, ...] = ()
    error: bool = False


@dataclass(frozen=True, slots=True)
class Alert:
    """A short notice for the one who pressed a button, shown by the platform itself."""

    text: str


@dataclass(frozen=True, slots=True)
class Card:
    """A game's card: the picture of ``game`` in ``lang`` with ``caption`` below it."""

    game: GameView
    caption: str
    lang: str
    choices: tuple[Choice, ...]
    new: bool
    """Send a new message; otherwise edit the card the chat shows (``game.card_message_id``)
    and send one only when there is none."""
    mention: SeatView | None = None
    """The player to move, to ping once for this move."""

    @property
    def version(self) -> int:
        return self.game.version


@dataclass(frozen=True, slots=True)
class ChallengeCard:
    challenge: ChallengeView
    text: str
    choices: tuple[Choice, ...]
    new: bool
    mention: PlayerRef | None = None
    """The challenged player, pinged when the challenge is made."""


@dataclass(frozen=True, slots=True)
class File:
    attachment: Attachment
    caption: str
    audience: Audience


@dataclass(frozen=True, slots=True)
class Picker:
    """The move picker, for the player to move only (its buttons are in ``picker``)."""

    picker: PickerView
    text: str
    lang: str


Outgoing = Text | Alert | Card | ChallengeCard | File | Picker


def choices(presenter: Presenter, lang: str, buttons: Iterable[Button]) -> tuple[Choice, ...]:
    return tuple(
        Choice(presenter.button(lang, button), button.data, button.action) for button in buttons
    )


def plan(
    result: Result,
    presenter: Presenter,
    *,
    pressed: bool = False,
    previous: GameView | None = None,
) -> list[Outgoing]:
    """What a chat should see of ``result``. ``pressed``: it answers a button press (a
    refusal becomes a private alert); ``previous``: the card the chat showed before, when
    the adapter knows it (the player to move is pinged only when the turn moved on)."""
    if result.status is Status.DUPLICATE:
        return []
    out: list[Outgoing] = []
    shared, own = result.shared_lang, result.lang
    words = [presenter.reply(own if result.private else shared, r) for r in result.replies]
    if result.private:
        body = "\n".join(words)
        if pressed and result.status is Status.ERROR and 0 < len(body) <= ALERT_LIMIT:
            out.append(Alert(body))
        elif body or result.buttons:
            out.append(
                Text(
                    shorten(body, TEXT_LIMIT),
                    Audience.SENDER,
                    choices(presenter, own, result.buttons),
                    error=result.status is Status.ERROR,
                )
            )
    elif words or result.buttons:
        body = shorten("\n".join(words), TEXT_LIMIT)
        out.append(Text(body, Audience.CHAT, choices(presenter, shared, result.buttons)))
    if result.listing:
        out.append(Text(shorten(presenter.games(own, result), TEXT_LIMIT), Audience.SENDER))
    if result.attachment is not None:
        audience = Audience.SENDER if result.private else Audience.CHAT
        out.append(File(result.attachment, result.attachment.filename, audience))
    if result.ok and result.challenge is not None:
        out.append(challenge_card(presenter, shared, result.challenge))
    if result.ok and result.game is not None:
        out.append(game_card(presenter, shared, result.game, result.new_card, previous))
    if result.ok and result.picker is not None:
        out.append(Picker(result.picker, picker_title(presenter, own, result.picker), own))
    return out


def plan_notice(notice: Notice, presenter: Presenter) -> list[Outgoing]:
    """An announcement (a time-out, a reminder, an expired challenge, the computer's move):
    everything goes to the chat, in the chat's language, the card edited in place."""
    result = notice.result
    out: list[Outgoing] = []
    words = presenter.replies(result)
    if words:
        out.append(Text(shorten("\n".join(words), TEXT_LIMIT), Audience.CHAT))
    if result.challenge is not None:
        out.append(challenge_card(presenter, result.lang, result.challenge))
    if result.game is not None:
        card = game_card(presenter, result.lang, result.game, False, None)
        if notice.mention is not None and card.mention is None:
            seat = result.game.blue if result.game.blue.ref == notice.mention else result.game.red
            card = Card(card.game, card.caption, card.lang, card.choices, card.new, seat)
        out.append(card)
    return out


def picker_title(presenter: Presenter, lang: str, picker: PickerView) -> str:
    game = f"#{picker.game.id}"
    if picker.sector is None:
        return presenter.t(lang, "game-picker-sectors", game=game)
    shown = picker.shown.label if picker.shown is not None else picker.sector.label
    return presenter.t(lang, "game-picker-points", game=game, sector=shown)


def game_card(
    presenter: Presenter, lang: str, view: GameView, new: bool, previous: GameView | None
) -> Card:
    caption = shorten(presenter.card(lang, view), CAPTION_LIMIT)
    mention = None
    if view.status is GameStatus.ACTIVE and view.to_move is not None:
        seat = view.seat(view.to_move)
        moved_on = previous is None or (previous.ply, previous.to_move) != (view.ply, view.to_move)
        if not seat.computer and (new or moved_on):
            mention = seat
    buttons = choices(presenter, lang, view.buttons)
    return Card(view, caption, lang, buttons, new or view.card_message_id is None, mention)


def challenge_card(presenter: Presenter, lang: str, view: ChallengeView) -> ChallengeCard:
    text = shorten(presenter.challenge_card(lang, view), CAPTION_LIMIT)
    new = view.card_message_id is None
    mention = view.target if new and view.status is ChallengeStatus.PENDING else None
    return ChallengeCard(view, text, choices(presenter, lang, view.buttons), new, mention)


def picker_choices(presenter: Presenter, picker: Picker) -> tuple[Choice, ...]:
    """A picker's buttons in reading order (platforms with grids lay them out themselves):
    the sectors (or parts of a sector), then the legal points, then "back"."""
    view, lang = picker.picker, picker.lang
    if view.sector is None:
        return tuple(
            Choice(sector.label, sector.button.data, sector.button.action)
            for sector in view.last_first
        )
    found: list[Choice] = [
        Choice(part.label, part.button.data, part.button.action) for part in view.parts
    ]
    for row in view.rows:
        for point in row:
            if point.button is not None:
                label = f"{point.x}-{point.y}"
                found.append(Choice(label, point.button.data, point.button.action))
    back = view.back
    found.append(Choice(presenter.button(lang, back), back.data, back.action))
    return tuple(found)
