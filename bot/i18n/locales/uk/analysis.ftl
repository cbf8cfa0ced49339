# Розбір зіграної партії комп'ютером (/analysis).

command-analysis = Розбір зіграної партії комп'ютером: де її було виграно і програно
button-analysis = Розбір

analysis-progress = 🔎 Розбираю { $game } ({ $moves } ходів)… { $percent }%
analysis-finished = 🔎 Розбір { $game }: готово.
analysis-failed = 🔎 Комп'ютер не зміг розібрати { $game }; попросіть пізніше командою /analysis.
analysis-busy = { $game } уже розбирається: готово { $percent }%. Результат прийде в чат, де його попросили.
analysis-title = Розбір { $game }: { $blue } (сині) – { $red } (червоні), ходів: { $moves }
analysis-turn = Перелом у партії — хід { $number }, { $color ->
        [blue] сині
       *[red] червоні
    } { $point }: шанси синіх { $before }% → { $after }%.
analysis-resigned = Партію закінчено здачею: { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) після ходу { $number }, за шансів { $chance }% за оцінкою комп'ютера.
analysis-time = Партію закінчено за часом: { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) після ходу { $number }, за шансів { $chance }% за оцінкою комп'ютера.
analysis-grounding = Партію закінчено заземленням: { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) після ходу { $number }, за шансів { $chance }% за оцінкою комп'ютера.
analysis-draw = Нічия за згодою після ходу { $number }, за шансів синіх { $chance }% за оцінкою комп'ютера.
analysis-side = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }), найбільші помилки:
analysis-clean = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }): великих помилок немає.
analysis-mistake = хід { $number }, { $color ->
        [blue] сині
       *[red] червоні
    } { $point }: { $before }% → { $after }%; { $best } зберігав { $kept }%
analysis-mistake-plain = хід { $number }, { $color ->
        [blue] сині
       *[red] червоні
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = Комп'ютер тут недоступний, тому партії розбирати не можна.
error-analysis-where = Попросіть розбір у чаті з ботом, а не у вбудованому повідомленні.
error-analysis-playing = { $game } ще триває: розбір — після її завершення.
error-analysis-empty = У { $game } немає ходів для розбору.
error-analysis-waiting = У черзі на розбір у вас уже { $count } { $count ->
        [one] партія
        [few] партії
        [many] партій
       *[other] партії
    }; попросіть ще, коли одна з них буде готова, приблизно через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }.
