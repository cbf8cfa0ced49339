"""The plan: one platform-neutral answer to "what should the chat see", tested once here for
every adapter: audiences, languages, cards sent or edited, mentions, alerts and lengths."""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n import Translator
from bot.identity import Actor
from bot.output.items import (
    Alert,
    Card,
    ChallengeCard,
    File,
    Picker,
    Text,
)
from bot.output.plan import picker_choices, plan, plan_notice
from bot.output.present import Presenter
from bot.platforms import narrowest
from bot.service import GameService, Notice, Opponent
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Audience
from bot.service.commands import (
    Accept,
    Challenge,
    ExportSgf,
    Help,
    Move,
    OfferDraw,
    Resign,
    SetLanguage,
)
from bot.storage import Storage

from .conftest import ALICE, BOB, CHAT, Clock, card_shown, ev, start_game

PRESENTER = Presenter(Translator())
REALISTIC = {
    "game": "#12345",
    "games": "#12345, #12346",
    "example": "/move 20-17 #12345",
    "text": "x" * 40,
    "token": "y" * 40,
    "value": "v" * 40,
    "time": "t" * 40,
    "first": "a" * 40,
    "second": "b" * 40,
    "name": "N" * 48,
    "width": 39,
    "height": 32,
    "command": "/challenge",
    "id": "1234",
    "ids": "1234, 1235",
    "status": "accepted",
    "max": 100,
    "min": 3,
    "language": "zz",
    "available": "en, pl, ru, uk",
    "start": "four-crosses",
    "setting": "max_games",
    "keys": "size, start, variant, time, rated, lang, board, pings, max_games, min_games",
    "cause": "busy",
}
"""Arguments as long as they get: quoted input is cut to 40 characters, names to 48."""


@pytest.mark.parametrize("lang", PRESENTER.translator.languages)
def test_every_refusal_fits_an_alert_in_every_language(lang: str) -> None:
    translator = PRESENTER.translator
    keys = [key for key in translator.keys(lang) if key.startswith("error-")]
    assert len(keys) > 40
    for key in keys:
        text = translator.t(lang, key, **REALISTIC)
        assert len(text) <= (narrowest().alert or 0), (lang, key, len(text))


async def test_a_refused_press_is_an_alert_and_a_refused_line_a_private_text(
    service: GameService,
) -> None:
    await start_game(service)
    refused = await service.play.move(ev(), CHAT, BOB, Move("3-3"))
    assert refused.keys == ("error-not-your-turn",)
    (alert,) = plan(refused, PRESENTER, pressed=True)
    assert isinstance(alert, Alert) and alert.text == "It is not your turn in #1."
    (text,) = plan(refused, PRESENTER)
    assert isinstance(text, Text) and text.audience is Audience.SENDER and text.error


async def test_a_refused_press_with_a_way_out_keeps_its_button(service: GameService) -> None:
    """"Play the computer" pressed while it is off: the refusal offers the lobby, so it is a
    private message with its button, not an alert that could carry none."""
    refused = await service.dispatch(ev(), CHAT, ALICE, Challenge(Opponent.computer(None)))
    assert refused.keys == ("error-computer-unavailable",)
    (text,) = plan(refused, PRESENTER, pressed=True)
    assert isinstance(text, Text) and text.audience is Audience.SENDER and text.error
    assert [choice.action for choice in text.choices] == [Action.SEEK_MENU]
    assert [choice.label for choice in text.choices] == ["Find an opponent"]


async def test_a_move_is_told_to_the_chat_in_the_movers_language_and_pings_the_next_player(
    service: GameService,
) -> None:
    game_id = await start_game(service)
    await card_shown(service, game_id, "card-1")  # the adapter sent the card
    await service.guide.set_language(ev(), CHAT, ALICE, SetLanguage("ru"))
    moved = await service.dispatch(ev(), CHAT, ALICE, Move("3-3"))
    assert moved.game is not None
    assert moved.lang == "ru" and moved.shared_lang == "ru"  # the chat chose none: hers
    (card,) = plan(moved, PRESENTER)
    assert isinstance(card, Card) and card.lang == "ru" and card.version == moved.game.version
    assert "Ходят красные: Bob" in card.caption and card.mention is not None
    assert card.mention.ref == BOB.ref
    assert not card.new and card.game.card_message_id == "card-1"  # edited in place
    await card_shown(service, game_id, None)  # the card was deleted
    view = await service.cards.game(game_id)
    assert view is not None
    placed = await service.parts.placing.placed(dataclasses.replace(moved, game=view))
    (fresh,) = plan(placed, PRESENTER)
    assert isinstance(fresh, Card) and fresh.new  # sent anew when the chat has none
    assert [c.action for c in card.choices][:2] == [Action.PICK, Action.DRAW]
    offer = await service.dispatch(ev(), CHAT, BOB, OfferDraw())
    items = plan(offer, PRESENTER)
    assert isinstance(items[0], Text) and items[0].audience is Audience.CHAT
    again = items[-1]
    assert isinstance(again, Card) and again.mention is None  # nobody's turn moved on
    wrong = await service.play.move(ev(), CHAT, BOB, Move("99-99"))
    (private,) = plan(wrong, PRESENTER)
    assert isinstance(private, Text) and private.text.startswith("99-99 is off the field")


async def test_a_challenge_card_mentions_the_challenged_player(service: GameService) -> None:
    made = await service.dispatch(
        ev(), CHAT, ALICE, Challenge(Opponent.user(ref=BOB.ref, name="Bob"))
    )
    (card,) = plan(made, PRESENTER)  # the announcement rides on the card: one message
    assert isinstance(card, ChallengeCard) and card.new and card.mention == BOB.ref
    assert [c.action for c in card.choices] == [Action.ACCEPT, Action.DECLINE, Action.CANCEL]
    said, shown = card.text.split("\n\n", 1)
    assert said == PRESENTER.text(made) and shown.startswith("Challenge 1: Alice (Blue) vs Bob")
    await service.cards.challenge_shown(1, "challenge-1")  # as a chat would report it
    accepted = await service.dispatch(ev(), CHAT, BOB, Accept(1))
    items = plan(accepted, PRESENTER)
    assert [type(item) for item in items] == [ChallengeCard, Card]  # the old one edited
    first = items[-1]
    assert isinstance(first, Card) and first.new and first.caption.startswith(
        f"{PRESENTER.text(accepted)}\n\nGame #1: Alice (Blue) vs Bob (Red)"
    )


async def test_lists_help_and_files_go_to_the_sender(service: GameService) -> None:
    (helped,) = plan(await service.guide.help(CHAT, ALICE, Help()), PRESENTER)
    assert isinstance(helped, Text) and helped.audience is Audience.SENDER
    game_id = await start_game(service)
    await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))
    items = plan(await service.history.sgf(CHAT, ALICE, ExportSgf(game_id)), PRESENTER)
    assert isinstance(items[-1], File) and items[-1].audience is Audience.SENDER
    assert items[-1].attachment.filename == f"dots-{game_id}.sgf"
    asked = await service.play.resign(ev(), CHAT, ALICE, Resign())
    assert asked.keys == ("error-no-game",)


async def test_long_names_keep_a_card_within_a_caption(
    storage: Storage, clock: Clock, service: GameService
) -> None:
    long_alice = dataclasses.replace(ALICE, name="Ж" * 400)
    long_bob = Actor(BOB.platform, BOB.user_id, "\u202e" + "Ӂ" * 400, BOB.username)
    await start_game(service, blue=long_alice, red=long_bob)
    moved = await service.play.move(ev(), CHAT, long_alice, Move("3-3"))
    (card,) = plan(moved, PRESENTER)
    assert isinstance(card, Card) and len(card.caption) <= narrowest().caption
    assert "\u202e" not in card.caption


async def test_the_picker_is_the_senders_with_its_buttons(service: GameService) -> None:
    await start_game(service, width=20, height=20)
    moved = await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
    assert moved.game is not None
    pick = next(b for b in moved.game.buttons if b.action is Action.PICK)
    opened = await service.press(ev(), CHAT, BOB, pick.data)
    (picker,) = plan(opened, PRESENTER, pressed=True)
    assert isinstance(picker, Picker) and "#1" in picker.text
    sectors = picker_choices(PRESENTER, picker)
    assert len(sectors) == 9 and all(c.action is Action.SECTOR for c in sectors)


async def test_an_announcement_goes_to_the_chat_and_pings_whom_it_names(
    service: GameService, clock: Clock
) -> None:
    game_id = await start_game(service)
    await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
    await card_shown(service, game_id, "card-1")
    clock.advance(hours=20)
    (reminder,) = await service.sweeper.sweep()
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        posted.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    await service.delivery.drain(CHAT.platform)
    items = plan_notice(posted[0], PRESENTER)
    assert isinstance(items[0], Text) and items[0].audience is Audience.CHAT
    card = items[-1]
    assert isinstance(card, Card) and card.mention is not None and card.mention.ref == BOB.ref
    assert reminder.mention == BOB.ref


async def test_a_redelivered_event_shows_nothing(service: GameService) -> None:
    await start_game(service)
    event = ev()
    assert (await service.play.move(event, CHAT, ALICE, Move("3-3"))).ok
    assert plan(await service.play.move(event, CHAT, ALICE, Move("3-3")), PRESENTER) == []


@pytest.mark.parametrize("limit", [4000, 1024, 300])
async def test_the_rules_come_with_their_picture_whole_whatever_a_caption_holds(
    service: GameService, limit: int
) -> None:
    """A picture with a reply too long for its caption carries the lines that fit, and the
    rest follows it: never the file's name in place of the words, never a word lost."""
    rules = await service.say(ev(), CHAT, ALICE, "/rules")
    sizes = dataclasses.replace(narrowest(), caption=limit)
    items = plan(rules, PRESENTER, limits=sizes)
    picture = items[0]
    assert isinstance(picture, File) and picture.attachment.filename == "rules.png"
    assert picture.caption != "rules.png" and len(picture.caption) <= limit
    after = [item.text for item in items[1:] if isinstance(item, Text)]
    assert len(items) == 1 + len(after) and len(after) == (len(PRESENTER.text(rules)) > limit)
    assert "\n".join([picture.caption, *after]) == PRESENTER.text(rules)
