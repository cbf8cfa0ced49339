# Лобі: заяўкі ад каго заўгодна, з любога чата, на любой платформе (docs/lobby.md).

command-seek = Знайсці суперніка дзе заўгодна: поле, гадзіннік, на рэйтынг ці не; /seek cancel
option-cancel = Адклікаць сваю адкрытую заяўку
option-range = Рэйтынгі суперніка ў абодва бакі ад вашага (range=200)
command-watch = Глядзець жывую дошку партыі: любой партыі з лобі або партыі гэтага чата (/watch #12)
button-seek-0 = 39×32, крыж, 5+3, на рэйтынг
button-seek-1 = 20×20, 3+2, на рэйтынг
button-seek-2 = 15×15, 3+2, без рэйтынгу
button-seek-again = Зноў як мінулым разам
button-seek-cancel = Адклікаць заяўку
button-seek-menu = Знайсці суперніка
button-lobby = Лобі

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , крыж
        [four-crosses] , чатыры крыжы
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] на рэйтынг
       *[no] без рэйтынгу
    }
seek-menu = Якую партыю хочаце? Супернік з любога чата — у Telegram, Discord ці кансолі — знойдзецца, як толькі хтосьці падасць такую ж заяўку.
seek-last = Мінулым разам: { $terms }
seek-usual = Звычайная: { $terms }
seek-open = Шукаю суперніка: { $terms }. Пара складзецца, як толькі хтосьці падасць такую ж заяўку; заяўка чакае { $minutes } хв.
seek-open-range = Шукаю суперніка: { $terms }, рэйтынг ад { $low } да { $high }. Пара складзецца, як толькі хтосьці падасць такую ж заяўку; пакуль вы чакаеце, дыяпазон пашыраецца, а заяўка чакае { $minutes } хв.
seek-replaced = Ранейшая заяўка ({ $terms }) заменена гэтай.
seek-cancelled = Заяўка ({ $terms }) адклікана.
seek-expired = Ніхто не падаў заяўку { $terms } своечасова: ваша заяўка скончылася. Напішыце /seek, каб пашукаць зноў.
seek-widened = Пошук працягваецца: цяпер заяўка прымае рэйтынг ад { $low } да { $high }.
seek-paired = Супернік знойдзены: { $name } ({ $rating }), партыя { $game }. Картка следам.
seek-paired-elsewhere = Супернік знойдзены: { $name } ({ $rating }), партыя { $game } — у вашым асабістым чаце з ботам.
seek-paired-there = { $name }: супернік знойдзены, партыя { $game } — у вашым асабістым чаце з ботам.
seek-game-started = Партыя { $game } з лобі супраць { $name } ({ $rating }). Вы гуляеце { $color ->
        [blue] сінімі і ходзіце першымі
       *[red] чырвонымі
    }.
seek-no-show = Партыя { $game } скасаваная без выніку: гулец { $name } не зрабіў першы ход своечасова. Гэта няяўка, і яна залічваецца гульцу { $name }: пасля { $limit } няявак за { $minutes } хв новая заяўка — толькі праз { $minutes } хв.
seek-abort-no-show = { $name } скасоўвае партыю { $game } без выніку. Гэта залічваецца гульцу { $name } як няяўка: пасля { $limit } няявак за { $minutes } хв новая заяўка — толькі праз { $minutes } хв.

# The web board's lobby page (docs/lobby.md).
lobby-title = Кропкі: лобі
lobby-heading = Адкрытыя заяўкі
lobby-empty = Цяпер ніхто не шукае партыю. Падайце заяўку ніжэй: той, хто шукае такую ж, на любой платформе, адразу стане вашым супернікам.
lobby-play = Гуляць
lobby-yours = Ваша заяўка
lobby-new = Знайсці партыю
lobby-words = Або напішыце ўмовы, як пасля /seek (поле, пачатак, кантроль, рэйтынгавая ці не, range=N):
lobby-send = Шукаць
lobby-rating = рэйтынг { NUMBER($rating, useGrouping: 0) }
lobby-range = прымае рэйтынг ад { $low } да { $high }
lobby-any = прымае любы рэйтынг
lobby-waited = чакае { $waited }
lobby-games-heading = Партыі для прагляду
lobby-games-empty = Зараз не ідзе ніводнай партыі з лобі.
lobby-watch = Глядзець
lobby-game = Партыя { $game }
lobby-ratings = Сінія { NUMBER($blue, useGrouping: 0) } · Чырвоныя { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves } { $moves ->
        [one] ход
        [few] хады
        [many] хадоў
       *[other] хода
    }
lobby-top-heading = Лепшыя гульцы
lobby-top-empty = У рэйтынгавых табліцах пакуль нікога няма: туды трапляюць праз рэйтынгавыя партыі.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партыя
        [few] партыі
        [many] партый
       *[other] партыі
    }
error-lobby-spectator = Па спасылцы гледача нельга падаць заяўку: адкрыйце лобі па спасылцы на сваю дошку або з Telegram.
error-lobby-expired = Тэрмін гэтай спасылкі на лобі скончыўся. Адпраўце /seek, каб атрымаць новую.

error-seek-none = У вас няма адкрытай заяўкі.
error-seek-not-yours = Гэтая кнопка — для чужой заяўкі. Напішыце /seek, каб падаць сваю.
error-seek-no-shows = Партый з лобі, якія вы нядаўна кінулі без ходу або скасавалі: { $count }. Новая заяўка — не раней чым праз { $minutes } хв.
error-seek-playing = Вы гуляеце партыю { $game } з лобі: дагуляйце яе, перш чым шукаць новую (заяўку на завочную партыю, 24h або 3d, можна падаць і зараз).
error-seek-unreachable = Я не магу напісаць вам у асабістыя паведамленні, а партыі з лобі гуляюцца там. Адкрыйце асабісты чат з { $bot } і націсніце «Старт» (або разблакуйце бота), потым падайце заяўку зноў.
