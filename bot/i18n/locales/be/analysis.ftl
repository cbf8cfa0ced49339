# Разбор згулянай партыі камп'ютарам (/analysis).

command-analysis = Разбор згулянай партыі камп'ютарам: дзе яна была выйграна і прайграна
button-analysis = Разбор

analysis-progress = 🔎 Разбіраю { $game } ({ $moves } хадоў)… { $percent }%
analysis-finished = 🔎 Разбор { $game }: гатова.
analysis-failed = 🔎 Камп'ютар не змог разабраць { $game }; папрасіце пазней камандай /analysis.
analysis-busy = { $game } ужо разбіраецца: гатова { $percent }%. Вынік прыйдзе ў чат, дзе яго папрасілі.
analysis-title = Разбор { $game }: { $blue } (сінія) – { $red } (чырвоныя), хадоў: { $moves }
analysis-turn = Пералом у партыі — ход { $number }, { $color ->
        [blue] сінія
       *[red] чырвоныя
    } { $point }: шанцы сініх { $before }% → { $after }%.
analysis-resigned = Партыя скончана здачай: { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) пасля ходу { $number }, пры шанцах { $chance }% паводле ацэнкі камп'ютара.
analysis-time = Партыя скончана па часе: { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) пасля ходу { $number }, пры шанцах { $chance }% паводле ацэнкі камп'ютара.
analysis-grounding = Партыя скончана зазямленнем: { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) пасля ходу { $number }, пры шанцах { $chance }% паводле ацэнкі камп'ютара.
analysis-draw = Нічыя па згодзе пасля ходу { $number }, пры шанцах сініх { $chance }% паводле ацэнкі камп'ютара.
analysis-side = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }), найбуйнейшыя памылкі:
analysis-clean = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }): буйных памылак няма.
analysis-mistake = ход { $number }, { $color ->
        [blue] сінія
       *[red] чырвоныя
    } { $point }: { $before }% → { $after }%; { $best } захоўваў { $kept }%
analysis-mistake-plain = ход { $number }, { $color ->
        [blue] сінія
       *[red] чырвоныя
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = Камп'ютар тут недаступны, таму партыі разбіраць нельга.
error-analysis-where = Папрасіце разбор у чаце з ботам, а не ва ўбудаваным паведамленні.
error-analysis-playing = { $game } яшчэ ідзе: разбор — пасля яе заканчэння.
error-analysis-empty = У { $game } няма хадоў для разбору.
error-analysis-waiting = У чарзе на разбор у вас ужо { $count } { $count ->
        [one] партыя
        [few] партыі
        [many] партый
       *[other] партыі
    }; папрасіце яшчэ, калі адна з іх будзе гатовая, прыкладна праз { $minutes } { $minutes ->
        [one] хвіліну
        [few] хвіліны
        [many] хвілін
       *[other] хвіліны
    }.
