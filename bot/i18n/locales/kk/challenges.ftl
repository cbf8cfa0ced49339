# Шақырулар.

challenge-open = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) кез келген қарсыласты шақырады: { $id } шақыру. Ойнау үшін /accept { $id } деп жазыңыз. Шақыру { $minutes ->
        [one] { $minutes } минуттан
       *[other] { $minutes } минуттан
    } кейін күшін жояды.
challenge-direct = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $target } ойыншысын шақырады: { $id } шақыру. { $target }, /accept { $id } немесе /decline { $id } деп жазыңыз. Шақыру { $minutes ->
        [one] { $minutes } минуттан
       *[other] { $minutes } минуттан
    } кейін күшін жояды.
challenge-accepted = { $name } { $id } шақыруды қабылдады: { $game } ойын.
challenge-declined = { $name } { $id } шақырудан бас тартты.
challenge-cancelled = { $id } шақыру жойылды.

challenge-card = { $id } шақыру: { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) — { $target ->
        [open] кез келген қарсылас
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Жауап күтілуде.
        [accepted] Қабылданды: { $game } ойын.
        [declined] Бас тартылды.
        [cancelled] Жойылды.
       *[expired] Мерзімі өтті.
    }
