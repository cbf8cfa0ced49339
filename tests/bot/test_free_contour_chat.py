"""A free contour's chosen chain in the chat (docs/rules.md §8.3, in the ``=`` form of
docs/rules.md §8.1.2): the chain taken, stored with the move and replayed after a restart,
written to SGF; each bad chain refused with its reason, changing nothing."""

from __future__ import annotations

from bot.i18n import Translator
from bot.service import GameService
from bot.storage import Storage
from core import Color, Start, sgf

from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, on_every_store, start_game
from .test_play import snapshot
from .test_territory_chat import say_all

F1 = [(ALICE, "3-4"), (BOB, "2-2"), (ALICE, "2-3"), (BOB, "1-1"), (ALICE, "4-3"),
      (BOB, "4-1"), (ALICE, "1-2"), (BOB, "1-4"), (ALICE, "3-2"), (BOB, "4-4")]
"""docs/rules.md §8.3 F1 (the T2 diagram) on 4×4: Blue's 2-1 is to close it."""


async def free_game(service: GameService) -> int:
    return await start_game(service, width=4, height=4, start=Start.EMPTY,
                            variants=(("free_contour", True),))


@on_every_store
async def test_8_3_a_listed_chain_takes_the_longer_border_and_is_replayed(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await free_game(service)
    await say_all(service, F1)
    taken = await service.say(ev(), CHAT, ALICE, "2-1=2-1 1-2 2-3 3-4 4-3 3-2")
    assert taken is not None and "move-captured" in taken.keys, taken
    again = await make_service(storage, clock)  # a restart: the chain is replayed
    refused = await again.say(ev(), CHAT, BOB, "3-3")
    assert refused is not None and refused.keys == ("error-move-out-of-play",)
    text = await again.history.export_sgf(game_id)
    assert text is not None and ";B[bd.bdacbbcadbccbd]" in text
    record = sgf.loads(text).game
    assert record.score(Color.BLUE) == 1 and not record.board.in_play(3, 3)


@on_every_store
async def test_8_3_a_bad_chain_is_refused_and_changes_nothing(
    service: GameService, storage: Storage,
) -> None:
    game_id = await free_game(service)
    await say_all(service, F1)
    before = await snapshot(storage, game_id)
    for text, key, why in [
        ("2-1=2-3 3-4 4-3 3-2", "error-contour-border", "through"),
        ("2-1=2-1 1-2 2-3 3-2 4-3 3-4", "error-contour-border", "link"),
        ("2-1=2-1 1-2 2-3", "error-contour-border", "short"),
        ("2-1=2-1 1-2 2-3 3-2 3-1", "error-contour-border", "not_own"),
        ("2-1!", "error-contour-form", None),
        ("2-1!2-2", "error-contour-form", None),
    ]:
        refused = await service.say(ev(), CHAT, ALICE, text)
        assert refused is not None and refused.keys == (key,), (text, refused)
        assert refused.replies[0].args.get("why") == why, (text, refused)
        assert await snapshot(storage, game_id) == before
    said = Translator().t("de", "error-contour-border", text="«2-1»", why="through")
    assert "neuen Punkt" in said
    await say_all(service, [(ALICE, "2-1")])  # no list: the minimal area, as always
    refused = await service.say(ev(), CHAT, BOB, "3-3")
    assert refused is not None and refused.ok  # 3-3 stays a house of Blue, Red may play
