# Discord: die Gruppe der Slash-Befehle.
discord-group = Punktespiel: Herausforderungen, Züge, Partien und Einstellungen
# Die Zugauswahl: den Punkt eintippen, statt ihn auszuwählen.
discord-type-point = Punkt eingeben
discord-card-menu = Zug in { $game }: { $first } … { $last }
discord-point-label = Der Punkt, z. B. 20-17
