# Слова на картинке поля.

picture-blue = Синие
picture-red = Красные
picture-move = Ход { $number }
picture-to-move = Ходит { $name }
picture-won = Победа: { $name }, { $reason }
picture-drawn = Ничья: { $reason }
picture-reason = { $reason ->
        [resignation] соперник сдался
        [time] по времени
        [field-full] поле заполнено
        [grounding] заземление
        [stop] СТОП
        [draw-agreed] по соглашению
        [agreed-end] подсчёт
       *[instant-win] перевес в счёте
    }
picture-given = × отдано при заземлении: { $count }
picture-chances = Шансы синих на победу
picture-chance = Шансы синих
picture-score = Счёт (синие − красные)
picture-chart-move = ход
