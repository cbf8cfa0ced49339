# Меню команд (Telegram, Discord) і /help: рядок на команду й параметр, не довше 100 знаків.

command-help = Команди і як грати
command-rules = Правила гри в крапки коротко
command-challenge = Викликати на гру учасника, будь-кого або комп'ютер
command-play = Зіграти з комп'ютером
command-accept = Прийняти виклик
command-decline = Відхилити виклик
command-cancel = Відкликати свій виклик
command-move = Зробити хід, наприклад 20-17
command-resign = Здатися
command-draw = Запропонувати нічию або прийняти запропоновану
command-decline_draw = Відхилити запропоновану вам нічию
command-ground = Заземлитися: партія закінчується і підраховується
command-abort = Скасувати партію, доки обидва гравці не походили
command-board = Показати дошку
command-games = Партії та виклики в цьому чаті
command-history = Завершені партії
command-sgf = Партія у файлі SGF
command-replay = Партія як анімований повтор
command-rematch = Та сама партія ще раз, кольори міняються
command-top = Таблиця лідерів
command-rating = Рейтинг, результати й особисті зустрічі
command-settings = Налаштування цього чату (змінюють адміністратори)
command-lang = Вибрати мову
command-style = Вибрати, як для вас виглядають зображення дошки
command-time = Де задається годинник

option-opponent = З ким грати: учасник, open (будь-хто) або computer
option-computer = Грати з комп'ютером
option-level = Рівень комп'ютера
option-size = Поле, наприклад 20x20 (ширина x висота)
option-start = Початкова позиція
option-color = Ваш колір: сині ходять першими
option-extra = Додатковий хід після кожного оточення
option-notransfer = Оточені крапки лишаються зарахованими при переоточенні
option-instant = Миттєва перемога за такої переваги в очках
option-time = Годинник: 5+5 (хвилини + секунди на хід), 24h на хід або notime
option-rated = Чи йде партія в рейтинг
option-challenge = Номер виклику
option-game = Номер партії
option-point = Точка x-y: x зліва направо, y знизу вгору
option-x = x: стовпець, зліва направо
option-y = y: рядок, знизу вгору
option-confirm = Одразу, без повторного запитання
option-who = Чиї партії: учасника, chat (усіх тут) або me (мої)
option-after = Продовжити після цієї партії
option-where = Цей чат або всі чати
option-speed = Клас контролю часу: бліц, рапід, класика або заочні
option-player = Гравець
option-other = Другий гравець, для особистих зустрічей
option-setting = Яке налаштування змінити
option-value = Його нове значення
option-language = Мова: en, ru, uk, pl, be, kk, cs, de або auto
option-style = Стиль: light, dark, colorblind або auto

rules-summary =
    Крапки коротко. Гравці по черзі ставлять крапку на вільний пункт поля; сині ходять першими.
    Замкніть ланцюг своїх крапок навколо крапок суперника, і їх оточено: кожна дає вам очко.
    Ланцюг з'єднує сусідні крапки, зокрема по діагоналі; оточується найменша область. Пункти всередині області виходять з гри.
    Порожня замкнена область — будиночок: крапку суперника, поставлену в нього, одразу оточено.
    Партія закінчується, коли поле заповнене, заземленням (/ground), здачею, за згодою або за часом. Перемагає той, хто має більше очок.
    Варіанти правил (слова для /challenge і /settings variant): { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = «{ $first }» і «{ $second }» суперечать одне одному в { $command }: залиште одне.
error-number-range = «{ $token }»: число має бути від { $min } до { $max }.
