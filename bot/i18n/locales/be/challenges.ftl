# Выклікі.

challenge-open = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) выклікае любога саперніка: выклік { $id }. Каб згуляць, напішыце /accept { $id }. Тэрмін выкліку скончыцца праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
        [many] хвілін
       *[other] хвіліны
    }.
challenge-direct = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) выклікае { $target }: выклік { $id }. { $target }, напішыце /accept { $id } або /decline { $id }. Тэрмін выкліку скончыцца праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
        [many] хвілін
       *[other] хвіліны
    }.
challenge-accepted = { $name } прымае выклік { $id }: партыя { $game }.
challenge-declined = { $name } адхіляе выклік { $id }.
challenge-cancelled = Выклік { $id } скасаваны.

challenge-card = Выклік { $id }: { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) супраць { $target ->
        [open] любога саперніка
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Чакае адказу.
        [accepted] Прыняты: партыя { $game }.
        [declined] Адхілены.
        [cancelled] Скасаваны.
       *[expired] Тэрмін скончыўся.
    }
