# Командная игра (docs/rules.md §8.6): /team, ответы на неё, очерёдность на карточке,
# голосования стороны и командный рейтинг.

command-team = Предложить командную партию: /team @a @b vs @c @d
option-sides = Игроки синих, vs, игроки красных, затем условия партии

team-proposed = { $name } предлагает командную партию { $id }: { $blue } (синие) против { $red } (красные), { $rated ->
        [rated] на командный рейтинг
        [unequal] без рейтинга: стороны разной численности не оцениваются
       *[casual] без рейтинга
    }. Каждый участник отвечает /team accept { $id } или /team decline { $id }.
team-waiting = Командная партия { $id } ждёт ответа: { $names }.
team-accepted = { $name } вступает в командную партию { $id }.
team-declined = { $name } отказывается от командной партии { $id }: она не состоится.
team-cancelled = { $name } отзывает командную партию { $id }.
team-started = Командная партия { $id } начинается как партия { $game }: { $blue } (синие) против { $red } (красные). Каждая сторона ходит в этом порядке; ходить может только тот, чья очередь.
team-not-your-turn = В партии { $game } сейчас очередь { $name } за { $color ->
        [blue] синих
       *[red] красных
    }.
team-draw-offered = { $name } предлагает ничью от { $color ->
        [blue] синих
       *[red] красных
    } в партии { $game }. Другая сторона принимает большинством: каждый её участник пишет /draw.
team-resign-vote = { $name } голосует за сдачу партии { $game } от { $color ->
        [blue] синих
       *[red] красных
    }: { $votes } из { $members }. Нужно больше половины; голоса действуют до следующего хода стороны.
team-draw-vote = { $name } голосует за ничью в партии { $game } от { $color ->
        [blue] синих
       *[red] красных
    }: { $votes } из { $members }. Принимает большинство.
team-nodraw-vote = { $name } голосует против ничьей в партии { $game } от { $color ->
        [blue] синих
       *[red] красных
    }: { $votes } из { $members }. Когда большинство уже не сможет её принять, она отклонена.
team-end-majority = Другая сторона соглашается большинством: каждый её участник пишет /end.
team-end-vote = { $name } голосует за окончание партии { $game } подсчётом от { $color ->
        [blue] синих
       *[red] красных
    }: { $votes } из { $members }. Соглашается большинство.
team-turn-passed = { $game }: { $name } не сходил вовремя, очередь переходит к { $next } ({ $color ->
        [blue] синие
       *[red] красные
    }).
team-left = { $name } покидает { $color ->
        [blue] синих
       *[red] красных
    } в партии { $game }: очерёдность стороны идёт дальше без него.
team-left-last = { $name }, последний из { $color ->
        [blue] синих
       *[red] красных
    }, покидает партию { $game }: сторона сдаётся.
team-rated = Командный рейтинг: { $changes }.

card-teams = Синие: { $blue } · Красные: { $red }
card-team-next = ▸{ $name }

button-team-accept = Вступить
button-team-decline = Отказаться

team-error-usage = Напишите /team @a @b vs @c @d [условия] или /team accept, /team decline, /team cancel с номером командной партии.
team-error-sides = Назовите игроков каждой стороны через @, стороны разделите словом vs: /team @a @b vs @c @d
team-error-one-each = По одному игроку на сторону — это обычная партия: используйте /challenge.
team-error-too-many = В стороне не больше { $max } игроков.
team-error-bot = Бот не может играть в команде.
team-error-twice = { $name } назван дважды.
team-error-unknown = Здесь нет командной партии { $id }.
team-error-none = Здесь нет командной партии, ждущей вашего ответа.
team-error-ambiguous = Здесь ждут несколько командных партий: { $ids }. Добавьте номер, например: { $example }
team-error-closed = Командная партия { $id } больше не ждёт ответов.
team-error-not-proposer = Отозвать командную партию { $id } может только тот, кто её предложил.
team-error-not-member = Вы не участник командной партии { $id }.
team-error-already = Вы уже вступили в командную партию { $id }.
team-error-voted = Вы уже проголосовали в партии { $game }.
team-error-not-playing = Вы не играете здесь ни в одной командной партии.
team-error-takeback = В командной партии ходы не возвращают ({ $game }): очерёдность уже пошла дальше.
