"""The texts of cards, worded through the catalog: a game's card and how it ended, a
challenge's, an inline offer's, the ``/games`` list. Adapters lay these texts out (message,
caption, embed); they never write their own. The words they are made of (a key, durations,
replies, a picture's labels) are :class:`bot.output.wording.Wording`.
"""

from __future__ import annotations

import math
from datetime import timedelta

from bot.clocks import reminder_lead
from bot.domain import GameStatus
from bot.output.wording import Wording
from bot.service.answers.answer import Result
from bot.service.answers.challenge_views import ChallengeView, OfferView
from bot.service.answers.game_views import GameView
from bot.service.answers.replies import Arg, Reply
from bot.service.grammar.variant_words import card_variants
from bot.time_class import time_class
from bot.time_control import TimeControl
from core import Color, Rules, format_point

_UNITS = (("days", 86400), ("hours", 3600), ("minutes", 60), ("seconds", 1))


def _tag(game_id: int) -> str:
    return f"#{game_id}"


def clock_face(delta: timedelta) -> str:
    """A running clock as ``4:05`` or ``1:02:03``: whole seconds rounded up, as game
    clocks show them (``0:00`` only once the time is out)."""
    seconds = max(0, math.ceil(delta.total_seconds()))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


class Presenter(Wording):
    """The texts of cards (a game's, a challenge's, an inline offer's, the list of games),
    in the words of :class:`~bot.output.wording.Wording`."""

    # ------------------------------------------------------------------- cards
    def rules(self, lang: str, rules: Rules) -> str:
        """``20×20, cross, extra move after a capture``: the field and start, then each rule
        variant the game is played with
        (:func:`~bot.service.grammar.variant_words.card_variants`)."""
        said = self.t(
            lang, "card-rules", width=rules.width, height=rules.height, start=rules.start.value
        )
        return ", ".join([said, *(self.reply(lang, one) for one in card_variants(rules))])

    def terms(self, lang: str, rated: bool, time: TimeControl) -> str:
        """``Rated, 1 day per move (correspondence)``: how a game counts, its clock and
        its time class (the ratings it counts for; a casual game's only with a clock)."""
        said = self.t(lang, "card-terms", rated="yes" if rated else "no", time=time)
        if not rated and not time.timed:
            return said
        named = Reply("time-class", {"class": time_class(time).value})
        return self.t(lang, "card-time-class", **{"terms": said, "class": named})

    def card(self, lang: str, view: GameView) -> str:
        """The game card's text: players, rules, terms, score, last move, the clock, who
        moves or the result."""
        t = self.t
        time = view.clock.control if view.clock else TimeControl()
        lines = [
            t(lang, "card-title", game=_tag(view.id), blue=view.blue.name, red=view.red.name),
            self.rules(lang, view.rules),
            self.terms(lang, view.rated, time),
        ]
        if view.team is not None:  # docs/rules.md §8.6: the sides, who of each is on turn
            lines.insert(1, self._teams(lang, view))
        if view.outcome is None:  # a finished game's score is in its result line
            lines.append(t(lang, "card-score", blue=view.blue_score, red=view.red_score))
        if view.last_move is not None:
            lines.append(
                t(
                    lang,
                    "card-last-move",
                    ply=view.ply,
                    color=str(view.last_move.color),
                    point=format_point(view.last_move.point),
                )
            )
        if view.stopped is not None:
            name = view.seat(view.stopped).name
            lines.append(t(lang, "card-stopped", name=name, ply=view.stopped_after))
        if view.to_move is not None:
            seat = view.seat(view.to_move)
            lines.append(t(lang, "card-to-move", color=str(view.to_move), name=seat.name))
            lines += self._clock_lines(lang, view)
            if view.draw_offerer is not None:
                lines.append(t(lang, "card-draw-offer", name=view.draw_offerer))
            if view.takeback_offer is not None:
                asker = view.seat(view.takeback_offer).name
                lines.append(t(lang, "card-takeback-offer", name=asker))
        else:
            ending = self.ending(lang, view)
            lines += [ending] if ending else []
        if view.takebacks:
            lines.append(t(lang, "card-takebacks", count=view.takebacks))
        if view.hints:
            lines.append(t(lang, "card-hints", count=view.hints))
        return "\n".join(lines)

    def _teams(self, lang: str, view: GameView) -> str:
        """A team game's sides in rotation order, the member on turn of each marked."""
        team = view.team
        assert team is not None
        sides = {}
        for color in (Color.BLUE, Color.RED):
            on_turn = team.on_turn(color)
            sides[str(color)] = ", ".join(
                self.t(lang, "card-team-next", name=m.name) if m is on_turn else m.name
                for m in team.side(color)
            )
        return self.t(lang, "card-teams", **sides)

    def ending(self, lang: str, view: GameView) -> str | None:
        """How the game ended (its result, or that it was aborted); ``None``: it runs."""
        outcome = view.outcome
        if outcome is not None:
            winner = outcome.winner
            return self.t(
                lang,
                "game-ended",
                game=_tag(view.id),
                winner=str(winner) if winner is not None else "none",
                winner_name=view.seat(winner).name if winner is not None else "",
                reason=view.rules.ending(outcome.reason),
                blue=outcome.blue,
                red=outcome.red,
            )
        if view.status is GameStatus.ABORTED:
            return self.t(lang, "card-aborted")
        return None

    def _clock_lines(self, lang: str, view: GameView) -> list[str]:
        """A live game's two clocks; a correspondence game's time to move once its
        deadline is near (from the reminder on: the terms line says the time per move)."""
        clock = view.clock
        if clock is None or view.to_move is None:
            return []
        if clock.control.live and clock.blue_left is not None:
            red = clock.red_left or timedelta(0)
            return [
                self.t(
                    lang, "card-clock-live", blue=clock_face(clock.blue_left), red=clock_face(red)
                )
            ]
        if clock.left is not None and clock.left <= reminder_lead(clock.control):
            name = view.seat(view.to_move).name
            return [self.t(lang, "card-clock-move", name=name, left=clock.left)]
        return []

    def challenge_card(self, lang: str, view: ChallengeView) -> str:
        target = view.target_name or ("open" if not view.computer else view.challenger.name)
        rules = f"{self.rules(lang, view.rules)}; {self.terms(lang, view.rated, view.time)}"
        head = self.t(
            lang,
            "challenge-card",
            id=str(view.id),
            name=view.challenger.name,
            color=str(view.challenger_color),
            target=target,
            rules=rules,
        )
        status = self.t(
            lang,
            "challenge-card-status",
            status=view.status.value,
            game=_tag(view.game_id) if view.game_id else "",
        )
        return f"{head}\n{status}"

    def offer(self, lang: str, view: OfferView) -> tuple[str, str, str]:
        """An inline offer's title, description (why words were left out, if any) and
        the caption of the message it posts."""
        rules = view.rules
        size = f"{rules.width}×{rules.height}"
        terms = f"{self.rules(lang, rules)}; {self.terms(lang, view.rated, view.time)}"
        title = self.t(lang, "inline-offer-title", size=size)
        described = terms
        if view.reason is not None:
            reason = self.reply(lang, view.reason)
            described = self.t(lang, "inline-offer-nearest", reason=reason, terms=terms)
        caption = self.t(
            lang,
            "inline-offer-caption",
            name=view.challenger.name,
            color=str(view.challenger_color),
            target=view.target_name or "open",
            terms=terms,
        )
        return title, described, caption

    def games(self, lang: str, result: Result) -> str:
        """The ``/games`` answer: games being played and challenges waiting."""
        if not result.games and not result.challenges:
            return self.t(lang, "games-none")
        lines: list[str] = []
        if result.games:
            lines.append(self.t(lang, "games-header"))
            for view in result.games:
                to_move = view.seat(view.to_move).name if view.to_move else ""
                lines.append(
                    self.t(
                        lang,
                        "games-line",
                        game=_tag(view.id),
                        blue=view.blue.name,
                        red=view.red.name,
                        ply=view.ply,
                        name=to_move,
                    )
                )
        if result.challenges:
            lines.append(self.t(lang, "challenges-header"))
            lines += [self.challenge_card(lang, c).split("\n")[0] for c in result.challenges]
        return "\n".join(lines)


__all__ = ["Arg", "Presenter", "clock_face"]
