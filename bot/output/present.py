"""Wording results through the catalog: the texts every adapter shows.

Adapters lay these texts out (message, caption, embed); they never write their own.
Numbers and dates are formatted by the catalog (Fluent's ``NUMBER`` and ``DATETIME``, with
the reader's locale); durations and time controls by :meth:`Presenter.duration` and
:meth:`Presenter.time_control`, from catalog words with the language's plural rules.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import timedelta
from typing import Any

from bot.clocks import TimeControl, TimeKind, reminder_lead
from bot.domain import GameStatus
from bot.i18n import Translator
from bot.service.answers.answer import Result
from bot.service.answers.buttons import Button
from bot.service.answers.challenge_views import ChallengeView, OfferView
from bot.service.answers.game_views import GameView
from bot.service.answers.replies import Arg, Reply
from bot.service.grammar.variant_words import card_variants
from bot.text import ARG_LIMIT, shorten
from bot.time_class import time_class
from core import Color, Rules, format_point
from renderers import Labels

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


class Presenter:
    def __init__(self, translator: Translator) -> None:
        self.translator = translator
        self._labels: dict[str, Labels] = {}

    def t(self, lang: str, key: str, /, **args: Any) -> str:
        return self.translator.t(lang, key, **self._args(lang, args))

    def _args(self, lang: str, args: Mapping[str, Any]) -> dict[str, Any]:
        """Arguments Fluent cannot format itself, worded first."""
        ready: dict[str, Any] = {}
        for name, value in args.items():
            if isinstance(value, timedelta):
                value = self.duration(lang, value)
            elif isinstance(value, TimeControl):
                value = self.time_control(lang, value)
            elif isinstance(value, Reply):
                value = self.reply(lang, value)
            elif isinstance(value, str):
                value = shorten(value, ARG_LIMIT)
            ready[name] = value
        return ready

    def reply(self, lang: str, reply: Reply) -> str:
        return self.t(lang, reply.key, **reply.args)

    def replies(self, result: Result) -> list[str]:
        return [self.reply(result.lang, reply) for reply in result.replies]

    def text(self, result: Result) -> str:
        """All of a result's replies as one message, a line each."""
        return "\n".join(self.replies(result))

    def button(self, lang: str, button: Button) -> str:
        return self.t(lang, button.label_key)

    # ----------------------------------------------------------------- time
    def duration(self, lang: str, delta: timedelta, units: int = 2) -> str:
        """``1 day 4 hours``, ``3 минуты``, ``5 sekund``: the largest ``units`` units,
        rounded down; each number with its plural form."""
        seconds = max(0, int(delta.total_seconds()))
        parts: list[str] = []
        for name, size in _UNITS:
            count, seconds = divmod(seconds, size)
            if count and len(parts) < units:
                parts.append(self.translator.t(lang, f"duration-{name}", count=count))
            elif parts:
                break
        return " ".join(parts) or self.translator.t(lang, "duration-seconds", count=0)

    def time_control(self, lang: str, control: TimeControl) -> str:
        """``5 minutes + 5 seconds a move``, ``1 day per move``, ``no clock``."""
        return self.translator.t(
            lang,
            "time-control",
            kind=control.kind.value,
            base=self.duration(lang, control.base),
            increment=self.duration(lang, control.increment),
            per_move=self.duration(lang, control.per_move),
        )

    # ---------------------------------------------------------------- pictures
    def labels(self, lang: str) -> Labels:
        """The words a board picture shows, from the catalog (``{name}`` etc. kept for it)."""
        labels = self._labels.get(lang)
        if labels is None:
            labels = self._labels[lang] = self._make_labels(lang)
        return labels

    def _make_labels(self, lang: str) -> Labels:
        t = self.t
        return Labels(
            blue=t(lang, "picture-blue"),
            red=t(lang, "picture-red"),
            move=t(lang, "picture-move", number="{number}"),
            to_move=t(lang, "picture-to-move", name="{name}"),
            won=t(lang, "picture-won", name="{name}", reason="{reason}"),
            drawn=t(lang, "picture-drawn", reason="{reason}"),
            resignation=t(lang, "picture-reason", reason="resignation"),
            time=t(lang, "picture-reason", reason="time"),
            field_full=t(lang, "picture-reason", reason="field-full"),
            grounding=t(lang, "picture-reason", reason="grounding"),
            draw_agreed=t(lang, "picture-reason", reason="draw-agreed"),
            instant_win=t(lang, "picture-reason", reason="instant-win"),
            agreed_end=t(lang, "picture-reason", reason="agreed-end"),
            given=t(lang, "picture-given", count="{count}"),
            chances=t(lang, "picture-chances"),
            chance=t(lang, "picture-chance"),
            score=t(lang, "picture-score"),
            chart_move=t(lang, "picture-chart-move"),
        )

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
        if not rated and time.kind is TimeKind.NONE:
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
            if view.draw_offer is not None:
                lines.append(t(lang, "card-draw-offer", name=view.seat(view.draw_offer).name))
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
                reason=outcome.reason.value,
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
        if clock.control.kind is TimeKind.LIVE and clock.blue_left is not None:
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
