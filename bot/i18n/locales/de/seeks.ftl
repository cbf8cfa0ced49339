# Die Lobby: Gesuche von allen, aus jedem Chat, auf jeder Plattform (docs/lobby.md).

command-seek = Überall einen Gegner finden: Feld, Uhr, gewertet oder nicht; /seek cancel
option-cancel = Dein offenes Gesuch zurückziehen
option-range = Wertungen, die du annimmst, nach beiden Seiten deiner eigenen (range=200)
command-watch = Das Live-Brett einer Partie ansehen: jede Lobby-Partie oder eine dieses Chats (/watch #12)
button-seek-0 = 39×32, Kreuz, 5+3, gewertet
button-seek-1 = 20×20, 3+2, gewertet
button-seek-2 = 15×15, 3+2, ungewertet
button-seek-again = Wieder wie zuletzt
button-seek-cancel = Gesuch zurückziehen
button-seek-menu = Gegner finden
button-lobby = Lobby

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , Kreuz
        [four-crosses] , vier Kreuze
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
seek-menu = Welche Partie möchtest du? Ein Gegner aus jedem Chat – in Telegram, Discord oder der Konsole – wird dir zugeteilt, sobald jemand dasselbe sucht.
seek-last = Zuletzt: { $terms }
seek-usual = Üblich: { $terms }
seek-open = Suche einen Gegner: { $terms }. Du wirst zugeteilt, sobald jemand dasselbe sucht; das Gesuch wartet { $minutes } Min.
seek-open-range = Suche einen Gegner: { $terms }, Wertung { $low } bis { $high }. Du wirst zugeteilt, sobald jemand dasselbe sucht; während du wartest, wird der Bereich weiter, und das Gesuch wartet { $minutes } Min.
seek-replaced = Dein früheres Gesuch ({ $terms }) wird durch dieses ersetzt.
seek-cancelled = Dein Gesuch ({ $terms }) ist zurückgezogen.
seek-expired = Niemand hat rechtzeitig { $terms } gesucht: dein Gesuch ist abgelaufen. Schreib /seek, um erneut zu suchen.
seek-widened = Ich suche weiter: dein Gesuch nimmt jetzt Wertungen von { $low } bis { $high }.
seek-paired = Gegner gefunden: { $name } ({ $rating }), Partie { $game }. Die Karte folgt.
seek-paired-elsewhere = Gegner gefunden: { $name } ({ $rating }), Partie { $game } – in deinem privaten Chat mit dem Bot.
seek-paired-there = { $name }: Gegner gefunden, Partie { $game } ist in deinem privaten Chat mit dem Bot.
seek-game-started = Partie { $game } aus der Lobby gegen { $name } ({ $rating }). Du spielst { $color ->
        [blue] Blau und ziehst zuerst
       *[red] Rot
    }.
seek-no-show = Partie { $game } ist ohne Ergebnis abgesagt: { $name } hat den ersten Zug nicht rechtzeitig gemacht. Das zählt gegen { $name } als Nichtantreten: nach { $limit } davon in { $minutes } Min. geht ein neues Gesuch erst in { $minutes } Min.
seek-abort-no-show = Partie { $game } wurde von { $name } ohne Ergebnis abgebrochen. Das zählt gegen { $name } als Nichtantreten: nach { $limit } davon in { $minutes } Min. geht ein neues Gesuch erst in { $minutes } Min.

# The web board's lobby page (docs/lobby.md).
lobby-title = Punkte: die Lobby
lobby-heading = Offene Gesuche
lobby-empty = Gerade sucht niemand eine Partie. Such unten eine: Wer dasselbe sucht, auf welcher Plattform auch immer, wird dir sofort zugeteilt.
lobby-play = Spielen
lobby-yours = Dein Gesuch
lobby-new = Partie suchen
lobby-words = Oder schreib die Bedingungen wie nach /seek (Feld, Start, Bedenkzeit, gewertet oder locker, range=N):
lobby-send = Suchen
lobby-rating = Wertung { NUMBER($rating, useGrouping: 0) }
lobby-range = nimmt Wertungen von { $low } bis { $high }
lobby-any = nimmt jede Wertung
lobby-waited = wartet seit { $waited }
lobby-games-heading = Partien zum Zuschauen
lobby-games-empty = Gerade läuft keine Partie aus der Lobby.
lobby-watch = Zuschauen
lobby-game = Partie { $game }
lobby-ratings = Blau { NUMBER($blue, useGrouping: 0) } · Rot { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
lobby-top-heading = Die besten Spieler
lobby-top-empty = Noch steht niemand in einer Rangliste: dorthin bringen einen gewertete Partien.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
error-lobby-spectator = Mit dem Link eines Zuschauers lässt sich nichts suchen: Öffne die Lobby über den Link zu deinem eigenen Brett oder aus Telegram.
error-lobby-expired = Dieser Lobby-Link ist abgelaufen. Sende /seek für einen neuen.

error-seek-none = Du hast kein offenes Gesuch.
error-seek-not-yours = Diese Schaltfläche gehört zum Gesuch eines anderen. Schreib /seek für dein eigenes.
error-seek-no-shows = Lobby-Partien, die du zuletzt ohne Zug verfallen ließt oder abbrachst: { $count }. Ein neues Gesuch geht erst in { $minutes } Min.
error-seek-playing = Du spielst die Lobby-Partie { $game }: Beende sie, bevor du eine neue suchst (ein Gesuch für eine Fernpartie, 24h oder 3d, geht schon jetzt).
error-seek-unreachable = Ich kann dir nicht privat schreiben, und dort werden Lobby-Partien gespielt. Öffne einen privaten Chat mit { $bot } und tippe auf Start (oder entsperre den Bot), dann suche erneut.
