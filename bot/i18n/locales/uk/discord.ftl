# Discord: the slash command group.
discord-group = Гра в точки: виклики, ходи, партії та налаштування
