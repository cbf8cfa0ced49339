"""Looking at games: a game's card and the games of a chat, and the cards adapters report
back (their pictures are the output path's: :mod:`bot.output.pictures`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer
from bot.service.answers.game_views import GameView
from bot.service.answers.placing import Placing
from bot.service.answers.replies import Status
from bot.service.answers.views import Views, computer_buttons
from bot.service.chats.languages import Languages
from bot.service.computer.engine import Engine
from bot.service.delivery.owed_cards import CARD_GRACE, CARRIED_WINDOW
from bot.service.games.finder import GameFinder, Wanted
from bot.service.games.live_games import LiveGames
from bot.service.play.commands import ListGames, NameTopic, ShowAgain, ShowBoard
from bot.storage.protocol import Storage
from bot.storage.records import CardShown, GameRow


@dataclass(eq=False, repr=False, kw_only=True)
class CardUseCases:
    engine: Engine | None
    finder: GameFinder
    live_games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    placing: Placing
    storage: Storage
    views: Views

    # ------------------------------------------------------------------ reading
    async def board(self, chat: ChatRef, actor: Actor, command: ShowBoard) -> Result:
        """Anyone in the chat may look at a game: the named one, or the obvious one."""
        lang = await self.langs.language(actor, chat)
        wanted = Wanted("board", watching=True)
        row = await self.finder.find_for(lang, chat, actor, command.game, wanted)
        if isinstance(row, Result):
            return row
        return Result(Status.OK, lang, game=await self.view(row), new_card=True)

    async def card_again(
        self, chat: ChatRef, actor: Actor, carrier: str | None = None
    ) -> Result | None:
        """For an update stored already and delivered again (the process that stored it may
        have been killed before it showed the card, or after): the card to show now, or
        ``None`` when the chat's card shows the game as it is; a result with ``retry`` while
        another delivery of it may be showing the card (leave the update unacknowledged).

        ``carrier`` names the update where its webhook answer could carry a card: a card
        carried by it whose window passed was never shown (Telegram delivers an update
        again only when it did not take the answer), so it is shown again. Whoever shows
        the card claims it first, so of copies at once one shows it (:mod:`.owed_cards`)."""
        lang = await self.langs.language(actor, chat)
        row = await self.finder.find_for(lang, chat, actor, None, Wanted("board", watching=True))
        if isinstance(row, Result):
            return None
        game, now = await self.view(row), self.now()
        answer_lost = carrier is not None and game.card_carrier == carrier
        if not game.card_behind and not answer_lost:
            return None
        due = game.card_due
        in_flight = due is not None and now < due
        if in_flight or not await self.storage.claim_card(game.id, due, now + CARD_GRACE):
            return Result(Status.DUPLICATE, lang, retry=True)
        shown = Result(Status.OK, lang, game=await self.view(row))
        return await self.placing.placed(shown, chat, actor)

    async def view(self, row: GameRow) -> GameView:
        """The game's view as stored now: the row is read again under the game's lock, so
        a move committed since ``row`` was read is in it, whole."""
        async with self.live_games.lock(row.id):
            fresh = await self.storage.game(row.id) or row
            return self.views.game(await self.live_games.live(fresh))

    async def game(self, game_id: int) -> GameView | None:
        """The current view of a game (for adapters refreshing a card), or None."""
        row = await self.storage.game(game_id)
        return await self.view(row) if row else None

    async def games(self, chat: ChatRef, actor: Actor, command: ListGames) -> Result:
        """The games being played and the challenges waiting in this chat."""
        lang = await self.langs.language(actor, chat)
        games = tuple([await self.view(row) for row in await self.storage.active_games(chat)])
        pending = await self.storage.pending_challenges(chat, self.now())
        idle = not games and not pending and self.engine is not None
        return answer(
            lang,
            games=games,
            challenges=tuple(self.views.challenge(row) for row in pending),
            listing=True,
            buttons=computer_buttons(self.views.codec) if idle else (),
        )

    async def again(self, chat: ChatRef, actor: Actor, command: ShowAgain) -> Result:
        """:meth:`card_again` as an answer: nothing to show is an answer without a card."""
        found = await self.card_again(chat, actor, command.carrier)
        return found or answer(await self.langs.language(actor, chat))

    async def name_topic(self, chat: ChatRef, actor: Actor, command: NameTopic) -> Result:
        """The platform named the topic ``chat`` (:meth:`name_place`); nothing is shown."""
        self.name_place(chat, command.name)
        return answer(await self.langs.language(actor, chat))

    def name_place(self, chat: ChatRef, name: str) -> None:
        """A topic's name as its platform says it (a forum topic made or renamed): a game
        there is pointed to by it when asked for elsewhere."""
        self.finder.name_place(chat, name)

    # --------------------------------------------------------------- for cards
    async def card_shown(
        self, game: GameView, message_id: str | None, *, carrier: str | None = None
    ) -> None:
        """The adapter showed ``game``'s card in ``message_id`` (to edit it later); a card
        of the game as it is pays the card owed (:mod:`bot.service.delivery.owed_cards`). A
        card carried by a webhook answer has no message id yet: ``carrier`` names the update
        answered (:meth:`card_again`)."""
        if game.home is not None:  # a player's own place of a lobby game: its message
            await self.storage.seek_card_shown(game.id, game.chat, message_id)
            return
        carried = self.now() + CARRIED_WINDOW if carrier is not None else None
        shown = CardShown(message_id, game.version, game.ply, carrier, carried)
        await self.storage.game_card_shown(game.id, shown)
        self.live_games.card_moved(game.id, message_id)

    async def game_moved(self, game: GameView, chat: ChatRef) -> None:
        """The game ``game`` that begins now lives in ``chat``, the thread of its own the
        adapter made where its card was placed (:attr:`~bot.output.placement.Placement.THREAD`): its
        cards and announcements go there from now on."""
        async with self.live_games.lock(game.id):
            async with self.storage.transaction() as tx:
                await tx.move_game(game.id, chat)
            self.live_games.forget(game.id)

    async def challenge_shown(self, challenge_id: int, message_id: str | None) -> None:
        """The adapter showed a challenge's card in ``message_id`` (to edit it later)."""
        await self.storage.challenge_card_shown(challenge_id, message_id)
