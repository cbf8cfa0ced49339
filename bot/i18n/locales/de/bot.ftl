# Hilfe, Sprachen, Schaltflächen und die Konsole.
# Das Spiel heißt hier „Punktespiel“, ein gesetzter Punkt „Punkt“ (wie russisch „Точки“, polnisch
# „Kropki“). Nicht „Käsekästchen“: So heißt auf Deutsch Dots and Boxes, ein anderes Spiel. „Punktespiel“
# statt bloß „Punkte“, damit der Name nicht mit den Punkten auf dem Feld und im Spielstand verwechselt
# wird. Anrede: „Sie“, wie „вы“ im Russischen und „ви“ im Ukrainischen.

help =
    Punktespiel: Umzingeln Sie die Punkte Ihres Gegners. Ein Zug ist ein Punkt x-y, zum Beispiel 20-17: x von links, y von unten; bei mehreren Partien hängen Sie die Nummer an: /move 20-17 #3. Befehle:

lang-current = Ihre Sprache: { $language }. Verfügbar: { $available }. Ändern mit /lang und einem Sprachcode.
lang-set = Sprache: Deutsch.

style-name = { $style ->
        [dark] dunkel
        [colorblind] farbenblind-sicher (Rots Punkte quadratisch)
       *[light] hell
    }
style-current = { $chosen ->
        [yes] Ihr Bildstil: { $style }.
       *[no] Sie haben keinen Bildstil gewählt: Sie sehen den des Chats, { $style }.
    } Wählen Sie einen mit /style light, /style dark oder /style colorblind; /style auto folgt wieder dem Chat.
style-set = Bildstil gesetzt: { $style }.
style-reset = Ihre Stilwahl ist gelöscht: Ihre Bilder folgen dem Stil des Chats (jetzt: { $style }).

button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Zurückziehen
button-resign = Aufgeben
button-resign-confirm = Ja, aufgeben
button-draw = Remis
button-decline-draw = Remis ablehnen
button-ground = Erden
button-ground-confirm = Ja, erden
button-stop = STOP
button-auto-end = Beenden (auto)
button-end = Durch Auszählung beenden
button-stop-confirm = Ja, STOP
button-place = Setzen
button-enclose = Setzen und umzingeln
button-abort = Partie abbrechen
button-board = Brett
button-sgf = Aufzeichnung (SGF)
button-replay = Wiedergabe
button-rematch = Revanche

console-welcome = Punktespiel in der Konsole. Befehle: /help; beginnen Sie eine Zeile mit @Name, um als dieser Spieler zu sprechen. Das Ende der Eingabe beendet das Programm.
console-speaker = { $name } spricht.
console-picture = Bild: { $path }
console-bye = Auf Wiedersehen.
