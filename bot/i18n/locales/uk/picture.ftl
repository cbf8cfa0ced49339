# Слова на малюнку поля.

picture-blue = Сині
picture-red = Червоні
picture-move = Хід { $number }
picture-to-move = Ходить { $name }
picture-won = Перемога: { $name }, { $reason }
picture-drawn = Нічия: { $reason }
picture-reason = { $reason ->
        [resignation] суперник здався
        [time] за часом
        [field-full] поле заповнене
        [grounding] заземлення
        [stop] СТОП
        [draw-agreed] за згодою
        [agreed-end] підрахунок
       *[instant-win] перевага в рахунку
    }
picture-given = × віддано під час заземлення: { $count }
picture-chances = Шанси синіх на перемогу
picture-chance = Шанси синіх
picture-score = Рахунок (сині − червоні)
picture-chart-move = хід
