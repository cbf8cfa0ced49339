# Тривалості й контроль часу (docs/rules.md §7).

duration-days = { $count } { $count ->
        [one] день
        [few] дні
        [many] днів
       *[other] дня
    }
duration-hours = { $count } { $count ->
        [one] година
        [few] години
        [many] годин
       *[other] години
    }
duration-minutes = { $count } { $count ->
        [one] хвилина
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }
duration-seconds = { $count } { $count ->
        [one] секунда
        [few] секунди
        [many] секунд
       *[other] секунди
    }
time-control = { $kind ->
        [live] { $base } + { $increment } за хід
        [correspondence] { $per_move } на хід
       *[none] без контролю часу
    }
