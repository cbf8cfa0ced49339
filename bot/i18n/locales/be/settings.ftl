# Налады чата, абмежаванні і скід мовы.

settings-header = Налады гэтага чата:
settings-size = • size: поле { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] пустое поле
        [cross] крыж
        [four-crosses] чатыры крыжы
       *[other] { $start }
    }
settings-variant = • variant: дадатковы ход пасля акружэння — { $extra ->
        [yes] так
       *[no] не
    }, акружаныя кропкі пераходзяць пры паўторным акружэнні — { $transfer ->
        [yes] так
       *[no] не
    }, імгненная перамога — { $instant ->
        [0] выключана
       *[other] пры перавазе ў { $instant } { $instant ->
            [one] ачко
            [few] ачкі
            [many] ачкоў
           *[other] ачка
        }
    }, СТОП замест зазямлення — { $stop ->
        [yes] так
       *[no] не
    }, свабодны контур — { $free ->
        [yes] так
       *[no] не
    }, зафарбоўванне домікаў — { $painted ->
        [yes] так
       *[no] не
    }, кропкі ў домікі саперніка — { $suicide ->
        [yes] дазволены
       *[no] забаронены
    }, край як сцяна — { $wall ->
        [yes] так
       *[no] не
    }, на тэрыторыю (акружэнні абвяшчаюцца) — { $territory ->
        [yes] так
       *[no] не
    }, правілы szkrab — { $szkrab ->
        [yes] так
       *[no] не
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] так, партыі ідуць у рэйтынг
       *[no] не, партыі таварыскія
    }
settings-lang = • lang: { $language ->
        [auto] у кожнага свая (выбраная ім, інакш мова яго дадатку); карткі і аб'явы чата — на мове таго, хто дзейнічаў апошнім, зараз: { $cards ->
            [en] англійская
            [ru] руская
            [uk] украінская
            [pl] польская
            [be] беларуская
            [kk] казахская
            [cs] чэшская
            [de] нямецкая
           *[other] { $cards }
        }
        [en] англійская
        [ru] руская
        [uk] украінская
        [pl] польская
        [be] беларуская
        [kk] казахская
        [cs] чэшская
        [de] нямецкая
       *[other] { $language }
    }
settings-style = • style: { $chosen ->
        [yes] стыль малюнкаў дошкі — { $style } (кожны можа выбраць свой камандай /style)
       *[no] не выбраны: карткі малююцца ў стылі /style таго, хто дзейнічаў апошнім, зараз — { $style }
    }
settings-board = • board: { $board ->
        [post] новая дошка пасля кожнага ходу
       *[edit] адна картка партыі, абнаўляецца пасля кожнага ходу
    }
settings-pings = • pings: { $pings ->
        [always] гульцу, чый ход, адзін раз за кожны ход
        [off] нікому (чый ход, відаць на картцы)
       *[smart] гульцу, чый ход, калі ён мог адысці: не тады, калі абодва гуляюць хутка; кожны ход — у партыях па перапісцы
    }
settings-threads = • threads: { $threads ->
        [yes] кожная партыя ў асобнай гілцы (Discord)
       *[no] партыі ў тым канале, дзе яны пачаліся
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] любы ўдзельнік можа абвясціць турнір
       *[admins] турніры абвяшчаюць адміністратары чата
    }
settings-max-games = • max_games: { $max } (колькі партый і выклікаў адзін гулец можа мець адкрытымі тут)
settings-min-games = • min_games: { $min } (колькі рэйтынгавых партый трэба, каб трапіць у /top)
settings-how = { $admin ->
        [yes] Каб змяніць: /settings назва значэнне, напрыклад /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] Адміністратары { $where ->
            [server] сервера
           *[chat] чата
        } мяняюць іх камандай /settings назва значэнне.
    }
settings-changed = Налада зменена:

error-settings-admin = Мяняць налады { $where ->
        [server] сервера
       *[chat] чата
    } могуць толькі яго адміністратары.
error-settings-key = Налады «{ $setting }» няма. Налады: { $keys }.
error-settings-value = «{ $value }» не падыходзіць для { $setting }. Напішыце { $setting ->
        [size] памер, напрыклад 20x20 або 15
        [start] empty, cross або four
        [variant] standard або любое з { $variants }
        [time] 5+5, 24h, 3d або none
        [rated] yes або no
        [lang] en, ru, uk, pl, be, kk, cs, de або auto
        [style] light, dark або colorblind
        [board] post або edit
        [pings] smart, always або off
        [tournaments] admins або anyone
        [max_games] лік ад 1 да 100
       *[other] лік ад 0 да 1000
    }.
error-too-many-games = У вас у гэтым чаце ўжо { $max } { $max ->
        [one] адкрытая партыя або выклік
        [few] адкрытыя партыі або выклікі
        [many] адкрытых партый або выклікаў
       *[other] адкрытай партыі або выкліку
    } — больш тут нельга. Спачатку скончыце або скасуйце што-небудзь.

lang-reset = Выбар мовы скінуты: я размаўляю мовай чата, а калі яна не зададзена — мовай вашага дадатку (зараз: { $language }).
