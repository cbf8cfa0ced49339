# Партии: объявления и карточка партии.

game-started = Партия { $game } началась: { $blue } играет синими и ходит первым, { $red } играет красными.
game-ended = Партия { $game } окончена, { $winner ->
        [none] ничья
       *[other] победитель — { $winner_name }
    } { $reason ->
        [resignation] (соперник сдался)
        [time] (по времени)
        [field-full] (поле заполнено)
        [grounding] (заземление)
        [stop] (после СТОП)
        [draw-agreed] (по соглашению)
        [agreed-end] (подсчётом по договорённости)
        [instant-win] (набран условленный перевес)
       *[other] ({ $reason })
    }. Счёт: синие { $blue }, красные { $red }.
game-aborted = Партию { $game } отменил { $name }, без результата.

resign-confirm = Вы действительно хотите сдаться в партии { $game }? Для подтверждения нажмите кнопку или напишите { $command }
ground-confirm = Заземлиться в партии { $game }? { $result ->
        [win] Вы выиграете { $mine }:{ $theirs }
        [loss] Вы проиграете { $mine }:{ $theirs }
       *[draw] Будет ничья { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
       *[other] ; { $own } { $own ->
            [one] ваша точка уйдёт
            [few] ваши точки уйдут
           *[many] ваших точек уйдут
        } { $opponent ->
            [blue] синим
           *[red] красным
        }
    }. Для подтверждения нажмите кнопку или напишите { $command }
stop-confirm = Объявить СТОП в партии { $game }? Вы больше не ставите точек: { $other } ходит один и завершает партию командой /end (решает счёт) или /auto (счёт как при вашем заземлении). Отменить нельзя. Для подтверждения нажмите кнопку или напишите { $command }
stopped = { $name } объявляет СТОП в { $game } и больше не ставит точек. { $other } продолжает: ставит точки, затем /end (решает счёт) или /auto (счёт как при заземлении).
stop-ended = { $name } завершает { $game } после СТОПа: решает счёт.
stop-auto = { $name } завершает { $game } командой /auto: { $own ->
        [0] все точки игрока { $stopper } заземлены
       *[other] точки игрока { $stopper }, которые ещё можно окружить ({ $own }), переходят к игроку { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) предлагает ничью в { $game }. Принять: /draw. Отклонить: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) предлагает закончить { $game } подсчётом: синие { $blue }, красные { $red } (территория: синие { $blue_territory }, красные { $red_territory }; между ними свободно { $neutral }). Согласиться: /end. Чтобы играть дальше, просто сходите.
end-declined = { $name } не согласен закончить { $game } подсчётом: партия продолжается.
draw-accepted = В партии { $game } согласована ничья.
draw-declined = Предложение ничьей в { $game } отклонено.
draw-lapsed = Предложение ничьей в { $game } снято: другая сторона сделала ход.

card-title = Партия { $game }: { $blue } (синие) против { $red } (красные)
card-rules = { $width }×{ $height }, { $start ->
        [empty] пустое поле
        [cross] крест
        [four-crosses] четыре креста
       *[other] особая начальная позиция
    }
card-variant-extra = дополнительный ход после окружения
card-variant-transfer = окружённые точки не переходят
card-variant-instant = перевес в { $value } { $value ->
        [one] очко
        [few] очка
       *[many] очков
    } побеждает сразу
card-variant-stop = СТОП вместо заземления
card-variant-free = свободный контур
card-variant-painted = домики закрашиваются
card-variant-suicide = без самоубийства: в домики соперника ставить нельзя
card-variant-wall = край поля — стена
card-variant-territory = на территорию (окружения объявляются)
card-variant-szkrab = правила szkrab
card-score = Счёт: синие { $blue }, красные { $red }
card-last-move = Ход { $ply }: { $color ->
        [blue] синие
       *[red] красные
    } { $point }
card-to-move = Ходят { $color ->
        [blue] синие
       *[red] красные
    }: { $name }
card-stopped = СТОП: { $name } объявил его после хода { $ply } и больше не ставит точек.
card-draw-offer = { $name } предлагает ничью.
card-aborted = Отменена, без результата.

games-none = В этом чате нет партий и вызовов. Начните партию командой /challenge.
games-header = Партии в этом чате:
games-line = { $game }: { $blue } против { $red }, ход { $ply }, ходит { $name }
challenges-header = Ожидающие вызовы:

move-place-or-enclose = Точка { $point } в { $game } замыкает кольцо: только поставить её (кольцо останется не отмеченным) или поставить и окружить каждую область, которую она замыкает?
move-captured = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) окружает { $count } { $count ->
        [one] точку
        [few] точки
       *[many] точек
    }.
resigned = { $name } сдаётся в партии { $game }.
grounded = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) заземляется в партии { $game }: { $own ->
        [0] все точки заземлены
       *[other] { $own } { $own ->
            [one] точка уходит
            [few] точки уходят
           *[many] точек уходят
        } { $color ->
            [blue] красным
           *[red] синим
        }
    }{ $returned ->
        [0] {""}
       *[other] ; возвращено окружённых точек: { $returned }
    }.
