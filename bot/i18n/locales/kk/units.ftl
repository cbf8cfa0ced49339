# Ұзақтықтар және уақыт бақылауы (docs/rules.md §7).

duration-days = { $count ->
        [one] { $count } күн
       *[other] { $count } күн
    }
duration-hours = { $count ->
        [one] { $count } сағат
       *[other] { $count } сағат
    }
duration-minutes = { $count ->
        [one] { $count } минут
       *[other] { $count } минут
    }
duration-seconds = { $count ->
        [one] { $count } секунд
       *[other] { $count } секунд
    }
time-control = { $kind ->
        [live] { $base } + әр жүріске { $increment }
        [correspondence] әр жүріске { $per_move }
       *[none] уақыт шектеуі жоқ
    }
