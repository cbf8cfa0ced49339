# The lobby: seeks from anyone, in any chat, on any platform (docs/lobby.md).

command-seek = Find an opponent anywhere: a field, a clock, rated or casual; /seek cancel
option-cancel = Take your open seek back
option-range = Ratings you accept either side of your own (range=200)
command-watch = Watch a game's live board: any lobby game, or a game of this chat (/watch #12)
button-seek-0 = 39×32, cross, 5+3, rated
button-seek-1 = 20×20, 3+2, rated
button-seek-2 = 15×15, 3+2, casual
button-seek-again = Seek my last game again
button-seek-cancel = Cancel my seek
button-seek-menu = Find an opponent
button-lobby = Lobby

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , cross
        [four-crosses] , four crosses
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] rated
       *[no] casual
    }
seek-menu = What game do you want? An opponent from any chat, on Telegram, Discord or the console, is paired with you as soon as one seeks the same.
seek-last = Your last: { $terms }
seek-usual = Usual: { $terms }
seek-open = Seeking { $terms }. You will be paired as soon as someone seeks the same; the seek waits { $minutes } min.
seek-open-range = Seeking { $terms } against ratings { $low } to { $high }. You will be paired as soon as someone seeks the same; the range widens while you wait, and the seek waits { $minutes } min.
seek-replaced = Your earlier seek ({ $terms }) is replaced by this one.
seek-cancelled = Your seek ({ $terms }) is cancelled.
seek-expired = Nobody sought { $terms } in time: your seek has expired. Send /seek to look again.
seek-widened = Still looking: your seek now takes ratings { $low } to { $high }.
seek-paired = Paired with { $name } ({ $rating }): game { $game }. The card follows.
seek-paired-elsewhere = Paired with { $name } ({ $rating }): game { $game }, in your private chat with the bot.
seek-paired-there = { $name }: your seek is paired, game { $game } is in your private chat with the bot.
seek-game-started = Game { $game } from the lobby against { $name } ({ $rating }). You play { $color ->
        [blue] Blue and move first
       *[red] Red
    }.
seek-no-show = Game { $game } is called off without a result: { $name } did not make the first move in time. It counts against { $name } as a no-show: after { $limit } within { $minutes } min, seeking waits { $minutes } min.
seek-abort-no-show = Game { $game } was aborted by { $name }, without a result. It counts against { $name } as a no-show: after { $limit } within { $minutes } min, seeking waits { $minutes } min.

# The web board's lobby page (docs/lobby.md).
lobby-title = Dots: the lobby
lobby-heading = Open seeks
lobby-empty = Nobody is seeking a game now. Seek one below: whoever seeks the same, on any platform, is paired with you at once.
lobby-play = Play
lobby-yours = Your seek
lobby-new = Seek a game
lobby-words = Or type the terms as after /seek (field, start, clock, rated or casual, range=N):
lobby-send = Seek
lobby-rating = rating { NUMBER($rating, useGrouping: 0) }
lobby-range = takes ratings { $low } to { $high }
lobby-any = takes any rating
lobby-waited = waiting { $waited }
lobby-games-heading = Games to watch
lobby-games-empty = No lobby game is being played now.
lobby-watch = Watch
lobby-game = Game { $game }
lobby-ratings = Blue { NUMBER($blue, useGrouping: 0) } · Red { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
lobby-top-heading = Top players
lobby-top-empty = Nobody is on a leaderboard yet: rated games put players there.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
error-lobby-spectator = A watcher's link cannot seek: open the lobby from your own board link or from Telegram.
error-lobby-expired = This lobby link has expired. Send /seek for a new one.

error-seek-none = You have no open seek.
error-seek-not-yours = That button is for someone else's seek. Send /seek for yours.
error-seek-no-shows = Lobby games you let lapse without moving or aborted lately: { $count }. Your seeks wait { $minutes } min before you may seek again.
error-seek-playing = You are playing lobby game { $game }: finish it before you seek another (a correspondence seek, 24h or 3d, may run beside it).
error-seek-unreachable = I cannot write to you in private, where lobby games are played. Open a private chat with { $bot } and press Start (or unblock the bot), then seek again.
