# Discord: the slash command group.
discord-group = Игра в точки: вызовы, ходы, партии и настройки
# The move picker: typing the point instead of picking it.
discord-type-point = Ввести точку
discord-card-menu = Ход в { $game }: { $first } … { $last }
discord-point-label = Точка, например 20-17
