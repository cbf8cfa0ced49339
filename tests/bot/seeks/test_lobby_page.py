"""Seeks asked from the web board's lobby page (``LOBBY_PAGE``), through the service: the
person plays, and is told of the seek, in their own place on the platform that signed them
in, as that platform says (asked anew: one who cannot be written to is refused); the list
of open seeks names nobody and marks the reader's own."""

from __future__ import annotations

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service import LOBBY_PAGE, GameService, ListSeeks, Notice
from bot.service.commands import Seek
from tests.bot.conftest import ev

from .test_seeks import QUICK

ANN = Actor("test", "31", "Ann", "ann")
BEN = Actor("test", "32", "Ben", "ben")
DM = {"31": ChatRef("test", "dm-31")}
"""Where each can be written to alone, as the test platform says (Ben: nowhere)."""


class Places:
    def __init__(self) -> None:
        self.asked: list[ChatRef] = []

    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        self.asked.append(asked)
        return DM.get(person.user_id)


async def ignore(notice: Notice) -> None:
    return None


async def test_a_seek_from_the_lobby_page_plays_where_the_platform_says(
    service: GameService,
) -> None:
    places = Places()
    service.connect("test", ignore, own_places=places)
    sought = await service.dispatch(ev(), LOBBY_PAGE, ANN, Seek(QUICK))
    assert sought.ok and sought.keys == ("seek-open",)
    assert places.asked == [LOBBY_PAGE]  # asked anew, not taken for a private chat
    row = await service.parts.storage.open_seek(ANN.ref)
    assert row is not None and row.place == row.asked == DM["31"]
    refused = await service.dispatch(ev(), LOBBY_PAGE, BEN, Seek(QUICK))
    assert refused.keys == ("error-seek-unreachable",)

    listed = await service.dispatch(ev(), LOBBY_PAGE, BEN, ListSeeks())
    (seek,) = listed.seeks
    assert (seek.word, seek.rating, seek.low, seek.high) == ("10x10 empty 3+2 rated", 1500,
                                                              None, None)
    assert not seek.mine and "Ann" not in repr(seek)  # a seek is its terms, not its seeker
    assert (await service.dispatch(ev(), LOBBY_PAGE, ANN, ListSeeks())).seeks[0].mine
