# Das Live-Brett im Web (PUBLIC_URL): die Links dorthin, seine Ablehnungen und die Wörter der Seite selbst.

command-web = Das Live-Brett öffnen: Zum Setzen auf den Punkt tippen
button-web-board = Live-Brett
web-link-player = Ihr Live-Brett der Partie { $game }: { $url }
    Behalten Sie den Link für sich: Er spielt Ihre Züge.
web-link-spectator = Das Live-Brett der Partie { $game } zum Zuschauen: { $url }
error-web-off = Das Live-Brett ist für diesen Bot nicht eingeschaltet.
error-web-private = Fordern Sie das Live-Brett der Partie { $game } in Ihrem privaten Chat mit dem Bot an.
error-web-spectator = Sie schauen Partie { $game } zu: Nur ihre Spieler ziehen.
error-web-forged = Dieser Brett-Link ist ungültig. Fordern Sie mit /web einen neuen an.
error-web-expired = Dieser Brett-Link ist abgelaufen. Fordern Sie mit /web einen neuen an.
error-web-signin = Telegram hat Sie auf dieser Seite nicht angemeldet. Öffnen Sie das Brett erneut aus dem Chat.
error-web-other-game = Dieser Link öffnet eine andere Partie.
error-web-hidden = Partie { $game } ist für Sie nicht offen: Zuschauen dürfen ihre Spieler, die Mitglieder ihres Chats und wer einen Link bekommen hat.
error-web-busy = Zu viele Anfragen: Warten Sie einen Moment.
error-web-too-many-boards = Sie haben zu viele Live-Bretter offen: Schließen Sie eines und versuchen Sie es erneut.
error-web-too-big = Diese Anfrage ist zu groß.

web-title = Punktespiel: Partie { $game }
web-board = Das Feld
web-confirm = Bestätigen
web-cancel = Abbrechen
web-your-turn = Sie sind am Zug
web-their-turn = { $name } am Zug
web-spectating = Sie schauen zu
web-game-over = Die Partie ist beendet
web-position-changed = Die Stellung hat sich geändert: Das Brett zeigt die neue.
web-offline = Verbindung wird wiederhergestellt…
web-tap-to-play = Schon beim ersten Tippen setzen
web-zoom-in = Vergrößern
web-zoom-out = Verkleinern
web-fit = Das ganze Feld
web-blue = Blau
web-red = Rot
web-no-clock = Ohne Bedenkzeit
web-error = Etwas ist schiefgelaufen: Versuchen Sie es noch einmal.
