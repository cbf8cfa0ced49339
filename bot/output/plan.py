"""From a result to what a chat should see: one platform-neutral plan for every adapter.

:func:`plan` turns a :class:`~bot.service.answers.answer.Result` (an answer) and
:func:`plan_notice` a :class:`~bot.service.delivery.notices.Notice` (an announcement) into a
list of outgoing items, all worded through the catalog and within the lengths of the
platform shown them (its :class:`~bot.output.port.Limits`, declared with it:
:mod:`bot.platforms`; without one, the narrowest of all):

* :class:`Text`: a message, to the whole chat or to the sender only, with its buttons;
* :class:`Alert`: a short private notice answering a button press (on a platform that has
  one);
* :class:`Card`: the game card (the board picture with a caption), sent anew or edited in
  place (:mod:`bot.output.placement`), with the version it shows, so an older edit never
  overwrites a newer one; it names the player to ping, when the service decided one should
  be;
* :class:`ChallengeCard`, :class:`File` and :class:`Picker` (the move picker, sender only).

The items are :mod:`bot.output.items`; the delivery (:mod:`bot.output.delivery`) shows
them through a platform's port, which only lays them out (a caption, an embed, an
ephemeral reply) and sends them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TypeGuard

from bot.domain import ChallengeStatus
from bot.output.items import (
    GIF,
    Alert,
    Card,
    ChallengeCard,
    Choice,
    File,
    Link,
    Outgoing,
    Picker,
    Progress,
    Text,
)
from bot.output.placement import Placement, place_challenge_card, place_game_card
from bot.output.port import Limits
from bot.output.present import Presenter
from bot.output.tournament_tables import tournament_picture
from bot.output.wording import Wording
from bot.platforms import narrowest
from bot.service.answers.answer import Attachment, ProgressView, Result
from bot.service.answers.buttons import Button
from bot.service.answers.game_views import GameView, PickerView, SeatView
from bot.service.answers.replies import Audience, Status
from bot.service.delivery.notices import Notice
from bot.service.places.inline_games import inline_message
from bot.text import shorten


def choices(presenter: Presenter, lang: str, buttons: Iterable[Button]) -> tuple[Choice, ...]:
    return tuple(
        Choice(presenter.button(lang, button), button.data, button.action) for button in buttons
    )


def links(presenter: Presenter, lang: str, result: Result) -> tuple[Link, ...]:
    return tuple(Link(presenter.t(lang, link.label_key), link.url) for link in result.links)


def plan(result: Result, presenter: Presenter, *, pressed: bool = False,
         limits: Limits | None = None) -> list[Outgoing]:
    """What a chat should see of ``result``, within ``limits``. ``pressed``: it answers a
    button press (a short refusal becomes a private alert, where the platform has one)."""
    if result.status is Status.DUPLICATE:
        return []
    sizes = limits or narrowest()
    out: list[Outgoing] = []
    shared, own = result.shared_lang, result.lang
    words = [presenter.reply(own if result.private else shared, r) for r in result.replies]
    if result.private:
        body = "\n".join(words)
        alert = pressed and result.status is Status.ERROR and not result.buttons
        if alert and 0 < len(body) <= (sizes.alert or 0):
            out.append(Alert(body))
        elif body or result.buttons or result.links:
            about = view_card(presenter, own, result.about) if result.about else None
            out.append(
                Text(
                    shorten(body, sizes.text),
                    Audience.SENDER,
                    own,
                    choices(presenter, own, result.buttons),
                    error=result.status is Status.ERROR,
                    about=about,
                    launch=result.launch,
                    links=links(presenter, own, result),
                )
            )
    elif words or result.buttons:
        body = shorten("\n".join(words), sizes.text)
        out.append(Text(body, Audience.CHAT, shared, choices(presenter, shared, result.buttons)))
    if result.listing:
        listed = shorten(presenter.games(own, result), sizes.text)
        out.append(Text(listed, Audience.SENDER, own))
    if result.progress is not None:
        out.append(progress(presenter, shared, result.progress))
    audience = Audience.SENDER if result.private else Audience.CHAT
    lang = own if result.private else shared
    if result.attachment is not None:
        out = _with_file(out, result.attachment, audience, lang, sizes)
    if result.tournament is not None:
        picture = tournament_picture(presenter, lang, result.tournament, result.shared_style)
        out = _with_file(out, picture, audience, lang, sizes)
    if result.ok and result.challenge is not None:
        out.append(challenge_card(presenter, shared, result, sizes))
    if result.ok and result.game is not None:
        out.append(game_card(presenter, shared, result, sizes))
    if result.ok and result.picker is not None:
        title = picker_title(presenter, own, result.picker)
        out.append(Picker(result.picker, title, own, result.own_style))
    return _announced_on_card(out, sizes)


def _announced_on_card(out: list[Outgoing], sizes: Limits) -> list[Outgoing]:
    """The first card of a challenge or of a game, posted anew, carries the chat's short
    announcement above its own words (a challenge made, a game begun): one message instead
    of two, where every message costs a share of a minute's budget. Later cards do not: a
    newer position replaces them, and what they said must not go with them."""
    said = next((item for item in out if isinstance(item, Text)), None)
    card = next((item for item in out if _first_card(item)), None)
    if said is None or card is None or said.choices or said.error or _inline(card):
        return out
    if said.audience is not Audience.CHAT:
        return out
    if isinstance(card, Card):
        if len(said.text) + len(card.caption) + 2 > sizes.caption:
            return out
        carried: Outgoing = replace(card, caption=f"{said.text}\n\n{card.caption}")
    else:
        if len(said.text) + len(card.text) + 2 > sizes.caption:
            return out
        carried = replace(card, text=f"{said.text}\n\n{card.text}")
    return [carried if item is card else item for item in out if item is not said]


def _inline(card: Card | ChallengeCard) -> bool:
    """An inline message's card: its platform words what goes on it (a challenge made
    there is answered by its buttons, not by the commands an announcement names)."""
    view = card.game if isinstance(card, Card) else card.challenge
    return inline_message(view.chat) is not None


def _first_card(item: Outgoing) -> TypeGuard[Card | ChallengeCard]:
    """A card never shown before, posted anew."""
    if isinstance(item, ChallengeCard):
        return item.new and item.challenge.card_message_id is None
    return isinstance(item, Card) and item.new and item.game.card_version is None


def _with_file(out: list[Outgoing], attachment: Attachment, audience: Audience,
               lang: str, sizes: Limits) -> list[Outgoing]:
    """A file after the replies; a picture with short replies carries them as its caption
    (the rules below their picture), and with longer ones the lines that fit, the rest
    following it."""
    first = out[0] if len(out) == 1 else None
    picture = attachment.media_type.startswith("image/") and attachment.media_type != GIF
    if picture and isinstance(first, Text):
        head, rest = _caption_and_rest(first.text, sizes.caption)
        if head:
            shown: list[Outgoing] = [File(attachment, head, audience, lang)]
            return [*shown, replace(first, text=rest)] if rest else shown
    return [*out, File(attachment, attachment.filename, audience, lang)]


def _caption_and_rest(text: str, room: int) -> tuple[str, str]:
    """The lines of ``text`` that fit a caption of ``room`` characters, and the rest."""
    lines = text.split("\n")
    for count in range(len(lines), 0, -1):
        head = "\n".join(lines[:count])
        if len(head) <= room:
            return head.rstrip(), "\n".join(lines[count:]).strip()
    return "", text


def plan_notice(notice: Notice, presenter: Presenter, *,
                limits: Limits | None = None) -> list[Outgoing]:
    """An announcement (a time-out, a reminder, an expired challenge, the computer's move):
    everything goes to the chat, in the chat's language, the card edited in place."""
    result = notice.result
    sizes = limits or narrowest()
    out: list[Outgoing] = []
    words = presenter.replies(result)
    if words:
        out.append(Text(shorten("\n".join(words), sizes.text), Audience.CHAT, result.lang))
    if result.attachment is not None:
        out = _with_file(out, result.attachment, Audience.CHAT, result.lang, sizes)
    if result.progress is not None:  # first: it says what the rest is
        out.insert(0, progress(presenter, result.lang, result.progress))
    if result.tournament is not None:
        picture = tournament_picture(presenter, result.lang, result.tournament,
                                     result.shared_style)
        out = _with_file(out, picture, Audience.CHAT, result.lang, sizes)
    if result.challenge is not None:
        out.append(challenge_card(presenter, result.lang, result, sizes))
    if result.game is not None:
        out.append(game_card(presenter, result.lang, result, sizes))
    return _announced_on_card(out, sizes)


def progress(presenter: Presenter, lang: str, view: ProgressView) -> Progress:
    return Progress(view, presenter.reply(lang, view.text))


def picker_title(presenter: Presenter, lang: str, picker: PickerView) -> str:
    game = f"#{picker.game.id}"
    if picker.sector is None:
        return presenter.t(lang, "game-picker-sectors", game=game)
    shown = picker.shown.label if picker.shown is not None else picker.sector.label
    return presenter.t(lang, "game-picker-points", game=game, sector=shown)


def game_card(presenter: Presenter, lang: str, result: Result, sizes: Limits) -> Card:
    """The card of ``result``'s game, placed from its chat's settings
    (:mod:`bot.output.placement`), pinging whom the service decided."""
    view = result.game
    assert view is not None
    placement = Placement.EDIT  # a result nobody placed edits the chat's card
    if result.settings is not None:
        placement = place_game_card(view, result.settings, asked_new=result.new_card)
    card = view_card(presenter, lang, view, placement, result.mention, limits=sizes)
    return replace(card, style=result.shared_style)


def view_card(
    presenter: Presenter,
    lang: str,
    view: GameView,
    placement: Placement = Placement.EDIT,
    mention: SeatView | None = None,
    *,
    limits: Limits | None = None,
) -> Card:
    """The card of the game ``view`` shows (a picker's way back to its card, too)."""
    caption = shorten(presenter.card(lang, view), (limits or narrowest()).caption)
    buttons = choices(presenter, lang, view.buttons)
    return Card(view, caption, lang, buttons, placement, mention)


def challenge_card(presenter: Presenter, lang: str, result: Result,
                   sizes: Limits) -> ChallengeCard:
    view = result.challenge
    assert view is not None
    placed = result.settings is not None
    placement = place_challenge_card(view) if placed else Placement.EDIT
    text = shorten(presenter.challenge_card(lang, view), sizes.caption)
    new = placement is not Placement.EDIT
    mention = view.target if new and view.status is ChallengeStatus.PENDING else None
    return ChallengeCard(view, text, choices(presenter, lang, view.buttons), placement, mention)


def picker_choices(wording: Wording, picker: Picker) -> tuple[Choice, ...]:
    """A picker's buttons in reading order, as the picture lays the field out (platforms
    with grids lay them out themselves): the sectors, the top row first, left to right;
    or a sector's legal points, the top row first, then the way back to the sectors (a
    terminal lists every point of a sector: it needs none of the parts Discord's grids
    do)."""
    view, lang = picker.picker, picker.lang
    if view.sector is None:
        return tuple(
            Choice(sector.label, sector.button.data, sector.button.action)
            for sector in view.sectors
        )
    found: list[Choice] = []
    for row in view.rows:
        for point in row:
            if point.button is not None:
                label = f"{point.x}-{point.y}"
                found.append(Choice(label, point.button.data, point.button.action))
    back = view.back
    found.append(Choice(wording.t(lang, "picker-back"), back.data, back.action))
    return tuple(found)
