# Лобі: заявки від будь-кого, з будь-якого чату, на будь-якій платформі (docs/lobby.md).

command-seek = Знайти суперника будь-де: поле, годинник, на рейтинг чи ні; /seek cancel
option-cancel = Відкликати свою відкриту заявку
option-range = Рейтинги суперника в обидва боки від вашого (range=200)
command-watch = Дивитися живу дошку партії: будь-якої партії з лобі або партії цього чату (/watch #12)
button-seek-0 = 39×32, хрест, 5+3, на рейтинг
button-seek-1 = 20×20, 3+2, на рейтинг
button-seek-2 = 15×15, 3+2, без рейтингу
button-seek-again = Знову як минулого разу
button-seek-cancel = Відкликати заявку
button-seek-menu = Знайти суперника
button-lobby = Лобі

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , хрест
        [four-crosses] , чотири хрести
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] на рейтинг
       *[no] без рейтингу
    }
seek-menu = Яку партію бажаєте? Суперник з будь-якого чату — у Telegram, Discord чи консолі — знайдеться, щойно хтось подасть таку саму заявку.
seek-last = Минулого разу: { $terms }
seek-usual = Звичайна: { $terms }
seek-open = Шукаю суперника: { $terms }. Пару буде складено, щойно хтось подасть таку саму заявку; заявка чекає { $minutes } хв.
seek-open-range = Шукаю суперника: { $terms }, рейтинг від { $low } до { $high }. Пару буде складено, щойно хтось подасть таку саму заявку; поки ви чекаєте, діапазон розширюється, а заявка чекає { $minutes } хв.
seek-replaced = Попередню заявку ({ $terms }) замінено цією.
seek-cancelled = Заявку ({ $terms }) відкликано.
seek-expired = Ніхто не подав заявку { $terms } вчасно: ваша заявка спливла. Напишіть /seek, щоб пошукати знову.
seek-widened = Пошук триває: тепер заявка приймає рейтинг від { $low } до { $high }.
seek-paired = Суперника знайдено: { $name } ({ $rating }), партія { $game }. Картка слідом.
seek-paired-elsewhere = Суперника знайдено: { $name } ({ $rating }), партія { $game } — у вашому особистому чаті з ботом.
seek-paired-there = { $name }: суперника знайдено, партія { $game } — у вашому особистому чаті з ботом.
seek-game-started = Партія { $game } з лобі проти { $name } ({ $rating }). Ви граєте { $color ->
        [blue] синіми й ходите першими
       *[red] червоними
    }.
seek-no-show = Партію { $game } скасовано без результату: гравець { $name } не зробив перший хід вчасно. Це неявка, і вона зараховується гравцеві { $name }: після { $limit } неявок за { $minutes } хв нова заявка — лише через { $minutes } хв.
seek-abort-no-show = Партію { $game } скасував { $name }, без результату. Це зараховується гравцеві { $name } як неявка: після { $limit } неявок за { $minutes } хв нова заявка — лише через { $minutes } хв.

# The web board's lobby page (docs/lobby.md).
lobby-title = Точки: лобі
lobby-heading = Відкриті заявки
lobby-empty = Зараз ніхто не шукає партію. Подайте заявку нижче: той, хто шукає таку саму, на будь-якій платформі, одразу стане вашим суперником.
lobby-play = Грати
lobby-yours = Ваша заявка
lobby-new = Знайти партію
lobby-words = Або напишіть умови, як після /seek (поле, початок, контроль, рейтингова чи ні, range=N):
lobby-send = Шукати
lobby-rating = рейтинг { NUMBER($rating, useGrouping: 0) }
lobby-range = приймає рейтинг від { $low } до { $high }
lobby-any = приймає будь-який рейтинг
lobby-waited = чекає { $waited }
lobby-games-heading = Партії для перегляду
lobby-games-empty = Зараз не йде жодної партії з лобі.
lobby-watch = Дивитися
lobby-game = Партія { $game }
lobby-ratings = Сині { NUMBER($blue, useGrouping: 0) } · Червоні { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves } { $moves ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    }
lobby-top-heading = Найкращі гравці
lobby-top-empty = У рейтингових таблицях поки нікого немає: туди потрапляють за рейтинговими партіями.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партія
        [few] партії
        [many] партій
       *[other] партії
    }
error-lobby-spectator = За посиланням глядача не можна подати заявку: відкрийте лобі за посиланням на свою дошку або з Telegram.
error-lobby-expired = Термін дії цього посилання на лобі минув. Надішліть /seek, щоб отримати нове.

error-seek-none = У вас немає відкритої заявки.
error-seek-not-yours = Ця кнопка — для чужої заявки. Напишіть /seek, щоб подати свою.
error-seek-no-shows = Партій з лобі, які ви нещодавно покинули без ходу або скасували: { $count }. Нова заявка — не раніше ніж за { $minutes } хв.
error-seek-playing = Ви граєте партію { $game } з лобі: дограйте її, перш ніж шукати нову (заявку на заочну партію, 24h або 3d, можна подати й зараз).
error-seek-unreachable = Я не можу написати вам в особисті повідомлення, а партії з лобі граються там. Відкрийте особистий чат з { $bot } і натисніть «Старт» (або розблокуйте бота), тоді подайте заявку знову.
