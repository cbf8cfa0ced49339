# Ablehnungen: Etwas stimmte nicht, und nichts wurde geändert.

error-internal = Bei uns ist etwas schiefgelaufen. Nichts wurde geändert; bitte versuchen Sie es noch einmal.
error-busy = Die Partie war gerade mit einer anderen Aktion beschäftigt. Nichts wurde geändert; bitte versuchen Sie es noch einmal.
error-not-a-command = Das ist kein Befehl. Geben Sie /help ein, um zu sehen, was ich verstehe.
error-unknown-command = Den Befehl { $command } kenne ich nicht. Die Liste: /help.
error-usage = „{ $token }“ in { $command } verstehe ich nicht. Beispiele: /help.
error-button-invalid = Diese Schaltfläche ist ungültig (sie ist beschädigt oder nicht von mir).

error-unknown-game = In diesem Chat gibt es keine Partie { $game }.
error-game-set-aside = Die Partie { $game } lässt sich nicht lesen und wurde deshalb für den Betreiber des Bots zurückgelegt. Sie können eine neue Partie beginnen.
error-not-a-player = Sie spielen in Partie { $game } nicht mit.
error-game-over = Partie { $game } ist bereits beendet.
error-no-game = Sie haben { $where ->
        [topic] in diesem Thema
        [channel] in diesem Kanal
       *[chat] in diesem Chat
    } keine laufende Partie. Beginnen Sie eine mit /challenge.
error-game-elsewhere = Ihre Partie { $games } läuft in { $where ->
        [topic] einem anderen Thema
        [channel] einem anderen Kanal
       *[chat] einem anderen Chat
    } { $group ->
        [server] dieses Servers
       *[chat] dieses Chats
    }: Spielen Sie sie dort weiter.
error-game-in-place = Ihre Partie { $games } läuft im { $where ->
        [channel] Kanal
       *[topic] Thema
    } „{ $place }“: Spielen Sie sie dort weiter.
error-games-elsewhere = Ihre Partien { $games } laufen in { $where ->
        [topic] anderen Themen
        [channel] anderen Kanälen
       *[chat] anderen Chats
    } { $group ->
        [server] dieses Servers
       *[chat] dieses Chats
    }: Spielen Sie sie dort weiter.
error-no-game-here = { $where ->
        [topic] In diesem Thema
        [channel] In diesem Kanal
       *[chat] In diesem Chat
    } läuft keine Partie. Beginnen Sie eine mit /challenge.
error-ambiguous-game = Sie haben hier mehrere Partien: { $games }. Geben Sie die Partienummer an, zum Beispiel: { $example }
error-not-your-turn = Sie sind in { $game } nicht am Zug.
error-ambiguous-move = Sie sind in mehreren Partien am Zug: { $games }. Geben Sie die Partienummer an, zum Beispiel: { $example }

error-move-missing = Welcher Punkt? Schreiben Sie ihn als x-y, zum Beispiel: /move 20-17
error-move-syntax = „{ $text }“ ist kein Punkt. Schreiben Sie x-y, zum Beispiel 20-17.
error-move-off-field = { $text } liegt außerhalb des Feldes: Es ist { $width }×{ $height } groß.
error-move-occupied = { $text } ist besetzt: Dort steht schon ein Punkt.
error-move-out-of-play = { $text } ist aus dem Spiel: Die Stelle liegt in einem umzingelten Gebiet.
error-move-illegal = Auf { $text } können Sie jetzt nicht setzen.
error-move-suicide = { $text } liegt im Haus des Gegners: ohne Selbstmord darf dort kein Punkt gesetzt werden.
error-ground-variant = Partie { $game } hat keine Erdung: sie wird mit STOP oder mit dem Rand als Wand gespielt.
error-realm-none = { $text }: Dieser Punkt schließt kein Gebiet um einen gegnerischen Punkt. Es wurde nichts gesetzt.
error-realm-target = { $text }: Nach „!“ muss ein gegnerischer Punkt im Spiel innerhalb Ihres Rings stehen. Es wurde nichts gesetzt.
error-realm-border = { $text }: Das ist keine Grenze: { $why ->
        [short] sie braucht mindestens 4 Ihrer Punkte
        [link] zwei aufeinanderfolgende Punkte sind keine Nachbarn
        [repeated] sie geht zweimal durch einen Punkt
        [crossing] sie kreuzt sich selbst
       *[not_own] einer ihrer Punkte ist nicht Ihr Punkt im Spiel
    }. Es wurde nichts gesetzt.
error-realm-empty = { $text }: Ein Gebiet muss einen gegnerischen Punkt im Spiel enthalten. Es wurde nichts gesetzt.
error-realm-nesting = { $text }: Ein Gebiet um ältere Gebiete darf mit ihnen höchstens einen Grenzpunkt teilen (nach szkrab-Regeln keinen). Es wurde nichts gesetzt.
error-realm-hole = { $text }: Dieses Gebiet lässt ein Loch zwischen Gebieten, was die szkrab-Regeln verbieten. Es wurde nichts gesetzt.
error-realm-overlap = { $text }: Die Gebiete eines Zuges dürfen sich nicht überlappen. Es wurde nichts gesetzt.
error-realm-without-dot = { $text }: Sagen Sie ein Gebiet mit Ihrem nächsten Punkt an, zum Beispiel 20-17!21-16. Es wurde nichts gesetzt.

error-contour-border = { $text }: Diese Kette kann nicht genommen werden: { $why ->
        [short] sie braucht mindestens 4 Ihrer Punkte
        [link] zwei aufeinanderfolgende Punkte sind keine Nachbarn
        [repeated] sie geht zweimal durch einen Punkt
        [crossing] sie kreuzt sich selbst
        [through] sie muss durch Ihren neuen Punkt gehen
        [empty] sie muss einen gegnerischen Punkt im Spiel enthalten
        [whole] sie muss das Gebiet, das Ihr Punkt schließt, ganz enthalten
        [overlap] die Ketten eines Zuges überlappen sich
       *[not_own] einer ihrer Punkte ist nicht Ihr Punkt im Spiel
    }. Es wurde nichts gesetzt.
error-contour-form = { $text }: Bei freier Kontur steht die Kette nach „=“, zum Beispiel 20-17=19-16 18-17 19-18. Es wurde nichts gesetzt.
error-stop-variant = Partie { $game } wird nicht mit STOP gespielt: Hier gibt es nichts anzuhalten und nichts mit /auto zu beenden.
error-stop-already = In { $game } wurde STOP schon angesagt: Das geht einmal pro Partie.
error-stop-not-stopped = In { $game } hat niemand STOP angesagt: /end und /auto beenden die Partie erst nach dem STOP des Gegners.
error-stop-stopper = Sie haben in { $game } STOP angesagt: Sie setzen keine Punkte mehr, die Partie beendet Ihr Gegner.
error-draw-already-offered = Sie haben in { $game } bereits Remis angeboten; warten Sie auf die Antwort.
error-no-draw-offer = Ihr Gegner hat in { $game } kein Remis angeboten.
error-no-end-offer = Ihr Gegner hat nicht vorgeschlagen, { $game } durch Auszählung zu beenden.
error-end-territory-only = Nur eine Partie auf Gebiet endet durch Auszählung, und eine STOP-Partie nach dem STOP des Gegners: In { $game } Remis anbieten (/draw) oder weiterspielen.
error-end-already-offered = Sie haben das Ende von { $game } schon vorgeschlagen; warten Sie auf die Antwort.
error-abort-too-late = Partie { $game } kann nicht mehr abgebrochen werden: Beide Spieler haben schon gezogen. Sie können Remis anbieten oder aufgeben.

error-field-size = Ein Feld von { $width }×{ $height } ist nicht möglich: Jede Seite muss zwischen { $min } und { $max } liegen.
error-start-size = Die Startstellung „{ $start ->
        [four-crosses] vier Kreuze
        [cross] Kreuz
        [empty] leeres Feld
       *[other] { $start }
    }“ passt nicht auf ein Feld von { $width }×{ $height }.
error-variant-clash-wall-and-stop = „{ $first }“ und „{ $second }“ gehen nicht zusammen: ist der Rand eine Wand, ist dort nichts sicher, und STOP ergibt keinen Sinn.
error-variant-clash-wall-and-free = „{ $first }“ und „{ $second }“ gehen nicht zusammen: keine Regel sagt, wie eine freie Kontur an der Wand entlang läuft.
error-variant-clash-szkrab-without-territory = „{ $first }“ ist eine Option von „{ $second }“: beides angeben.
error-variant-clash-territory-and-board = „{ $first }“ und „{ $second }“ gehen nicht zusammen: keine Regeln verbinden angesagte Gebiete damit.
error-challenge-self = Sie können sich nicht selbst herausfordern.
error-challenge-bot = Ich spiele nicht als Chatmitglied. Um gegen den Computer zu spielen, schreiben Sie /challenge computer.
error-challenge-whom = Wen fordern Sie heraus? Schreiben Sie @Name oder „open“ für jeden.
error-computer-unavailable = Partien gegen den Computer sind noch nicht verfügbar.

error-unknown-challenge = In diesem Chat gibt es keine Herausforderung { $id }.
error-no-challenge = Hier gibt es keine Herausforderung, auf die Sie antworten könnten.
error-ambiguous-challenge = Es gibt mehrere Herausforderungen: { $ids }. Geben Sie die Nummer an, zum Beispiel: { $example }
error-challenge-closed = Herausforderung { $id } ist nicht mehr offen ({ $status ->
        [accepted] bereits angenommen
        [declined] abgelehnt
        [cancelled] zurückgezogen
        [expired] abgelaufen
       *[other] { $status }
    }).
error-challenge-expired = Herausforderung { $id } ist abgelaufen.
error-challenge-own = Sie können Ihre eigene Herausforderung { $id } nicht annehmen.
error-challenge-not-for-you = Herausforderung { $id } ist für jemand anderen bestimmt.
error-challenge-not-yours = Nur wer Herausforderung { $id } gestellt hat, kann sie zurückziehen.
error-challenge-open-decline = Herausforderung { $id } ist offen für alle: Da gibt es nichts abzulehnen, nehmen Sie sie einfach nicht an.
error-challenge-taken = Jemand anderes hat Herausforderung { $id } gerade angenommen.

error-unknown-language = „{ $language }“ spreche ich nicht. Verfügbar: { $available }.
error-unknown-style = Einen Bildstil „{ $style }“ gibt es nicht. Wählen Sie light, dark, colorblind oder auto.

# Speicherfehler: Ob die Anfrage gespeichert wurde, wird so gesagt, wie es ist.
error-not-saved = Ich konnte das nicht speichern: { $cause ->
        [full] Der Datenträger des Bots ist voll
        [damaged] Die Datenbank des Bots ist beschädigt
       *[busy] Die Datenbank ist ausgelastet
    }. Nichts wurde geändert; bitte versuchen Sie es { $cause ->
        [busy] gleich
       *[other] später
    } noch einmal.
error-saved-not-shown = Das wurde gespeichert, aber ich konnte das Ergebnis nicht anzeigen: { $cause ->
        [full] Der Datenträger des Bots ist voll
        [damaged] Die Datenbank des Bots ist beschädigt
       *[busy] Die Datenbank ist ausgelastet
    }. Mit /games sehen Sie den aktuellen Stand.
error-maybe-saved = Ich weiß nicht, ob das gespeichert wurde: { $cause ->
        [full] Der Datenträger des Bots ist voll
        [damaged] Die Datenbank des Bots ist beschädigt
       *[busy] Die Datenbank ist ausgelastet
    }. Prüfen Sie mit /games, bevor Sie es noch einmal versuchen.
error-inline-computer = Inline-Herausforderungen sind für Menschen: Gegen den Computer spielen Sie in meinem privaten Chat mit /play.
