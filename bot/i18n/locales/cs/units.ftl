# Doby trvání a časové kontroly (docs/rules.md §7).

duration-days = { $count } { $count ->
        [one] den
        [few] dny
        [many] dne
       *[other] dní
    }
duration-hours = { $count } { $count ->
        [one] hodina
        [few] hodiny
        [many] hodiny
       *[other] hodin
    }
duration-minutes = { $count } { $count ->
        [one] minuta
        [few] minuty
        [many] minuty
       *[other] minut
    }
duration-seconds = { $count } { $count ->
        [one] sekunda
        [few] sekundy
        [many] sekundy
       *[other] sekund
    }
time-control = { $kind ->
        [live] { $base } + { $increment } za tah
        [correspondence] { $per_move } na tah
       *[none] bez časového limitu
    }
