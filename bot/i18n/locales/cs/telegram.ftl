# Jen Telegram: upozornění hráči na tahu a co pro tahy znamená režim soukromí.
telegram-your-move = { $name }, jste na tahu v partii { $game }.
telegram-privacy = Ve skupinách vidím jen příkazy a odpovědi na své zprávy: napište /move 20-17, odpovězte na hrací pole tahem 20-17, nebo klepněte na část pole pod ním. Aby ke mně procházely i samotné tahy jako 20-17, udělejte ze mě správce nebo mi v @BotFather vypněte režim soukromí.
