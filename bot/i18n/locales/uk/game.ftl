# Партії: оголошення і картка партії.

game-started = Партія { $game } почалася: { $blue } грає синіми і ходить першим, { $red } грає червоними.
game-ended = Партію { $game } закінчено, { $winner ->
        [none] нічия
       *[other] переміг { $winner_name }
    } { $reason ->
        [resignation] (суперник здався)
        [time] (за часом)
        [field-full] (поле заповнене)
        [grounding] (заземлення)
        [stop] (після СТОП)
        [draw-agreed] (за згодою)
        [agreed-end] (підрахунком за домовленістю)
        [instant-win] (набрано обумовлену перевагу)
       *[other] ({ $reason })
    }. Рахунок: сині { $blue }, червоні { $red }.
game-aborted = Партію { $game } скасував { $name }, без результату.

resign-confirm = Ви справді хочете здатися в партії { $game }? Щоб підтвердити, натисніть кнопку або напишіть { $command }
ground-confirm = Заземлитися в партії { $game }? { $result ->
        [win] Ви виграєте { $mine }:{ $theirs }
        [loss] Ви програєте { $mine }:{ $theirs }
       *[draw] Буде нічия { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
       *[other] ; { $own } { $own ->
            [one] ваша крапка перейде
            [few] ваші крапки перейдуть
           *[many] ваших крапок перейдуть
        } до { $opponent ->
            [blue] синіх
           *[red] червоних
        }
    }. Щоб підтвердити, натисніть кнопку або напишіть { $command }
stop-confirm = Оголосити СТОП у партії { $game }? Ви більше не ставите крапок: { $other } ходить сам і завершує партію командою /end (вирішує рахунок) або /auto (рахунок як при вашому заземленні). Скасувати не можна. Щоб підтвердити, натисніть кнопку або напишіть { $command }
stopped = { $name } оголошує СТОП у { $game } і більше не ставить крапок. { $other } продовжує: ставить крапки, потім /end (вирішує рахунок) або /auto (рахунок як при заземленні).
stop-ended = { $name } завершує { $game } після СТОПу: вирішує рахунок.
stop-auto = { $name } завершує { $game } командою /auto: { $own ->
        [0] усі крапки гравця { $stopper } заземлені
       *[other] крапки гравця { $stopper }, які ще можна оточити ({ $own }), переходять до гравця { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) пропонує нічию в { $game }. Прийняти: /draw. Відхилити: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) пропонує закінчити { $game } підрахунком: сині { $blue }, червоні { $red } (територія: сині { $blue_territory }, червоні { $red_territory }; між ними вільно { $neutral }). Погодитися: /end. Щоб грати далі, просто зробіть хід.
end-declined = { $name } не згоден закінчити { $game } підрахунком: партія триває.
draw-accepted = У партії { $game } погоджено нічию.
draw-declined = Пропозицію нічиєї в { $game } відхилено.
draw-lapsed = Пропозиція нічиєї в { $game } більше не діє: інша сторона зробила хід.

card-title = Партія { $game }: { $blue } (сині) проти { $red } (червоні)
card-rules = { $width }×{ $height }, { $start ->
        [empty] порожнє поле
        [cross] хрест
        [four-crosses] чотири хрести
       *[other] особлива початкова позиція
    }
card-variant-extra = додатковий хід після оточення
card-variant-transfer = оточені точки не переходять
card-variant-instant = перевага в { $value } { $value ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    } перемагає одразу
card-variant-stop = СТОП замість заземлення
card-variant-free = вільний контур
card-variant-painted = будиночки зафарбовуються
card-variant-suicide = без самогубства: у будиночки суперника ставити не можна
card-variant-wall = край поля — стіна
card-variant-territory = на територію (оточення оголошуються)
card-variant-szkrab = правила szkrab
card-score = Рахунок: сині { $blue }, червоні { $red }
card-last-move = Хід { $ply }: { $color ->
        [blue] сині
       *[red] червоні
    } { $point }
card-to-move = Ходять { $color ->
        [blue] сині
       *[red] червоні
    }: { $name }
card-stopped = СТОП: { $name } оголосив його після ходу { $ply } і більше не ставить крапок.
card-draw-offer = { $name } пропонує нічию.
card-aborted = Скасовано, без результату.

games-none = У цьому чаті немає партій і викликів. Почніть партію командою /challenge.
games-header = Партії в цьому чаті:
games-line = { $game }: { $blue } проти { $red }, хід { $ply }, ходить { $name }
challenges-header = Виклики, що чекають:

move-place-or-enclose = Точка { $point } у { $game } замикає кільце: лише поставити її (кільце лишиться не позначеним) чи поставити й оточити кожну область, яку вона замикає?
move-captured = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) оточує { $count } { $count ->
        [one] крапку
        [few] крапки
       *[many] крапок
    }.
resigned = { $name } здається в партії { $game }.
grounded = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) заземлюється в партії { $game }: { $own ->
        [0] усі крапки заземлені
       *[other] { $own } { $own ->
            [one] крапка переходить
            [few] крапки переходять
           *[many] крапок переходять
        } до { $color ->
            [blue] червоних
           *[red] синіх
        }
    }{ $returned ->
        [0] {""}
       *[other] ; повернуто оточених крапок: { $returned }
    }.
