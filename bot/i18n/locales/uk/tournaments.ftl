# Турніри в чаті: запис, тури, таблиці та відмови.

tournament-format = { $format ->
        [swiss] швейцарська система
       *[roundrobin] колова система
    }
tournament-announced = 🏆 Турнір #{ $id }: { $format ->
        [swiss] швейцарська система, { $rounds ->
            [0] кількість турів — за кількістю гравців
           *[other] { $rounds } { $rounds ->
                [one] тур
                [few] тури
                [many] турів
               *[other] туру
            }
        }
       *[roundrobin] { $double ->
            [yes] двоколова система
           *[no] колова система
        }
    }, поле { $size }, { $rated ->
        [yes] рейтинговий
       *[no] товариський
    }. Організатор: { $organizer }. Записатися — кнопкою або командою /tournament join.
    Гравці ({ $count }): { $players }
tournament-joined = { $name } записується на турнір #{ $id }. Гравці ({ $count }): { $players }
tournament-left = { $name } виходить з турніру #{ $id }. Гравці ({ $count }): { $players }
tournament-signup = Триває запис на турнір #{ $id }. Гравці ({ $count }): { $players }
tournament-time = Контроль часу в кожній партії: { $time }
tournament-starts-at = Запис закриється і 1-й тур почнеться { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } запустить турнір командою /tournament start (потрібно щонайменше 3 гравці).
tournament-started = Турнір #{ $id } почався: нижче пари 1-го туру.
tournament-round = 🏆 Турнір #{ $id }, тур { $round } з { $rounds }: пари.
tournament-bye = { $name } у цьому турі без пари: зараховується перемога, 1 очко. (Пропуск туру отримує гравець із найнижчим місцем, який його ще не мав, — кожен не більше одного разу.)
tournament-game = Турнір #{ $id }, тур { $round }, дошка { $board }: { $blue } (сині) проти { $red } (червоні), партія { $game }.
tournament-round-over = Турнір #{ $id }: тур { $round } з { $rounds } завершено. Становище:
tournament-finished = 🏆 Турнір #{ $id } завершено. { $count ->
        [1] Переможець — { $winner }!
       *[other] Перше місце ділять: { $winner }!
    } Підсумкова таблиця:
tournament-cancelled = Турнір #{ $id } скасував { $name }. Партії, що тривають, продовжуються як звичайні.
tournament-too-few = Турнір #{ $id } скасовано: до закриття запису набралося менше ніж 3 гравці.
tournament-withdrew = { $name } виходить з турніру #{ $id }: поточну партію зараховано як поразку, а наступні — як технічні поразки.
tournament-table-pairings = Турнір #{ $id }, тур { $round } з { $rounds }.
tournament-table-standings = Турнір #{ $id }: становище після туру { $round } з { $rounds }.
tournament-round-playing = Триває тур { $round } з { $rounds }: його партії зарахуються, коли він завершиться.
tournament-standings-none = Турнір #{ $id }: жоден тур ще не завершено, становища поки немає; триває тур { $round } з { $rounds }. Його пари:
tournament-table-crosstable = Турнір #{ $id }: турнірна таблиця.
tournament-archive = Турнір #{ $id }: { $games } { $games ->
        [one] запис партії
        [few] записи партій
        [many] записів партій
       *[other] запису партії
    } (SGF) в одному архіві.
tournaments-none = У цьому чаті ще не було турнірів. Оголосіть турнір командою /tournament swiss або /tournament roundrobin.
tournaments-title = Турніри цього чату (/tournaments N — турнірна таблиця, /tournaments N sgf — усі партії турніру):
tournaments-line = #{ $id } { $format ->
        [swiss] швейцарська система
       *[roundrobin] колова система
    }, { $count } { $count ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] триває запис
        [running] триває
        [finished] перше місце — { $winner }
       *[cancelled] скасовано
    }

table-board = Дошка
table-blue = Сині
table-red = Червоні
table-result = Результат
table-rank = Місце
table-seed = Посів
table-player = Гравець
table-points = Очки
table-played = Партії
table-record = В–Н–П
table-pairings-title = Турнір #{ $id } · тур { $round } з { $rounds }
table-standings-title = Турнір #{ $id } · становище після туру { $round } з { $rounds }
table-final-title = Турнір #{ $id } · підсумкове становище
table-crosstable-title = Турнір #{ $id } · турнірна таблиця
table-bye = Без пари: { $name } (1 очко)
table-withdrawn = вибув
table-tiebreaks = За рівності очок місця визначають: { $order }.
tiebreak-buchholz = Бухгольц
tiebreak-sonneborn-berger = Зоннеборн–Бергер
tiebreak-head-to-head = особиста зустріч
tiebreak-buchholz-short = Бух.
tiebreak-sonneborn-berger-short = ЗБ
tiebreak-head-to-head-short = ОЗ

button-join-tournament = Записатися
button-leave-tournament = Вийти
button-start-tournament = Почати
button-standings = Таблиця

command-tournament = Турніри: swiss або roundrobin — оголосити; join, leave, start, standings, cancel
command-tournaments = Турніри цього чату, турнірна таблиця або всі партії турніру в SGF
option-action = swiss або roundrobin (оголосити) чи join, leave, start, standings, cancel
option-tournament = Номер турніру
option-double = Кожна пара грає двічі, зі зміною кольорів (коловий турнір)
option-rounds = Скільки турів (швейцарська система)
option-starts = За скільки хвилин закривається запис і починається 1-й тур
option-what = sgf: усі партії турніру одним архівом

error-tournament-unknown = У цьому чаті немає турніру { $id }.
error-tournament-none = Тут зараз немає турніру, на який триває запис або який уже йде. Оголосіть турнір командою /tournament swiss або /tournament roundrobin.
error-tournament-where = Турніри проводяться в чаті, а не в інлайн-повідомленні.
error-tournament-admin = Оголошувати турніри можуть лише адміністратори цього чату (вони можуть дозволити це всім: /settings tournaments anyone).
error-tournament-double = Двоколовим може бути лише коловий турнір.
error-tournament-rounds = Кількість турів задається лише для швейцарської системи: у коловому турнірі по одному туру на кожного суперника.
error-tournament-open = У цьому чаті вже триває турнір { $id } (запис або ігри; у чаті він один): долучитися — /tournament join, таблиця — /tournament standings.
error-tournament-busy = Турнір цього чату надто часто змінювався в цю мить, і ваш запит не вдалося виконати. Нічого не змінилося; спробуйте ще раз.
error-tournament-clock = Турнірним партіям потрібен годинник, щоб кожен тур закінчувався: додайте його, наприклад 5+5 або 24h.
error-tournament-started = Турнір { $id } уже почався.
error-tournament-joined = Ви вже берете участь у турнірі { $id }.
error-tournament-full = У турнірі { $id } немає місць: максимум { $max } { $max ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }.
error-tournament-not-in = Ви не граєте в турнірі { $id }.
error-tournament-over = Турнір { $id } завершено.
error-tournament-organizer = Це може зробити в турнірі { $id } лише { $organizer } (організатор) або адміністратор.
error-tournament-few = Щоб почати турнір { $id }, потрібно щонайменше { $min } { $min ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }.
error-tournament-abort = Партія { $game } — турнірна: її не можна скасувати (щоб вийти з неї, здайтеся).
