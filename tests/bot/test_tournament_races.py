"""Tournaments under races, through the service: announcements arriving together make one
tournament per chat and tell the others which one is open; many people joining at once
are all signed up, nobody told to try again; and the same with the work shared between
two workers on one database. On every store (``memory://`` too: SQLite in RAM, which
interleaves the requests as a file does)."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from bot.identity import Actor, ChatRef
from bot.service import GameService, Result, Status
from bot.service.challenges.options import GameOptions
from bot.service.commands import AnnounceTournament, JoinTournament, LeaveTournament
from bot.time_control import TimeControl
from bot.tournament.document import Tournament
from tests.bot.conftest import CHAT, ev, on_every_store, on_real_databases

OPTIONS = GameOptions(width=10, height=10, time=TimeControl.parse("5+0"))
ORGANIZER = Actor("test", "1", "Org", "org", is_admin=True)
CROWD = [Actor("test", str(n), f"Player {n}", f"p{n}") for n in range(100, 126)]
CHATS = [ChatRef("test", f"club{n}") for n in range(5)]


def announcement(fmt: str = "swiss") -> AnnounceTournament:
    return AnnounceTournament(fmt, OPTIONS)


async def entrants(service: GameService, chat: ChatRef = CHAT) -> list[str]:
    (row,) = await service.parts.storage.chat_tournaments(chat, 10)
    return [e.user_id for e in Tournament.from_json(row.body).entrants]


def refusals(results: list[Result]) -> list[tuple[str, ...]]:
    return [r.keys for r in results if not r.ok]


@on_every_store
async def test_three_announcements_at_once_in_five_chats_make_one_each(
    service: GameService,
) -> None:
    admins = [replace(ORGANIZER, user_id=str(n), name=f"Admin {n}") for n in (1, 2, 3)]
    calls = [
        service.dispatch(ev(), chat, admin, announcement(fmt))
        for chat in CHATS for admin, fmt in zip(admins, ("swiss", "roundrobin", "swiss"),
                                                strict=True)
    ]
    results = await asyncio.gather(*calls)
    for n, chat in enumerate(CHATS):
        mine = results[3 * n: 3 * n + 3]
        rows = await service.parts.storage.chat_tournaments(chat, 10)
        assert len(rows) == 1, f"{chat.chat_id}: one tournament"
        won = [r for r in mine if r.ok]
        assert len(won) == 1 and won[0].keys[0] == "tournament-announced"
        assert won[0].replies[0].args["id"] == str(rows[0].id)
        lost = [r for r in mine if not r.ok]
        assert [r.keys for r in lost] == [("error-tournament-open",)] * 2
        for refusal in lost:
            assert refusal.replies[0].args["id"] == f"#{rows[0].id}", "names the open one"
            assert refusal.private


@on_every_store
async def test_twenty_six_joins_at_once_all_join(service: GameService) -> None:
    assert (await service.dispatch(ev(), CHAT, ORGANIZER, announcement())).ok
    results = await asyncio.gather(
        *(service.dispatch(ev(), CHAT, player, JoinTournament()) for player in CROWD)
    )
    assert refusals(results) == []
    assert all(r.keys[0] == "tournament-joined" for r in results)
    joined = await entrants(service)
    assert sorted(joined) == sorted(["1", *(p.user_id for p in CROWD)])
    counts = sorted(int(r.replies[0].args["count"]) for r in results)
    assert counts == list(range(2, 28)), "each answer counts the players after its join"


@on_every_store
async def test_joins_and_leaves_at_once_keep_every_change(service: GameService) -> None:
    assert (await service.dispatch(ev(), CHAT, ORGANIZER, announcement())).ok
    first, second = CROWD[:13], CROWD[13:]
    for player in first:
        assert (await service.dispatch(ev(), CHAT, player, JoinTournament())).ok
    results = await asyncio.gather(
        *(service.dispatch(ev(), CHAT, p, LeaveTournament()) for p in first),
        *(service.dispatch(ev(), CHAT, p, JoinTournament()) for p in second),
    )
    assert refusals(results) == []
    assert sorted(await entrants(service)) == sorted(["1", *(p.user_id for p in second)])


@on_every_store
async def test_the_same_join_twice_at_once_joins_once(service: GameService) -> None:
    assert (await service.dispatch(ev(), CHAT, ORGANIZER, announcement())).ok
    player = CROWD[0]
    event = ev()
    results = await asyncio.gather(
        *(service.dispatch(event, CHAT, player, JoinTournament()) for _ in range(3)),
        *(service.dispatch(ev(), CHAT, player, JoinTournament()) for _ in range(3)),
    )
    statuses = [r.status for r in results]
    assert statuses.count(Status.OK) == 1
    twins, others = statuses[:3], statuses[3:]
    if Status.OK in twins:  # the event delivered three times won: its copies are duplicates
        assert sorted(twins) == sorted([Status.OK, Status.DUPLICATE, Status.DUPLICATE])
    else:  # another join won first: every copy of the event is told it is in already
        assert twins == [Status.ERROR] * 3
    assert others.count(Status.ERROR) == 3 - (Status.OK in others)
    again = {r.keys for r in results if r.status is Status.ERROR}
    assert again == {("error-tournament-joined",)}
    assert await entrants(service) == ["1", player.user_id]


@on_real_databases
async def test_two_workers_announcing_and_joining_at_once(
    service: GameService, second_worker: GameService
) -> None:
    workers = (service, second_worker)
    admins = [replace(ORGANIZER, user_id=str(n)) for n in (1, 2, 3, 4)]
    results = await asyncio.gather(
        *(workers[n % 2].dispatch(ev(), chat, admin, announcement())
          for chat in CHATS[:2] for n, admin in enumerate(admins))
    )
    for chat in CHATS[:2]:
        assert len(await service.parts.storage.chat_tournaments(chat, 10)) == 1
    assert sorted(r.keys[0] for r in results) == (
        ["error-tournament-open"] * 6 + ["tournament-announced"] * 2
    )
    joins = await asyncio.gather(
        *(workers[n % 2].dispatch(ev(), CHATS[0], p, JoinTournament())
          for n, p in enumerate(CROWD))
    )
    assert refusals(joins) == []
    assert len(await entrants(service, CHATS[0])) == 1 + len(CROWD)
