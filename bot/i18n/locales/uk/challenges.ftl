# Виклики.

challenge-open = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) викликає будь-якого суперника: виклик { $id }. Щоб зіграти, напишіть /accept { $id }. Виклик спливе через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }.
challenge-direct = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) викликає { $target }: виклик { $id }. { $target }, напишіть /accept { $id } або /decline { $id }. Виклик спливе через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }.
challenge-accepted = { $name } приймає виклик { $id }: партія { $game }.
challenge-declined = { $name } відхиляє виклик { $id }.
challenge-cancelled = Виклик { $id } скасовано.

challenge-card = Виклик { $id }: { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) проти { $target ->
        [open] будь-якого суперника
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Чекає на відповідь.
        [accepted] Прийнято: партія { $game }.
        [declined] Відхилено.
        [cancelled] Скасовано.
       *[expired] Минув термін.
    }
