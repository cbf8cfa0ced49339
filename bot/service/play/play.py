"""Use cases of a running game: moves, resignation, draws, grounding, abort, looking at it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.metrics import METRICS, timed
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Arg, Reply, game_tag
from bot.service.answers.views import Views, may_abort
from bot.service.chats.languages import Languages
from bot.service.events import EventGuard, idempotent
from bot.service.games.changes import (
    Change,
    Mutation,
    at_ply,
    ended,
    finished,
    grounding_given,
    moved,
    names,
    update,
)
from bot.service.games.finder import GameFinder, Wanted, seat_color
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.service.games.replay import stored_result
from bot.service.games.writes import WritePath
from bot.service.play.commands import (
    Abort,
    DeclineDraw,
    Ground,
    Move,
    OfferDraw,
    ProposeEnd,
    Resign,
    Stop,
)
from bot.service.play.stop_steps import end_after_stop
from bot.service.play.territory_moves import (
    MOVE_ERRORS,
    Borders,
    completes_realm,
    play_text,
    refusal_words,
)
from bot.storage.records import GameRow, MoveRow
from bot.text import quote
from core import Color, DotsError, Outcome, Point, Rules, format_point

log = logging.getLogger(__name__)

__all__ = ["PlayUseCases", "ended"]


def shown_point(point: str | Point) -> str:
    """A point as a reply quotes it: the player's words, or the tapped point as x-y."""
    return quote(point) if isinstance(point, str) else format_point(point)


@dataclass(eq=False, repr=False, kw_only=True)
class PlayUseCases:
    guard: EventGuard
    finder: GameFinder
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    views: Views
    writes: WritePath

    async def find_game(
        self, lang: str, chat: ChatRef, actor: Actor, game_id: int | None, command: str
    ) -> GameRow | Result:
        """The game a player's command is about: named, or their only active game here."""
        return await self.finder.find_for(lang, chat, actor, game_id, Wanted(command))

    def _check_player(self, lang: str, row: GameRow, actor: Actor) -> Result | None:
        if seat_color(row, actor.ref) is None:
            return refusal(lang, "error-not-a-player", game=game_tag(row.id))
        if row.status is not GameStatus.ACTIVE:
            return refusal(lang, "error-game-over", game=game_tag(row.id))
        return None

    # --------------------------------------------------------------------- move
    @timed(METRICS.move_seconds)
    @idempotent
    async def move(self, event: str, chat: ChatRef, actor: Actor, command: Move) -> Result:
        """Play a point, as written (``"20-17"``, ``"20 17"`` …) or tapped (``(20, 17)``),
        in the sender's game in this chat; with ``ply`` (a picker's button) only if the
        game is still at that ply."""
        lang = await self.langs.language(actor, chat)
        wanted = Wanted(f"move {shown_point(command.point)}", turn=True)
        row = await self.finder.find_for(lang, chat, actor, command.game, wanted)
        if isinstance(row, Result):
            return row
        return await self.move_in(event, lang, row, actor, command)

    async def move_in(
        self, event: str, lang: str, row: GameRow, actor: Actor, command: Move,
        kept: Callable[[Mutation], Mutation] = lambda play: play,
    ) -> Result:
        """``command`` played in ``row``'s game by ``actor``, its player to move: in
        Territory a tapped point may first ask "place" or "place and enclose"; ``kept``
        wraps the move's step (a team game's clock)."""
        point, ply = command.point, command.ply
        asks = command.enclose is None and not command.borders
        if isinstance(point, tuple) and asks and ply == row.ply:
            asked = await self._place_or_enclose(lang, row, actor, point)
            if asked is not None:
                return asked
        if isinstance(point, tuple) and command.enclose:
            point = f"{format_point(point)}!"
        play: Mutation = partial(self.play_point, point, borders=command.borders)
        play = kept(at_ply(ply, play) if ply is not None else play)
        return await self.writes.apply(event, lang, row.id, actor, play,
                                       announce=command.announced)

    async def _place_or_enclose(
        self, lang: str, row: GameRow, actor: Actor, point: Point
    ) -> Result | None:
        """Territory, a tapped point whose dot would complete a realm: ask the player alone
        "place" or "place and enclose" (docs/rules.md §8.1.2), a third tap; else None."""
        color = seat_color(row, actor.ref)
        async with self.games.lock(row.id):
            live = await self.games.live(row)
            if color is None or not completes_realm(live.game, point, color):
                return None
            about = self.views.game(live)
        make, x, y = self.views.codec.make, *point
        buttons = tuple(make(action, row.id, row.ply, x, y)
                        for action in (Action.PLACE, Action.ENCLOSE))
        asked = Reply("move-place-or-enclose", {"game": game_tag(row.id),
                                                "point": format_point(point)})
        return answer(lang, asked, buttons=buttons, about=about)

    def play_point(
        self, point: str | Point, live: LiveGame, color: Color, *, borders: Borders = (),
    ) -> Change | Reply:
        """``point`` played for ``color`` (with the ``borders`` tapped after it)."""
        game, row = live.game, live.row
        tag = game_tag(row.id)
        if game.stopped is color:  # docs/rules.md §8.2: the stopper places no more dots
            return Reply("error-stop-stopper", {"game": tag})
        if game.to_move is not color:
            return Reply("error-not-your-turn", {"game": tag})
        width, height = game.rules.width, game.rules.height
        try:
            (x, y), captured, realms = play_text(game, point, color, borders)
        except DotsError as error:
            key = MOVE_ERRORS.get(error.code)
            words: dict[str, Arg] = {"game": tag, "text": shown_point(point), "width": width,
                                     "height": height, **refusal_words(error)}
            return Reply(key or "error-move-illegal", words)
        now = self.now()
        replies: list[Reply] = []
        if captured:
            who = {"game": tag, "name": names(row)[color - 1], "color": str(color)}
            replies.append(Reply("move-captured", {**who, "count": captured}))
        draw_offer = row.draw_offer
        if draw_offer is not None and draw_offer != color:
            draw_offer = None
            replies.append(Reply("draw-lapsed", {"game": tag}))
        if row.takeback_offer is not None:
            replies.append(Reply("takeback-lapsed", {"game": tag}))
        result = None
        status = GameStatus.ACTIVE
        if game.outcome is not None:
            status, result = GameStatus.FINISHED, stored_result(game.outcome, None)
            replies.append(ended(game.outcome, row))
            draw_offer = None
        after = update(
            live,
            now,
            status=status,
            draw_offer=draw_offer,
            result=result,
            clock=moved(live, color, now),
        )
        return Change(after, tuple(replies), MoveRow(game.ply, int(color), x, y, now, realms))

    # --------------------------------------------------------- endings, offers
    @idempotent
    async def resign(self, event: str, chat: ChatRef, actor: Actor, command: Resign) -> Result:
        """Unconfirmed, only ask "are you sure?" (with a button); confirmed, resign."""
        lang = await self.langs.language(actor, chat)
        row = await self.ending_game(lang, chat, actor, command, "resign")
        if isinstance(row, Result):
            return row
        if not command.confirmed:
            tag = game_tag(row.id)
            words = {"game": tag, "command": f"/resign confirm {tag}"}
            return await self.question(lang, row, actor, Reply("resign-confirm", words),
                                        Action.RESIGN_CONFIRM)
        return await self.writes.apply(
            event, lang, row.id, actor, self.resign_step, announce=command.announced
        )

    async def ending_game(
        self, lang: str, chat: ChatRef, actor: Actor, command: Resign | Ground | Stop, name: str
    ) -> GameRow | Result:
        """The game a resignation or grounding is about; to ask about it, one the asker
        plays and that still runs; a "yes" pressed, only by the player it was shown to."""
        row = await self.find_game(lang, chat, actor, command.game, name)
        if isinstance(row, Result):
            return row
        color = seat_color(row, actor.ref)
        if command.asker is not None and color is not None and int(color) != command.asker:
            return refusal(lang, "error-button-not-yours", game=game_tag(row.id))
        if not command.confirmed:
            refused = self._check_player(lang, row, actor)
            if refused is not None:
                return refused
        return row

    async def question(
        self, lang: str, row: GameRow, actor: Actor, asked: Reply, yes: Action
    ) -> Result:
        """"Are you sure?" for the asker alone, with the button that says yes (theirs), and
        the game it is about (a question shown on the game's card keeps its buttons)."""
        asker = int(seat_color(row, actor.ref) or 0)
        async with self.games.lock(row.id):
            about = self.views.game(await self.games.live(row))
        button = self.views.codec.make(yes, row.id, asker)
        return answer(lang, asked, buttons=(button,), about=about)

    def resign_step(self, live: LiveGame, color: Color) -> Change:
        outcome = live.game.resign(color)
        change = self._finish(live, outcome, color)
        name = names(live.row)[color - 1]
        change.replies = (Reply("resigned", {"game": game_tag(live.row.id), "name": name}),
                          *change.replies)
        return change

    def _finish(self, live: LiveGame, outcome: Outcome, by: Color | None) -> Change:
        return finished(live, self.now(), outcome, by)

    @idempotent
    async def offer_draw(
        self, event: str, chat: ChatRef, actor: Actor, command: OfferDraw
    ) -> Result:
        """Offer a draw, or accept the opponent's standing offer."""
        return await self.game_action(
            event, chat, actor, command.game, "draw", self.draw_step, announce=command.announced
        )

    def draw_step(self, live: LiveGame, color: Color) -> Change | Reply:
        offer, tag = live.row.draw_offer, game_tag(live.row.id)
        if offer == color.opponent:
            change = self._finish(live, live.game.agree_draw(), None)
            change.replies = (Reply("draw-accepted", {"game": tag}), *change.replies)
            return change
        if offer == color:
            return Reply("error-draw-already-offered", {"game": tag})
        name = names(live.row)[color - 1]
        return self._same(
            live, color, Reply("draw-offered", {"game": tag, "name": name, "color": str(color)})
        )

    @idempotent
    async def propose_end(
        self, event: str, chat: ChatRef, actor: Actor, command: ProposeEnd
    ) -> Result:
        """Territory: propose to end by the count, or agree to the standing proposal;
        under STOP, end the game after the other's STOP (the score decides)."""
        return await self.game_action(
            event, chat, actor, command.game, "end", self.end_step, announce=command.announced
        )

    def end_step(self, live: LiveGame, color: Color) -> Change | Reply:
        row, game, tag = live.row, live.game, game_tag(live.row.id)
        if game.rules.stop:
            return end_after_stop(live, color, self.now())
        if not game.rules.territory:
            return Reply("error-end-territory-only", {"game": tag})
        if row.end_offer == color.opponent:
            return self._finish(live, game.agree_end(), None)
        if row.end_offer == color:
            return Reply("error-end-already-offered", {"game": tag})
        count = game.end_count()  # final realms: the maximal pools (docs/rules.md §8.8 item 4)
        said = Reply("end-offered", {
            "game": tag, "name": names(row)[color - 1], "color": str(color),
            "blue": count.blue, "red": count.red, "neutral": count.neutral,
            "blue_territory": count.territory[Color.BLUE],
            "red_territory": count.territory[Color.RED],
        })
        now = self.now()
        return Change(update(live, now, draw_offer=row.draw_offer, end_offer=int(color)), (said,))

    def decline_end_step(self, live: LiveGame, color: Color) -> Change | Reply:
        """Territory: refuse the other side's proposal to end by the count and play on
        (docs/rules.md §8.1.1: a side that disagrees plays on)."""
        row, tag = live.row, game_tag(live.row.id)
        if row.end_offer != color.opponent:
            return Reply("error-no-end-offer", {"game": tag})
        said = Reply("end-declined", {"game": tag, "name": names(row)[color - 1]})
        kept = update(live, self.now(), draw_offer=row.draw_offer)
        return Change(replace(kept, end_offer=None), (said,))

    @idempotent
    async def decline_draw(
        self, event: str, chat: ChatRef, actor: Actor, command: DeclineDraw
    ) -> Result:
        return await self.game_action(
            event, chat, actor, command.game, "decline_draw", self.decline_draw_step,
            announce=command.announced,
        )

    def decline_draw_step(self, live: LiveGame, color: Color) -> Change | Reply:
        tag = game_tag(live.row.id)
        if live.row.draw_offer != color.opponent:
            return Reply("error-no-draw-offer", {"game": tag})
        return self._same(live, None, Reply("draw-declined", {"game": tag}))

    def _same(self, live: LiveGame, draw_offer: Color | None, reply: Reply) -> Change:
        """A change of the offer only: the position and the clocks stay."""
        offer = int(draw_offer) if draw_offer else None
        return Change(update(live, self.now(), draw_offer=offer), (reply,))

    @idempotent
    async def ground(self, event: str, chat: ChatRef, actor: Actor, command: Ground) -> Result:
        """Declare grounding (§8.2–§8.4) instead of a move: the game ends and is counted.
        Unconfirmed, only ask first, saying how the game would end (a button to confirm)."""
        lang = await self.langs.language(actor, chat)
        row = await self.ending_game(lang, chat, actor, command, "ground")
        if isinstance(row, Result):
            return row
        if not Rules.from_dict(row.rules).grounding:  # STOP or the wall (docs/rules.md §8.2)
            return refusal(lang, "error-ground-variant", game=game_tag(row.id))
        if not command.confirmed:
            color = seat_color(row, actor.ref)
            if color is None or row.to_move != color:
                return refusal(lang, "error-not-your-turn", game=game_tag(row.id))
            asked = await self._grounding_question(row, color)
            return await self.question(lang, row, actor, asked, Action.GROUND_CONFIRM)
        return await self.writes.apply(event, lang, row.id, actor, self.ground_step)

    async def _grounding_question(self, row: GameRow, color: Color) -> Reply:
        """"Ground?" with the end grounding would bring now: the score, and how many of
        the asker's dots would go to the opponent."""
        tag = game_tag(row.id)
        async with self.games.lock(row.id):
            game = (await self.games.live(row)).game.copy()
        outcome = game.declare_grounding(color)
        mine, theirs = outcome.score(color), outcome.score(color.opponent)
        result = "draw" if outcome.winner is None else "win" if outcome.winner is color else "loss"
        own, _ = grounding_given(game, color)
        return Reply("ground-confirm", {
            "game": tag, "result": result, "mine": mine, "theirs": theirs, "own": own,
            "opponent": str(color.opponent), "command": f"/ground confirm {tag}",
        })

    def ground_step(self, live: LiveGame, color: Color) -> Change | Reply:
        game = live.game
        if game.to_move is not color:
            return Reply("error-not-your-turn", {"game": game_tag(live.row.id)})
        change = self._finish(live, game.declare_grounding(color), color)
        own, returned = grounding_given(game, color)
        words: dict[str, str | int] = {
            "game": game_tag(live.row.id),
            "name": names(live.row)[color - 1],
            "color": str(color),
            "own": own,
            "returned": returned,
        }
        change.replies = (Reply("grounded", words), *change.replies)
        return change

    @idempotent
    async def abort(self, event: str, chat: ChatRef, actor: Actor, command: Abort) -> Result:
        """Drop a game without a result, allowed until both sides have moved (never a
        tournament's: its round waits for a result)."""
        return await self.game_action(event, chat, actor, command.game, "abort", self._abort)

    def _abort(self, live: LiveGame, color: Color) -> Change | Reply:
        row, tag = live.row, game_tag(live.row.id)
        if live.tournament:
            return Reply("error-tournament-abort", {"game": tag})
        if not may_abort(live):
            return Reply("error-abort-too-late", {"game": tag})
        aborted = update(live, self.now(), status=GameStatus.ABORTED)
        name = names(row)[color - 1]
        return Change(aborted, (Reply("game-aborted", {"game": tag, "name": name}),))

    async def game_action(
        self, event: str, chat: ChatRef, actor: Actor, game_id: int | None, command: str,
        action: Mutation, *, announce: bool = False,
    ) -> Result:
        lang = await self.langs.language(actor, chat)
        row = await self.find_game(lang, chat, actor, game_id, command)
        if isinstance(row, Result):
            return row
        return await self.writes.apply(event, lang, row.id, actor, action, announce=announce)
