# Tipps in Trainingspartien gegen den Computer.

command-hint = Der Zug, den der Computer in deiner Trainingspartie gegen ihn vorschlägt
button-hint = Tipp

hint-chances = Tipp für { $game }: { $point } — { $color ->
        [blue] Blaus
       *[red] Rots
    } Chancen etwa { $chances } %
hint-point = Tipp für { $game }: { $point }
hint-ground = Tipp für { $game }: Erde die Partie jetzt (/ground), das Erden gewinnt sie für dich.
hint-lost = Tipp für { $game }: Der Computer sieht keinen rettenden Zug, die Stellung ist verloren.
card-hints = Tipps: { $count }

error-hint-people = Partie { $game } ist keine Trainingspartie: Tipps gibt es nur in Trainingspartien gegen den Computer; in Partien zwischen Menschen müssen die Züge deine eigenen sein.
error-hint-tournament = Partie { $game } ist eine Turnierpartie: keine Tipps, die Züge müssen deine eigenen sein.
error-hint-no-engine = Der Computer ist hier nicht verfügbar, daher gibt es keine Tipps.
error-hint-failed = Der Computer konnte { $game } gerade nicht durchdenken; versuche es noch einmal.
error-hint-busy = Der Computer denkt noch über deinen Tipp für { $game } nach; frag in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-hint-position-changed = Die Stellung in { $game } hat sich geändert, während der Computer nachdachte; bitte erneut um einen Tipp.
