# Výzvy.

challenge-open = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) vyzývá kohokoli: výzva { $id }. Chcete-li hrát, napište /accept { $id }. Výzva vyprší za { $minutes } { $minutes ->
        [one] minutu
        [few] minuty
        [many] minuty
       *[other] minut
    }.
challenge-direct = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) vyzývá { $target }: výzva { $id }. { $target }, napište /accept { $id } nebo /decline { $id }. Výzva vyprší za { $minutes } { $minutes ->
        [one] minutu
        [few] minuty
        [many] minuty
       *[other] minut
    }.
challenge-accepted = { $name } přijímá výzvu { $id }: partie { $game }.
challenge-declined = { $name } odmítá výzvu { $id }.
challenge-cancelled = Výzva { $id } byla zrušena.

challenge-card = Výzva { $id }: { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) proti { $target ->
        [open] komukoli
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Čeká na odpověď.
        [accepted] Přijata: partie { $game }.
        [declined] Odmítnuta.
        [cancelled] Zrušena.
       *[expired] Vypršela.
    }
