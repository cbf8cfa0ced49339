# Возврат хода по согласию (только в нерейтинговых партиях).

command-takeback = Попросить вернуть свой последний ход или ответить на просьбу соперника
option-answer = Разрешить (accept) или отказать (decline) в просьбе соперника

button-takeback = Вернуть ход
button-accept-takeback = Разрешить возврат
button-decline-takeback = Отказать в возврате

takeback-offered = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) просит вернуть свой последний ход в { $game }. Разрешить: /takeback accept. Отказать: /takeback decline.
takeback-accepted = Возврат хода в { $game }: { $count ->
        [one] взят назад { $count } ход
        [few] взято назад { $count } хода
        [many] взято назад { $count } ходов
       *[other] взято назад { $count } хода
    }, снова ходит { $name }.
takeback-computer = Компьютер разрешает возврат хода в { $game }: { $count ->
        [one] взят назад { $count } ход
        [few] взято назад { $count } хода
        [many] взято назад { $count } ходов
       *[other] взято назад { $count } хода
    }, снова ходит { $name }.
takeback-declined = В возврате хода в { $game } отказано.
takeback-lapsed = Просьба о возврате хода в { $game } снята: сделан ход.
card-takeback-offer = { $name } просит вернуть ход.
card-takebacks = Возвратов хода: { $count }

error-takeback-rated = Партия { $game } рейтинговая: сделанный ход окончателен (правила §2.6), вернуть его нельзя.
error-takeback-tournament = Партия { $game } турнирная: сделанный ход окончателен (правила §2.6), вернуть его нельзя.
error-takeback-already-asked = Вы уже попросили вернуть ход в { $game }; дождитесь ответа.
error-takeback-answer-first = Соперник просит вернуть ход в { $game }: сначала ответьте — /takeback accept или /takeback decline.
error-takeback-nothing = В { $game } у вас нет хода, который можно вернуть.
error-takeback-none = В { $game } никто не просит вернуть ход.
error-takeback-own = Ответить на вашу просьбу о возврате хода в { $game } может только соперник.
