# Playing the computer.

help-computer =
    Play the computer: /play bot [easy | medium | hard] [WxH] (or /challenge bot …); an 11×11 training game unless you name a size; the computer answers each move within a couple of seconds.
button-play-computer-0 = Play the computer: easy
button-play-computer-1 = Play the computer: medium
button-play-computer-2 = Play the computer: hard
