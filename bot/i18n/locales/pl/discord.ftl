# Discord: the slash command group.
discord-group = Gra w kropki: wyzwania, ruchy, partie i ustawienia
# The move picker: typing the point instead of picking it.
discord-type-point = Wpisz punkt
discord-card-menu = Ruch w { $game }: { $first } … { $last }
discord-point-label = Punkt, np. 20-17
