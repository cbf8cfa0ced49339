# Discord: skupina lomítkových příkazů.
discord-group = Hra tečky: výzvy, tahy, partie a nastavení
# Výběr tahu: bod se napíše, místo aby se vybíral.
discord-type-point = Zadat bod
discord-card-menu = Tah v partii { $game }: { $first } … { $last }
discord-point-label = Bod, např. 20-17
