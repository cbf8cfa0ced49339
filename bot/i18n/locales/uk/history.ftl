# Завершені партії, записи для завантаження, повтори й реванші.

history-none = { $where ->
        [mine] У вас поки немає завершених партій.
        [player] У гравця { $name } поки немає завершених партій у цьому чаті.
       *[chat] У цьому чаті поки немає завершених партій.
    }
history-header = { $where ->
        [mine] Ваші завершені партії
        [player] Завершені партії гравця { $name } у цьому чаті
       *[chat] Завершені партії в цьому чаті
    }{ $after ->
        [none] {""}
       *[other] , до { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } — { $red }, { $winner ->
        [blue] перемога: { $blue }
        [red] перемога: { $red }
       *[none] нічия
    } { $reason ->
        [resignation] (суперник здався)
        [time] (за часом)
        [field-full] (поле заповнене)
        [grounding] (заземлення)
        [stop] (після СТОП)
        [draw-agreed] (за згодою)
        [agreed-end] підрахунком за домовленістю
        [instant-win] (обумовлена перевага)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , рейтингова
       *[no] {""}
    }
history-more = Давніші партії: { $command }
history-no-older = Завершених партій до { $game } тут немає.

sgf-ready = Партія { $game } ({ $blue } — { $red }) у форматі SGF: вона відкривається на zagram.org та в інших програмах для гри в точки.
replay-ready = Повтор партії { $game }: { $moves } { $moves ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    }.

error-no-past-game = У вас у цьому чаті поки немає партії для { $command }. Вкажіть партію за номером, наприклад: { $command } #12
error-rematch-active = Партія { $game } ще триває: спершу дограйте її.

console-file = Файл: { $path }
