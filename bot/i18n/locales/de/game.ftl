# Partien: Ansagen und die Partiekarte.

game-started = Partie { $game } beginnt: { $blue } spielt Blau und zieht zuerst, { $red } spielt Rot.
game-ended = Partie { $game } ist beendet: { $winner ->
        [none] Remis
       *[other] { $winner_name } gewinnt
    } { $reason ->
        [resignation] durch Aufgabe
        [time] auf Zeit
        [field-full] – das Feld ist voll
        [grounding] nach Erdung
        [stop] nach STOP
        [draw-agreed] nach Vereinbarung
        [agreed-end] durch vereinbarte Auszählung
        [instant-win] durch den vereinbarten Vorsprung
       *[other] ({ $reason })
    }. Stand: Blau { $blue }, Rot { $red }.
game-aborted = Partie { $game } wurde von { $name } ohne Ergebnis abgebrochen.

resign-confirm = Wollen Sie Partie { $game } wirklich aufgeben? Zum Bestätigen drücken Sie die Schaltfläche oder schreiben Sie { $command }
ground-confirm = In Partie { $game } die Erdung erklären? { $result ->
        [win] Sie würden { $mine }:{ $theirs } gewinnen
        [loss] Sie würden { $mine }:{ $theirs } verlieren
       *[draw] Es wäre ein Remis, { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
        [one] ; einer Ihrer Punkte ginge an { $opponent ->
            [blue] Blau
           *[red] Rot
        }
       *[other] ; { $own } Ihrer Punkte gingen an { $opponent ->
            [blue] Blau
           *[red] Rot
        }
    }. Zum Bestätigen drücken Sie die Schaltfläche oder schreiben Sie { $command }
stop-confirm = STOP in Partie { $game } ansagen? Sie setzen dann keine Punkte mehr: { $other } spielt allein weiter und beendet die Partie mit /end (der Spielstand entscheidet) oder /auto (ausgezählt wie Ihre Erdung). Das lässt sich nicht zurücknehmen. Zum Bestätigen drücken Sie die Schaltfläche oder schreiben Sie { $command }
stopped = { $name } sagt STOP in { $game } an und setzt keine Punkte mehr. { $other } spielt weiter: Punkte setzen, dann /end (der Spielstand entscheidet) oder /auto (ausgezählt wie eine Erdung).
stop-ended = { $name } beendet { $game } nach dem STOP: Der Spielstand entscheidet.
stop-auto = { $name } beendet { $game } mit /auto: { $own ->
        [0] alle Punkte von { $stopper } waren geerdet
       *[other] die Punkte von { $stopper }, die noch umzingelt werden könnten ({ $own }), gehen an { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) bietet in { $game } Remis an. Annehmen: /draw. Ablehnen: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) schlägt vor, { $game } durch Auszählung zu beenden: Blau { $blue }, Rot { $red } (Gebiet: Blau { $blue_territory }, Rot { $red_territory }; dazwischen frei { $neutral }). Zustimmen: /end. Zum Weiterspielen einfach ziehen.
end-declined = { $name } ist nicht einverstanden, { $game } durch Auszählung zu beenden: Die Partie geht weiter.
draw-accepted = Remis in Partie { $game } vereinbart.
draw-declined = Das Remisangebot in { $game } wurde abgelehnt.
draw-lapsed = Das Remisangebot in { $game } ist verfallen: Die andere Seite hat gezogen.

card-title = Partie { $game }: { $blue } (Blau) gegen { $red } (Rot)
card-rules = { $width }×{ $height }, { $start ->
        [empty] leeres Feld
        [cross] Kreuz
        [four-crosses] vier Kreuze
       *[other] eigene Startstellung
    }
card-variant-extra = Extrazug nach einer Umzingelung
card-variant-transfer = umzingelte Punkte bleiben gezählt
card-variant-instant = sofortiger Sieg ab { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkten
    } Vorsprung
card-variant-stop = STOP statt Erdung
card-variant-free = freie Kontur
card-variant-painted = Häuser werden bemalt
card-variant-suicide = kein Selbstmord: keine Punkte in gegnerische Häuser
card-variant-wall = der Feldrand ist eine Wand
card-variant-territory = auf Gebiet (Einkreisungen werden angesagt)
card-variant-szkrab = szkrab-Regeln
card-score = Stand: Blau { $blue }, Rot { $red }
card-last-move = Zug { $ply }: { $color ->
        [blue] Blau
       *[red] Rot
    } { $point }
card-to-move = { $color ->
        [blue] Blau
       *[red] Rot
    } am Zug: { $name }
card-stopped = STOP: { $name } hat ihn nach Zug { $ply } angesagt und setzt keine Punkte mehr.
card-draw-offer = { $name } bietet Remis an.
card-aborted = Abgebrochen, ohne Ergebnis.

games-none = Keine Partien oder Herausforderungen in diesem Chat. Beginnen Sie eine mit /challenge.
games-header = Partien in diesem Chat:
games-line = { $game }: { $blue } gegen { $red }, Zug { $ply }, { $name } ist am Zug
challenges-header = Offene Herausforderungen:

move-place-or-enclose = Der Punkt { $point } in { $game } schließt einen Ring: nur setzen (der Ring bleibt unmarkiert) oder setzen und jedes Gebiet umzingeln, das er schließt?
move-captured = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) umzingelt { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }.
resigned = { $name } gibt Partie { $game } auf.
grounded = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) erklärt in { $game } die Erdung: { $own ->
        [0] Alle Punkte sind geerdet
        [one] 1 Punkt geht an { $color ->
            [blue] Rot
           *[red] Blau
        }
       *[other] { $own } Punkte gehen an { $color ->
            [blue] Rot
           *[red] Blau
        }
    }{ $returned ->
        [0] {""}
        [one] ; 1 umzingelter Punkt wurde zurückgegeben
       *[other] ; { $returned } umzingelte Punkte wurden zurückgegeben
    }.
