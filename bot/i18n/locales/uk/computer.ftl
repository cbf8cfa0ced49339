# Гра з комп'ютером.

help-computer =
    Гра з комп'ютером: /play bot [easy | medium | hard] [ШxВ] (або /challenge bot …); тренувальна партія 11×11, якщо не вказати розмір; комп'ютер відповідає на кожен хід за пару секунд.
button-play-computer-0 = Зіграти з комп'ютером: легко
button-play-computer-1 = Зіграти з комп'ютером: середньо
button-play-computer-2 = Зіграти з комп'ютером: складно
