# Turniere in einem Chat: Anmeldung, Runden, Tabellen und Ablehnungen.

tournament-format = { $format ->
        [swiss] Schweizer System
       *[roundrobin] Rundenturnier (jeder gegen jeden)
    }
tournament-announced = 🏆 Turnier #{ $id }: { $format ->
        [swiss] Schweizer System, { $rounds ->
            [0] Rundenzahl nach Teilnehmerzahl
           *[other] { $rounds ->
                [one] { $rounds } Runde
               *[other] { $rounds } Runden
            }
        }
       *[roundrobin] { $double ->
            [yes] doppelrundiges Rundenturnier
           *[no] Rundenturnier (jeder gegen jeden)
        }
    }, Feld { $size }, { $rated ->
        [yes] gewertet
       *[no] nicht gewertet
    }. Veranstalter: { $organizer }. Teilnahme per Schaltfläche oder mit /tournament join.
    Spieler ({ $count }): { $players }
tournament-joined = { $name } nimmt an Turnier #{ $id } teil. Spieler ({ $count }): { $players }
tournament-left = { $name } hat sich von Turnier #{ $id } abgemeldet. Spieler ({ $count }): { $players }
tournament-signup = Die Anmeldung für Turnier #{ $id } läuft. Spieler ({ $count }): { $players }
tournament-time = Bedenkzeit jeder Partie: { $time }
tournament-starts-at = Die Anmeldung schließt und Runde 1 beginnt am { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } startet das Turnier mit /tournament start (mindestens 3 Spieler).
tournament-started = Turnier #{ $id } hat begonnen: Es folgen die Paarungen der 1. Runde.
tournament-round = 🏆 Turnier #{ $id }, Runde { $round } von { $rounds }: die Paarungen.
tournament-bye = { $name } ist spielfrei: ein Sieg, 1 Punkt. (Spielfrei ist der am schlechtesten platzierte Spieler, der noch nicht spielfrei war – jeder höchstens einmal.)
tournament-game = Turnier #{ $id }, Runde { $round }, Brett { $board }: { $blue } (Blau) gegen { $red } (Rot), Partie { $game }.
tournament-round-over = Turnier #{ $id }: Runde { $round } von { $rounds } ist beendet. Der Tabellenstand:
tournament-finished = 🏆 Turnier #{ $id } ist beendet. { $count ->
        [1] Es gewinnt { $winner }!
       *[other] Geteilter erster Platz: { $winner }!
    } Der Endstand:
tournament-cancelled = Turnier #{ $id } wurde von { $name } abgesagt. Laufende Partien gehen als gewöhnliche Partien weiter.
tournament-too-few = Turnier #{ $id } wurde abgesagt: Bei Anmeldeschluss waren weniger als 3 Spieler angemeldet.
tournament-withdrew = { $name } hat sich aus Turnier #{ $id } zurückgezogen: Die laufende Partie ist verloren, alle späteren gehen kampflos verloren.
tournament-table-pairings = Turnier #{ $id }, Runde { $round } von { $rounds }.
tournament-table-standings = Turnier #{ $id }: Tabellenstand nach Runde { $round } von { $rounds }.
tournament-round-playing = Runde { $round } von { $rounds } läuft: ihre Partien zählen, sobald sie beendet ist.
tournament-standings-none = Turnier #{ $id }: Noch ist keine Runde beendet, daher gibt es noch keinen Tabellenstand; Runde { $round } von { $rounds } läuft. Ihre Paarungen:
tournament-table-crosstable = Turnier #{ $id }: die Kreuztabelle.
tournament-archive = Turnier #{ $id }: { $games ->
        [one] { $games } Partieaufzeichnung
       *[other] { $games } Partieaufzeichnungen
    } (SGF) in einem Archiv.
tournaments-none = In diesem Chat wurde noch kein Turnier gespielt. Schreiben Sie eines mit /tournament swiss oder /tournament roundrobin aus.
tournaments-title = Turniere in diesem Chat (/tournaments N für eine Kreuztabelle, /tournaments N sgf für seine Partien):
tournaments-line = #{ $id } { $format ->
        [swiss] Schweizer System
       *[roundrobin] Rundenturnier
    }, { $count } Spieler, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] Anmeldung läuft
        [running] läuft
        [finished] gewonnen von { $winner }
       *[cancelled] abgesagt
    }

table-board = Brett
table-blue = Blau
table-red = Rot
table-result = Ergebnis
table-rank = #
table-seed = Startnr.
table-player = Spieler
table-points = Punkte
table-played = Partien
table-record = S–R–N
table-pairings-title = Turnier #{ $id } · Runde { $round } von { $rounds }
table-standings-title = Turnier #{ $id } · Stand nach Runde { $round } von { $rounds }
table-final-title = Turnier #{ $id } · Endstand
table-crosstable-title = Turnier #{ $id } · Kreuztabelle
table-bye = Spielfrei: { $name } (1 Punkt)
table-withdrawn = zurückgezogen
table-tiebreaks = Bei Punktgleichheit entscheidet: { $order }.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn–Berger
tiebreak-head-to-head = direkter Vergleich
tiebreak-buchholz-short = Buch.
tiebreak-sonneborn-berger-short = SB
tiebreak-head-to-head-short = DV

button-join-tournament = Teilnehmen
button-leave-tournament = Abmelden
button-start-tournament = Starten
button-standings = Tabelle

command-tournament = Turniere: swiss oder roundrobin schreibt eines aus; join, leave, start, standings, cancel
command-tournaments = Die Turniere dieses Chats, eine Kreuztabelle oder alle Partien eines Turniers als SGF
option-action = swiss oder roundrobin (ausschreiben) oder join, leave, start, standings, cancel
option-tournament = Die Nummer des Turniers
option-double = Jedes Paar spielt zweimal, mit getauschten Farben (Rundenturnier)
option-rounds = Wie viele Runden (Schweizer System)
option-starts = Minuten bis zum Anmeldeschluss und zum Beginn der 1. Runde
option-what = sgf: alle seine Partien in einem Archiv

error-tournament-unknown = In diesem Chat gibt es kein Turnier { $id }.
error-tournament-none = Hier läuft weder eine Anmeldung noch ein Turnier. Schreiben Sie eines mit /tournament swiss oder /tournament roundrobin aus.
error-tournament-where = Turniere werden in einem Chat gespielt, nicht in einer Inline-Nachricht.
error-tournament-admin = Nur die Admins dieses Chats dürfen ein Turnier ausschreiben (sie können es allen erlauben: /settings tournaments anyone).
error-tournament-double = Nur ein Rundenturnier kann doppelrundig sein.
error-tournament-rounds = Nur beim Schweizer System lässt sich eine Rundenzahl angeben: Im Rundenturnier gibt es eine Runde pro Gegner.
error-tournament-open = In diesem Chat läuft bereits Turnier { $id } (Anmeldung oder Spiel; immer nur eines): mitmachen mit /tournament join, Stand mit /tournament standings.
error-tournament-busy = Das Turnier dieses Chats hat sich in diesem Moment zu oft geändert, um Ihre Anfrage anzunehmen. Nichts wurde geändert; bitte versuchen Sie es noch einmal.
error-tournament-clock = Turnierpartien brauchen eine Bedenkzeit, damit jede Runde endet: Geben Sie eine an, zum Beispiel 5+5 oder 24h.
error-tournament-started = Turnier { $id } hat bereits begonnen.
error-tournament-joined = Sie sind bereits für Turnier { $id } angemeldet.
error-tournament-full = Turnier { $id } ist voll ({ $max } Spieler).
error-tournament-not-in = Sie spielen nicht in Turnier { $id } mit.
error-tournament-over = Turnier { $id } ist beendet.
error-tournament-organizer = Das darf bei Turnier { $id } nur { $organizer } (Veranstalter) oder ein Admin.
error-tournament-few = Turnier { $id } braucht mindestens { $min } Spieler, um zu beginnen.
error-tournament-abort = Partie { $game } ist eine Turnierpartie: Sie kann nicht abgebrochen werden (geben Sie sie auf, um sie zu beenden).
