# Analiza rozegranej partii przez komputer (/analysis).

command-analysis = Analiza rozegranej partii przez komputer: gdzie została wygrana i przegrana
button-analysis = Analiza

analysis-progress = 🔎 Analizuję { $game } (ruchów: { $moves })… { $percent }%
analysis-finished = 🔎 Analiza { $game }: gotowe.
analysis-failed = 🔎 Komputer nie zdołał przeanalizować { $game }; poproś później przez /analysis.
analysis-busy = { $game } jest właśnie analizowana: gotowe { $percent }%. Wynik trafi na czat, na którym o niego poproszono.
analysis-title = Analiza { $game }: { $blue } (niebieskie) – { $red } (czerwone), ruchów: { $moves }
analysis-turn = Partia odwróciła się w ruchu { $number }, { $color ->
        [blue] niebieskie
       *[red] czerwone
    } { $point }: szanse niebieskich { $before }% → { $after }%.
analysis-resigned = Partia zakończona poddaniem: { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) po ruchu { $number }, przy szansach { $chance }% według oceny komputera.
analysis-time = Partia zakończona na czas: { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) po ruchu { $number }, przy szansach { $chance }% według oceny komputera.
analysis-grounding = Partia zakończona uziemieniem: { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) po ruchu { $number }, przy szansach { $chance }% według oceny komputera.
analysis-draw = Remis za zgodą po ruchu { $number }, przy szansach niebieskich { $chance }% według oceny komputera.
analysis-side = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }), największe błędy:
analysis-clean = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }): bez dużych błędów.
analysis-mistake = ruch { $number }, { $color ->
        [blue] niebieskie
       *[red] czerwone
    } { $point }: { $before }% → { $after }%; { $best } dawał { $kept }%
analysis-mistake-plain = ruch { $number }, { $color ->
        [blue] niebieskie
       *[red] czerwone
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = Komputer nie jest tu dostępny, więc partii nie można analizować.
error-analysis-where = Poproś o analizę na czacie z botem, nie w wiadomości inline.
error-analysis-playing = { $game } wciąż trwa: analiza będzie po jej zakończeniu.
error-analysis-empty = W { $game } nie ma ruchów do analizy.
error-analysis-waiting = Masz już { $count } { $count ->
        [one] partię
        [few] partie
        [many] partii
       *[other] partii
    } w kolejce do analizy; poproś o kolejną, gdy jedna z nich będzie gotowa, mniej więcej za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    }.
