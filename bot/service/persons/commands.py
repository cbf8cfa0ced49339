"""A person across platforms: their commands, one small frozen dataclass per request (all
of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Link:
    """Without a code: give one (in a place the asker alone reads); with one: join the
    account that asked for it."""

    code: str | None = None


@dataclass(frozen=True, slots=True)
class Unlink:
    pass


@dataclass(frozen=True, slots=True)
class ShowPrivacy:
    pass


@dataclass(frozen=True, slots=True)
class Forget:
    """Erase the asker on every platform they linked; ``confirmed``: the second time."""

    confirmed: bool = False
