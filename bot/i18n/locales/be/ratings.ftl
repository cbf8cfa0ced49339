# Рэйтынг (Glicko-2), табліца лідараў, статыстыка і асабістыя сустрэчы.

rating-changed = Рэйтынг ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = У табліцы лідараў ({ $class }) пакуль нікога няма: у яе трапляюць гульцы, якія згулялі не менш за { $min } { $min ->
        [one] рэйтынгавую партыю
        [few] рэйтынгавыя партыі
        [many] рэйтынгавых партый
       *[other] рэйтынгавай партыі
    }.
top-header = { $where ->
        [overall] Агульная табліца лідараў
       *[chat] Табліца лідараў гэтага чата
    } ({ $class }, не менш за { $min } { $min ->
        [one] рэйтынгавую партыю
        [few] рэйтынгавыя партыі
        [many] рэйтынгавых партый
       *[other] рэйтынгавай партыі
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] партыя
        [few] партыі
        [many] партый
       *[other] партыі
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Агулам
       *[chat] У гэтым чаце
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (хібнасць { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(папярэдні)
       *[no] {""}
    }; { $games } { $games ->
        [one] рэйтынгавая партыя
        [few] рэйтынгавыя партыі
        [many] рэйтынгавых партый
       *[other] рэйтынгавай партыі
    }: { $wins } { $wins ->
        [one] перамога
        [few] перамогі
        [many] перамог
       *[other] перамогі
    }, { $losses } { $losses ->
        [one] параза
        [few] паразы
        [many] параз
       *[other] паразы
    }, { $draws } { $draws ->
        [one] нічыя
        [few] нічыі
        [many] нічыіх
       *[other] нічыі
    }; { $place ->
        [0] у табліцы лідараў пакуль няма
       *[other] { $place }-е месца ў табліцы лідараў
    }.
rating-none = У гульца { $name } пакуль няма рэйтынгавых партый.
rating-versus = { $first } супраць { $second }: { $games ->
        [0] скончаных партый пакуль няма
       *[other] { $games } { $games ->
            [one] скончаная партыя
            [few] скончаныя партыі
            [many] скончаных партый
           *[other] скончанай партыі
        }, { $wins }–{ $losses }, { $draws ->
            [0] без нічыіх
           *[other] нічыіх: { $draws }
        }
    }.
rating-each = Агульны рэйтынг ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } — пакуль без рэйтынгу
rating-chance = Паводле рэйтынгу гэтага чата ({ $class }) { $first } набірае супраць { $second } { $chance }% ачкоў.

error-unknown-player = Я пакуль не ведаю { $name }: гэтаму гульцу трэба спачатку згуляць або напісаць мне.

time-class = { $class ->
        [blitz] бліц
        [rapid] рапід
        [classic] класіка
       *[correspondence] завочныя
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Рэйтынг вядзецца асобна для кожнага класа кантролю часу. Час гульца лічыцца агулам: асноўны плюс 40 дадаванняў. Бліц — менш за 10 хвілін, рапід — менш за 60, класіка — 60 хвілін і больш; завочныя — суткі і больш на ход або без гадзінніка. /top бліц пакажа адзін клас (/top overall рапід — па ўсіх чатах); проста /top — той, у які гуляюць найбольш.
