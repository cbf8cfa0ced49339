# Help for clocks, ratings, history and settings.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = name
usage-size = WxH
usage-language = language
help-more =
    Challenge words: a member (@name), open or computer; a field (20x20); a start (empty, cross, four-crosses); your colour (Blue moves first); variants { $variants }; a clock 5+5 (5 minutes each + 5 seconds a move), 24h (a day a move) or notime; rated or casual.
    Admins change settings with /settings name value: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto forgets your language choice. /style auto forgets your picture style.
