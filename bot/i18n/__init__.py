"""The message catalog: every text a user sees, in Fluent files per language.

``locales/<lang>/*.ftl`` hold the messages; :class:`Translator` formats them. A missing
message falls back to the default language and, failing that, to its key (and is logged),
so a catalog slip never breaks a reply.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterable
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Junk

log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"


def available_languages() -> tuple[str, ...]:
    """The languages that have a folder under ``locales``."""
    root = resources.files("bot.i18n").joinpath("locales")
    return tuple(sorted(item.name for item in root.iterdir() if item.is_dir()))


def catalog_sources(lang: str) -> dict[str, str]:
    """The ``.ftl`` files of one language: name -> text."""
    folder = resources.files("bot.i18n").joinpath("locales", lang)
    return {
        item.name: item.read_text(encoding="utf-8")
        for item in sorted(folder.iterdir(), key=lambda i: i.name)
        if item.name.endswith(".ftl")
    }


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    """One language's catalog, read once a process and shared by every :class:`Translator`:
    Fluent's parser is pure Python and reading all eight languages takes seconds, so a
    process reads a language when it first speaks it (a bundle is only read afterwards)."""
    bundle = FluentBundle([lang], use_isolating=False)
    for name, text in catalog_sources(lang).items():
        resource = FluentResource(text)
        for entry in resource.body:
            if isinstance(entry, Junk):
                log.error("catalog %s/%s: cannot read %r", lang, name, (entry.content or "")[:60])
        bundle.add_resource(resource)
    return bundle


class Translator:
    def __init__(
        self, languages: Iterable[str] | None = None, default: str = DEFAULT_LANGUAGE
    ) -> None:
        self.languages = tuple(languages or available_languages())
        if default not in self.languages:
            raise ValueError(f"no catalog for the default language {default!r}")
        self.default = default
        _bundle(default)  # a default catalog that cannot be read shows at start

    def _bundle(self, lang: str) -> FluentBundle | None:
        return _bundle(lang) if lang in self.languages else None

    def keys(self, lang: str) -> tuple[str, ...]:
        """Every message of one language's catalog."""
        bundle = self._bundle(lang)
        return tuple(sorted(bundle._messages)) if bundle is not None else ()

    def has(self, lang: str, key: str) -> bool:
        bundle = self._bundle(lang)
        return bundle is not None and bundle.has_message(key)

    def t(self, lang: str, key: str, /, **args: Any) -> str:
        """The message ``key`` in ``lang`` (or the default language), with ``args`` filled."""
        for code in (lang, self.default):
            bundle = self._bundle(code)
            if bundle is None or not bundle.has_message(key):
                continue
            message = bundle.get_message(key)
            if message.value is None:
                continue
            text, errors = bundle.format_pattern(message.value, args)
            for error in errors:
                log.error("catalog %s/%s: %s", code, key, error)
            return str(text)
        log.error("catalog: no message %r", key)
        return key
