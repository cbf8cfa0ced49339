"""Where ratings are kept: a scope per chat (its threads and topics included) and overall,
each time class with a scope of its own under it."""

from __future__ import annotations

from bot.identity import ChatRef
from bot.time_class import TimeClass

OVERALL = ""
"""The base of overall ratings (a chat's base is ``platform:chat_id``); each time class
has its own scope under a base (:func:`rating_scope`)."""


def chat_scope(chat: ChatRef) -> str:
    """The rating scope of a chat: the whole group, its threads or topics included."""
    return f"{chat.platform}:{chat.chat_id}"


def rating_scope(base: str, time_class: TimeClass) -> str:
    """Where the ratings of one time class are kept: ``telegram:-100/blitz`` in a chat
    (``base``: :func:`chat_scope`), ``overall/blitz`` overall (``base``: ``OVERALL``)."""
    return f"{base or 'overall'}/{time_class.value}"


def class_scopes(base: str) -> dict[TimeClass, str]:
    """The rating scope of each time class under ``base``, fastest class first."""
    return {time_class: rating_scope(base, time_class) for time_class in TimeClass}


def moved_scopes(old: ChatRef, new: ChatRef) -> dict[str, str]:
    """A chat's rating scopes under its old id, each with the same scope under the new id
    (the chat's own scope, kept for ratings made before time classes, and each class')."""
    before, after = chat_scope(old), chat_scope(new)
    return {
        before: after,
        **{rating_scope(before, c): rating_scope(after, c) for c in TimeClass},
    }
