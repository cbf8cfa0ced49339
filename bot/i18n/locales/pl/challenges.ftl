# Wyzwania.

challenge-open = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) wyzywa każdego chętnego: wyzwanie { $id }. Aby zagrać, napisz /accept { $id }. Wyzwanie wygaśnie za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    }.
challenge-direct = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) wyzywa { $target }: wyzwanie { $id }. { $target }, napisz /accept { $id } albo /decline { $id }. Wyzwanie wygaśnie za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    }.
challenge-accepted = { $name } przyjmuje wyzwanie { $id }: partia { $game }.
challenge-declined = { $name } odrzuca wyzwanie { $id }.
challenge-cancelled = Wyzwanie { $id } zostało anulowane.

challenge-card = Wyzwanie { $id }: { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) przeciw { $target ->
        [open] każdemu chętnemu
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Czeka na odpowiedź.
        [accepted] Przyjęte: partia { $game }.
        [declined] Odrzucone.
        [cancelled] Anulowane.
       *[expired] Wygasło.
    }
