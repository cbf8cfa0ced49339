"""Telegram, on aiogram 3: the transport the adapter stands on (a bot whose calls are
retried, a per-chat pace for sends and edits, the webhook server). The adapter's ``run``
is not here yet, so ``python -m bot`` reports that Telegram cannot be played yet."""
