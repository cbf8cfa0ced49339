# Die Analyse einer beendeten Partie durch den Computer (/analysis).

command-analysis = Die Analyse einer beendeten Partie durch den Computer: wo sie gewonnen und verloren wurde
button-analysis = Analyse

analysis-progress = 🔎 Analysiere { $game } ({ $moves } Züge)… { $percent } %
analysis-finished = 🔎 Analyse von { $game }: fertig.
analysis-failed = 🔎 Der Computer konnte { $game } nicht analysieren; bitte später mit /analysis erneut.
analysis-busy = { $game } wird gerade analysiert: { $percent } % fertig. Das Ergebnis kommt in den Chat, in dem es angefragt wurde.
analysis-title = Analyse von { $game }: { $blue } (Blau) – { $red } (Rot), { $moves } Züge
analysis-turn = Die Partie kippte in Zug { $number }, { $color ->
        [blue] Blau
       *[red] Rot
    } { $point }: Blaus Chancen { $before } % → { $after } %.
analysis-resigned = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) gab nach Zug { $number } auf, mit { $chance } % Chancen nach Einschätzung des Computers.
analysis-time = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) verlor nach Zug { $number } auf Zeit, mit { $chance } % Chancen nach Einschätzung des Computers.
analysis-grounding = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) erklärte nach Zug { $number } die Erdung, mit { $chance } % Chancen nach Einschätzung des Computers.
analysis-draw = Remis nach Vereinbarung nach Zug { $number }, mit { $chance } % Chancen für Blau nach Einschätzung des Computers.
analysis-side = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }), die größten Fehler:
analysis-clean = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }): keine großen Fehler.
analysis-mistake = Zug { $number }, { $color ->
        [blue] Blau
       *[red] Rot
    } { $point }: { $before } % → { $after } %; { $best } hielt { $kept } %
analysis-mistake-plain = Zug { $number }, { $color ->
        [blue] Blau
       *[red] Rot
    } { $point }: { $before } % → { $after } %

error-analysis-no-engine = Der Computer ist hier nicht verfügbar, daher können Partien nicht analysiert werden.
error-analysis-where = Bitte die Analyse in einem Chat mit dem Bot anfordern, nicht in einer Inline-Nachricht.
error-analysis-playing = { $game } läuft noch: die Analyse kommt nach dem Ende.
error-analysis-empty = { $game } hat keine Züge zum Analysieren.
error-analysis-waiting = Du hast schon { $count ->
        [one] { $count } Analyse
       *[other] { $count } Analysen
    } in der Warteschlange; frag nach einer weiteren, wenn eine davon fertig ist, in etwa { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }.
