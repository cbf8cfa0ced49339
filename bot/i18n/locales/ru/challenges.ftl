# Вызовы.

challenge-open = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) вызывает любого соперника: вызов { $id }. Чтобы сыграть, напишите /accept { $id }. Вызов истечёт через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
challenge-direct = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) вызывает { $target }: вызов { $id }. { $target }, напишите /accept { $id } или /decline { $id }. Вызов истечёт через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
challenge-accepted = { $name } принимает вызов { $id }: партия { $game }.
challenge-declined = { $name } отклоняет вызов { $id }.
challenge-cancelled = Вызов { $id } отменён.

challenge-card = Вызов { $id }: { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) против { $target ->
        [open] любого соперника
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Ждёт ответа.
        [accepted] Принят: партия { $game }.
        [declined] Отклонён.
        [cancelled] Отменён.
       *[expired] Истёк.
    }
