# Durations and time controls (docs/rules.md §7).

duration-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
duration-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
duration-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
time-control = { $kind ->
        [live] { $base } + { $increment } a move
        [correspondence] { $per_move } per move
       *[none] no clock
    }
