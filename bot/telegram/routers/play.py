"""Playing: moves by text (``/move 20-17``, ``/m``, a bare ``20-17`` in a private chat or
as a reply to the board in a group) and by tapping (the picker's sectors and points), the
game's own buttons, and any other text or button (answered, or ignored in groups). This
router goes last: it takes what the others did not."""

from __future__ import annotations

from aiogram import F, Router

from bot.service import Action
from bot.telegram.routing import feature_router, on_message, on_press, on_topic

COMMANDS = (
    "move", "resign", "draw", "decline_draw", "ground", "abort", "board", "takeback", "hint"
)
ACTIONS = (
    Action.PICK,
    Action.SECTOR,
    Action.MOVE,
    Action.RESIGN,
    Action.RESIGN_CONFIRM,
    Action.DRAW,
    Action.DECLINE_DRAW,
    Action.GROUND,
    Action.GROUND_CONFIRM,
    Action.ABORT,
    Action.BOARD,
    Action.TAKEBACK,
    Action.ACCEPT_TAKEBACK,
    Action.DECLINE_TAKEBACK,
    Action.HINT,
)


def router() -> Router:
    found = feature_router("play", COMMANDS, ACTIONS)
    found.message.register(on_message, F.text)
    found.message.register(on_topic, F.forum_topic_created | F.forum_topic_edited)
    found.callback_query.register(on_press)  # forged or foreign data: refused by the service
    return found
