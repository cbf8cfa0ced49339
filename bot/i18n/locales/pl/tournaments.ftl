# Turnieje na czacie: zapisy, rundy, tabele i odmowy.

tournament-format = { $format ->
        [swiss] system szwajcarski
       *[roundrobin] system kołowy
    }
tournament-announced = 🏆 Turniej #{ $id }: { $format ->
        [swiss] system szwajcarski, { $rounds ->
            [0] liczba rund zależna od liczby graczy
           *[other] { $rounds } { $rounds ->
                [one] runda
                [few] rundy
               *[many] rund
            }
        }
       *[roundrobin] { $double ->
            [yes] system dwukołowy
           *[no] system kołowy
        }
    }, plansza { $size }, { $rated ->
        [yes] rankingowy
       *[no] towarzyski
    }. Organizator: { $organizer }. Dołącz przyciskiem albo poleceniem /tournament join.
    Gracze ({ $count }): { $players }
tournament-joined = { $name } dołącza do turnieju #{ $id }. Gracze ({ $count }): { $players }
tournament-left = { $name } wypisuje się z turnieju #{ $id }. Gracze ({ $count }): { $players }
tournament-signup = Trwają zapisy do turnieju #{ $id }. Gracze ({ $count }): { $players }
tournament-time = Tempo gry w każdej partii: { $time }
tournament-starts-at = Zapisy kończą się, a runda 1 zaczyna się { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } rozpocznie turniej poleceniem /tournament start (potrzeba co najmniej 3 graczy).
tournament-started = Turniej #{ $id } rozpoczął się: poniżej pary rundy 1.
tournament-round = 🏆 Turniej #{ $id }, runda { $round } z { $rounds }: pary.
tournament-bye = { $name } pauzuje: to wygrana, 1 punkt. (Pauzę dostaje najniżej sklasyfikowany gracz, który jeszcze jej nie miał — każdy najwyżej raz.)
tournament-game = Turniej #{ $id }, runda { $round }, plansza { $board }: { $blue } (niebieskie) przeciw { $red } (czerwone), partia { $game }.
tournament-round-over = Turniej #{ $id }: runda { $round } z { $rounds } zakończona. Klasyfikacja:
tournament-finished = 🏆 Turniej #{ $id } zakończony. { $count ->
        [1] Wygrywa { $winner }!
       *[other] Pierwsze miejsce ex aequo: { $winner }!
    } Klasyfikacja końcowa:
tournament-cancelled = { $name } odwołuje turniej #{ $id }. Trwające partie toczą się dalej jako zwykłe partie.
tournament-too-few = Turniej #{ $id } odwołany: do końca zapisów zgłosiło się mniej niż 3 graczy.
tournament-withdrew = { $name } wycofuje się z turnieju #{ $id }: trwająca partia jest przegrana, a kolejne są przegrane walkowerem.
tournament-table-pairings = Turniej #{ $id }, runda { $round } z { $rounds }.
tournament-table-standings = Turniej #{ $id }: klasyfikacja po rundzie { $round } z { $rounds }.
tournament-round-playing = Trwa runda { $round } z { $rounds }: jej partie liczą się po jej zakończeniu.
tournament-standings-none = Turniej #{ $id }: żadna runda jeszcze się nie zakończyła, więc nie ma klasyfikacji; trwa runda { $round } z { $rounds }. Jej pary:
tournament-table-crosstable = Turniej #{ $id }: tabela krzyżowa.
tournament-archive = Turniej #{ $id }: { $games } { $games ->
        [one] zapis partii
        [few] zapisy partii
       *[many] zapisów partii
    } (SGF) w jednym archiwum.
tournaments-none = Na tym czacie nie rozegrano jeszcze żadnego turnieju. Ogłoś turniej poleceniem /tournament swiss albo /tournament roundrobin.
tournaments-title = Turnieje na tym czacie (/tournaments N — tabela krzyżowa, /tournaments N sgf — wszystkie partie turnieju):
tournaments-line = #{ $id } { $format ->
        [swiss] system szwajcarski
       *[roundrobin] system kołowy
    }, { $count } { $count ->
        [one] gracz
        [few] gracze
       *[many] graczy
    }, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] trwają zapisy
        [running] w toku
        [finished] pierwsze miejsce — { $winner }
       *[cancelled] odwołany
    }

table-board = Plansza
table-blue = Niebieskie
table-red = Czerwone
table-result = Wynik
table-rank = #
table-seed = Nr st.
table-player = Gracz
table-points = Punkty
table-played = Partie
table-record = W–R–P
table-pairings-title = Turniej #{ $id } · runda { $round } z { $rounds }
table-standings-title = Turniej #{ $id } · klasyfikacja po rundzie { $round } z { $rounds }
table-final-title = Turniej #{ $id } · klasyfikacja końcowa
table-crosstable-title = Turniej #{ $id } · tabela krzyżowa
table-bye = Pauza: { $name } (1 punkt)
table-withdrawn = wycofany
table-tiebreaks = Przy równej liczbie punktów o kolejności decydują: { $order }.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn–Berger
tiebreak-head-to-head = bezpośredni pojedynek
tiebreak-buchholz-short = Buch.
tiebreak-sonneborn-berger-short = SB
tiebreak-head-to-head-short = BP

button-join-tournament = Dołącz
button-leave-tournament = Wypisz się
button-start-tournament = Rozpocznij
button-standings = Tabela

command-tournament = Turnieje: swiss lub roundrobin — ogłoś; join, leave, start, standings, cancel
command-tournaments = Turnieje tego czatu, tabela krzyżowa lub wszystkie partie turnieju w SGF
option-action = swiss lub roundrobin (ogłoszenie) albo join, leave, start, standings, cancel
option-tournament = Numer turnieju
option-double = Każda para gra dwa razy, z zamianą kolorów (turniej kołowy)
option-rounds = Ile rund (system szwajcarski)
option-starts = Za ile minut kończą się zapisy i zaczyna się runda 1
option-what = sgf: wszystkie partie turnieju w jednym archiwum

error-tournament-unknown = Na tym czacie nie ma turnieju { $id }.
error-tournament-none = Nie ma tu turnieju, na który trwają zapisy, ani takiego, który trwa. Ogłoś turniej poleceniem /tournament swiss albo /tournament roundrobin.
error-tournament-where = Turnieje rozgrywa się na czacie, nie w wiadomości inline.
error-tournament-admin = Turniej mogą ogłosić tylko administratorzy tego czatu (mogą pozwolić na to każdemu: /settings tournaments anyone).
error-tournament-double = Dwukołowy może być tylko turniej kołowy.
error-tournament-rounds = Liczbę rund podaje się tylko w systemie szwajcarskim: w turnieju kołowym jest jedna runda na każdego przeciwnika.
error-tournament-open = Na tym czacie trwa już turniej { $id } (zapisy lub gry; naraz tylko jeden): dołącz przez /tournament join albo zobacz /tournament standings.
error-tournament-busy = Turniej tego czatu zmieniał się w tej chwili zbyt często, by przyjąć twoją prośbę. Nic się nie zmieniło; spróbuj ponownie.
error-tournament-clock = Partie turniejowe potrzebują zegara, żeby każda runda się kończyła: dodaj go, na przykład 5+5 albo 24h.
error-tournament-started = Turniej { $id } już się rozpoczął.
error-tournament-joined = Już bierzesz udział w turnieju { $id }.
error-tournament-full = Turniej { $id } jest pełny (limit graczy: { $max }).
error-tournament-not-in = Nie grasz w turnieju { $id }.
error-tournament-over = Turniej { $id } jest zakończony.
error-tournament-organizer = W turnieju { $id } może to zrobić tylko { $organizer } (organizator) albo administrator.
error-tournament-few = Do rozpoczęcia turnieju { $id } potrzeba co najmniej { $min } { $min ->
        [one] gracza
       *[many] graczy
    }.
error-tournament-abort = Partia { $game } jest turniejowa: nie można jej anulować (aby z niej zrezygnować, poddaj się).
