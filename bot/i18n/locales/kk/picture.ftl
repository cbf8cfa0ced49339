# Тақта суретіндегі сөздер.

picture-blue = Көк
picture-red = Қызыл
picture-move = { $number }-жүріс
picture-to-move = { $name } жүреді
picture-won = { $name } жеңді: { $reason }
picture-drawn = Тең ойын: { $reason }
picture-reason = { $reason ->
        [resignation] қарсылас берілді
        [time] уақыт бойынша
        [field-full] алаң толды
        [grounding] жерге тұйықтау
        [stop] СТОП
        [draw-agreed] келісім бойынша
        [agreed-end] есептеу
       *[instant-win] ұпай артықшылығы
    }
picture-given = × жерге тұйықтауда берілді: { $count }
picture-chances = Көктің жеңу мүмкіндігі
picture-chance = Көктің мүмкіндігі
picture-score = Есеп (көк − қызыл)
picture-chart-move = жүріс
