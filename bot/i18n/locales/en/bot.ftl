# Help, languages, buttons and the console.

help =
    Dots: surround your opponent's dots. A move is a point x-y, for example 20-17: x from the left, y from the bottom; with several games add the game: /move 20-17 #3. Commands:

lang-current = Your language: { $language }. Available: { $available }. Change it with /lang followed by a code.
lang-set = Language set: English.

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-resign = Resign
button-resign-confirm = Yes, resign
button-draw = Draw
button-decline-draw = Decline draw
button-ground = Ground
button-abort = Abort
button-board = Board
button-sgf = Record (SGF)
button-replay = Replay
button-rematch = Rematch

console-welcome = Dots in the console. Type /help for commands; start a line with @name to speak as that player. End of input quits.
console-speaker = { $name } speaks.
console-picture = Picture: { $path }
console-bye = Bye.
