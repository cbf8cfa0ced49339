# Herausforderungen.

challenge-open = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) fordert jeden heraus: Herausforderung { $id }. Zum Spielen schreiben Sie /accept { $id }. Die Herausforderung verfällt in { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }.
challenge-direct = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) fordert { $target } heraus: Herausforderung { $id }. { $target }, schreiben Sie /accept { $id } oder /decline { $id }. Die Herausforderung verfällt in { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }.
challenge-accepted = { $name } nimmt Herausforderung { $id } an: Partie { $game }.
challenge-declined = { $name } lehnt Herausforderung { $id } ab.
challenge-cancelled = Herausforderung { $id } wurde zurückgezogen.

challenge-card = Herausforderung { $id }: { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) gegen { $target ->
        [open] jeden
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Wartet auf Antwort.
        [accepted] Angenommen: Partie { $game }.
        [declined] Abgelehnt.
        [cancelled] Zurückgezogen.
       *[expired] Abgelaufen.
    }
