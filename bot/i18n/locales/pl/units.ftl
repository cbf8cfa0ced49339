# Czas trwania i kontrola czasu (docs/rules.md §7).

duration-days = { $count } { $count ->
        [one] dzień
        [few] dni
        [many] dni
       *[other] dnia
    }
duration-hours = { $count } { $count ->
        [one] godzina
        [few] godziny
        [many] godzin
       *[other] godziny
    }
duration-minutes = { $count } { $count ->
        [one] minuta
        [few] minuty
        [many] minut
       *[other] minuty
    }
duration-seconds = { $count } { $count ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekundy
    }
time-control = { $kind ->
        [live] { $base } + { $increment } za ruch
        [correspondence] { $per_move } na ruch
       *[none] bez limitu czasu
    }
