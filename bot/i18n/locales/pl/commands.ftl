# Pomoc: zegary, ranking, historia i ustawienia.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = nazwa
usage-size = SxW
usage-language = język
help-more =
    Słowa wyzwania: uczestnik (@nazwa), open albo computer; plansza (20x20); początek (empty, cross, four-crosses); twój kolor (niebieskie zaczynają); warianty { $variants }; zegar 5+5 (po 5 minut + 5 sekund na ruch), 24h (doba na ruch) albo notime; rated albo casual.
    Administratorzy zmieniają ustawienia poleceniem /settings nazwa wartość: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto usuwa wybór języka. /style auto usuwa wybór stylu obrazków.
