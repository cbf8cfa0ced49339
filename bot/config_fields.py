"""How a setting is declared: its default, what it is for (``python -m bot --help``) and
the values it takes (said when a value is refused)."""

from __future__ import annotations

from typing import Any

from pydantic import Field


def setting(default: Any, about: str, allowed: str = "", **constraints: Any) -> Any:
    """A settings field that says what it is for and what it takes."""
    return Field(
        default=default, description=about, json_schema_extra={"allowed": allowed}, **constraints
    )
