# Telegram only: the ping of the player to move, and what privacy mode means for moves.
telegram-your-move = { $name }, ваш хід у партії { $game }.
telegram-privacy = У групах я бачу лише команди та відповіді на мої повідомлення: пишіть /move 20-17, відповідайте на дошку ходом 20-17 або натисніть частину поля під дошкою. Щоб я бачив ходи на кшталт 20-17 без команди, зробіть мене адміністратором або вимкніть режим приватності в @BotFather.
