# Telegram only: the ping of the player to move, and what privacy mode means for moves.
telegram-your-move = { $name }, twój ruch w partii { $game }.
telegram-privacy = W grupach widzę tylko polecenia i odpowiedzi na moje wiadomości: pisz /move 20-17, odpowiedz na planszę ruchem 20-17 albo naciśnij część pola pod planszą. Aby ruchy typu 20-17 bez polecenia docierały do mnie, zrób mnie administratorem albo wyłącz tryb prywatności w @BotFather.
