"""The Discord adapter (discord.py 2): transport pieces so far.

:mod:`bot.discord.connect` points discord.py at ``DISCORD_API_URL`` and builds the sharded
bot; :mod:`bot.discord.sync` syncs application commands only when they changed. The game
cogs come later; until then this package has no ``run``, so ``python -m bot`` reports that
the Discord adapter is not there yet.
"""
