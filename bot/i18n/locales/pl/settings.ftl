# Ustawienia czatu, limity i przywracanie języka.

settings-header = Ustawienia tego czatu:
settings-size = • size: plansza { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] pusta plansza
        [cross] krzyż
        [four-crosses] cztery krzyże
       *[other] { $start }
    }
settings-variant = • variant: dodatkowy ruch po okrążeniu — { $extra ->
        [yes] tak
       *[no] nie
    }, okrążone kropki przechodzą przy ponownym okrążeniu — { $transfer ->
        [yes] tak
       *[no] nie
    }, natychmiastowa wygrana — { $instant ->
        [0] nie
       *[other] przy przewadze { $instant } { $instant ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        }
    }, STOP zamiast uziemienia — { $stop ->
        [yes] tak
       *[no] nie
    }, wolny kontur — { $free ->
        [yes] tak
       *[no] nie
    }, zamalowywanie domków — { $painted ->
        [yes] tak
       *[no] nie
    }, kropki w domkach przeciwnika — { $suicide ->
        [yes] dozwolone
       *[no] zabronione
    }, krawędź jako ściana — { $wall ->
        [yes] tak
       *[no] nie
    }, na terytorium (otoczenia ogłaszane) — { $territory ->
        [yes] tak
       *[no] nie
    }, zasady szkraba — { $szkrab ->
        [yes] tak
       *[no] nie
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] tak, partie liczą się do rankingu
       *[no] nie, partie są towarzyskie
    }
settings-lang = • lang: { $language ->
        [auto] każdy ma własny (wybrany przez siebie, inaczej język swojej aplikacji); karty i ogłoszenia czatu w języku tego, kto działał ostatni, teraz: { $cards ->
            [en] angielski
            [ru] rosyjski
            [uk] ukraiński
            [pl] polski
            [be] białoruski
            [kk] kazachski
            [cs] czeski
            [de] niemiecki
           *[other] { $cards }
        }
        [en] angielski
        [ru] rosyjski
        [uk] ukraiński
        [pl] polski
        [be] białoruski
        [kk] kazachski
        [cs] czeski
        [de] niemiecki
       *[other] { $language }
    }
settings-board = • board: { $board ->
        [post] nowa plansza po każdym ruchu
       *[edit] jedna karta partii, aktualizowana po każdym ruchu
    }
settings-style = • style: { $chosen ->
        [yes] styl obrazków planszy — { $style } (każdy może wybrać własny poleceniem /style)
       *[no] nie wybrano: karty są rysowane w stylu /style tego, kto działał ostatni, teraz — { $style }
    }
settings-pings = • pings: { $pings ->
        [always] graczowi, który ma ruch, raz w każdej turze
        [off] nikomu (karta pokazuje, czyj jest ruch)
       *[smart] graczowi, który ma ruch, gdy mógł odejść: nie, gdy obaj grają szybko, co turę w partiach korespondencyjnych
    }
settings-threads = • threads: { $threads ->
        [yes] każda partia we własnym wątku (Discord)
       *[no] partie na kanale, na którym się zaczęły
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] każdy może ogłosić turniej
       *[admins] turnieje ogłaszają administratorzy czatu
    }
settings-max-games = • max_games: { $max } (ile partii i wyzwań jeden gracz może mieć tu otwartych)
settings-min-games = • min_games: { $min } (ile partii rankingowych trzeba, by trafić do /top)
settings-how = { $admin ->
        [yes] Aby zmienić: /settings nazwa wartość, na przykład /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] Administratorzy { $where ->
            [server] serwera
           *[chat] czatu
        } zmieniają je poleceniem /settings nazwa wartość.
    }
settings-changed = Ustawienie zmienione:

error-settings-admin = Ustawienia { $where ->
        [server] serwera
       *[chat] czatu
    } mogą zmieniać tylko jego administratorzy.
error-settings-key = Nie ma ustawienia „{ $setting }”. Ustawienia: { $keys }.
error-settings-value = „{ $value }” nie pasuje do { $setting }. Napisz { $setting ->
        [size] rozmiar, na przykład 20x20 lub 15
        [start] empty, cross lub four
        [variant] standard albo dowolne z { $variants }
        [time] 5+5, 24h, 3d lub none
        [rated] yes lub no
        [lang] en, ru, uk, pl, be, kk, cs, de lub auto
        [board] post lub edit
        [style] light, dark lub colorblind
        [pings] smart, always lub off
        [tournaments] admins lub anyone
        [max_games] liczbę od 1 do 100
       *[other] liczbę od 0 do 1000
    }.
error-too-many-games = Masz już na tym czacie otwartych partii i wyzwań: { $max } — więcej nie można. Najpierw dokończ albo anuluj którąś.

lang-reset = Wybór języka usunięty: mówię w języku czatu, a jeśli go nie ustawiono — w języku twojej aplikacji (teraz: { $language }).
