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
        [draw-agreed] за згодою
       *[instant-win] перевага в рахунку
    }
picture-given = × віддано під час заземлення: { $count }
