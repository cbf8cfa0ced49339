# Hilfe zu Bedenkzeit, Wertungen, Verlauf und Einstellungen.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = Name
usage-size = BxH
usage-language = Sprache
help-more =
    Wörter für Herausforderungen: ein Mitglied (@Name), open oder computer; ein Feld (20x20); eine Startstellung (empty, cross, four-crosses); Ihre Farbe (Blau zieht zuerst); Varianten { $variants }; eine Bedenkzeit 5+5 (je 5 Minuten + 5 Sekunden pro Zug), 24h (ein Tag pro Zug) oder notime; rated oder casual.
    Admins ändern Einstellungen mit /settings Name Wert: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto vergisst Ihre Sprachwahl. /style auto vergisst Ihren Bildstil.
