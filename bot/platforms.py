"""Every platform the bot serves, each declared once, by its adapter.

An adapter package ``bot/<name>/`` declares its platform in ``bot/<name>/platform.py``,
a module light enough to read without the platform's library: ``PLATFORM``, a
:class:`Platform` saying its name, how it starts from the settings, what its places are
called, what it can show (its output limits and capabilities, :mod:`bot.capabilities`) and
how its people sign in on the web board, if they do. The rest of the bot reads the
declarations here: start-up (which adapters run, and the words for places it hands the
service, :mod:`bot.__main__`), the output path's limits (:mod:`bot.output.plan`),
the web board's sign-in (:mod:`bot.web.gate`) and the tests that guard the adapters.

A new platform is a new adapter package with its ``platform.py`` (and its token among the
settings); nothing here or elsewhere lists it.
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from bot.capabilities import Capabilities, Limits, PlaceWords
from bot.capabilities import narrowest as smallest

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.service.places.board_views import Viewer

WEB_BOARD = "bot.web"
"""The web board's adapter: no platform of its own (its people come from the platforms),
guarded as every adapter is."""

SignIn = Callable[[str], "Viewer | None"]
"""Who the credentials of a platform's scheme sign in (``None``: refused), with when the
platform signed them, if it says (the service refuses a sign-in too old)."""


@runtime_checkable
class CodeExchange(Protocol):
    """A sign-in that begins with a one-time code the platform gives the page (a Discord
    Activity's ``authorize``), traded by the board's server for the credentials of the
    platform's scheme."""

    @property
    def page(self) -> Mapping[str, str]:
        """What the page needs to ask the platform for a code (public)."""
        ...

    async def exchange(self, code: str, place: Mapping[str, str]) -> str | None:
        """The credentials for whoever the platform gave ``code`` to, with ``place`` (where
        the page says it is); ``None``: the platform does not vouch for the code."""
        ...


@dataclass(frozen=True, slots=True)
class WebSignIn:
    """How a platform's people sign in on the web board: the ``Authorization`` scheme
    (``tma <initData>``, ``discord <credentials>``) and, from the settings, the check of
    its credentials (``None``: not with these settings, e.g. without the token that signs
    them); a check that is also a :class:`CodeExchange` gives the credentials for a code."""

    scheme: str
    reader: Callable[[Settings], SignIn | None]


@dataclass(frozen=True, slots=True)
class Platform:
    name: str
    """The platform of its chats and people (:class:`bot.identity.ChatRef`)."""
    adapter: str
    """The adapter's module: its ``run(service, presenter, settings)`` serves the platform."""
    capabilities: Capabilities
    """What its ports can show, as the output path decides by it (limits included)."""
    token: Callable[[Settings], object | None] | None = None
    """The setting that starts it when set; ``None``: it runs when no other platform does
    (the console)."""
    extra: str | None = None
    """The package extra that installs its library (``pip install 'dots-bot[extra]'``)."""
    words: PlaceWords = field(default_factory=PlaceWords)
    web_sign_in: WebSignIn | None = None
    hosts_board: bool = False
    """Its own web server may serve the web board too (a Telegram webhook's): its ``run``
    then takes ``mount``, which adds the board to that server."""

    @property
    def folder(self) -> str:
        """The adapter's package, as a path from the project's root (for the guards)."""
        return self.adapter.replace(".", "/")

    def starts(self, settings: Settings) -> bool:
        return self.token is not None and self.token(settings) is not None


_declared: dict[str, Platform] = {}
_found = False


def _discover() -> None:
    """Read the declaration of every adapter package of ``bot`` that has one."""
    global _found
    if _found:
        return
    root = Path(__file__).parent
    for package in pkgutil.iter_modules([str(root)]):
        if package.ispkg and (root / package.name / "platform.py").is_file():
            declared: Platform = importlib.import_module(f"bot.{package.name}.platform").PLATFORM
            _declared.setdefault(declared.name, declared)
    _found = True


def platforms() -> tuple[Platform, ...]:
    """Every platform declared, by name."""
    _discover()
    return tuple(_declared[name] for name in sorted(_declared))


def platform(name: str) -> Platform | None:
    _discover()
    return _declared.get(name)


@contextlib.contextmanager
def declared(extra: Platform) -> Iterator[Platform]:
    """``extra`` declared while inside, as a platform of ``bot`` is (a platform of a test)."""
    _discover()
    if extra.name in _declared:
        raise ValueError(f"a platform named {extra.name!r} is declared already")
    _declared[extra.name] = extra
    try:
        yield extra
    finally:
        del _declared[extra.name]


def place_words(name: str) -> PlaceWords:
    """What the places of platform ``name`` are called (a platform of tests: the usual)."""
    found = platform(name)
    return found.words if found is not None else PlaceWords()


def narrowest() -> Limits:
    """The smallest of every platform's limits: what fits wherever it is shown."""
    return smallest(p.capabilities.limits for p in platforms())


def adapter_folders() -> tuple[str, ...]:
    """Every adapter's package (the web board's too), as paths from the project's root."""
    return (*sorted({p.folder for p in platforms()}), WEB_BOARD.replace(".", "/"))


def web_sign_ins(settings: Settings) -> dict[str, SignIn]:
    """The web board's sign-ins by scheme, as these settings allow them."""
    found: dict[str, SignIn] = {}
    for declared_platform in platforms():
        way = declared_platform.web_sign_in
        sign_in = way.reader(settings) if way is not None else None
        if way is not None and sign_in is not None:
            found[way.scheme] = sign_in
    return found
