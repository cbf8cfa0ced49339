# Турніры ў чаце: запіс, туры, табліцы і адмовы.

tournament-format = { $format ->
        [swiss] швейцарская сістэма
       *[roundrobin] кругавая сістэма
    }
tournament-announced = 🏆 Турнір #{ $id }: { $format ->
        [swiss] швейцарская сістэма, { $rounds ->
            [0] колькасць тураў — па колькасці гульцоў
           *[other] { $rounds } { $rounds ->
                [one] тур
                [few] туры
                [many] тураў
               *[other] тура
            }
        }
       *[roundrobin] { $double ->
            [yes] двухкругавая сістэма
           *[no] кругавая сістэма
        }
    }, поле { $size }, { $rated ->
        [yes] рэйтынгавы
       *[no] таварыскі
    }. Арганізатар: { $organizer }. Запісацца — кнопкай або камандай /tournament join.
    Гульцы ({ $count }): { $players }
tournament-joined = { $name } запісваецца на турнір #{ $id }. Гульцы ({ $count }): { $players }
tournament-left = { $name } выходзіць з турніру #{ $id }. Гульцы ({ $count }): { $players }
tournament-signup = Ідзе запіс на турнір #{ $id }. Гульцы ({ $count }): { $players }
tournament-time = Кантроль часу ў кожнай партыі: { $time }
tournament-starts-at = Запіс закрыецца і першы тур пачнецца { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } запусціць турнір камандай /tournament start (трэба мінімум 3 гульцы).
tournament-started = Турнір #{ $id } пачаўся: ніжэй пары першага тура.
tournament-round = 🏆 Турнір #{ $id }, тур { $round } з { $rounds }: пары.
tournament-bye = { $name } у гэтым туры без пары: залічваецца перамога, 1 ачко. (Пропуск тура атрымлівае гулец з самым нізкім месцам, у якога яго яшчэ не было, — кожны не больш за адзін раз.)
tournament-game = Турнір #{ $id }, тур { $round }, дошка { $board }: { $blue } (сінія) супраць { $red } (чырвоныя), партыя { $game }.
tournament-round-over = Турнір #{ $id }: тур { $round } з { $rounds } скончаны. Становішча:
tournament-finished = 🏆 Турнір #{ $id } скончыўся. { $count ->
        [1] Пераможца — { $winner }!
       *[other] Першае месца дзеляць: { $winner }!
    } Выніковая табліца:
tournament-cancelled = { $name } скасоўвае турнір #{ $id }. Партыі, якія ідуць, працягваюцца як звычайныя.
tournament-too-few = Турнір #{ $id } скасаваны: да закрыцця запісу набралося менш за 3 гульцы.
tournament-withdrew = { $name } выходзіць з турніру #{ $id }: бягучая партыя залічваецца як параза, а наступныя — як тэхнічныя паразы.
tournament-table-pairings = Турнір #{ $id }, тур { $round } з { $rounds }.
tournament-table-standings = Турнір #{ $id }: становішча пасля тура { $round } з { $rounds }.
tournament-round-playing = Ідзе тур { $round } з { $rounds }: яго партыі залічацца, калі ён скончыцца.
tournament-standings-none = Турнір #{ $id }: ніводзін тур яшчэ не скончаны, становішча пакуль няма; ідзе тур { $round } з { $rounds }. Яго пары:
tournament-table-crosstable = Турнір #{ $id }: турнірная табліца.
tournament-archive = Турнір #{ $id }: { $games } { $games ->
        [one] запіс партыі
        [few] запісы партый
        [many] запісаў партый
       *[other] запісу партыі
    } (SGF) у адным архіве.
tournaments-none = У гэтым чаце яшчэ не было турніраў. Абвясціце турнір камандай /tournament swiss або /tournament roundrobin.
tournaments-title = Турніры гэтага чата (/tournaments N — турнірная табліца, /tournaments N sgf — усе партыі турніру):
tournaments-line = #{ $id } { $format ->
        [swiss] швейцарская сістэма
       *[roundrobin] кругавая сістэма
    }, { $count } { $count ->
        [one] гулец
        [few] гульцы
        [many] гульцоў
       *[other] гульца
    }, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] ідзе запіс
        [running] ідзе
        [finished] першае месца — { $winner }
       *[cancelled] скасаваны
    }

table-board = Дошка
table-blue = Сінія
table-red = Чырвоныя
table-result = Вынік
table-rank = Месца
table-seed = Пасеў
table-player = Гулец
table-points = Ачкі
table-played = Партыі
table-record = + = −
table-pairings-title = Турнір #{ $id } · тур { $round } з { $rounds }
table-standings-title = Турнір #{ $id } · становішча пасля тура { $round } з { $rounds }
table-final-title = Турнір #{ $id } · выніковае становішча
table-crosstable-title = Турнір #{ $id } · турнірная табліца
table-bye = Без пары: { $name } (1 ачко)
table-withdrawn = выбыў
table-tiebreaks = Пры роўнасці ачкоў месцы вызначаюць: { $order }.
tiebreak-buchholz = Бухгольц
tiebreak-sonneborn-berger = Зонеборн–Бергер
tiebreak-head-to-head = асабістая сустрэча
tiebreak-buchholz-short = Бух.
tiebreak-sonneborn-berger-short = ЗБ
tiebreak-head-to-head-short = АС

button-join-tournament = Запісацца
button-leave-tournament = Выйсці
button-start-tournament = Пачаць
button-standings = Табліца

command-tournament = Турніры: swiss або roundrobin — абвясціць; join, leave, start, standings, cancel
command-tournaments = Турніры гэтага чата, турнірная табліца або ўсе партыі турніру ў SGF
option-action = swiss або roundrobin (абвясціць) ці join, leave, start, standings, cancel
option-tournament = Нумар турніру
option-double = Кожная пара гуляе двойчы, з заменай колераў (кругавы турнір)
option-rounds = Колькі тураў (швейцарская сістэма)
option-starts = Праз колькі хвілін закрываецца запіс і пачынаецца першы тур
option-what = sgf: усе партыі турніру адным архівам

error-tournament-unknown = У гэтым чаце няма турніру { $id }.
error-tournament-none = Тут зараз няма турніру, на які ідзе запіс або які ўжо ідзе. Абвясціце турнір камандай /tournament swiss або /tournament roundrobin.
error-tournament-where = Турніры праводзяцца ў чаце, а не ў інлайн-паведамленні.
error-tournament-admin = Абвяшчаць турніры могуць толькі адміністратары гэтага чата (яны могуць дазволіць гэта ўсім: /settings tournaments anyone).
error-tournament-double = Двухкругавым можа быць толькі кругавы турнір.
error-tournament-rounds = Колькасць тураў задаецца толькі для швейцарскай сістэмы: у кругавым турніры па адным туры на кожнага саперніка.
error-tournament-open = У гэтым чаце ўжо ідзе турнір { $id } (запіс або гульні; у чаце ён адзін): далучыцца — /tournament join, табліца — /tournament standings.
error-tournament-busy = Турнір гэтага чата надта часта мяняўся ў гэты момант, і ваш запыт не ўдалося выканаць. Нічога не змянілася; паспрабуйце яшчэ раз.
error-tournament-clock = Турнірным партыям патрэбны гадзіннік, каб кожны тур заканчваўся: дадайце яго, напрыклад 5+5 або 24h.
error-tournament-started = Турнір { $id } ужо пачаўся.
error-tournament-joined = Вы ўжо ўдзельнічаеце ў турніры { $id }.
error-tournament-full = У турніры { $id } няма месцаў: максімум { $max } { $max ->
        [one] гулец
        [few] гульцы
        [many] гульцоў
       *[other] гульца
    }.
error-tournament-not-in = Вы не гуляеце ў турніры { $id }.
error-tournament-over = Турнір { $id } скончыўся.
error-tournament-organizer = Гэта можа зрабіць у турніры { $id } толькі { $organizer } (арганізатар) або адміністратар.
error-tournament-few = Каб пачаць турнір { $id }, трэба мінімум { $min } { $min ->
        [one] гулец
        [few] гульцы
        [many] гульцоў
       *[other] гульца
    }.
error-tournament-abort = Партыя { $game } — турнірная: яе нельга скасаваць (каб выйсці з яе, здайцеся).
