# Даведка пра гадзіннік, рэйтынг, гісторыю і налады.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = імя
usage-size = ШxВ
usage-language = мова
help-more =
    Словы выкліку: удзельнік (@імя), open або computer; поле (20x20); пачатак (empty, cross, four-crosses); ваш колер (сінія ходзяць першымі); варыянты { $variants }; гадзіннік 5+5 (па 5 хвілін + 5 секунд за ход), 24h (суткі на ход) або notime; rated або casual.
    Адміністратары мяняюць налады камандай /settings назва значэнне: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto скідае выбар мовы. /style auto скідае выбар стылю малюнкаў.
