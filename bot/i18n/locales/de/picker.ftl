# Die Zugauswahl: erst einen Bereich des Feldes antippen, dann einen Punkt.
button-pick = Zug
picker-back = ⬅ Bereiche
button-sector = Bereich
button-move = Hierhin setzen
game-picker-sectors = Partie { $game }: Wählen Sie den Bereich des Feldes für Ihren Zug.
game-picker-points = Partie { $game }: Wählen Sie einen Punkt im Bereich { $sector }.
error-position-changed = Die Stellung in { $game } hat sich geändert: Öffnen Sie die Zugauswahl erneut.
error-button-not-yours = Diese Schaltfläche ist nicht für Sie (Partie { $game }).
