# Help, languages, picture styles, buttons and the console.

help =
    Dots: surround your opponent's dots. A move is a point x-y, for example 20-17: x from the left, y from the bottom; with several games add the game: /move 20-17 #3. Commands:

lang-current = Your language: { $language }. Available: { $available }. Change it with /lang followed by a code.
lang-set = Language set: English.

style-name = { $style ->
        [dark] dark
        [colorblind] colour-blind-safe (Red's dots square)
       *[light] light
    }
style-current = { $chosen ->
        [yes] Your picture style: { $style }.
       *[no] You chose no picture style: you see the chat's, { $style }.
    } Choose one with /style light, /style dark or /style colorblind; /style auto follows the chat's again.
style-set = Picture style set: { $style }.
style-reset = Your style choice is cleared: your pictures follow the chat's style (now: { $style }).

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-resign = Resign
button-resign-confirm = Yes, resign
button-draw = Draw
button-decline-draw = Decline draw
button-ground = Ground
button-ground-confirm = Yes, ground
button-stop = STOP
button-auto-end = End (auto)
button-end = End by the count
button-stop-confirm = Yes, STOP
button-place = Place
button-enclose = Place and enclose
button-abort = Abort
button-board = Board
button-sgf = Record (SGF)
button-replay = Replay
button-rematch = Rematch

console-welcome = Dots in the console. Type /help for commands; start a line with @name to speak as that player. End of input quits.
console-speaker = { $name } speaks.
console-picture = Picture: { $path }
console-bye = Bye.
