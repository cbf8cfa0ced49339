"""The variants' refusals in play (docs/rules.md §8.2, §8.5.1, §8.5.2): a dot into the other
side's house with suicide off, and grounding under STOP or with the edge as a wall, get a
clear reply in the player's language and change nothing; the card offers no Ground button
where the rules have no grounding."""

from __future__ import annotations

import pytest

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.buttons import Action
from bot.service.commands import Ground, Move
from bot.storage import Storage
from core import Start

from .conftest import ALICE, BOB, CHAT, ev, play_moves, start_game

PRESENTER = Presenter(Translator())


async def test_a_dot_into_the_other_sides_house_is_refused_with_suicide_off(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=5, height=5, start=Start.EMPTY,
                               variants=(("suicide", False),))
    await play_moves(service, ["2-1", "1-2", "3-2", "2-3"], ["5-5", "5-4", "5-3"])
    refused = await service.play.move(ev(), CHAT, BOB, Move("2-2"))
    assert refused.keys == ("error-move-suicide",)
    assert PRESENTER.replies(refused) == [
        "2-2 is inside your opponent's house: with suicide off you may not play there."
    ]
    row = await storage.game(game_id)
    assert row is not None and row.ply == 7  # nothing changed; Red still to move
    assert (await service.play.move(ev(), CHAT, BOB, Move("4-1"))).ok


@pytest.mark.parametrize("variant", ["stop", "edge_wall"])
async def test_no_grounding_under_stop_or_with_the_wall(
    service: GameService, storage: Storage, variant: str
) -> None:
    game_id = await start_game(service, width=8, height=8, variants=((variant, True),))
    view = await service.cards.game(game_id)
    assert view is not None
    assert Action.GROUND not in [button.action for button in view.buttons]
    assert Action.RESIGN in [button.action for button in view.buttons]
    for confirmed in (False, True):
        refused = await service.dispatch(ev(), CHAT, ALICE, Ground(confirmed=confirmed))
        assert refused.keys == ("error-ground-variant",)
    assert PRESENTER.replies(refused) == [
        "Game #1 has no grounding: it is played with STOP or with the edge as a wall."
    ]
    row = await storage.game(game_id)
    assert row is not None and row.result is None and row.ply == 0


async def test_the_sport_rules_still_offer_grounding(service: GameService) -> None:
    game_id = await start_game(service, width=8, height=8)
    view = await service.cards.game(game_id)
    assert view is not None and Action.GROUND in [button.action for button in view.buttons]
