# Вибір ходу: спершу частина поля, потім точка.
button-pick = Хід
picker-back = ⬅ Частини поля
button-sector = Частина поля
button-move = Піти сюди
game-picker-sectors = Партія { $game }: виберіть частину поля для ходу.
game-picker-points = Партія { $game }: виберіть точку в { $sector }.
error-position-changed = Позиція в { $game } змінилася: відкрийте вибір ходу знову.
error-button-not-yours = Ця кнопка не для вас (партія { $game }).
