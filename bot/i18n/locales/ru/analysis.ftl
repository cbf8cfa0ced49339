# Разбор сыгранной партии компьютером (/analysis).

command-analysis = Разбор сыгранной партии компьютером: где она была выиграна и проиграна
button-analysis = Разбор

analysis-progress = 🔎 Разбираю { $game } ({ $moves } ходов)… { $percent }%
analysis-finished = 🔎 Разбор { $game }: готово.
analysis-failed = 🔎 Компьютер не смог разобрать { $game }; попросите позже командой /analysis.
analysis-busy = { $game } уже разбирается: готово { $percent }%. Результат придёт в чат, где его попросили.
analysis-title = Разбор { $game }: { $blue } (синие) – { $red } (красные), ходов: { $moves }
analysis-turn = Перелом в партии — ход { $number }, { $color ->
        [blue] синие
       *[red] красные
    } { $point }: шансы синих { $before }% → { $after }%.
analysis-resigned = Партия окончена сдачей: { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) после хода { $number }, при шансах { $chance }% по оценке компьютера.
analysis-time = Партия окончена по времени: { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) после хода { $number }, при шансах { $chance }% по оценке компьютера.
analysis-grounding = Партия окончена заземлением: { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) после хода { $number }, при шансах { $chance }% по оценке компьютера.
analysis-draw = Ничья по соглашению после хода { $number }, при шансах синих { $chance }% по оценке компьютера.
analysis-side = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }), самые большие ошибки:
analysis-clean = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }): крупных ошибок нет.
analysis-mistake = ход { $number }, { $color ->
        [blue] синие
       *[red] красные
    } { $point }: { $before }% → { $after }%; { $best } сохранял { $kept }%
analysis-mistake-plain = ход { $number }, { $color ->
        [blue] синие
       *[red] красные
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = Компьютер здесь недоступен, поэтому партии разбирать нельзя.
error-analysis-where = Попросите разбор в чате с ботом, а не во встроенном сообщении.
error-analysis-playing = { $game } ещё идёт: разбор — после её окончания.
error-analysis-empty = В { $game } нет ходов для разбора.
error-analysis-waiting = В очереди на разбор у вас уже { $count } { $count ->
        [one] партия
        [few] партии
       *[many] партий
    }; попросите ещё, когда одна из них будет готова, примерно через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
