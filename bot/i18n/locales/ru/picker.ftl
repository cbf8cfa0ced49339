# Выбор хода: сначала часть поля, потом точка.
button-pick = Ход
picker-back = ⬅ Части поля
button-sector = Часть поля
button-move = Сходить сюда
game-picker-sectors = Партия { $game }: выберите часть поля для хода.
game-picker-points = Партия { $game }: выберите точку в { $sector }.
error-position-changed = Позиция в { $game } изменилась: откройте выбор хода заново.
error-button-not-yours = Эта кнопка не для вас (партия { $game }).
