# Beendete Partien, Aufzeichnungen zum Herunterladen, Wiedergaben und Revanchen.

history-none = { $where ->
        [mine] Sie haben noch keine beendeten Partien.
        [player] { $name } hat in diesem Chat noch keine beendeten Partien.
       *[chat] In diesem Chat wurde noch keine Partie beendet.
    }
history-header = { $where ->
        [mine] Ihre beendeten Partien
        [player] Beendete Partien von { $name } in diesem Chat
       *[chat] Beendete Partien in diesem Chat
    }{ $after ->
        [none] {""}
       *[other] , älter als { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } gegen { $red } – { $winner ->
        [blue] { $blue } gewann
        [red] { $red } gewann
       *[none] Remis
    } { $reason ->
        [resignation] durch Aufgabe
        [time] auf Zeit
        [field-full] bei vollem Feld
        [grounding] nach Erdung
        [stop] nach STOP
        [draw-agreed] nach Vereinbarung
        [agreed-end] durch vereinbarte Auszählung
        [instant-win] durch den vereinbarten Vorsprung
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , gewertet
       *[no] {""}
    }
history-more = Ältere Partien: { $command }
history-no-older = Vor { $game } gibt es hier keine beendeten Partien.

sgf-ready = Partie { $game } ({ $blue } gegen { $red }) als SGF-Aufzeichnung: Die Datei lässt sich auf zagram.org und in anderen Programmen für das Punktespiel öffnen.
replay-ready = Wiedergabe von Partie { $game }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.

error-no-past-game = Sie haben in diesem Chat noch keine Partie für { $command }. Geben Sie eine Partienummer an, zum Beispiel: { $command } #12
error-rematch-active = Partie { $game } läuft noch: Spielen Sie sie zuerst zu Ende.

console-file = Datei: { $path }
