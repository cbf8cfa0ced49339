# Справка о часах, рейтинге, истории и настройках.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = имя
usage-size = ШxВ
usage-language = язык
help-more =
    Слова вызова: участник (@имя), open или computer; поле (20x20); начало (empty, cross, four-crosses); ваш цвет (синие ходят первыми); варианты { $variants }; часы 5+5 (по 5 минут + 5 секунд за ход), 24h (сутки на ход) или notime; rated или casual.
    Администраторы меняют настройки командой /settings имя значение: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto сбрасывает выбор языка. /style auto сбрасывает выбор стиля картинок.
