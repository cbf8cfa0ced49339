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
