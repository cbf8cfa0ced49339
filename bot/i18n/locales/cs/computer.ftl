# Hra s počítačem.

help-computer =
    Hra s počítačem: /play bot [easy | medium | hard] [ŠxV] (nebo /challenge bot …); tréninková partie 11×11, pokud neurčíte velikost; počítač odpoví na každý tah do pár sekund.
button-play-computer-0 = Hrát s počítačem: lehký
button-play-computer-1 = Hrát s počítačem: střední
button-play-computer-2 = Hrát s počítačem: těžký
