"""What a player may do on the web board besides moving, as the typed commands chat uses.

The page offers an action only when the game's card would (the same rules:
:func:`bot.service.answers.views.game_buttons`, :mod:`bot.service.coach.takeback_rules`,
:mod:`bot.service.coach.hint_rules`), for the viewer's side; what the page asks for becomes the
command ``/resign``, ``/draw``, ``/takeback``, ``/hint``, ``/stop``, ``/end`` or ``/auto``
would, run through
:meth:`bot.service.service.GameService.dispatch`. Nobody waits in a chat for the answer,
so every change but a hint (whose answer is the asker's alone) is announced to the game's
chat through the outbox: its card follows at once.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

import bot.service.commands as asked
from bot.domain import GameStatus
from bot.identity import inline_message
from bot.service.answers.buttons import Action
from bot.service.answers.game_views import GameView
from bot.service.coach.hint_rules import may_hint
from bot.service.coach.takeback_rules import takeback_allowed, undo_ply
from bot.service.games.live import LiveGame
from bot.storage.queries.analyses import DONE, FAILED
from bot.storage.records import AnalysisRow
from core import Color, Rules


class WebAction(StrEnum):
    """An action of the page's (the word the page sends)."""

    RESIGN = "resign"
    DRAW = "draw"
    """Offer a draw, or accept the opponent's offer."""
    DECLINE_DRAW = "decline-draw"
    TAKEBACK = "takeback"
    ACCEPT_TAKEBACK = "accept-takeback"
    DECLINE_TAKEBACK = "decline-takeback"
    HINT = "hint"
    STOP = "stop"
    """STOP (docs/rules.md §8.2), once the page asked: place no more dots."""
    END = "end"
    """Territory: propose the end by the count, or agree to it (docs/rules.md §8.1.3); after
    the other's STOP: end the game, the score deciding."""
    AUTO = "auto"
    """After the other's STOP: end the game as the stopper's grounding would count it."""


def move_forms(rules: Rules) -> frozenset[str]:
    """What a move of this game may carry beyond its point: ``border``, chains of the
    mover's dots tapped after it (Territory's realms, docs/rules.md §8.1.2; a free
    contour's chains, docs/rules.md §8.3). Territory's "place" or "place and enclose" the
    service asks about when a tapped dot would complete a realm (``Move.enclose``)."""
    return frozenset({"border"} if rules.territory or rules.free_contour else set())


class AnalysisState(StrEnum):
    """Where a finished game's analysis stands, for a page that may show it."""

    NONE = "none"
    """Not asked for yet (or failed): asking starts it."""
    RUNNING = "running"
    DONE = "done"


_COMMANDS: dict[WebAction, Callable[[int], asked.Command]] = {
    WebAction.RESIGN: lambda game: asked.Resign(game, confirmed=True, announced=True),
    WebAction.DRAW: lambda game: asked.OfferDraw(game, announced=True),
    WebAction.DECLINE_DRAW: lambda game: asked.DeclineDraw(game, announced=True),
    WebAction.TAKEBACK: lambda game: asked.AskTakeback(game, announced=True),
    WebAction.ACCEPT_TAKEBACK: lambda game: asked.AnswerTakeback(
        game, announced=True, accept=True),
    WebAction.DECLINE_TAKEBACK: lambda game: asked.AnswerTakeback(
        game, announced=True, accept=False),
    WebAction.HINT: asked.Hint,
    WebAction.STOP: lambda game: asked.Stop(game, announced=True, confirmed=True),
    WebAction.END: lambda game: asked.ProposeEnd(game, announced=True),
    WebAction.AUTO: lambda game: asked.AutoEnd(game, announced=True),
}


def web_command(action: WebAction, game_id: int) -> asked.Command:
    """The command ``action`` is, in game ``game_id``; announced to its chat but a hint
    (whose answer is the asker's alone)."""
    return _COMMANDS[action](game_id)


def allowed_actions(
    live: LiveGame, view: GameView, you: Color | None, *, engine: bool
) -> frozenset[WebAction]:
    """What the player of ``you`` may ask for now (nothing for a spectator, nothing once the
    game is over): what the game's card offers, for this side."""
    if you is None or view.status is not GameStatus.ACTIVE:
        return frozenset()
    card = {button.action for button in view.buttons}
    allowed = {WebAction.RESIGN}
    if Action.DRAW in card and view.draw_offer is not you:
        allowed.add(WebAction.DRAW)
    if view.draw_offer is you.opponent:
        allowed.add(WebAction.DECLINE_DRAW)
    offer = view.takeback_offer
    if takeback_allowed(live):
        if offer is None and undo_ply(live.game, you) is not None:
            allowed.add(WebAction.TAKEBACK)
        elif offer is you.opponent:
            allowed |= {WebAction.ACCEPT_TAKEBACK, WebAction.DECLINE_TAKEBACK}
    if engine and may_hint(live) and view.to_move is you:
        allowed.add(WebAction.HINT)
    return frozenset(allowed | _endings(card, view, you, live.row.end_offer))


def _endings(
    card: set[Action], view: GameView, you: Color, end_offer: int | None
) -> set[WebAction]:
    """The card's ways to end the game of a variant, for this side: STOP on its turn,
    and after the other's STOP the end by the score or by ``/auto`` (docs/rules.md §8.2);
    Territory's end by the count, unless this side's proposal waits (docs/rules.md
    §8.1.3)."""
    if Action.STOP in card and view.to_move is you:
        return {WebAction.STOP}
    if Action.AUTO_END in card and view.stopped is you.opponent:
        return {WebAction.END, WebAction.AUTO}
    if Action.END in card and end_offer != int(you):
        return {WebAction.END}
    return set()


def analysis_state(view: GameView, found: AnalysisRow | None) -> AnalysisState | None:
    """How the finished game's analysis stands (``None``: there is none to show or ask for:
    the game is running, was called off, or the computer is not here)."""
    if not any(button.action is Action.ANALYSIS for button in view.buttons):
        return None
    if view.ply == 0 or view.status is not GameStatus.FINISHED or inline_message(view.chat):
        return None
    if found is None or found.status == FAILED:
        return AnalysisState.NONE
    return AnalysisState.DONE if found.status == DONE else AnalysisState.RUNNING
