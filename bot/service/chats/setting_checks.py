"""What a chat's settings and a game's terms may be: a field and a start that go together,
variants that may be played together, a clock the bot keeps; a refusal says why not."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.service.chats.chat_settings import MAX_SIZE, MIN_SIZE
from bot.time_control import TimeControl, TimeKind
from core import DotsError, Game, Rules
from core.variants import VariantClashError, VariantError, variant, written


class SettingError(ValueError):
    """A setting's value could not be used; ``key`` and ``args`` word the refusal."""

    def __init__(self, key: str, **args: str | int) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


def not_fitting(setting: str, value: str) -> SettingError:
    """The refusal of a value that does not fit ``setting`` (it says what would)."""
    return SettingError("error-settings-value", setting=setting, value=value, variants=written())


def time_fits(control: TimeControl) -> bool:
    """Clocks the bot keeps: a live game of up to 12 h a side plus up to 10 min a move,
    or up to 30 days a move."""
    if control.kind is TimeKind.LIVE:
        return control.base <= timedelta(hours=12) and control.increment <= timedelta(minutes=10)
    if control.kind is TimeKind.CORRESPONDENCE:
        return control.per_move <= timedelta(days=30)
    return True


def parse_time(text: str) -> TimeControl:
    """A time control the bot keeps, or ValueError."""
    control = TimeControl.parse(text)
    if not time_fits(control):
        raise ValueError(f"time control out of range: {text!r}")
    return control


def check_rules(rules: dict[str, Any]) -> Rules:
    """Rules whose field and start go together and whose variants may be played together
    (:mod:`core.variants`), or a SettingError saying why not."""
    width, height = rules["width"], rules["height"]
    if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
        raise SettingError(
            "error-field-size", width=width, height=height, min=MIN_SIZE, max=MAX_SIZE
        )
    try:
        checked = Rules.from_dict(rules)
        Game.from_rules(checked)
    except VariantClashError as clash:
        first, second = variant(clash.first).word, variant(clash.second).word
        key = f"error-variant-clash-{clash.reason}"
        raise SettingError(key, first=first, second=second) from None
    except VariantError as error:
        raise not_fitting("variant", f"{error.name}={error.value}") from None
    except DotsError:
        raise SettingError(
            "error-start-size", start=str(rules["start"]), width=width, height=height
        ) from None
    return checked
