# Bedenkzeit: die Uhrzeilen der Partiekarte, abgelaufene Zeit, Erinnerungen, abgelaufene Herausforderungen.

card-terms = { $rated ->
        [yes] Gewertete Partie
       *[no] Freundschaftspartie
    }, { $time }
card-clock-live = Uhren: Blau { $blue }, Rot { $red }
card-clock-move = Verbleibende Zugzeit ({ $name }): { $left }

clock-flag = Partie { $game }: { $name } hat die Zeit überschritten.
clock-aborted = Partie { $game } wurde ohne Ergebnis abgebrochen: { $name } hat den ersten Zug nicht rechtzeitig gemacht.
clock-reminder = { $name }, Sie sind in Partie { $game } am Zug. Verbleibende Zeit: { $left }.
challenge-expired-notice = Herausforderung { $id } von { $name } ist abgelaufen: Niemand hat sie rechtzeitig angenommen.

error-time-control = „{ $time }“ ist keine gültige Bedenkzeit. Möglich: 5+5 (Minuten je Spieler + Sekunden pro Zug, bis 12 Std. + 10 Min.), 24h oder 3d (pro Zug, bis 30 Tage) oder notime.
error-time-where = Die Bedenkzeit wird mit der Herausforderung gewählt: /challenge @Name 5+5 (oder 24h oder notime). Chat-Admins legen den Standard mit /settings time fest.
