# Рейтинг (Glicko-2), таблица лидеров, статистика и личные встречи.

rating-changed = Рейтинг ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = В таблице лидеров ({ $class }) пока никого нет: в неё попадают игроки, у которых не меньше { $min } { $min ->
        [one] рейтинговой партии
        [few] рейтинговых партий
        [many] рейтинговых партий
       *[other] рейтинговой партии
    }.
top-header = { $where ->
        [overall] Общая таблица лидеров
       *[chat] Таблица лидеров этого чата
    } ({ $class }, не меньше { $min } { $min ->
        [one] рейтинговой партии
        [few] рейтинговых партий
        [many] рейтинговых партий
       *[other] рейтинговой партии
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Всего
       *[chat] В этом чате
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (погрешность { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(предварительный)
       *[no] {""}
    }; { $games } { $games ->
        [one] рейтинговая партия
        [few] рейтинговые партии
        [many] рейтинговых партий
       *[other] рейтинговой партии
    }: { $wins } { $wins ->
        [one] победа
        [few] победы
        [many] побед
       *[other] победы
    }, { $losses } { $losses ->
        [one] поражение
        [few] поражения
        [many] поражений
       *[other] поражения
    }, { $draws } { $draws ->
        [one] ничья
        [few] ничьи
        [many] ничьих
       *[other] ничьей
    }; { $place ->
        [0] в таблице лидеров пока нет
       *[other] { $place }-е место в таблице лидеров
    }.
rating-none = У игрока { $name } пока нет рейтинговых партий.
rating-versus = { $first } против { $second }: { $games ->
        [0] законченных партий пока нет
       *[other] { $games } { $games ->
            [one] законченная партия
            [few] законченные партии
            [many] законченных партий
           *[other] законченной партии
        }, { $wins }–{ $losses }, { $draws ->
            [0] без ничьих
           *[other] ничьих: { $draws }
        }
    }.
rating-each = Общий рейтинг ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — пока без рейтинга
rating-chance = По рейтингу этого чата ({ $class }) { $first } набирает против { $second } { $chance }% очков.

error-unknown-player = Я пока не знаю { $name }: этому игроку нужно сначала сыграть или написать мне.

time-class = { $class ->
        [blitz] блиц
        [rapid] рапид
        [classic] классика
       *[correspondence] заочные
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Рейтинг ведётся отдельно для каждого класса контроля времени. Время игрока считается целиком: основное плюс 40 добавлений. Блиц — меньше 10 минут, рапид — меньше 60, классика — 60 минут и больше; заочные — сутки и больше на ход или без часов. /top блиц покажет один класс (/top overall рапид — по всем чатам); просто /top — самый популярный.
