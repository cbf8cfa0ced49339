# Telegram only: the ping of the player to move, and what privacy mode means for moves.
telegram-your-move = { $name }, your move in { $game }.
telegram-privacy = In groups I only see commands and replies to my messages: write /move 20-17, reply to the board with 20-17, or tap a part of the field under the board. To let bare moves like 20-17 through, make me an admin or turn my privacy mode off in @BotFather.
