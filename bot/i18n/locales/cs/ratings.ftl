# Rating (Glicko-2), žebříček, bilance a vzájemné zápasy.

rating-changed = Rating ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = Žebříček ({ $class }) je zatím prázdný: patří do něj hráči, kteří mají aspoň { $min } { $min ->
        [one] hodnocenou partii
        [few] hodnocené partie
        [many] hodnocené partie
       *[other] hodnocených partií
    }.
top-header = { $where ->
        [overall] Celkový žebříček
       *[chat] Žebříček tohoto chatu
    } ({ $class }, aspoň { $min } { $min ->
        [one] hodnocená partie
        [few] hodnocené partie
        [many] hodnocené partie
       *[other] hodnocených partií
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] partie
        [few] partie
        [many] partie
       *[other] partií
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Celkově
       *[chat] V tomto chatu
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (nejistota { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(předběžný)
       *[no] {""}
    }; { $games } { $games ->
        [one] hodnocená partie
        [few] hodnocené partie
        [many] hodnocené partie
       *[other] hodnocených partií
    }: { $wins } { $wins ->
        [one] výhra
        [few] výhry
        [many] výhry
       *[other] výher
    }, { $losses } { $losses ->
        [one] prohra
        [few] prohry
        [many] prohry
       *[other] proher
    }, { $draws } { $draws ->
        [one] remíza
        [few] remízy
        [many] remízy
       *[other] remíz
    }; { $place ->
        [0] zatím mimo žebříček
       *[other] { $place }. místo v žebříčku
    }.
rating-none = { $name } zatím nemá žádné hodnocené partie.
rating-versus = { $first } proti { $second }: { $games ->
        [0] zatím žádné dokončené partie
       *[other] { $games } { $games ->
            [one] dokončená partie
            [few] dokončené partie
            [many] dokončené partie
           *[other] dokončených partií
        }, { $wins }–{ $losses }, { $draws ->
            [0] bez remíz
            [one] { $draws } remíza
            [few] { $draws } remízy
            [many] { $draws } remízy
           *[other] { $draws } remíz
        }
    }.
rating-each = Celkový rating ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — zatím bez ratingu
rating-chance = Podle zdejšího ratingu ({ $class }) získává { $first } proti { $second } { $chance } % bodů.

error-unknown-player = Hráče { $name } zatím neznám: musí si nejdřív zahrát nebo mi napsat.

time-class = { $class ->
        [blitz] blesk
        [rapid] rapid
        [classic] klasika
       *[correspondence] korespondenční
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Rating se vede zvlášť pro každou třídu tempa. Počítá se celý čas hráče: základ plus 40 přídavků. Blesk — pod 10 minut, rapid — pod 60, klasika — 60 minut a víc; korespondenční — den a víc na tah nebo bez hodin. /top blesk ukáže jednu třídu (/top overall rapid — ze všech chatů); samotné /top tu nejhranější.
