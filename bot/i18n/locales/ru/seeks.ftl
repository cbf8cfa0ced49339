# Лобби: заявки от кого угодно, из любого чата, на любой платформе (docs/lobby.md).

command-seek = Найти соперника где угодно: поле, часы, на рейтинг или нет; /seek cancel
option-cancel = Отозвать свою открытую заявку
option-range = Рейтинги соперника в обе стороны от вашего (range=200)
command-watch = Смотреть живую доску партии: любой партии из лобби или партии этого чата (/watch #12)
button-seek-0 = 39×32, крест, 5+3, на рейтинг
button-seek-1 = 20×20, 3+2, на рейтинг
button-seek-2 = 15×15, 3+2, без рейтинга
button-seek-again = Снова как в прошлый раз
button-seek-cancel = Отозвать заявку
button-seek-menu = Найти соперника
button-lobby = Лобби

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , крест
        [four-crosses] , четыре креста
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] на рейтинг
       *[no] без рейтинга
    }
seek-menu = Какую партию хотите? Соперник из любого чата — в Telegram, Discord или консоли — найдётся, как только кто-то подаст такую же заявку.
seek-last = В прошлый раз: { $terms }
seek-usual = Обычная: { $terms }
seek-open = Ищу соперника: { $terms }. Пара составится, как только кто-то подаст такую же заявку; заявка ждёт { $minutes } мин.
seek-open-range = Ищу соперника: { $terms }, рейтинг от { $low } до { $high }. Пара составится, как только кто-то подаст такую же заявку; пока вы ждёте, диапазон расширяется, а заявка ждёт { $minutes } мин.
seek-replaced = Прежняя заявка ({ $terms }) заменена этой.
seek-cancelled = Заявка ({ $terms }) отозвана.
seek-expired = Никто не подал заявку { $terms } вовремя: ваша заявка истекла. Напишите /seek, чтобы поискать снова.
seek-widened = Поиск продолжается: теперь заявка принимает рейтинг от { $low } до { $high }.
seek-paired = Соперник найден: { $name } ({ $rating }), партия { $game }. Карточка следом.
seek-paired-elsewhere = Соперник найден: { $name } ({ $rating }), партия { $game } — в вашем личном чате с ботом.
seek-paired-there = { $name }: соперник найден, партия { $game } — в вашем личном чате с ботом.
seek-game-started = Партия { $game } из лобби против { $name } ({ $rating }). Вы играете { $color ->
        [blue] синими и ходите первыми
       *[red] красными
    }.
seek-no-show = Партия { $game } отменена без результата: игрок { $name } не сделал первый ход вовремя. Это неявка, и она засчитывается игроку { $name }: после { $limit } неявок за { $minutes } мин новая заявка — только через { $minutes } мин.
seek-abort-no-show = Партию { $game } отменил { $name }, без результата. Это засчитывается игроку { $name } как неявка: после { $limit } неявок за { $minutes } мин новая заявка — только через { $minutes } мин.

# The web board's lobby page (docs/lobby.md).
lobby-title = Точки: лобби
lobby-heading = Открытые заявки
lobby-empty = Сейчас никто не ищет партию. Подайте заявку ниже: тот, кто ищет такую же, на любой платформе, сразу станет вашим соперником.
lobby-play = Играть
lobby-yours = Ваша заявка
lobby-new = Найти партию
lobby-words = Или напишите условия, как после /seek (поле, начало, контроль, рейтинговая или нет, range=N):
lobby-send = Искать
lobby-rating = рейтинг { NUMBER($rating, useGrouping: 0) }
lobby-range = принимает рейтинг от { $low } до { $high }
lobby-any = принимает любой рейтинг
lobby-waited = ждёт { $waited }
lobby-games-heading = Партии для просмотра
lobby-games-empty = Сейчас не идёт ни одной партии из лобби.
lobby-watch = Смотреть
lobby-game = Партия { $game }
lobby-ratings = Синие { NUMBER($blue, useGrouping: 0) } · Красные { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
lobby-top-heading = Лучшие игроки
lobby-top-empty = В рейтинговых таблицах пока никого нет: туда попадают по рейтинговым партиям.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    }
error-lobby-spectator = По ссылке зрителя нельзя подать заявку: откройте лобби по ссылке на свою доску или из Telegram.
error-lobby-expired = Срок этой ссылки на лобби истёк. Отправьте /seek, чтобы получить новую.

error-seek-none = У вас нет открытой заявки.
error-seek-not-yours = Эта кнопка — для чужой заявки. Напишите /seek, чтобы подать свою.
error-seek-no-shows = Партий из лобби, которые вы недавно бросили без хода или отменили: { $count }. Новая заявка — не раньше чем через { $minutes } мин.
error-seek-playing = Вы играете партию { $game } из лобби: доиграйте её, прежде чем искать новую (заявку на заочную партию, 24h или 3d, можно подать и сейчас).
error-seek-unreachable = Я не могу написать вам в личные сообщения, а партии из лобби играются там. Откройте личный чат с { $bot } и нажмите «Старт» (или разблокируйте бота), затем подайте заявку снова.
