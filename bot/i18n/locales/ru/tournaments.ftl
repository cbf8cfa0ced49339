# Турниры в чате: запись, туры, таблицы и отказы.

tournament-format = { $format ->
        [swiss] швейцарская система
       *[roundrobin] круговая система
    }
tournament-announced = 🏆 Турнир #{ $id }: { $format ->
        [swiss] швейцарская система, { $rounds ->
            [0] число туров — по количеству игроков
           *[other] { $rounds } { $rounds ->
                [one] тур
                [few] тура
                [many] туров
               *[other] тура
            }
        }
       *[roundrobin] { $double ->
            [yes] двухкруговая система
           *[no] круговая система
        }
    }, поле { $size }, { $rated ->
        [yes] рейтинговый
       *[no] товарищеский
    }. Организатор: { $organizer }. Записаться — кнопкой или командой /tournament join.
    Игроки ({ $count }): { $players }
tournament-joined = { $name } записывается на турнир #{ $id }. Игроки ({ $count }): { $players }
tournament-left = { $name } выходит из турнира #{ $id }. Игроки ({ $count }): { $players }
tournament-signup = Идёт запись на турнир #{ $id }. Игроки ({ $count }): { $players }
tournament-time = Контроль времени в каждой партии: { $time }
tournament-starts-at = Запись закроется и 1-й тур начнётся { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } запустит турнир командой /tournament start (нужно не меньше 3 игроков).
tournament-started = Турнир #{ $id } начался: ниже пары 1-го тура.
tournament-round = 🏆 Турнир #{ $id }, тур { $round } из { $rounds }: пары.
tournament-bye = { $name } в этом туре без пары: засчитывается победа, 1 очко. (Пропуск тура получает игрок с самым низким местом, у которого его ещё не было, — каждый не больше одного раза.)
tournament-game = Турнир #{ $id }, тур { $round }, доска { $board }: { $blue } (синие) против { $red } (красные), партия { $game }.
tournament-round-over = Турнир #{ $id }: тур { $round } из { $rounds } окончен. Положение:
tournament-finished = 🏆 Турнир #{ $id } окончен. { $count ->
        [1] Победитель — { $winner }!
       *[other] Первое место делят: { $winner }!
    } Итоговая таблица:
tournament-cancelled = Турнир #{ $id } отменил { $name }. Идущие партии продолжаются как обычные.
tournament-too-few = Турнир #{ $id } отменён: к закрытию записи набралось меньше 3 игроков.
tournament-withdrew = { $name } выходит из турнира #{ $id }: текущая партия засчитывается как поражение, а последующие — как технические поражения.
tournament-table-pairings = Турнир #{ $id }, тур { $round } из { $rounds }.
tournament-table-standings = Турнир #{ $id }: положение после тура { $round } из { $rounds }.
tournament-round-playing = Идёт тур { $round } из { $rounds }: его партии засчитаются, когда он закончится.
tournament-standings-none = Турнир #{ $id }: ни один тур ещё не окончен, положения пока нет; идёт тур { $round } из { $rounds }. Его пары:
tournament-table-crosstable = Турнир #{ $id }: турнирная таблица.
tournament-archive = Турнир #{ $id }: { $games } { $games ->
        [one] запись партии
        [few] записи партий
        [many] записей партий
       *[other] записи партии
    } (SGF) в одном архиве.
tournaments-none = В этом чате ещё не было турниров. Объявите турнир командой /tournament swiss или /tournament roundrobin.
tournaments-title = Турниры этого чата (/tournaments N — турнирная таблица, /tournaments N sgf — все партии турнира):
tournaments-line = #{ $id } { $format ->
        [swiss] швейцарская система
       *[roundrobin] круговая система
    }, { $count } { $count ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] идёт запись
        [running] идёт
        [finished] первое место — { $winner }
       *[cancelled] отменён
    }

table-board = Доска
table-blue = Синие
table-red = Красные
table-result = Результат
table-rank = Место
table-seed = Посев
table-player = Игрок
table-points = Очки
table-played = Партии
table-record = В–Н–П
table-pairings-title = Турнир #{ $id } · тур { $round } из { $rounds }
table-standings-title = Турнир #{ $id } · положение после тура { $round } из { $rounds }
table-final-title = Турнир #{ $id } · итоговое положение
table-crosstable-title = Турнир #{ $id } · турнирная таблица
table-bye = Без пары: { $name } (1 очко)
table-withdrawn = выбыл
table-tiebreaks = При равенстве очков места определяют: { $order }.
tiebreak-buchholz = Бухгольц
tiebreak-sonneborn-berger = Зоннеборн–Бергер
tiebreak-head-to-head = личная встреча
tiebreak-buchholz-short = Бух.
tiebreak-sonneborn-berger-short = ЗБ
tiebreak-head-to-head-short = ЛВ

button-join-tournament = Записаться
button-leave-tournament = Выйти
button-start-tournament = Начать
button-standings = Таблица

command-tournament = Турниры: swiss или roundrobin — объявить; join, leave, start, standings, cancel
command-tournaments = Турниры этого чата, турнирная таблица или все партии турнира в SGF
option-action = swiss или roundrobin (объявить) либо join, leave, start, standings, cancel
option-tournament = Номер турнира
option-double = Каждая пара играет дважды, со сменой цветов (круговой турнир)
option-rounds = Сколько туров (швейцарская система)
option-starts = Через сколько минут закрывается запись и начинается 1-й тур
option-what = sgf: все партии турнира одним архивом

error-tournament-unknown = В этом чате нет турнира { $id }.
error-tournament-none = Здесь сейчас нет турнира, на который идёт запись или который уже идёт. Объявите турнир командой /tournament swiss или /tournament roundrobin.
error-tournament-where = Турниры проводятся в чате, а не в инлайн-сообщении.
error-tournament-admin = Объявлять турниры могут только администраторы этого чата (они могут разрешить это всем: /settings tournaments anyone).
error-tournament-double = Двухкруговым может быть только круговой турнир.
error-tournament-rounds = Число туров задаётся только для швейцарской системы: в круговом турнире по одному туру на каждого соперника.
error-tournament-open = В этом чате уже идёт турнир { $id } (запись или игры; в чате он один): вступить — /tournament join, таблица — /tournament standings.
error-tournament-busy = Турнир этого чата слишком часто менялся в этот момент, и ваш запрос не удалось выполнить. Ничего не изменилось; попробуйте ещё раз.
error-tournament-clock = Турнирным партиям нужны часы, чтобы каждый тур заканчивался: добавьте их, например 5+5 или 24h.
error-tournament-started = Турнир { $id } уже начался.
error-tournament-joined = Вы уже участвуете в турнире { $id }.
error-tournament-full = В турнире { $id } нет мест: максимум { $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }.
error-tournament-not-in = Вы не играете в турнире { $id }.
error-tournament-over = Турнир { $id } окончен.
error-tournament-organizer = Это может сделать в турнире { $id } только { $organizer } (организатор) или администратор.
error-tournament-few = Чтобы начать турнир { $id }, нужно не меньше { $min } { $min ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    }.
error-tournament-abort = Партия { $game } — турнирная: её нельзя отменить (чтобы выйти из неё, сдайтесь).
