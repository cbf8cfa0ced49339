"""Wording results through the catalog: the texts every adapter shows.

Adapters lay these texts out (message, caption, embed); they never write their own.
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.service.buttons import Button
from bot.service.results import ChallengeView, GameView, Reply, Result
from bot.storage.records import GameStatus
from core import Rules, format_point
from renderers import Labels


def _tag(game_id: int) -> str:
    return f"#{game_id}"


class Presenter:
    def __init__(self, translator: Translator) -> None:
        self.translator = translator
        self._labels: dict[str, Labels] = {}

    def t(self, lang: str, key: str, /, **args: str | int) -> str:
        return self.translator.t(lang, key, **args)

    def reply(self, lang: str, reply: Reply) -> str:
        return self.t(lang, reply.key, **reply.args)

    def replies(self, result: Result) -> list[str]:
        return [self.reply(result.lang, reply) for reply in result.replies]

    def button(self, lang: str, button: Button) -> str:
        return self.t(lang, button.label_key)

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
        )

    def rules(self, lang: str, rules: Rules) -> str:
        return self.t(
            lang,
            "card-rules",
            width=rules.width,
            height=rules.height,
            start=rules.start.value,
            extra="yes" if rules.extra_move else "no",
            transfer="yes" if rules.score_transfer else "no",
            instant=rules.instant_win,
        )

    def card(self, lang: str, view: GameView) -> str:
        """The game card's text: players, rules, score, last move, who moves or the result."""
        t = self.t
        lines = [
            t(lang, "card-title", game=_tag(view.id), blue=view.blue.name, red=view.red.name),
            self.rules(lang, view.rules),
            t(lang, "card-score", blue=view.blue_score, red=view.red_score),
        ]
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
        if view.to_move is not None:
            seat = view.seat(view.to_move)
            lines.append(t(lang, "card-to-move", color=str(view.to_move), name=seat.name))
            if view.draw_offer is not None:
                lines.append(t(lang, "card-draw-offer", name=view.seat(view.draw_offer).name))
        elif view.outcome is not None:
            outcome = view.outcome
            winner = outcome.winner
            lines.append(
                t(
                    lang,
                    "game-ended",
                    game=_tag(view.id),
                    winner=str(winner) if winner is not None else "none",
                    winner_name=view.seat(winner).name if winner is not None else "",
                    reason=outcome.reason.value,
                    blue=outcome.blue,
                    red=outcome.red,
                )
            )
        elif view.status is GameStatus.ABORTED:
            lines.append(t(lang, "card-aborted"))
        return "\n".join(lines)

    def challenge_card(self, lang: str, view: ChallengeView) -> str:
        target = view.target_name or ("open" if not view.computer else view.challenger.name)
        head = self.t(
            lang,
            "challenge-card",
            id=str(view.id),
            name=view.challenger.name,
            color=str(view.challenger_color),
            target=target,
            rules=self.rules(lang, view.rules),
        )
        status = self.t(
            lang,
            "challenge-card-status",
            status=view.status.value,
            game=_tag(view.game_id) if view.game_id else "",
        )
        return f"{head}\n{status}"

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
