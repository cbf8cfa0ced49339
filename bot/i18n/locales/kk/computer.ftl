# Компьютермен ойнау.

help-computer =
    Компьютермен ойнау: /play bot [easy | medium | hard] [ЕxБ] (немесе /challenge bot …); өлшем көрсетілмесе, 11×11 жаттығу ойыны; компьютер әр жүріске бір-екі секундта жауап береді.
button-play-computer-0 = Компьютермен ойнау: оңай
button-play-computer-1 = Компьютермен ойнау: орташа
button-play-computer-2 = Компьютермен ойнау: қиын
