# Words drawn on the board picture.

picture-blue = Blue
picture-red = Red
picture-move = Move { $number }
picture-to-move = { $name } to move
picture-won = { $name } wins: { $reason }
picture-drawn = Draw: { $reason }
picture-reason = { $reason ->
        [resignation] resignation
        [time] time
        [field-full] field full
        [grounding] grounding
        [stop] STOP
        [draw-agreed] agreed
        [agreed-end] counted
       *[instant-win] score lead
    }
picture-given = × given away on grounding: { $count }
picture-chances = Blue's winning chances
picture-chance = Blue's chance
picture-score = Score (Blue − Red)
picture-chart-move = move
