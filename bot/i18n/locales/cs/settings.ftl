# Nastavení chatu, limity a zrušení volby jazyka.

settings-header = Nastavení tohoto chatu:
settings-size = • size: pole { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] prázdné pole
        [cross] kříž
        [four-crosses] čtyři kříže
       *[other] { $start }
    }
settings-variant = • variant: tah navíc po obklíčení — { $extra ->
        [yes] ano
       *[no] ne
    }, obklíčené tečky při novém obklíčení mění majitele — { $transfer ->
        [yes] ano
       *[no] ne
    }, okamžitá výhra — { $instant ->
        [0] vypnuto
       *[other] při náskoku { $instant } { $instant ->
            [one] bodu
            [many] bodu
           *[other] bodů
        }
    }, STOP místo uzemnění — { $stop ->
        [yes] ano
       *[no] ne
    }, volný obrys — { $free ->
        [yes] ano
       *[no] ne
    }, vybarvování domečků — { $painted ->
        [yes] ano
       *[no] ne
    }, tečky do soupeřových domečků — { $suicide ->
        [yes] povoleny
       *[no] zakázány
    }, okraj jako zeď — { $wall ->
        [yes] ano
       *[no] ne
    }, na území (obklíčení se ohlašují) — { $territory ->
        [yes] ano
       *[no] ne
    }, pravidla szkrab — { $szkrab ->
        [yes] ano
       *[no] ne
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] ano, partie se počítají do ratingu
       *[no] ne, partie jsou přátelské
    }
settings-lang = • lang: { $language ->
        [auto] každý má svůj (podle vlastní volby, jinak podle své aplikace); karty a oznámení chatu v jazyce toho, kdo jednal naposledy, nyní: { $cards ->
            [en] angličtina
            [ru] ruština
            [uk] ukrajinština
            [pl] polština
            [cs] čeština
            [be] běloruština
            [kk] kazaština
            [de] němčina
           *[other] { $cards }
        }
        [en] angličtina
        [ru] ruština
        [uk] ukrajinština
        [pl] polština
        [cs] čeština
        [be] běloruština
        [kk] kazaština
        [de] němčina
       *[other] { $language }
    }
settings-style = • style: { $chosen ->
        [yes] styl obrázků hracího pole je { $style } (každý si může zvolit vlastní příkazem /style)
       *[no] nezvolen: karty se kreslí ve stylu /style toho, kdo jednal naposledy, nyní { $style }
    }
settings-board = • board: { $board ->
        [post] nový obrázek pole po každém tahu
       *[edit] jedna karta partie, aktualizovaná po každém tahu
    }
settings-pings = • pings: { $pings ->
        [always] hráč na tahu, jednou za každý tah
        [off] nikdo (kdo je na tahu, ukazuje karta)
       *[smart] hráč na tahu, když může být pryč: ne, dokud oba hrají rychle, v korespondenčních partiích každý tah
    }
settings-threads = • threads: { $threads ->
        [yes] každá partie ve vlastním vlákně (Discord)
       *[no] partie v kanálu, kde začaly
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] turnaj může vyhlásit kdokoli
       *[admins] turnaje vyhlašují správci chatu
    }
settings-max-games = • max_games: { $max } (kolik otevřených partií a výzev tu smí mít jeden hráč)
settings-min-games = • min_games: { $min } (kolik hodnocených partií hráč potřebuje, aby se objevil v /top)
settings-how = { $admin ->
        [yes] Změna: /settings název hodnota, například /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] Správci { $where ->
            [server] serveru
           *[chat] chatu
        } je mění příkazem /settings název hodnota.
    }
settings-changed = Nastavení změněno:

error-settings-admin = Nastavení { $where ->
        [server] serveru
       *[chat] chatu
    } mohou měnit jen jeho správci.
error-settings-key = Nastavení „{ $setting }“ neexistuje. Nastavení: { $keys }.
error-settings-value = „{ $value }“ se pro { $setting } nehodí. Napište { $setting ->
        [size] velikost, například 20x20 nebo 15
        [start] empty, cross nebo four
        [variant] standard nebo cokoli z { $variants }
        [time] 5+5, 24h, 3d nebo none
        [rated] yes nebo no
        [lang] en, ru, uk, pl, be, kk, cs, de nebo auto
        [style] light, dark nebo colorblind
        [board] post nebo edit
        [pings] smart, always nebo off
        [tournaments] admins nebo anyone
        [max_games] číslo od 1 do 100
       *[other] číslo od 0 do 1000
    }.
error-too-many-games = V tomto chatu už máte otevřených partií a výzev: { $max } — víc tu není možné. Nejdřív některou dokončete nebo zrušte.

lang-reset = Volba jazyka je zrušená: mluvím jazykem chatu, a není-li nastaven, jazykem vaší aplikace (nyní: { $language }).
