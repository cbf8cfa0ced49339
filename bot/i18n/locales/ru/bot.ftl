# Справка, языки, кнопки и консоль.

help =
    Точки: окружайте точки соперника. Ход — это точка x-y, например 20-17: x слева, y снизу; если партий несколько, добавьте номер: /move 20-17 #3. Команды:

lang-current = Ваш язык: { $language }. Доступны: { $available }. Сменить: /lang и код языка.
lang-set = Язык: русский.

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить
button-resign = Сдаться
button-resign-confirm = Да, сдаюсь
button-draw = Ничья
button-decline-draw = Отклонить ничью
button-ground = Заземлить
button-abort = Отменить партию
button-board = Доска
button-sgf = Запись (SGF)
button-replay = Повтор
button-rematch = Реванш

console-welcome = Точки в консоли. Команды: /help; начните строку с @имя, чтобы говорить за этого игрока. Конец ввода — выход.
console-speaker = Говорит { $name }.
console-picture = Картинка: { $path }
console-bye = До встречи.
