# Игра с компьютером.

help-computer =
    Игра с компьютером: /play bot [easy | medium | hard] [ШxВ] (или /challenge bot …); тренировочная партия 11×11, если не указать размер; компьютер отвечает на каждый ход за пару секунд.
button-play-computer-0 = Сыграть с компьютером: легко
button-play-computer-1 = Сыграть с компьютером: средне
button-play-computer-2 = Сыграть с компьютером: сложно
