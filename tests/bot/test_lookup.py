"""Which game a command means: a game belongs to the topic it was started in; a finished
one may be named from anywhere in its chat by its players (``bot.service.games.finder``)."""

from __future__ import annotations

from dataclasses import replace

from bot.identity import ChatRef
from bot.service import GameService
from bot.service.commands import Configure, ExportSgf, Move, Rematch, Resign, ShowBoard

from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, ev, start_game

TOPIC = ChatRef("test", "100", "7")
"""A topic (thread) of ``CHAT``: the same chat, another place."""


async def test_an_active_game_is_named_only_in_its_own_topic(service: GameService) -> None:
    game_id = await start_game(service, ALICE, BOB, TOPIC)
    assert (await service.cards.board(TOPIC, CAROL, ShowBoard(game_id))).ok  # anyone there may look
    for where in (CHAT, OTHER_CHAT):
        for who in (ALICE, CAROL):
            refused = await service.cards.board(where, who, ShowBoard(game_id))
            # a player is told the topic of their game; to anyone else it is unknown here
            told = "error-game-elsewhere" if (where, who) == (CHAT, ALICE) else (
                "error-unknown-game"
            )
            assert refused.keys == (told,), (where, who)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1", game_id))).keys == (
        "error-game-elsewhere",
    )
    assert (await service.play.move(ev(), TOPIC, ALICE, Move("1-1", game_id))).ok


async def test_commands_without_a_number_look_only_at_this_topic(service: GameService) -> None:
    in_topic = await start_game(service, ALICE, BOB, TOPIC)
    assert (await service.cards.board(CHAT, ALICE, ShowBoard())).keys == ("error-no-game-here",)
    for refused in (  # told where her game is, not that she has none
        await service.play.resign(ev(), CHAT, ALICE, Resign()),
        await service.play.move(ev(), CHAT, ALICE, Move("1-1")),
    ):
        assert refused.keys == ("error-game-elsewhere",)
        told = {"games": f"#{in_topic}", "where": "topic", "group": "chat"}
        assert refused.replies[0].args == told
    assert (await service.play.move(ev(), CHAT, CAROL, Move("1-1"))).keys == ("error-no-game",)
    in_chat = await start_game(service, ALICE, BOB, CHAT)
    shown = await service.cards.board(CHAT, ALICE, ShowBoard())
    assert shown.game is not None and shown.game.id == in_chat
    shown = await service.cards.board(
        TOPIC, CAROL, ShowBoard()
    )  # a looker-on sees the topic's only game
    assert shown.game is not None and shown.game.id == in_topic
    moved = await service.play.move(ev(), TOPIC, ALICE, Move("1-1"))
    assert moved.ok and moved.game is not None and moved.game.id == in_topic


async def test_a_finished_game_is_named_anywhere_in_its_chat_by_its_players(
    service: GameService,
) -> None:
    game_id = await start_game(service, ALICE, BOB, TOPIC)
    assert (await service.play.resign(ev(), TOPIC, BOB, Resign(game_id, confirmed=True))).ok
    assert (await service.history.sgf(CHAT, ALICE, ExportSgf(game_id))).ok
    assert (await service.cards.board(CHAT, BOB, ShowBoard(game_id))).ok
    assert (await service.history.sgf(
        CHAT, CAROL, ExportSgf(game_id)
    )).keys == ("error-unknown-game",)
    assert (await service.history.sgf(
        TOPIC, CAROL, ExportSgf(game_id)
    )).ok  # in its own topic, anyone
    assert (await service.history.sgf(
        OTHER_CHAT, ALICE, ExportSgf(game_id)
    )).keys == ("error-unknown-game",)
    assert (await service.history.rematch(ev(), OTHER_CHAT, ALICE, Rematch(game_id))).keys == (
        "error-unknown-game",
    )
    again = await service.history.rematch(ev(), CHAT, ALICE, Rematch(game_id))
    assert again.ok and again.challenge is not None and again.challenge.chat == CHAT


async def test_settings_belong_to_the_whole_chat(service: GameService) -> None:
    admin = replace(ALICE, is_admin=True)
    assert (await service.settings.configure(ev(), TOPIC, admin, Configure("size", ["15x15"]))).ok
    here = await service.languages.chat_settings(CHAT)
    assert (here.rules.width, here.rules.height) == (15, 15)
    elsewhere = await service.languages.chat_settings(OTHER_CHAT)
    assert (elsewhere.rules.width, elsewhere.rules.height) != (15, 15)
