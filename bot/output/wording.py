"""Wording through the catalog: a key with its arguments, a result's replies, a button's
label, durations and time controls (from catalog words with the language's plural rules) and
the words a board picture shows. The texts of cards are :mod:`bot.output.present`.

Numbers and dates are formatted by the catalog (Fluent's ``NUMBER`` and ``DATETIME``, with
the reader's locale).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from typing import Any

from bot.i18n import Translator
from bot.service.answers.answer import Result
from bot.service.answers.buttons import Button
from bot.service.answers.replies import Reply
from bot.text import ARG_LIMIT, shorten
from bot.time_control import TimeControl
from renderers import Labels

_UNITS = (("days", 86400), ("hours", 3600), ("minutes", 60), ("seconds", 1))


class Wording:
    """Catalog words for a reader: a key with its arguments (durations, time controls and
    replies worded first), a result's replies, a button's label, a picture's labels."""

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
            stop=t(lang, "picture-reason", reason="stop"),
            given=t(lang, "picture-given", count="{count}"),
            chances=t(lang, "picture-chances"),
            chance=t(lang, "picture-chance"),
            score=t(lang, "picture-score"),
            chart_move=t(lang, "picture-chart-move"),
        )
