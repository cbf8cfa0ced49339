# Настройки чата, ограничения и сброс языка.

settings-header = Настройки этого чата:
settings-size = • size: поле { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] пустое поле
        [cross] крест
        [four-crosses] четыре креста
       *[other] { $start }
    }
settings-variant = • variant: дополнительный ход после окружения — { $extra ->
        [yes] да
       *[no] нет
    }, окружённые точки переходят при повторном окружении — { $transfer ->
        [yes] да
       *[no] нет
    }, мгновенная победа — { $instant ->
        [0] нет
       *[other] при перевесе в { $instant } { $instant ->
            [one] очко
            [few] очка
            [many] очков
           *[other] очка
        }
    }, СТОП вместо заземления — { $stop ->
        [yes] да
       *[no] нет
    }, свободный контур — { $free ->
        [yes] да
       *[no] нет
    }, закраска домиков — { $painted ->
        [yes] да
       *[no] нет
    }, точки в домики соперника — { $suicide ->
        [yes] разрешены
       *[no] запрещены
    }, край как стена — { $wall ->
        [yes] да
       *[no] нет
    }, на территорию (окружения объявляются) — { $territory ->
        [yes] да
       *[no] нет
    }, правила szkrab — { $szkrab ->
        [yes] да
       *[no] нет
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] да, партии идут в рейтинг
       *[no] нет, партии товарищеские
    }
settings-lang = • lang: { $language ->
        [auto] у каждого свой (выбранный им, иначе язык его приложения); карточки и объявления чата — на языке того, кто действовал последним, сейчас: { $cards ->
            [en] английский
            [ru] русский
            [uk] украинский
            [pl] польский
            [be] белорусский
            [kk] казахский
            [cs] чешский
            [de] немецкий
           *[other] { $cards }
        }
        [en] английский
        [ru] русский
        [uk] украинский
        [pl] польский
        [be] белорусский
        [kk] казахский
        [cs] чешский
        [de] немецкий
       *[other] { $language }
    }
settings-board = • board: { $board ->
        [post] новая доска после каждого хода
       *[edit] одна карточка партии, обновляется после каждого хода
    }
settings-style = • style: { $chosen ->
        [yes] стиль картинок доски — { $style } (каждый может выбрать свой командой /style)
       *[no] не выбран: карточки рисуются в стиле /style того, кто действовал последним, сейчас — { $style }
    }
settings-pings = • pings: { $pings ->
        [always] игроку, чей ход, один раз за каждый ход
        [off] никому (чей ход, видно на карточке)
       *[smart] игроку, чей ход, если он мог отойти: не пока оба играют быстро, каждый ход в партиях по переписке
    }
settings-threads = • threads: { $threads ->
        [yes] каждая партия в своей ветке (Discord)
       *[no] партии в том канале, где начались
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] любой участник может объявить турнир
       *[admins] турниры объявляют администраторы чата
    }
settings-max-games = • max_games: { $max } (сколько партий и вызовов один игрок может держать открытыми здесь)
settings-min-games = • min_games: { $min } (сколько рейтинговых партий нужно, чтобы попасть в /top)
settings-how = { $admin ->
        [yes] Чтобы изменить: /settings название значение, например /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] Администраторы { $where ->
            [server] сервера
           *[chat] чата
        } меняют их командой /settings название значение.
    }
settings-changed = Настройка изменена:

error-settings-admin = Менять настройки { $where ->
        [server] сервера
       *[chat] чата
    } могут только его администраторы.
error-settings-key = Настройки «{ $setting }» нет. Настройки: { $keys }.
error-settings-value = «{ $value }» не подходит для { $setting }. Напишите { $setting ->
        [size] размер, например 20x20 или 15
        [start] empty, cross или four
        [variant] standard или любое из { $variants }
        [time] 5+5, 24h, 3d или none
        [rated] yes или no
        [lang] en, ru, uk, pl, be, kk, cs, de или auto
        [board] post или edit
        [style] light, dark или colorblind
        [pings] smart, always или off
        [tournaments] admins или anyone
        [max_games] число от 1 до 100
       *[other] число от 0 до 1000
    }.
error-too-many-games = У вас в этом чате уже открыто партий и вызовов: { $max } — больше здесь нельзя. Сначала закончите или отмените что-нибудь.

lang-reset = Выбор языка сброшен: я говорю на языке чата, а если он не задан — на языке вашего приложения (сейчас: { $language }).
