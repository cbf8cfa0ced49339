# Slova na obrázku hracího pole.

picture-blue = Modré
picture-red = Červené
picture-move = Tah { $number }
picture-to-move = Na tahu: { $name }
picture-won = Vyhrává { $name }: { $reason }
picture-drawn = Remíza: { $reason }
picture-reason = { $reason ->
        [resignation] vzdání
        [time] na čas
        [field-full] plné pole
        [grounding] uzemnění
        [stop] STOP
        [draw-agreed] dohoda
        [agreed-end] sečtení
       *[instant-win] bodový náskok
    }
picture-given = × odevzdáno při uzemnění: { $count }
picture-chances = Šance modrých na výhru
picture-chance = Šance modrých
picture-score = Skóre (modří − červení)
picture-chart-move = tah
