# Command menus (Telegram, Discord) and /help: one line per command and option, at most
# 100 characters each.

command-help = The commands and how to play
command-rules = The rules of Dots in short
command-challenge = Offer a game to someone, to anyone, or to the computer
command-play = Play the computer
command-accept = Accept a challenge
command-decline = Decline a challenge
command-cancel = Withdraw your challenge
command-move = Make a move, for example 20-17
command-resign = Resign the game
command-draw = Offer a draw, or accept the one offered
command-end = Territory: propose to end by the count, or agree to it
command-decline_draw = Decline the draw offered to you
command-ground = Declare grounding: the game ends and is counted
command-stop = STOP: place no more dots; your opponent plays on alone
command-auto = After the opponent's STOP: end the game counted as grounding would be
command-abort = Drop the game before both players have moved
command-board = Show the board
command-games = Games and challenges in this chat
command-history = Finished games
command-sgf = The game as an SGF file
command-replay = The game as an animated replay
command-rematch = The same game again, colours swapped
command-top = The leaderboard
command-rating = Ratings, record and head-to-head
command-settings = This chat's settings (admins change them)
command-lang = Choose your language
command-style = Choose how board pictures look to you
command-time = Where the clock is set

option-opponent = Whom to play: a member, open (anyone) or computer
option-computer = Play the computer
option-level = The computer's level
option-size = The field, for example 20x20 (width x height)
option-start = The start position
option-color = Your colour: Blue moves first
option-extra = An extra move after each capture
option-notransfer = Captured dots stay counted when recaptured
option-instant = Win at once with this many points ahead
option-stop = STOP instead of grounding: the stopper places no more dots, the other plays on
option-free = Free contour: a capture may take a longer chain through the new dot
option-painted = Houses painted: any closed chain makes an area, even with no enemy dot inside
option-nosuicide = Suicide off: no dot into the other side's house unless it captures
option-wall = The edge as a wall: chains may close against the edge of the field
option-territory = Territory: you announce your enclosures; an agreed end counts territory
option-szkrab = With territory: szkrab's rules (no holes between realms, the last dot safe)
option-time = The clock: 5+5 (minutes + seconds a move), 24h a move, or notime
option-rated = Whether the game counts for ratings
option-challenge = The challenge number
option-game = The game number
option-point = The point, x-y: x from the left, y from the bottom
option-x = x: the column, from the left
option-y = y: the row, from the bottom
option-confirm = Do it at once, without asking again
option-who = Whose games: a member, chat (everyone here) or me
option-after = Continue after this game
option-where = This chat or all chats
option-speed = The time class: blitz, rapid, classic or correspondence
option-player = A player
option-other = A second player, for head-to-head
option-setting = The setting to change
option-value = Its new value
option-language = The language: en, ru, uk, pl, be, kk, cs, de, or auto
option-style = The style: light, dark, colorblind, or auto

rules-summary =
    Dots in short. Two players take turns putting a dot on a free point of the field; Blue moves first.
    Close a chain of your dots around your opponent's dots and they are captured: each is a point for you.
    A chain connects dots that touch, also diagonally; the smallest area is taken. Points inside an area are out of play.
    An empty area you close is a house: an opponent's dot put inside it is captured at once.
    The game ends when the field is full, by grounding (/ground), by resignation, agreement or time. More points wins.
    Variants, asked for by words of /challenge and /settings variant: { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = “{ $first }” and “{ $second }” contradict each other in { $command }: keep one of them.
error-number-range = “{ $token }”: the number must be from { $min } to { $max }.
