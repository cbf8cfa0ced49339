# Discord: the slash command group.
discord-group = Play Dots: challenges, moves, games and settings
# The move picker: typing the point instead of picking it.
discord-type-point = Type the point
discord-card-menu = Move in { $game }: { $first } … { $last }
discord-point-label = The point, e.g. 20-17
