# Аяқталған ойындар, жүктеп алуға арналған жазбалар, қайта көрулер және реванштар.

history-none = { $where ->
        [mine] Сізде әзірге аяқталған ойын жоқ.
        [player] { $name } ойыншысының бұл чатта әзірге аяқталған ойыны жоқ.
       *[chat] Бұл чатта әзірге бірде-бір ойын аяқталған жоқ.
    }
history-header = { $where ->
        [mine] Сіздің аяқталған ойындарыңыз
        [player] { $name } ойыншысының бұл чаттағы аяқталған ойындары
       *[chat] Бұл чаттағы аяқталған ойындар
    }{ $after ->
        [none] {""}
       *[other] , { $after } ойынға дейінгілері
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } — { $red }, { $winner ->
        [blue] { $blue } жеңді
        [red] { $red } жеңді
       *[none] тең ойын
    } { $reason ->
        [resignation] (қарсылас берілді)
        [time] (уақыт бойынша)
        [field-full] (алаң толды)
        [grounding] (жерге тұйықтау)
        [stop] (СТОП-тан кейін)
        [draw-agreed] (келісім бойынша)
        [agreed-end] келісім бойынша есептелді
        [instant-win] (келісілген ұпай артықшылығы)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , рейтингтік
       *[no] {""}
    }
history-more = Ертеректегі ойындар: { $command }
history-no-older = Мұнда { $game } ойынға дейін аяқталған ойын жоқ.

sgf-ready = { $game } ойын ({ $blue } — { $red }) SGF жазбасы түрінде: ол zagram.org сайтында және нүктелер ойынының басқа бағдарламаларында ашылады.
replay-ready = { $game } ойынды қайта көру: { $moves ->
        [one] { $moves } жүріс
       *[other] { $moves } жүріс
    }.

error-no-past-game = Бұл чатта сізде { $command } үшін әзірге ойын жоқ. Ойынды нөмірімен көрсетіңіз, мысалы: { $command } #12
error-rematch-active = { $game } ойын әлі жүріп жатыр: алдымен оны аяқтаңыз.

console-file = Файл: { $path }
