# Nápověda k času, ratingu, historii a nastavení.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = jméno
usage-size = ŠxV
usage-language = jazyk
help-more =
    Slova výzvy: člen chatu (@jméno), open nebo computer; pole (20x20); začátek (empty, cross, four-crosses); vaše barva (modré táhnou první); varianty { $variants }; čas 5+5 (5 minut pro každého + 5 sekund za tah), 24h (den na tah) nebo notime; rated nebo casual.
    Správci mění nastavení příkazem /settings název hodnota: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto zruší vaši volbu jazyka. /style auto zruší vaši volbu stylu obrázků.
