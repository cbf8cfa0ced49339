# Командна гра (docs/rules.md §8.6): /team, відповіді на неї, черговість на картці,
# голосування сторони й командний рейтинг.

command-team = Запропонувати командну партію: /team @a @b vs @c @d
option-sides = Гравці синіх, vs, гравці червоних, потім умови партії

team-proposed = { $name } пропонує командну партію { $id }: { $blue } (сині) проти { $red } (червоні), { $rated ->
        [rated] на командний рейтинг
        [unequal] без рейтингу: сторони різної чисельності не оцінюються
       *[casual] без рейтингу
    }. Кожен учасник відповідає /team accept { $id } або /team decline { $id }.
team-waiting = Командна партія { $id } чекає відповіді: { $names }.
team-accepted = { $name } вступає до командної партії { $id }.
team-declined = { $name } відмовляється від командної партії { $id }: вона не відбудеться.
team-cancelled = { $name } відкликає командну партію { $id }.
team-started = Командна партія { $id } починається як партія { $game }: { $blue } (сині) проти { $red } (червоні). Кожна сторона ходить у цьому порядку; ходити може лише той, чия черга.
team-not-your-turn = У партії { $game } зараз черга { $name } за { $color ->
        [blue] синіх
       *[red] червоних
    }.
team-draw-offered = { $name } пропонує нічию від { $color ->
        [blue] синіх
       *[red] червоних
    } у партії { $game }. Інша сторона приймає більшістю: кожен її учасник пише /draw.
team-resign-vote = { $name } голосує за здачу партії { $game } від { $color ->
        [blue] синіх
       *[red] червоних
    }: { $votes } з { $members }. Потрібно більше половини; голоси діють до наступного ходу сторони.
team-draw-vote = { $name } голосує за нічию в партії { $game } від { $color ->
        [blue] синіх
       *[red] червоних
    }: { $votes } з { $members }. Приймає більшість.
team-nodraw-vote = { $name } голосує проти нічиєї в партії { $game } від { $color ->
        [blue] синіх
       *[red] червоних
    }: { $votes } з { $members }. Щойно більшість уже не зможе її прийняти, її відхилено.
team-end-majority = Інша сторона погоджується більшістю: кожен її учасник пише /end.
team-end-vote = { $name } голосує за завершення партії { $game } підрахунком від { $color ->
        [blue] синіх
       *[red] червоних
    }: { $votes } з { $members }. Погоджується більшість.
team-turn-passed = { $game }: { $name } не походив вчасно, черга переходить до { $next } ({ $color ->
        [blue] сині
       *[red] червоні
    }).
team-left = { $name } залишає { $color ->
        [blue] синіх
       *[red] червоних
    } у партії { $game }: черговість сторони йде далі без нього.
team-left-last = { $name }, останній із { $color ->
        [blue] синіх
       *[red] червоних
    }, залишає партію { $game }: сторона здається.
team-rated = Командний рейтинг: { $changes }.

card-teams = Сині: { $blue } · Червоні: { $red }
card-team-next = ▸{ $name }

button-team-accept = Вступити
button-team-decline = Відмовитися

team-error-usage = Напишіть /team @a @b vs @c @d [умови] або /team accept, /team decline, /team cancel з номером командної партії.
team-error-sides = Назвіть гравців кожної сторони через @, сторони розділіть словом vs: /team @a @b vs @c @d
team-error-one-each = По одному гравцю на сторону — це звичайна партія: скористайтеся /challenge.
team-error-too-many = У стороні не більше { $max } гравців.
team-error-bot = Бот не може грати в команді.
team-error-twice = { $name } названо двічі.
team-error-unknown = Тут немає командної партії { $id }.
team-error-none = Тут немає командної партії, що чекає на вашу відповідь.
team-error-ambiguous = Тут чекають кілька командних партій: { $ids }. Додайте номер, наприклад: { $example }
team-error-closed = Командна партія { $id } більше не чекає відповідей.
team-error-not-proposer = Відкликати командну партію { $id } може лише той, хто її запропонував.
team-error-not-member = Ви не учасник командної партії { $id }.
team-error-already = Ви вже вступили до командної партії { $id }.
team-error-voted = Ви вже проголосували в партії { $game }.
team-error-not-playing = Ви не граєте тут у жодній командній партії.
team-error-takeback = У командній партії ходи не повертають ({ $game }): черговість уже пішла далі.
