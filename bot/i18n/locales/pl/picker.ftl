# Wybór ruchu: najpierw część planszy, potem punkt.
button-pick = Ruch
picker-back = ⬅ Części pola
button-sector = Część planszy
button-move = Zagraj tutaj
game-picker-sectors = Partia { $game }: wybierz część planszy, na której zagrasz.
game-picker-points = Partia { $game }: wybierz punkt w { $sector }.
error-position-changed = Pozycja w { $game } się zmieniła: otwórz wybór ruchu ponownie.
error-button-not-yours = Ten przycisk nie jest dla ciebie (partia { $game }).
