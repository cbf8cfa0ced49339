# Teamspiel (docs/rules.md §8.6): /team, die Antworten darauf, die Reihenfolge auf der
# Karte, die Abstimmungen einer Seite und die Team-Wertung.

command-team = Ein Teamspiel vorschlagen: /team @a @b vs @c @d
option-sides = Die Spieler von Blau, vs, die von Rot, dann die Bedingungen

team-proposed = { $name } schlägt Teamspiel { $id } vor: { $blue } (Blau) gegen { $red } (Rot), { $rated ->
        [rated] gewertet in der Team-Wertung
        [unequal] ungewertet: ungleich große Seiten werden nicht gewertet
       *[casual] ungewertet
    }. Jedes Mitglied antwortet mit /team accept { $id } oder /team decline { $id }.
team-waiting = Teamspiel { $id } wartet auf: { $names }.
team-accepted = { $name } tritt Teamspiel { $id } bei.
team-declined = { $name } lehnt Teamspiel { $id } ab: es wird nicht gespielt.
team-cancelled = { $name } zieht Teamspiel { $id } zurück.
team-started = Teamspiel { $id } beginnt als Partie { $game }: { $blue } (Blau) gegen { $red } (Rot). Jede Seite zieht in dieser Reihenfolge; ziehen darf nur, wer an der Reihe ist.
team-not-your-turn = In { $game } ist jetzt { $name } für { $color ->
        [blue] Blau
       *[red] Rot
    } an der Reihe.
team-draw-offered = { $name } bietet für { $color ->
        [blue] Blau
       *[red] Rot
    } in { $game } Remis an. Die andere Seite nimmt mit Mehrheit an: jedes ihrer Mitglieder schreibt /draw.
team-resign-vote = { $name } stimmt dafür, { $game } für { $color ->
        [blue] Blau
       *[red] Rot
    } aufzugeben: { $votes } von { $members }. Mehr als die Hälfte gibt auf; die Stimmen gelten bis zum nächsten Zug der Seite.
team-draw-vote = { $name } stimmt in { $game } für { $color ->
        [blue] Blau
       *[red] Rot
    } dem Remis zu: { $votes } von { $members }. Die Mehrheit entscheidet.
team-nodraw-vote = { $name } stimmt in { $game } für { $color ->
        [blue] Blau
       *[red] Rot
    } gegen das Remis: { $votes } von { $members }. Sobald keine Mehrheit es mehr annehmen kann, ist es abgelehnt.
team-end-majority = Die andere Seite stimmt mit Mehrheit zu: jedes ihrer Mitglieder schreibt /end.
team-end-vote = { $name } stimmt in { $game } für { $color ->
        [blue] Blau
       *[red] Rot
    } dem Ende durch Auszählung zu: { $votes } von { $members }. Die Mehrheit entscheidet.
team-turn-passed = { $game }: { $name } hat nicht rechtzeitig gezogen, die Reihe geht an { $next } ({ $color ->
        [blue] Blau
       *[red] Rot
    }).
team-left = { $name } verlässt { $color ->
        [blue] Blau
       *[red] Rot
    } in { $game }: die Reihenfolge der Seite geht ohne sie weiter.
team-left-last = { $name }, als Letzte von { $color ->
        [blue] Blau
       *[red] Rot
    }, verlässt { $game }: die Seite gibt auf.
team-rated = Team-Wertung: { $changes }.

card-teams = Blau: { $blue } · Rot: { $red }
card-team-next = ▸{ $name }

button-team-accept = Beitreten
button-team-decline = Ablehnen

team-error-usage = Schreibe /team @a @b vs @c @d [Optionen] oder /team accept, /team decline, /team cancel mit der Nummer des Teamspiels.
team-error-sides = Nenne die Spieler jeder Seite mit @, die Seiten getrennt durch vs: /team @a @b vs @c @d
team-error-one-each = Ein Spieler je Seite ist eine Partie zu zweit: nimm /challenge.
team-error-too-many = Eine Seite hat höchstens { $max } Spieler.
team-error-bot = Der Bot kann nicht in einem Team spielen.
team-error-twice = { $name } ist doppelt genannt.
team-error-unknown = Hier gibt es kein Teamspiel { $id }.
team-error-none = Hier wartet kein Teamspiel auf deine Antwort.
team-error-ambiguous = Hier warten mehrere Teamspiele: { $ids }. Füge die Nummer hinzu, zum Beispiel: { $example }
team-error-closed = Teamspiel { $id } wartet nicht mehr auf Antworten.
team-error-not-proposer = Nur wer Teamspiel { $id } vorgeschlagen hat, kann es zurückziehen.
team-error-not-member = Du bist kein Mitglied von Teamspiel { $id }.
team-error-already = Du bist Teamspiel { $id } schon beigetreten.
team-error-voted = Du hast in { $game } schon abgestimmt.
team-error-not-playing = Du spielst hier in keinem Teamspiel.
team-error-takeback = Ein Teamspiel nimmt keinen Zug zurück ({ $game }): die Reihenfolge ist weitergegangen.
