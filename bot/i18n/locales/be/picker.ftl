# Выбар ходу: спачатку частка поля, потым пункт.
button-pick = Ход
picker-back = ⬅ Часткі поля
button-sector = Частка поля
button-move = Паставіць сюды
game-picker-sectors = Партыя { $game }: выберыце частку поля для ходу.
game-picker-points = Партыя { $game }: выберыце пункт у { $sector }.
error-position-changed = Пазіцыя ў { $game } змянілася: адкрыйце выбар ходу зноў.
error-button-not-yours = Гэтая кнопка не для вас (партыя { $game }).
