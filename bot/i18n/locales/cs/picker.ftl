# Výběr tahu: nejdřív část pole, potom bod.
button-pick = Tah
picker-back = ⬅ Části pole
button-sector = Část pole
button-move = Táhnout sem
game-picker-sectors = Partie { $game }: zvolte část pole, kam chcete táhnout.
game-picker-points = Partie { $game }: zvolte bod v části { $sector }.
error-position-changed = Pozice v partii { $game } se změnila: otevřete výběr tahu znovu.
error-button-not-yours = Toto tlačítko není pro vás (partie { $game }).
