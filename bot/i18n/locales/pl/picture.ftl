# Słowa na obrazku planszy.

picture-blue = Niebieskie
picture-red = Czerwone
picture-move = Ruch { $number }
picture-to-move = Rusza się { $name }
picture-won = Wygrywa { $name }: { $reason }
picture-drawn = Remis: { $reason }
picture-reason = { $reason ->
        [resignation] poddanie
        [time] na czas
        [field-full] plansza pełna
        [grounding] uziemienie
        [stop] STOP
        [draw-agreed] porozumienie
        [agreed-end] liczenie
       *[instant-win] przewaga punktowa
    }
picture-given = × oddane przy uziemieniu: { $count }
picture-chances = Szanse niebieskich na wygraną
picture-chance = Szanse niebieskich
picture-score = Wynik (niebieskie − czerwone)
picture-chart-move = ruch
