# Cofanie ruchu za zgodą (tylko w partiach nierankingowych).

command-takeback = Poproś o cofnięcie swojego ostatniego ruchu albo odpowiedz na prośbę przeciwnika
option-answer = Zgoda (accept) lub odmowa (decline) na prośbę przeciwnika

button-takeback = Cofnij ruch
button-accept-takeback = Zgoda na cofnięcie
button-decline-takeback = Odmowa cofnięcia

takeback-offered = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) prosi o cofnięcie swojego ostatniego ruchu w { $game }. Zgoda: /takeback accept. Odmowa: /takeback decline.
takeback-accepted = Cofnięcie w { $game }: { $count ->
        [one] cofnięto { $count } ruch
        [few] cofnięto { $count } ruchy
        [many] cofnięto { $count } ruchów
       *[other] cofnięto { $count } ruchu
    }, znowu rusza się { $name }.
takeback-computer = Komputer zgadza się na cofnięcie w { $game }: { $count ->
        [one] cofnięto { $count } ruch
        [few] cofnięto { $count } ruchy
        [many] cofnięto { $count } ruchów
       *[other] cofnięto { $count } ruchu
    }, znowu rusza się { $name }.
takeback-declined = Prośba o cofnięcie ruchu w { $game } została odrzucona.
takeback-lapsed = Prośba o cofnięcie ruchu w { $game } wygasła: wykonano ruch.
card-takeback-offer = { $name } prosi o cofnięcie ruchu.
card-takebacks = Cofnięcia ruchu: { $count }

error-takeback-rated = Partia { $game } jest rankingowa: wykonany ruch jest ostateczny (zasady §2.6) i nie można go cofnąć.
error-takeback-tournament = Partia { $game } jest turniejowa: wykonany ruch jest ostateczny (zasady §2.6) i nie można go cofnąć.
error-takeback-already-asked = Już poprosiłeś o cofnięcie ruchu w { $game }; poczekaj na odpowiedź.
error-takeback-answer-first = Przeciwnik prosi o cofnięcie ruchu w { $game }: najpierw odpowiedz — /takeback accept lub /takeback decline.
error-takeback-nothing = Nie masz w { $game } ruchu do cofnięcia.
error-takeback-none = Nikt nie prosi o cofnięcie ruchu w { $game }.
error-takeback-own = Na twoją prośbę o cofnięcie ruchu w { $game } może odpowiedzieć tylko przeciwnik.
