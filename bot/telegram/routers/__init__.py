"""The routers of the Telegram adapter, one per feature: the commands (by name and alias)
and the buttons each takes, handed to the adapter's one way in (:mod:`bot.telegram.routing`)."""
