# Длительности и контроль времени (docs/rules.md §7).

duration-days = { $count } { $count ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }
duration-hours = { $count } { $count ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }
duration-minutes = { $count } { $count ->
        [one] минута
        [few] минуты
        [many] минут
       *[other] минуты
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
       *[none] без контроля времени
    }
