# Wertungen (Glicko-2), die Bestenliste, Bilanzen und der direkte Vergleich.

rating-changed = Wertungen ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = In der Bestenliste ({ $class }) steht noch niemand: Aufgeführt werden Spieler mit mindestens { $min ->
        [one] { $min } gewerteten Partie
       *[other] { $min } gewerteten Partien
    }.
top-header = { $where ->
        [overall] Gesamte Bestenliste
       *[chat] Bestenliste dieses Chats
    } ({ $class }, mindestens { $min ->
        [one] { $min } gewertete Partie
       *[other] { $min } gewertete Partien
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Gesamt
       *[chat] In diesem Chat
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (Unsicherheit { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(vorläufig)
       *[no] {""}
    }; { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }: { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }, { $draws ->
        [one] { $draws } Remis
       *[other] { $draws } Remis
    }; { $place ->
        [0] noch nicht in der Bestenliste
       *[other] Platz { $place } in der Bestenliste
    }.
rating-none = { $name } hat noch keine gewerteten Partien.
rating-versus = { $first } gegen { $second }: { $games ->
        [0] noch keine beendeten Partien
        [one] { $games } beendete Partie
       *[other] { $games } beendete Partien
    }{ $games ->
        [0] {""}
       *[other] , { $wins }–{ $losses } bei { $draws ->
            [one] { $draws } Remis
           *[other] { $draws } Remis
        }
    }.
rating-each = Gesamtwertung ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — noch ohne Wertung
rating-chance = Nach den Wertungen hier ({ $class }) holt { $first } gegen { $second } voraussichtlich { $chance } % der Punkte.

error-unknown-player = Ich kenne { $name } noch nicht: Diese Person muss zuerst spielen oder mir schreiben.

time-class = { $class ->
        [blitz] Blitz
        [rapid] Schnellpartie
        [classic] Klassisch
       *[correspondence] Fernpartie
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Wertungen werden je Zeitklasse geführt. Gezählt wird die ganze Bedenkzeit: Grundzeit plus 40 Zuschläge. Blitz — unter 10 Minuten, Schnellpartie — unter 60, Klassisch — 60 Minuten und mehr; Fernpartie — ein Tag oder mehr pro Zug oder ohne Uhr. /top blitz zeigt eine Klasse (/top overall schnell — über alle Chats); /top allein die meistgespielte.
