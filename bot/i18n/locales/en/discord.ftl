# Discord: the slash command group.
discord-group = Play Dots: challenges, moves, games and settings
