# Pomoc: zegary, ranking, historia i ustawienia.

help-more =
    Zegary: dodaj do /challenge 5+5 (po 5 minut dla każdego + 5 sekund za ruch), 24h (doba na ruch) albo notime; rated lub casual — czy partia liczy się do rankingu.
    /rematch [#numer] — ta sama partia jeszcze raz, z zamianą kolorów.
    /top [all] — tabela liderów; /rating [@gracz] [@gracz] — ranking, bilans, bezpośrednie pojedynki.
    /history [chat | @gracz] [#numer] — zakończone partie; /sgf [#numer] — partia jako plik SGF; /replay [#numer] — animowana powtórka.
    /settings — ustawienia tego czatu; administratorzy je zmieniają: /settings size 20x20 (a także start, variant, time, rated, lang, board, max_games, min_games).
    /lang auto — usuń wybór języka: obowiązuje język czatu, inaczej język twojej aplikacji.
