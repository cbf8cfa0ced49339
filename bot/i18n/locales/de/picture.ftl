# Wörter auf dem Bild des Spielbretts.

picture-blue = Blau
picture-red = Rot
picture-move = Zug { $number }
picture-to-move = { $name } am Zug
picture-won = { $name } gewinnt: { $reason }
picture-drawn = Remis: { $reason }
picture-reason = { $reason ->
        [resignation] Aufgabe
        [time] Zeit
        [field-full] Feld voll
        [grounding] Erdung
        [stop] STOP
        [draw-agreed] vereinbart
        [agreed-end] Auszählung
       *[instant-win] Punktevorsprung
    }
picture-given = × bei der Erdung abgegeben: { $count }
picture-chances = Blaus Gewinnchancen
picture-chance = Blaus Chance
picture-score = Stand (Blau − Rot)
picture-chart-move = Zug
