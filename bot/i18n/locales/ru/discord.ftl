# Discord: the slash command group.
discord-group = Игра в точки: вызовы, ходы, партии и настройки
