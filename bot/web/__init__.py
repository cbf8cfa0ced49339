"""The live web board (opt-in with ``PUBLIC_URL``): one page, drawn in SVG, as a Telegram
Mini App and as a signed page for Discord, the console and any browser; an adapter over
the same service as the chats (:mod:`bot.service.places.web_board`).

:mod:`bot.web.app` serves the page and its API, :mod:`bot.web.auth` says who asks (a
link, or a platform's own sign-in: :mod:`bot.platforms`),
:mod:`bot.web.gate` is the API's one door (who asks, limits, bodies, refusals),
:mod:`bot.web.server` is its own server for a bot that polls, :mod:`bot.server_log`
what the servers log of requests. A board is worded for the page by the output path, as
every card is (:mod:`bot.output.web_state`). The page itself is ``static/`` (plain
modules, no build step)."""
