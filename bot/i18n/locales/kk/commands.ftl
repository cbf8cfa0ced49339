# Сағат, рейтинг, тарих және баптаулар туралы анықтама.

help-line = { $command }{ $usage } — { $text }
help-usage = { $head }{ $word }{ $tail }
usage-name = есім
usage-size = ЕxБ
usage-language = тіл
help-more =
    Шақыру сөздері: қатысушы (@есім), open немесе computer; алаң (20x20); бастапқы позиция (empty, cross, four-crosses); сіздің түсіңіз (көк бірінші жүреді); нұсқалар: { $variants }; сағат: 5+5 (әрқайсысына 5 минут + әр жүріске 5 секунд), 24h (әр жүріске бір тәулік) немесе notime; rated немесе casual.
    Әкімшілер баптауларды өзгертеді — /settings атау мән: size, start, variant, time, rated, lang, board, style, pings, max_games, min_games, threads, tournaments. /lang auto тіл таңдауыңызды өшіреді. /style auto сурет стилі таңдауыңызды өшіреді.
