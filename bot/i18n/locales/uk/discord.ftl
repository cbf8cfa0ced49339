# Discord: the slash command group.
discord-group = Гра в точки: виклики, ходи, партії та налаштування
# The move picker: typing the point instead of picking it.
discord-type-point = Ввести точку
discord-card-menu = Хід у { $game }: { $first } … { $last }
discord-point-label = Точка, наприклад 20-17
