"""What a new user met, each fixed: an aborted game's card offers nothing to record or
replay, a move sent in the wrong topic is told so, a Discord server is called a server."""

from __future__ import annotations

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import Action, GameService
from bot.service.commands import Abort, Configure, Move, Resign

from .conftest import ALICE, BOB, CHAT, ev, start_game

PRESENTER = Presenter(Translator())


async def test_an_aborted_game_offers_no_record_replay_or_rematch(service: GameService) -> None:
    game_id = await start_game(service)
    aborted = await service.play.abort(ev(), CHAT, BOB, Abort(game_id))
    assert aborted.game is not None and aborted.game.buttons == ()
    finished = await start_game(service)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1", finished))
    await service.play.move(ev(), CHAT, BOB, Move("1-2", finished))
    resigned = await service.dispatch(ev(), CHAT, ALICE, Resign(finished, confirmed=True))
    assert resigned.game is not None
    assert [b.action for b in resigned.game.buttons] == [Action.SGF, Action.REPLAY, Action.REMATCH]


async def test_a_discord_server_is_called_a_server_where_its_settings_are_refused(
    service: GameService,
) -> None:
    channel = ChatRef("discord", "900", "901")
    member = Actor("discord", "5", "Ann", "ann")
    refused = await service.dispatch(ev(), channel, member, Configure("size", ("15x15",)))
    assert refused.keys == ("error-settings-admin",)
    worded = PRESENTER.text(refused)
    assert worded == "Only the server's admins can change its settings.", worded
    shown = await service.dispatch(ev(), channel, member, Configure())
    assert "Server admins change them" in PRESENTER.text(shown)
    in_a_dm = await service.dispatch(ev(), ChatRef("discord", "902"), member, Configure("size"))
    assert PRESENTER.text(in_a_dm) != worded  # a DM is no server
    group = await service.dispatch(ev(), CHAT, member, Configure("size", ("15x15",)))
    assert PRESENTER.text(group) == "Only the chat's admins can change its settings."
