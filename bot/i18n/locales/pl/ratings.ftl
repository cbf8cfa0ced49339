# Ranking (Glicko-2), tabela liderów, bilans i bezpośrednie pojedynki.

rating-changed = Ranking: { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = W tabeli liderów nie ma jeszcze nikogo: trafiają do niej gracze z co najmniej { $min } { $min ->
        [one] partią rankingową
        [few] partiami rankingowymi
        [many] partiami rankingowymi
       *[other] partii rankingowej
    }.
top-header = { $where ->
        [overall] Ogólna tabela liderów
       *[chat] Tabela liderów tego czatu
    } (co najmniej { $min } { $min ->
        [one] partia rankingowa
        [few] partie rankingowe
        [many] partii rankingowych
       *[other] partii rankingowej
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] partia
        [few] partie
        [many] partii
       *[other] partii
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Ogólnie
       *[chat] Na tym czacie
    }: { $name } — { NUMBER($rating, useGrouping: 0) } (niepewność { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(tymczasowy)
       *[no] {""}
    }; { $games } { $games ->
        [one] partia rankingowa
        [few] partie rankingowe
        [many] partii rankingowych
       *[other] partii rankingowej
    }: { $wins } { $wins ->
        [one] wygrana
        [few] wygrane
        [many] wygranych
       *[other] wygranej
    }, { $losses } { $losses ->
        [one] porażka
        [few] porażki
        [many] porażek
       *[other] porażki
    }, { $draws } { $draws ->
        [one] remis
        [few] remisy
        [many] remisów
       *[other] remisu
    }; { $place ->
        [0] jeszcze poza tabelą liderów
       *[other] { $place }. miejsce w tabeli liderów
    }.
rating-none = { $name } nie ma jeszcze partii rankingowych.
rating-versus = { $first } przeciw { $second }: { $games ->
        [0] jeszcze brak zakończonych partii
       *[other] { $games } { $games ->
            [one] zakończona partia
            [few] zakończone partie
            [many] zakończonych partii
           *[other] zakończonej partii
        }, { $wins }–{ $losses }, { $draws ->
            [0] bez remisów
           *[other] remisy: { $draws }
        }
    }.
rating-chance = Według rankingu tego czatu { $first } zdobywa przeciw { $second } { $chance }% punktów.

error-unknown-player = Jeszcze nie znam { $name }: ten gracz musi najpierw zagrać albo do mnie napisać.
