# Чаттағы турнирлер: жазылу, турлар, кестелер және бас тартулар.

tournament-format = { $format ->
        [swiss] швейцар жүйесі
       *[roundrobin] айналмалы жүйе
    }
tournament-announced = 🏆 #{ $id } турнир: { $format ->
        [swiss] швейцар жүйесі, { $rounds ->
            [0] турлар саны ойыншылар санына қарай
           *[other] { $rounds } тур
        }
       *[roundrobin] { $double ->
            [yes] екі айналымды жүйе
           *[no] айналмалы жүйе
        }
    }, { $size } алаң, { $rated ->
        [yes] рейтингтік
       *[no] жолдастық
    }. Ұйымдастырушы: { $organizer }. Қатысу үшін түймені басыңыз немесе /tournament join деп жазыңыз.
    Ойыншылар ({ $count }): { $players }
tournament-joined = { $name } #{ $id } турнирге жазылды. Ойыншылар ({ $count }): { $players }
tournament-left = { $name } #{ $id } турнирден шықты. Ойыншылар ({ $count }): { $players }
tournament-signup = #{ $id } турнирге жазылу жүріп жатыр. Ойыншылар ({ $count }): { $players }
tournament-time = Әр ойынның сағаты: { $time }
tournament-starts-at = Жазылу жабылып, 1-тур басталатын уақыт: { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } турнирді /tournament start командасымен бастайды (кемінде 3 ойыншы керек).
tournament-started = #{ $id } турнир басталды: төменде 1-турдың жұптары.
tournament-round = 🏆 #{ $id } турнир, { $rounds } турдың { $round }-туры: жұптар.
tournament-bye = { $name } бұл турда жұпсыз қалады: оған жеңіс, 1 ұпай беріледі. (Жұпсыз қалу бұрын жұпсыз қалмаған, ең төмен орындағы ойыншыға беріледі, әр ойыншыға бір-ақ рет.)
tournament-game = #{ $id } турнир, { $round }-тур, { $board }-тақта: { $blue } (көк) — { $red } (қызыл), { $game } ойын.
tournament-round-over = #{ $id } турнир: { $rounds } турдың { $round }-туры аяқталды. Орындар:
tournament-finished = 🏆 #{ $id } турнир аяқталды. { $count ->
        [1] Жеңімпаз — { $winner }!
       *[other] Бірінші орынды бөлісті: { $winner }!
    } Қорытынды кесте:
tournament-cancelled = #{ $id } турнирді { $name } тоқтатты. Жүріп жатқан ойындар қарапайым ойын ретінде жалғасады.
tournament-too-few = #{ $id } турнир тоқтатылды: жазылу жабылғанда 3 ойыншыдан аз жиналды.
tournament-withdrew = { $name } #{ $id } турнирден шықты: жүріп жатқан ойыны жеңіліс деп есептеледі, ал келесі ойындарында техникалық жеңіліс беріледі.
tournament-table-pairings = #{ $id } турнир, { $rounds } турдың { $round }-туры.
tournament-table-standings = #{ $id } турнир: { $rounds } турдың { $round }-турынан кейінгі орындар.
tournament-round-playing = { $rounds } турдың { $round }-туры жүріп жатыр: оның ойындары тур аяқталғанда есептеледі.
tournament-standings-none = #{ $id } турнир: әзірге бірде-бір тур аяқталған жоқ, сондықтан орындар жоқ; { $rounds } турдың { $round }-туры жүріп жатыр. Оның жұптары:
tournament-table-crosstable = #{ $id } турнир: турнир кестесі.
tournament-archive = #{ $id } турнир: { $games } ойын жазбасы (SGF) бір архивте.
tournaments-none = Бұл чатта әлі турнир өткен жоқ. Турнирді /tournament swiss немесе /tournament roundrobin командасымен жариялаңыз.
tournaments-title = Бұл чаттағы турнирлер (/tournaments N — турнир кестесі, /tournaments N sgf — турнирдің барлық ойындары):
tournaments-line = #{ $id } { $format ->
        [swiss] швейцар жүйесі
       *[roundrobin] айналмалы жүйе
    }, { $count } ойыншы, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] жазылу жүріп жатыр
        [running] жүріп жатыр
        [finished] бірінші орын — { $winner }
       *[cancelled] тоқтатылды
    }

table-board = Тақта
table-blue = Көк
table-red = Қызыл
table-result = Нәтиже
table-rank = Орын
table-seed = Бастапқы №
table-player = Ойыншы
table-points = Ұпай
table-played = Ойындар
table-record = + = −
table-pairings-title = #{ $id } турнир · { $rounds } турдың { $round }-туры
table-standings-title = #{ $id } турнир · { $rounds } турдың { $round }-турынан кейінгі орындар
table-final-title = #{ $id } турнир · қорытынды орындар
table-crosstable-title = #{ $id } турнир · турнир кестесі
table-bye = Жұпсыз: { $name } (1 ұпай)
table-withdrawn = шықты
table-tiebreaks = Ұпай тең болғанда орындар мына көрсеткіштермен анықталады: { $order }.
tiebreak-buchholz = Бухгольц
tiebreak-sonneborn-berger = Зоннеборн–Бергер
tiebreak-head-to-head = өзара кездесу
tiebreak-buchholz-short = Бух.
tiebreak-sonneborn-berger-short = ЗБ
tiebreak-head-to-head-short = ӨК

button-join-tournament = Қатысу
button-leave-tournament = Шығу
button-start-tournament = Бастау
button-standings = Кесте

command-tournament = Турнирлер: swiss немесе roundrobin — жариялау; join, leave, start, standings, cancel
command-tournaments = Бұл чаттың турнирлері, турнир кестесі немесе бір турнирдің барлық ойындары SGF түрінде
option-action = swiss немесе roundrobin (жариялау), не join, leave, start, standings, cancel
option-tournament = Турнир нөмірі
option-double = Әр жұп екі рет ойнайды, түстер ауысады (айналмалы турнир)
option-rounds = Турлар саны (швейцар жүйесі)
option-starts = Жазылу жабылып, 1-тур басталғанға дейінгі минут саны
option-what = sgf: турнирдің барлық ойындары бір архивте

error-tournament-unknown = Бұл чатта { $id } турнир жоқ.
error-tournament-none = Мұнда жазылуы жүріп жатқан немесе өтіп жатқан турнир жоқ. Турнирді /tournament swiss немесе /tournament roundrobin командасымен жариялаңыз.
error-tournament-where = Турнирлер инлайн хабарламада емес, чатта өтеді.
error-tournament-admin = Турнирді тек осы чаттың әкімшілері жариялай алады (олар мұны бәріне рұқсат ете алады: /settings tournaments anyone).
error-tournament-double = Екі айналымды тек айналмалы турнир бола алады.
error-tournament-rounds = Турлар санын тек швейцар жүйесіндегі турнирге беруге болады: айналмалы турнирде әр қарсыласқа бір тур.
error-tournament-open = Бұл чатта { $id } турнирі жүріп жатыр (жазылу не ойындар; чатта бір ғана турнир): қосылу — /tournament join, кесте — /tournament standings.
error-tournament-busy = Бұл чаттың турнирі осы сәтте тым жиі өзгерді, сұрауыңызды орындау мүмкін болмады. Ештеңе өзгерген жоқ; қайталап көріңіз.
error-tournament-clock = Әр тур аяқталуы үшін турнир ойындарына сағат керек: оны қосыңыз, мысалы 5+5 немесе 24h.
error-tournament-started = { $id } турнир басталып қойған.
error-tournament-joined = Сіз { $id } турнирге жазылып қойғансыз.
error-tournament-full = { $id } турнирде бос орын жоқ (ең көбі { $max } ойыншы).
error-tournament-not-in = Сіз { $id } турнирде ойнамайсыз.
error-tournament-over = { $id } турнир аяқталды.
error-tournament-organizer = { $id } турнирде мұны тек { $organizer } (ұйымдастырушы) немесе әкімші жасай алады.
error-tournament-few = { $id } турнирді бастау үшін кемінде { $min } ойыншы керек.
error-tournament-abort = { $game } ойын — турнир ойыны: оны тоқтатуға болмайды (одан бас тарту үшін беріліңіз).
