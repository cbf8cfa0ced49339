# The live web board (PUBLIC_URL): the links to it, its refusals and the page's own words.

command-web = Open the live board: tap the point to play
button-web-board = Live board
web-link-player = Your live board of game { $game }: { $url }
    Keep the link to yourself: it plays your moves.
web-link-spectator = The live board of game { $game }, to watch: { $url }
error-web-off = The live board is not switched on for this bot.
error-web-private = Ask for the live board of game { $game } in your private chat with the bot.
error-web-spectator = You are watching game { $game }: only its players move.
error-web-forged = This board link is not valid. Ask for a new one with /web.
error-web-expired = This board link has expired. Ask for a new one with /web.
error-web-signin = Telegram did not sign this page in. Open the board again from the chat.
error-web-other-game = This link opens another game.
error-web-hidden = Game { $game } is not open to you: its players, the members of its chat and those given a link watch it.
error-web-busy = Too many requests: wait a moment.
error-web-too-many-boards = You have too many live boards open: close one and try again.
error-web-too-big = That request is too big.

web-title = Dots: game { $game }
web-board = The field
web-confirm = Confirm
web-cancel = Cancel
web-your-turn = Your move
web-their-turn = { $name } to move
web-spectating = You are watching
web-game-over = The game is over
web-position-changed = The position changed: the board shows the new one.
web-offline = Reconnecting…
web-tap-to-play = Play on the first tap
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-fit = The whole field
web-blue = Blue
web-red = Red
web-no-clock = No clock
web-error = Something went wrong: try again.
