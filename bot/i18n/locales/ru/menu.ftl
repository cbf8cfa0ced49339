# Меню команд (Telegram, Discord) и /help: строка на команду и параметр, не длиннее 100 знаков.

command-help = Команды и как играть
command-rules = Правила игры в точки коротко
command-challenge = Вызвать на игру участника, любого желающего или компьютер
command-play = Сыграть с компьютером
command-accept = Принять вызов
command-decline = Отклонить вызов
command-cancel = Отозвать свой вызов
command-move = Сделать ход, например 20-17
command-resign = Сдаться
command-draw = Предложить ничью или принять предложенную
command-decline_draw = Отклонить предложенную вам ничью
command-ground = Заземлиться: партия заканчивается и подсчитывается
command-abort = Отменить партию, пока оба игрока не сходили
command-board = Показать доску
command-games = Партии и вызовы в этом чате
command-history = Законченные партии
command-sgf = Партия в файле SGF
command-replay = Партия в виде анимированного повтора
command-rematch = Та же партия ещё раз, цвета меняются
command-top = Таблица лидеров
command-rating = Рейтинг, результаты и личные встречи
command-settings = Настройки этого чата (меняют администраторы)
command-lang = Выбрать язык
command-style = Выбрать, как для вас выглядят картинки доски
command-time = Где задаются часы

option-opponent = С кем играть: участник, open (любой) или computer
option-computer = Играть с компьютером
option-level = Уровень компьютера
option-size = Поле, например 20x20 (ширина x высота)
option-start = Начальная позиция
option-color = Ваш цвет: синие ходят первыми
option-extra = Дополнительный ход после каждого окружения
option-notransfer = Окружённые точки остаются засчитанными при переокружении
option-instant = Мгновенная победа при таком перевесе в очках
option-time = Часы: 5+5 (минуты + секунды на ход), 24h на ход или notime
option-rated = Идёт ли партия в рейтинг
option-challenge = Номер вызова
option-game = Номер партии
option-point = Точка x-y: x слева направо, y снизу вверх
option-x = x: столбец, слева направо
option-y = y: строка, снизу вверх
option-confirm = Сразу, без повторного вопроса
option-who = Чьи партии: участника, chat (всех здесь) или me (мои)
option-after = Продолжить после этой партии
option-where = Этот чат или все чаты
option-speed = Класс контроля времени: блиц, рапид, классика или заочные
option-player = Игрок
option-other = Второй игрок, для личных встреч
option-setting = Какую настройку изменить
option-value = Её новое значение
option-language = Язык: en, ru, uk, pl, be, kk, cs, de или auto
option-style = Стиль: light, dark, colorblind или auto

rules-summary =
    Точки коротко. Игроки по очереди ставят точку на свободный пункт поля; синие ходят первыми.
    Замкните цепь своих точек вокруг точек соперника, и они окружены: каждая приносит вам очко.
    Цепь соединяет соседние точки, в том числе по диагонали; окружается наименьшая область. Пункты внутри области выходят из игры.
    Пустая замкнутая область — домик: точка соперника, поставленная в него, сразу окружена.
    Партия кончается, когда поле заполнено, заземлением (/ground), сдачей, по согласию или по времени. Побеждает тот, у кого больше очков.
    Варианты правил (слова для /challenge и /settings variant): { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = «{ $first }» и «{ $second }» противоречат друг другу в { $command }: оставьте одно.
error-number-range = «{ $token }»: число должно быть от { $min } до { $max }.
