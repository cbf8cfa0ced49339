# Довідка про годинник, рейтинг, історію й налаштування.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = ім'я
usage-size = ШxВ
usage-language = мова
help-more =
    Слова виклику: учасник (@ім'я), open або computer; поле (20x20); початок (empty, cross, four-crosses); ваш колір (сині ходять першими); варіанти { $variants }; годинник 5+5 (по 5 хвилин + 5 секунд за хід), 24h (доба на хід) або notime; rated або casual.
    Адміністратори змінюють налаштування командою /settings назва значення: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto скидає вибір мови. /style auto скидає вибір стилю зображень.
