# Словы на малюнку поля.

picture-blue = Сінія
picture-red = Чырвоныя
picture-move = Ход { $number }
picture-to-move = Ходзіць { $name }
picture-won = Перамога: { $name }, { $reason }
picture-drawn = Нічыя: { $reason }
picture-reason = { $reason ->
        [resignation] сапернік здаўся
        [time] па часе
        [field-full] поле запоўненае
        [grounding] зазямленне
        [stop] СТОП
        [draw-agreed] па згодзе
        [agreed-end] падлік
       *[instant-win] перавага ў ліку
    }
picture-given = × аддадзена пры зазямленні: { $count }
picture-chances = Шанцы сініх на перамогу
picture-chance = Шанцы сініх
picture-score = Лік (сінія − чырвоныя)
picture-chart-move = ход
