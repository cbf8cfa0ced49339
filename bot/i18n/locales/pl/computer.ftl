# Gra z komputerem.

help-computer =
    Gra z komputerem: /play bot [easy | medium | hard] [SxW] (albo /challenge bot …); partia treningowa 11×11, jeśli nie podasz rozmiaru; komputer odpowiada na każdy ruch w parę sekund.
button-play-computer-0 = Zagraj z komputerem: łatwy
button-play-computer-1 = Zagraj z komputerem: średni
button-play-computer-2 = Zagraj z komputerem: trudny
