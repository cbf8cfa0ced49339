# Zegary: wiersze zegara na karcie, koniec czasu, przypomnienia, wygasłe wyzwania.

card-terms = { $rated ->
        [yes] Partia rankingowa
       *[no] Partia towarzyska
    }, { $time }
card-clock-live = Zegary: niebieskie { $blue }, czerwone { $red }
card-clock-move = Czas na ruch ({ $name }): { $left }

clock-flag = Partia { $game }: graczowi { $name } skończył się czas.
clock-aborted = Partia { $game } została przerwana bez wyniku: pierwszy ruch gracza { $name } nie został wykonany na czas.
clock-reminder = { $name }, twój ruch w partii { $game }. Pozostały czas: { $left }.
challenge-expired-notice = Wyzwanie { $id } od { $name } wygasło: nikt nie przyjął go na czas.

error-time-control = „{ $time }” to nie zegar, który prowadzę. Napisz 5+5 (minuty dla każdego + sekundy za ruch, do 12 h + 10 min), 24h lub 3d (czas na ruch, do 30 dni) albo notime.
error-time-where = Zegar wybiera się przy wyzwaniu: /challenge @nazwa 5+5 (albo 24h, albo notime). Administratorzy czatu ustawiają domyślny poleceniem /settings time.
