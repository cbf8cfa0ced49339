# Справка, языки, стили картинок, кнопки и консоль.

help =
    Точки: окружайте точки соперника. Ход — это точка x-y, например 20-17: x слева, y снизу; если партий несколько, добавьте номер: /move 20-17 #3. Команды:

lang-current = Ваш язык: { $language }. Доступны: { $available }. Сменить: /lang и код языка.
lang-set = Язык: русский.

style-name = { $style ->
        [dark] тёмный
        [colorblind] для дальтоников (красные точки квадратные)
       *[light] светлый
    }
style-current = { $chosen ->
        [yes] Ваш стиль картинок: { $style }.
       *[no] Вы не выбрали стиль картинок: у вас стиль чата — { $style }.
    } Выбрать: /style light, /style dark или /style colorblind; /style auto — снова как в чате.
style-set = Стиль картинок: { $style }.
style-reset = Выбор стиля сброшен: картинки рисуются в стиле чата (сейчас: { $style }).

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить
button-resign = Сдаться
button-resign-confirm = Да, сдаюсь
button-draw = Ничья
button-decline-draw = Отклонить ничью
button-ground = Заземлить
button-ground-confirm = Да, заземлиться
button-stop = СТОП
button-auto-end = Завершить (авто)
button-end = Закончить подсчётом
button-stop-confirm = Да, СТОП
button-place = Поставить
button-enclose = Поставить и окружить
button-abort = Отменить партию
button-board = Доска
button-sgf = Запись (SGF)
button-replay = Повтор
button-rematch = Реванш

console-welcome = Точки в консоли. Команды: /help; начните строку с @имя, чтобы говорить за этого игрока. Конец ввода — выход.
console-speaker = Говорит { $name }.
console-picture = Картинка: { $path }
console-bye = До встречи.
