"""What Discord refuses in a message's components, checked by the fake as Discord does
(400, code 50035): a classic message has at most five action rows, each of one to five
buttons or of one select menu with one to 25 options; a modal's rows hold one text input;
custom ids are at most 100 characters and unique in the message; a message of components
v2 has at most 40 components in all."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SELECTS = frozenset({3, 5, 6, 7, 8})
COMPONENTS_V2 = 1 << 15
MAX_ROWS, ROW_BUTTONS, SELECT_OPTIONS, V2_COMPONENTS = 5, 5, 25, 40
CUSTOM_ID, LABEL, PLACEHOLDER, OPTION_TEXT = 100, 80, 150, 100


def _all(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for item in components:
        yield item
        yield from _all(item.get("components", []))
        if isinstance(item.get("accessory"), dict):
            yield item["accessory"]


def _row_refusal(n: int, row: dict[str, Any]) -> str | None:
    if row.get("type") != ACTION_ROW:
        return f"components.{n}: not an action row"
    items = row.get("components", [])
    kinds = [item.get("type") for item in items]
    if not items:
        return f"components.{n}: an empty action row"
    if any(kind in SELECTS or kind == TEXT_INPUT for kind in kinds) and len(items) != 1:
        return f"components.{n}: a select menu or text input takes its row alone"
    if len(items) > ROW_BUTTONS:
        return f"components.{n}: more than {ROW_BUTTONS} buttons in a row"
    for item in items:
        if item.get("type") == STRING_SELECT:
            options = item.get("options", [])
            if not 1 <= len(options) <= SELECT_OPTIONS:
                return f"components.{n}: a select menu has 1 to {SELECT_OPTIONS} options"
            if any(len(o.get("label", "")) > OPTION_TEXT or len(o.get("value", "")) >
                   OPTION_TEXT for o in options):
                return f"components.{n}: an option's label or value is too long"
            if len(item.get("placeholder") or "") > PLACEHOLDER:
                return f"components.{n}: placeholder too long"
        if len(item.get("label") or "") > LABEL:
            return f"components.{n}: label too long"
    return None


def components_refusal(body: dict[str, Any]) -> str | None:
    """Why Discord would refuse the components of ``body`` (a message or a modal), or
    ``None``."""
    components = body.get("components")
    if not isinstance(components, list) or not components:
        return None
    everything = list(_all(components))
    ids = [item["custom_id"] for item in everything if "custom_id" in item]
    if any(len(custom_id) > CUSTOM_ID for custom_id in ids):
        return "custom_id longer than 100 characters"
    if len(ids) != len(set(ids)):
        return "custom_id used twice in one message"
    if int(body.get("flags") or 0) & COMPONENTS_V2:
        return f"more than {V2_COMPONENTS} components" if len(everything) > V2_COMPONENTS else None
    if len(components) > MAX_ROWS:
        return f"more than {MAX_ROWS} action rows"
    for n, row in enumerate(components):
        refusal = _row_refusal(n, row)
        if refusal is not None:
            return refusal
    return None
