# Zakończone partie, zapisy do pobrania, powtórki i rewanże.

history-none = { $where ->
        [mine] Nie masz jeszcze zakończonych partii.
        [player] { $name } nie ma jeszcze zakończonych partii na tym czacie.
       *[chat] Na tym czacie nie zakończono jeszcze żadnej partii.
    }
history-header = { $where ->
        [mine] Twoje zakończone partie
        [player] Zakończone partie gracza { $name } na tym czacie
       *[chat] Zakończone partie na tym czacie
    }{ $after ->
        [none] {""}
       *[other] , starsze niż { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } — { $red }, { $winner ->
        [blue] wygrana: { $blue }
        [red] wygrana: { $red }
       *[none] remis
    } { $reason ->
        [resignation] (przeciwnik się poddał)
        [time] (na czas)
        [field-full] (plansza zapełniona)
        [grounding] (uziemienie)
        [stop] (po STOP)
        [draw-agreed] (za porozumieniem)
        [agreed-end] policzona za zgodą
        [instant-win] (umówiona przewaga)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , rankingowa
       *[no] {""}
    }
history-more = Starsze partie: { $command }
history-no-older = Nie ma tu zakończonych partii starszych niż { $game }.

sgf-ready = Partia { $game } ({ $blue } — { $red }) jako zapis SGF: otwiera się na zagram.org i w innych programach do gry w kropki.
replay-ready = Powtórka partii { $game }: { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }.

error-no-past-game = Nie masz jeszcze na tym czacie partii dla { $command }. Wskaż partię numerem, na przykład: { $command } #12
error-rematch-active = Partia { $game } wciąż trwa: najpierw ją dokończ.

console-file = Plik: { $path }
