# Працягласці і кантроль часу (docs/rules.md §7).

duration-days = { $count } { $count ->
        [one] дзень
        [few] дні
        [many] дзён
       *[other] дня
    }
duration-hours = { $count } { $count ->
        [one] гадзіна
        [few] гадзіны
        [many] гадзін
       *[other] гадзіны
    }
duration-minutes = { $count } { $count ->
        [one] хвіліна
        [few] хвіліны
        [many] хвілін
       *[other] хвіліны
    }
duration-seconds = { $count } { $count ->
        [one] секунда
        [few] секунды
        [many] секунд
       *[other] секунды
    }
time-control = { $kind ->
        [live] { $base } + { $increment } за ход
        [correspondence] { $per_move } на ход
       *[none] без кантролю часу
    }
