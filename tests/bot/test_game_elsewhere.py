"""A command in a topic or channel where the sender plays no game: told where their games
are when they are elsewhere in the same chat, and the place named as what it is."""

from __future__ import annotations

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.commands import Move, ShowBoard

from .conftest import ALICE, BOB, CAROL, ev, on_every_store, start_game

PRESENTER = Presenter(Translator())
GAMES, CHATTER, OFFTOPIC = (ChatRef("test", "100", thread) for thread in ("7", "8", "9"))


@on_every_store  # the player's games in the whole chat: a read of every store
async def test_games_in_other_topics_are_named(service: GameService) -> None:
    first = await start_game(service, ALICE, BOB, GAMES)
    second = await start_game(service, ALICE, CAROL, CHATTER)
    refused = await service.play.move(ev(), OFFTOPIC, ALICE, Move("1-1"))
    assert refused.keys == ("error-games-elsewhere",)
    assert PRESENTER.reply("en", refused.replies[0]) == (
        f"Your games #{first}, #{second} are in other topics of this chat: continue them there."
    )
    assert PRESENTER.reply("ru", refused.replies[0]) == (
        f"Ваши партии #{first}, #{second} идут в других темах этого чата: продолжайте их там."
    )
    alone = await service.play.move(ev(), OFFTOPIC, BOB, Move("1-1"))
    assert PRESENTER.reply("en", alone.replies[0]) == (
        f"Your game #{first} is in another topic of this chat: continue it there."
    )
    nobody = Actor("test", "40", "Dan", "dan")
    none = await service.play.move(ev(), OFFTOPIC, nobody, Move("1-1"))
    assert PRESENTER.reply("en", none.replies[0]).startswith(
        "You have no game in progress in this topic."
    )
    looked = await service.cards.board(OFFTOPIC, nobody, ShowBoard())
    assert PRESENTER.reply("uk", looked.replies[0]).startswith("У цій темі зараз не йде")


async def test_a_discord_channel_is_called_a_channel(service: GameService) -> None:
    alice, bob = (Actor("discord", a.user_id, a.name, a.username) for a in (ALICE, BOB))
    game = await start_game(service, alice, bob, ChatRef("discord", "55", "1"))
    refused = await service.play.move(ev(), ChatRef("discord", "55", "2"), alice, Move("1-1"))
    assert PRESENTER.reply("pl", refused.replies[0]) == (
        f"Twoja partia #{game} toczy się na innym kanale tego serwera: kontynuuj ją tam."
    )


async def test_a_topic_whose_name_is_known_is_named(service: GameService) -> None:
    game = await start_game(service, ALICE, BOB, GAMES)
    service.cards.name_place(GAMES, "Dots club")
    refused = await service.play.move(ev(), CHATTER, ALICE, Move("1-1"))
    assert refused.keys == ("error-game-in-place",)
    assert PRESENTER.reply("ru", refused.replies[0]) == (
        f"Ваша партия #{game} идёт в теме «Dots club»: продолжайте её там."
    )
