# Telegram only: the ping of the player to move, and what privacy mode means for moves.
telegram-your-move = { $name }, ваш ход в партии { $game }.
telegram-privacy = В группах я вижу только команды и ответы на мои сообщения: пишите /move 20-17, отвечайте на доску ходом 20-17 или нажмите часть поля под доской. Чтобы я видел ходы вроде 20-17 без команды, сделайте меня администратором или выключите режим приватности в @BotFather.
