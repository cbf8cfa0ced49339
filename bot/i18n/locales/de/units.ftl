# Zeitdauern und Bedenkzeiten (docs/rules.md §7).

duration-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
duration-hours = { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
duration-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
duration-seconds = { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }
time-control = { $kind ->
        [live] { $base } + { $increment } pro Zug
        [correspondence] { $per_move } pro Zug
       *[none] ohne Bedenkzeit
    }
