# Повернення ходу за згодою (лише в нерейтингових партіях).

command-takeback = Попросити повернути свій останній хід або відповісти на прохання суперника
option-answer = Дозволити (accept) або відмовити (decline) у проханні суперника

button-takeback = Повернути хід
button-accept-takeback = Дозволити повернення
button-decline-takeback = Відмовити в поверненні

takeback-offered = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) просить повернути свій останній хід у { $game }. Дозволити: /takeback accept. Відмовити: /takeback decline.
takeback-accepted = Повернення ходу в { $game }: { $count ->
        [one] повернуто { $count } хід
        [few] повернуто { $count } ходи
        [many] повернуто { $count } ходів
       *[other] повернуто { $count } ходу
    }, знову ходить { $name }.
takeback-computer = Комп'ютер дозволяє повернути хід у { $game }: { $count ->
        [one] повернуто { $count } хід
        [few] повернуто { $count } ходи
        [many] повернуто { $count } ходів
       *[other] повернуто { $count } ходу
    }, знову ходить { $name }.
takeback-declined = У поверненні ходу в { $game } відмовлено.
takeback-lapsed = Прохання повернути хід у { $game } знято: зроблено хід.
card-takeback-offer = { $name } просить повернути хід.
card-takebacks = Повернень ходу: { $count }

error-takeback-rated = Партія { $game } рейтингова: зроблений хід остаточний (правила §2.6), повернути його не можна.
error-takeback-tournament = Партія { $game } турнірна: зроблений хід остаточний (правила §2.6), повернути його не можна.
error-takeback-already-asked = Ви вже попросили повернути хід у { $game }; дочекайтеся відповіді.
error-takeback-answer-first = Суперник просить повернути хід у { $game }: спершу дайте відповідь — /takeback accept або /takeback decline.
error-takeback-nothing = У { $game } у вас немає ходу, який можна повернути.
error-takeback-none = У { $game } ніхто не просить повернути хід.
error-takeback-own = Відповісти на ваше прохання повернути хід у { $game } може лише суперник.
