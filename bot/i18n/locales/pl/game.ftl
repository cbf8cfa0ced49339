# Partie: ogłoszenia i karta partii.

game-started = Partia { $game } się zaczyna: { $blue } gra niebieskimi i rusza pierwszy, { $red } gra czerwonymi.
game-ended = Partia { $game } zakończona: { $winner ->
        [none] remis
       *[other] wygrywa { $winner_name }
    } { $reason ->
        [resignation] (przeciwnik się poddał)
        [time] (na czas)
        [field-full] (plansza zapełniona)
        [grounding] (uziemienie)
        [stop] (po STOP)
        [draw-agreed] (za porozumieniem)
        [agreed-end] (policzona za zgodą)
        [instant-win] (osiągnięta umówiona przewaga)
       *[other] ({ $reason })
    }. Wynik: niebieskie { $blue }, czerwone { $red }.
game-aborted = Partię { $game } przerwał { $name }, bez wyniku.

resign-confirm = Czy na pewno chcesz się poddać w partii { $game }? Aby potwierdzić, naciśnij przycisk albo napisz { $command }
ground-confirm = Ogłosić uziemienie w partii { $game }? { $result ->
        [win] Wygrasz { $mine }:{ $theirs }
        [loss] Przegrasz { $mine }:{ $theirs }
       *[draw] Będzie remis { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
       *[other] ; { $own } { $own ->
            [one] twoja kropka przejdzie
            [few] twoje kropki przejdą
           *[many] twoich kropek przejdzie
        } do { $opponent ->
            [blue] niebieskich
           *[red] czerwonych
        }
    }. Aby potwierdzić, naciśnij przycisk albo napisz { $command }
stop-confirm = Ogłosić STOP w partii { $game }? Nie postawisz już żadnej kropki: { $other } gra dalej sam i kończy partię poleceniem /end (decyduje wynik) albo /auto (liczone jak twoje uziemienie). Tego nie da się cofnąć. Aby potwierdzić, naciśnij przycisk albo napisz { $command }
stopped = { $name } ogłasza STOP w { $game } i nie stawia już kropek. { $other } gra dalej: stawia kropki, potem /end (decyduje wynik) albo /auto (liczone jak uziemienie).
stop-ended = { $name } kończy { $game } po STOP: decyduje wynik.
stop-auto = { $name } kończy { $game } poleceniem /auto: { $own ->
        [0] wszystkie kropki gracza { $stopper } były uziemione
       *[other] kropki gracza { $stopper }, które można jeszcze otoczyć ({ $own }), przechodzą do gracza { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) proponuje remis w { $game }. Przyjęcie: /draw. Odrzucenie: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) proponuje zakończyć { $game } liczeniem: niebieskie { $blue }, czerwone { $red } (terytorium: niebieskie { $blue_territory }, czerwone { $red_territory }; wolnych między nimi { $neutral }). Aby się zgodzić: /end. Aby grać dalej, po prostu wykonaj ruch.
end-declined = { $name } nie zgadza się zakończyć { $game } liczeniem: partia trwa dalej.
draw-accepted = W partii { $game } uzgodniono remis.
draw-declined = Propozycja remisu w { $game } została odrzucona.
draw-lapsed = Propozycja remisu w { $game } wygasła: druga strona wykonała ruch.

card-title = Partia { $game }: { $blue } (niebieskie) przeciw { $red } (czerwone)
card-rules = { $width }×{ $height }, { $start ->
        [empty] pusta plansza
        [cross] krzyż
        [four-crosses] cztery krzyże
       *[other] własna pozycja początkowa
    }
card-variant-extra = dodatkowy ruch po otoczeniu
card-variant-transfer = otoczone kropki nie przechodzą
card-variant-instant = przewaga { $value } { $value ->
        [one] punktu
       *[other] punktów
    } wygrywa od razu
card-variant-stop = STOP zamiast uziemienia
card-variant-free = wolny kontur
card-variant-painted = domki są zamalowywane
card-variant-suicide = bez samobójstwa: nie wolno stawiać w domkach przeciwnika
card-variant-wall = krawędź planszy jest ścianą
card-variant-territory = na terytorium (otoczenia ogłaszane)
card-variant-szkrab = zasady szkraba
card-score = Wynik: niebieskie { $blue }, czerwone { $red }
card-last-move = Ruch { $ply }: { $color ->
        [blue] niebieskie
       *[red] czerwone
    } { $point }
card-to-move = Ruch mają { $color ->
        [blue] niebieskie
       *[red] czerwone
    }: { $name }
card-stopped = STOP: { $name } ogłosił go po ruchu { $ply } i nie stawia już kropek.
card-draw-offer = { $name } proponuje remis.
card-aborted = Przerwana, bez wyniku.

games-none = Na tym czacie nie ma partii ani wyzwań. Zacznij partię poleceniem /challenge.
games-header = Partie na tym czacie:
games-line = { $game }: { $blue } przeciw { $red }, ruch { $ply }, rusza się { $name }
challenges-header = Oczekujące wyzwania:

move-place-or-enclose = Kropka { $point } w { $game } zamyka pierścień: tylko ją postawić (pierścień zostanie nieoznaczony) czy postawić i otoczyć każdy obszar, który zamyka?
move-captured = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) otacza { $count } { $count ->
        [one] kropkę
        [few] kropki
       *[many] kropek
    }.
resigned = { $name } poddaje partię { $game }.
grounded = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) ogłasza uziemienie w partii { $game }: { $own ->
        [0] wszystkie kropki są uziemione
       *[other] { $own } { $own ->
            [one] kropka przechodzi
            [few] kropki przechodzą
           *[many] kropek przechodzi
        } do { $color ->
            [blue] czerwonych
           *[red] niebieskich
        }
    }{ $returned ->
        [0] {""}
       *[other] ; zwrócone otoczone kropki: { $returned }
    }.
