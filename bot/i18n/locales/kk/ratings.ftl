# Рейтинг (Glicko-2), көшбасшылар кестесі, нәтижелер және өзара кездесулер.

rating-changed = Рейтинг ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = Көшбасшылар кестесінде ({ $class }) әзірге ешкім жоқ: оған кемінде { $min ->
        [one] { $min } рейтингтік ойын
       *[other] { $min } рейтингтік ойын
    } ойнаған ойыншылар кіреді.
top-header = { $where ->
        [overall] Жалпы көшбасшылар кестесі
       *[chat] Бұл чаттың көшбасшылар кестесі
    } ({ $class }, кемінде { $min ->
        [one] { $min } рейтингтік ойын
       *[other] { $min } рейтингтік ойын
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } ойын
       *[other] { $games } ойын
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Жалпы
       *[chat] Бұл чатта
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (ауытқу { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(алдын ала)
       *[no] {""}
    }; { $games ->
        [one] { $games } рейтингтік ойын
       *[other] { $games } рейтингтік ойын
    }: { $wins ->
        [one] { $wins } жеңіс
       *[other] { $wins } жеңіс
    }, { $losses ->
        [one] { $losses } жеңіліс
       *[other] { $losses } жеңіліс
    }, { $draws ->
        [one] { $draws } тең ойын
       *[other] { $draws } тең ойын
    }; { $place ->
        [0] әзірге көшбасшылар кестесінде жоқ
       *[other] көшбасшылар кестесінде { $place }-орын
    }.
rating-none = { $name } ойыншысының әзірге рейтингтік ойыны жоқ.
rating-versus = { $first } — { $second }: { $games ->
        [0] әзірге аяқталған ойын жоқ
        [one] { $games } аяқталған ойын
       *[other] { $games } аяқталған ойын
    }{ $games ->
        [0] {""}
       *[other] , { $wins }–{ $losses }, { $draws ->
            [one] { $draws } тең ойын
           *[other] { $draws } тең ойын
        }
    }.
rating-each = Жалпы рейтинг ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — әзірге рейтингсіз
rating-chance = Осы жердегі рейтинг ({ $class }) бойынша { $first } ойыншысының { $second } ойыншысына қарсы күтілетін нәтижесі: ұпайлардың { $chance }%.

error-unknown-player = Мен { $name } ойыншысын әлі білмеймін: ол алдымен ойнауы немесе маған жазуы керек.

time-class = { $class ->
        [blitz] блиц
        [rapid] рапид
        [classic] классика
       *[correspondence] сырттай
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Рейтинг уақыт бақылауының әр сыныбы бойынша бөлек жүргізіледі. Ойыншының уақыты толық есептеледі: негізгі уақыт пен 40 қосымша. Блиц — 10 минуттан аз, рапид — 60 минуттан аз, классика — 60 минут және одан көп; сырттай — бір жүріске бір тәулік не одан көп, немесе сағатсыз. /top блиц бір сыныпты көрсетеді (/top overall рапид — барлық чаттар бойынша); жай /top — ең көп ойналғанын.
