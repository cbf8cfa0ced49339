# Скончаныя партыі, запісы для спампоўвання, паўторы і рэваншы.

history-none = { $where ->
        [mine] У вас пакуль няма скончаных партый.
        [player] У гульца { $name } пакуль няма скончаных партый у гэтым чаце.
       *[chat] У гэтым чаце пакуль няма скончаных партый.
    }
history-header = { $where ->
        [mine] Вашы скончаныя партыі
        [player] Скончаныя партыі гульца { $name } у гэтым чаце
       *[chat] Скончаныя партыі ў гэтым чаце
    }{ $after ->
        [none] {""}
       *[other] , да { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } — { $red }, { $winner ->
        [blue] перамога: { $blue }
        [red] перамога: { $red }
       *[none] нічыя
    } { $reason ->
        [resignation] (сапернік здаўся)
        [time] (па часе)
        [field-full] (поле запоўненае)
        [grounding] (зазямленне)
        [stop] (пасля СТОП)
        [draw-agreed] (па згодзе)
        [agreed-end] падлікам па дамоўленасці
        [instant-win] (умоўленая перавага)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , рэйтынгавая
       *[no] {""}
    }
history-more = Ранейшыя партыі: { $command }
history-no-older = Скончаных партый да { $game } тут няма.

sgf-ready = Партыя { $game } ({ $blue } — { $red }) у фармаце SGF: яна адкрываецца на zagram.org і ў іншых праграмах для гульні ў кропкі.
replay-ready = Паўтор партыі { $game }: { $moves } { $moves ->
        [one] ход
        [few] хады
        [many] хадоў
       *[other] хода
    }.

error-no-past-game = У вас у гэтым чаце пакуль няма партыі для { $command }. Укажыце партыю па нумары, напрыклад: { $command } #12
error-rematch-active = Партыя { $game } яшчэ ідзе: спачатку дагуляйце яе.

console-file = Файл: { $path }
