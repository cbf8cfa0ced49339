# Ranking (Glicko-2), tabela liderów, bilans i bezpośrednie pojedynki.

rating-changed = Ranking ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = W tabeli liderów ({ $class }) nie ma jeszcze nikogo: trafiają do niej gracze z co najmniej { $min } { $min ->
        [one] partią rankingową
        [few] partiami rankingowymi
        [many] partiami rankingowymi
       *[other] partii rankingowej
    }.
top-header = { $where ->
        [overall] Ogólna tabela liderów
       *[chat] Tabela liderów tego czatu
    } ({ $class }, co najmniej { $min } { $min ->
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
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (niepewność { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
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
rating-each = Ranking ogólny ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — jeszcze bez rankingu
rating-chance = Według rankingu tego czatu ({ $class }) { $first } zdobywa przeciw { $second } { $chance }% punktów.

error-unknown-player = Jeszcze nie znam { $name }: ten gracz musi najpierw zagrać albo do mnie napisać.

time-class = { $class ->
        [blitz] blitz
        [rapid] szybkie
        [classic] klasyczne
       *[correspondence] korespondencyjne
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Ranking jest prowadzony osobno dla każdej klasy tempa. Czas gracza liczy się w całości: czas podstawowy plus 40 dodatków. Blitz — poniżej 10 minut, szybkie — poniżej 60, klasyczne — 60 minut i więcej; korespondencyjne — doba lub więcej na ruch albo bez zegara. /top blitz pokazuje jedną klasę (/top overall szybkie — ze wszystkich czatów); samo /top — najczęściej graną.
