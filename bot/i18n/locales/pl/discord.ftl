# Discord: the slash command group.
discord-group = Gra w kropki: wyzwania, ruchy, partie i ustawienia
