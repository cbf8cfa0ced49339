# Spielen gegen den Computer.

help-computer =
    Gegen den Computer spielen: /play bot [easy | medium | hard] [BxH] (oder /challenge bot …); ohne Größenangabe eine Trainingspartie auf 11×11; der Computer antwortet auf jeden Zug innerhalb weniger Sekunden.
button-play-computer-0 = Gegen den Computer: leicht
button-play-computer-1 = Gegen den Computer: mittel
button-play-computer-2 = Gegen den Computer: schwer
