# Zugrücknahme im Einvernehmen (nur in ungewerteten Partien).

command-takeback = Um Rücknahme des eigenen letzten Zuges bitten oder die Bitte des Gegners beantworten
option-answer = Die Bitte des Gegners erlauben (accept) oder ablehnen (decline)

button-takeback = Zug zurück
button-accept-takeback = Rücknahme erlauben
button-decline-takeback = Rücknahme ablehnen

takeback-offered = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) bittet in { $game } darum, den letzten Zug zurückzunehmen. Erlauben: /takeback accept. Ablehnen: /takeback decline.
takeback-accepted = Zugrücknahme in { $game }: { $count ->
        [one] { $count } Zug zurückgenommen
       *[other] { $count } Züge zurückgenommen
    }, { $name } ist wieder am Zug.
takeback-computer = Der Computer erlaubt die Zugrücknahme in { $game }: { $count ->
        [one] { $count } Zug zurückgenommen
       *[other] { $count } Züge zurückgenommen
    }, { $name } ist wieder am Zug.
takeback-declined = Die Bitte um Zugrücknahme in { $game } wurde abgelehnt.
takeback-lapsed = Die Bitte um Zugrücknahme in { $game } ist verfallen: Es wurde gezogen.
card-takeback-offer = { $name } bittet um eine Zugrücknahme.
card-takebacks = Zugrücknahmen: { $count }

error-takeback-rated = Partie { $game } ist gewertet: Ein gespielter Zug gilt (Sportregeln §2.6) und kann nicht zurückgenommen werden.
error-takeback-tournament = Partie { $game } ist eine Turnierpartie: Ein gespielter Zug gilt (Sportregeln §2.6) und kann nicht zurückgenommen werden.
error-takeback-already-asked = Sie haben in { $game } bereits um eine Zugrücknahme gebeten; warten Sie auf die Antwort.
error-takeback-answer-first = Ihr Gegner bittet in { $game } um eine Zugrücknahme: Antworten Sie zuerst mit /takeback accept oder /takeback decline.
error-takeback-nothing = Sie haben in { $game } keinen Zug, der zurückgenommen werden könnte.
error-takeback-none = In { $game } bittet niemand um eine Zugrücknahme.
error-takeback-own = Auf Ihre Bitte um Zugrücknahme in { $game } kann nur Ihr Gegner antworten.
