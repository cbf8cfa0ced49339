# Лобби: кез келген адамнан, кез келген чаттан, кез келген платформадан өтінімдер (docs/lobby.md).

command-seek = Қарсыласты кез келген жерден табу: алаң, сағат, рейтингтік пе, жоқ па; /seek cancel
option-cancel = Ашық өтініміңізді кері алу
option-range = Өз рейтингіңізден екі жаққа да қабылданатын рейтингтер (range=200)
command-watch = Ойынның тікелей тақтасын көру: лоббидегі кез келген ойын не осы чаттың ойыны (/watch #12)
button-seek-0 = 39×32, айқыш, 5+3, рейтингтік
button-seek-1 = 20×20, 3+2, рейтингтік
button-seek-2 = 15×15, 3+2, рейтингсіз
button-seek-again = Өткендегідей қайта
button-seek-cancel = Өтінімді кері алу
button-seek-menu = Қарсылас табу

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , айқыш
        [four-crosses] , төрт айқыш
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] рейтингтік
       *[no] рейтингсіз
    }
seek-menu = Қандай партия керек? Кез келген чаттан — Telegram, Discord не консольдан — қарсылас біреу дәл сондай өтінім бере салысымен табылады.
seek-last = Өткенде: { $terms }
seek-usual = Әдеттегі: { $terms }
seek-open = Қарсылас іздеймін: { $terms }. Біреу дәл сондай өтінім бере салысымен жұп құралады; өтінім { $minutes } мин күтеді.
seek-open-range = Қарсылас іздеймін: { $terms }, рейтинг { $low } – { $high }. Біреу дәл сондай өтінім бере салысымен жұп құралады; күткен сайын аралық кеңейеді, ал өтінім { $minutes } мин күтеді.
seek-replaced = Бұрынғы өтініміңіз ({ $terms }) осымен ауыстырылды.
seek-cancelled = Өтінім ({ $terms }) кері алынды.
seek-expired = Ешкім уақытында { $terms } өтінімін бермеді: өтініміңіздің мерзімі өтті. Қайта іздеу үшін /seek жазыңыз.
seek-widened = Іздеу жалғасуда: өтінім енді { $low } – { $high } рейтингті қабылдайды.
seek-paired = Қарсылас табылды: { $name } ({ $rating }), партия { $game }. Карточка артынан келеді.
seek-paired-elsewhere = Қарсылас табылды: { $name } ({ $rating }), партия { $game } — ботпен жеке чатыңызда.
seek-paired-there = { $name }: қарсылас табылды, партия { $game } ботпен жеке чатыңызда.
seek-game-started = Лоббидегі { $game } партиясы, қарсылас { $name } ({ $rating }). Сіз { $color ->
        [blue] көктермен ойнайсыз және бірінші жүресіз
       *[red] қызылдармен ойнайсыз
    }.

# The web board's lobby page (docs/lobby.md).
lobby-title = Нүктелер: лобби
lobby-heading = Ашық өтінімдер
lobby-empty = Қазір ешкім партия іздеп жатқан жоқ. Төменде өтінім беріңіз: дәл сондайды кез келген платформада іздеген адам бірден қарсыласыңыз болады.
lobby-play = Ойнау
lobby-yours = Сіздің өтініміңіз
lobby-new = Партия іздеу
lobby-words = Немесе шарттарды /seek кейінгідей жазыңыз (алаң, бастау, уақыт, рейтингтік не жай, range=N):
lobby-send = Іздеу
lobby-rating = рейтинг { NUMBER($rating, useGrouping: 0) }
lobby-range = { $low } мен { $high } аралығындағы рейтингті қабылдайды
lobby-any = кез келген рейтингті қабылдайды
lobby-waited = { $waited } күтуде
lobby-games-heading = Бақылауға арналған ойындар
lobby-games-empty = Қазір лоббиден бірде-бір ойын жүріп жатқан жоқ.
lobby-watch = Бақылау
lobby-game = { $game } ойын
lobby-ratings = Көк { NUMBER($blue, useGrouping: 0) } · Қызыл { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves ->
        [one] { $moves } жүріс
       *[other] { $moves } жүріс
    }
lobby-top-heading = Үздік ойыншылар
lobby-top-empty = Рейтинг кестелерінде әзірге ешкім жоқ: оған рейтингтік ойындар арқылы түседі.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } ойын
       *[other] { $games } ойын
    }
error-lobby-spectator = Көрерменнің сілтемесімен өтінім беруге болмайды: лоббиді өз тақтаңыздың сілтемесінен не Telegram-нан ашыңыз.

error-seek-none = Сізде ашық өтінім жоқ.
error-seek-not-yours = Бұл түйме біреудің өтініміне арналған. Өзіңіздікін беру үшін /seek жазыңыз.
error-seek-no-shows = Жақында жүріссіз тастап кеткен лобби партиялары: { $count }. Жаңа өтінімді { $minutes } минуттан кейін ғана бере аласыз.
error-seek-unreachable = Сізге жеке хабарлама жаза алмаймын, ал лобби партиялары сонда ойналады. { $bot } ботымен жеке чат ашып, «Бастау» түймесін басыңыз (немесе ботты бұғаттан шығарыңыз), содан кейін қайта өтінім беріңіз.
