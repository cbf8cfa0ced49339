# Справка, языки, кнопки и консоль.

help =
    Точки: окружайте точки соперника.
    /challenge [@игрок | open | computer] [ШxВ] [empty | cross | four] [red] — предложить партию (первыми ходят синие; вы играете синими, если не написали red). Варианты: extra, notransfer, instant=N.
    /accept [номер], /decline [номер], /cancel [номер] — ответить на вызов или отозвать его.
    20-17 — ваш ход: x слева, y снизу. Если партий несколько: /move 20-17 #номер.
    /board [#номер] — показать партию; /games — партии и вызовы здесь.
    /draw — предложить или принять ничью; /decline_draw — отклонить её.
    /ground — объявить заземление: партия заканчивается и подсчитывается.
    /resign — сдаться (с подтверждением); /abort — отменить партию, пока оба игрока не сделали ход.
    /lang en | ru | uk | pl — выбрать язык.

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

console-welcome = Точки в консоли. Команды: /help; начните строку с @имя, чтобы говорить за этого игрока. Конец ввода — выход.
console-speaker = Говорит { $name }.
console-picture = Картинка: { $path }
console-bye = До встречи.
