# Рейтинг (Glicko-2), таблиця лідерів, статистика й особисті зустрічі.

rating-changed = Рейтинг ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = У таблиці лідерів ({ $class }) поки нікого немає: до неї потрапляють гравці, які мають щонайменше { $min } { $min ->
        [one] рейтингову партію
        [few] рейтингові партії
        [many] рейтингових партій
       *[other] рейтингової партії
    }.
top-header = { $where ->
        [overall] Загальна таблиця лідерів
       *[chat] Таблиця лідерів цього чату
    } ({ $class }, щонайменше { $min } { $min ->
        [one] рейтингова партія
        [few] рейтингові партії
        [many] рейтингових партій
       *[other] рейтингової партії
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партія
        [few] партії
        [many] партій
       *[other] партії
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Загалом
       *[chat] У цьому чаті
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (похибка { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(попередній)
       *[no] {""}
    }; { $games } { $games ->
        [one] рейтингова партія
        [few] рейтингові партії
        [many] рейтингових партій
       *[other] рейтингової партії
    }: { $wins } { $wins ->
        [one] перемога
        [few] перемоги
        [many] перемог
       *[other] перемоги
    }, { $losses } { $losses ->
        [one] поразка
        [few] поразки
        [many] поразок
       *[other] поразки
    }, { $draws } { $draws ->
        [one] нічия
        [few] нічиї
        [many] нічиїх
       *[other] нічиєї
    }; { $place ->
        [0] у таблиці лідерів поки немає
       *[other] { $place }-е місце в таблиці лідерів
    }.
rating-none = У гравця { $name } поки немає рейтингових партій.
rating-versus = { $first } проти { $second }: { $games ->
        [0] завершених партій поки немає
       *[other] { $games } { $games ->
            [one] завершена партія
            [few] завершені партії
            [many] завершених партій
           *[other] завершеної партії
        }, { $wins }–{ $losses }, { $draws ->
            [0] без нічиїх
           *[other] нічиїх: { $draws }
        }
    }.
rating-each = Загальний рейтинг ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — поки без рейтингу
rating-chance = За рейтингом цього чату ({ $class }) { $first } набирає проти { $second } { $chance }% очок.

error-unknown-player = Я ще не знаю { $name }: цьому гравцеві треба спершу зіграти або написати мені.

time-class = { $class ->
        [blitz] бліц
        [rapid] рапід
        [classic] класика
       *[correspondence] заочні
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Рейтинг ведеться окремо для кожного класу контролю часу. Час гравця рахується загалом: основний плюс 40 додавань. Бліц — менше 10 хвилин, рапід — менше 60, класика — 60 хвилин і більше; заочні — доба й більше на хід або без годинника. /top бліц покаже один клас (/top overall рапід — за всіма чатами); просто /top — найпопулярніший.
