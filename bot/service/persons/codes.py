"""The one-time codes of ``/link``: made by :mod:`secrets`, read forgivingly (case, dashes
and spaces), kept only as an HMAC under a key the database made, so a copy of the
database gives no code away."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import timedelta

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""32 letters and digits, without those read as others (I, O, 0, 1)."""
LENGTH = 8
"""Eight of them: 2**40 codes. At :data:`WRONG_LIMIT` guesses per :data:`WRONG_WINDOW` (one
a minute) an account would need two million years to try them all."""
TTL = timedelta(minutes=10)
"""How long a code waits to be typed on the other platform."""
WRONG_LIMIT = 5
"""Wrong codes an account may type within :data:`WRONG_WINDOW`."""
WRONG_WINDOW = timedelta(minutes=5)
"""Shorter than :data:`TTL`: who mistyped their code five times can still type it."""


def make_code() -> str:
    """A new random code, as the alphabet writes it (``7KQ2M9XA``)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def shown(code: str) -> str:
    """The code as a person reads it: two groups of four (``7KQ2-M9XA``)."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def normal(typed: str) -> str:
    """A typed code as it was made: upper case, without dashes and spaces."""
    return "".join(ch for ch in typed.upper() if ch not in "-– _")


def digest(key: bytes, code: str) -> str:
    """What the database keeps of ``code``."""
    return hmac.new(key, normal(code).encode(), hashlib.sha256).hexdigest()
