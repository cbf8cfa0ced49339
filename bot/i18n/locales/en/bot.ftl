# Help, languages, buttons and the console.

help =
    Dots (Точки): surround your opponent's dots.
    /challenge [@user | open | computer] [WxH] [empty | cross | four] [red] — offer a game (Blue moves first; you play Blue unless you write red). Variants: extra, notransfer, instant=N.
    /accept [id], /decline [id], /cancel [id] — answer or withdraw a challenge.
    20-17 — your move: x from the left, y from the bottom. With several games: /move 20-17 #id.
    /board [#id] — show a game; /games — games and challenges here.
    /draw — offer or accept a draw; /decline_draw — decline it.
    /ground — declare grounding: the game ends and is counted.
    /resign — resign (asks to confirm); /abort — drop the game before both players have moved.
    /lang en | ru | uk | pl — choose your language.

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

console-welcome = Dots in the console. Type /help for commands; start a line with @name to speak as that player. End of input quits.
console-speaker = { $name } speaks.
console-picture = Picture: { $path }
console-bye = Bye.
