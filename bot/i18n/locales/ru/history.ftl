# Законченные партии, записи для скачивания, повторы и реванши.

history-none = { $where ->
        [mine] У вас пока нет законченных партий.
        [player] У игрока { $name } пока нет законченных партий в этом чате.
       *[chat] В этом чате пока нет законченных партий.
    }
history-header = { $where ->
        [mine] Ваши законченные партии
        [player] Законченные партии игрока { $name } в этом чате
       *[chat] Законченные партии в этом чате
    }{ $after ->
        [none] {""}
       *[other] , до { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } — { $red }, { $winner ->
        [blue] победа: { $blue }
        [red] победа: { $red }
       *[none] ничья
    } { $reason ->
        [resignation] (соперник сдался)
        [time] (по времени)
        [field-full] (поле заполнено)
        [grounding] (заземление)
        [stop] (после СТОП)
        [draw-agreed] (по соглашению)
        [agreed-end] подсчётом по договорённости
        [instant-win] (условленный перевес)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , рейтинговая
       *[no] {""}
    }
history-more = Более ранние партии: { $command }
history-no-older = Законченных партий до { $game } здесь нет.

sgf-ready = Партия { $game } ({ $blue } — { $red }) в формате SGF: она открывается на zagram.org и в других программах для игры в точки.
replay-ready = Повтор партии { $game }: { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }.

error-no-past-game = У вас в этом чате пока нет партии для { $command }. Укажите партию по номеру, например: { $command } #12
error-rematch-active = Партия { $game } ещё идёт: сначала доиграйте её.

console-file = Файл: { $path }
