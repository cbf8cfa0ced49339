# Налаштування чату, обмеження й скидання мови.

settings-header = Налаштування цього чату:
settings-size = • size: поле { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] порожнє поле
        [cross] хрест
        [four-crosses] чотири хрести
       *[other] { $start }
    }
settings-variant = • variant: додатковий хід після оточення — { $extra ->
        [yes] так
       *[no] ні
    }, оточені точки переходять при повторному оточенні — { $transfer ->
        [yes] так
       *[no] ні
    }, миттєва перемога — { $instant ->
        [0] ні
       *[other] при перевазі в { $instant } { $instant ->
            [one] очко
            [few] очки
            [many] очок
           *[other] очка
        }
    }, СТОП замість заземлення — { $stop ->
        [yes] так
       *[no] ні
    }, вільний контур — { $free ->
        [yes] так
       *[no] ні
    }, зафарбовування будиночків — { $painted ->
        [yes] так
       *[no] ні
    }, крапки в будиночки суперника — { $suicide ->
        [yes] дозволені
       *[no] заборонені
    }, край як стіна — { $wall ->
        [yes] так
       *[no] ні
    }, на територію (оточення оголошуються) — { $territory ->
        [yes] так
       *[no] ні
    }, правила szkrab — { $szkrab ->
        [yes] так
       *[no] ні
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] так, партії йдуть у рейтинг
       *[no] ні, партії товариські
    }
settings-lang = • lang: { $language ->
        [auto] у кожного своя (обрана ним, інакше мова його застосунку); картки й оголошення чату — мовою того, хто діяв останнім, зараз: { $cards ->
            [en] англійська
            [ru] російська
            [uk] українська
            [pl] польська
            [be] білоруська
            [kk] казахська
            [cs] чеська
            [de] німецька
           *[other] { $cards }
        }
        [en] англійська
        [ru] російська
        [uk] українська
        [pl] польська
        [be] білоруська
        [kk] казахська
        [cs] чеська
        [de] німецька
       *[other] { $language }
    }
settings-board = • board: { $board ->
        [post] нова дошка після кожного ходу
       *[edit] одна картка партії, оновлюється після кожного ходу
    }
settings-style = • style: { $chosen ->
        [yes] стиль зображень дошки — { $style } (кожен може вибрати свій командою /style)
       *[no] не вибрано: картки малюються в стилі /style того, хто діяв останнім, зараз — { $style }
    }
settings-pings = • pings: { $pings ->
        [always] гравцеві, чий хід, один раз за кожен хід
        [off] нікому (чий хід, видно на картці)
       *[smart] гравцеві, чий хід, якщо він міг відійти: не поки обидва грають швидко, кожен хід у партіях за листуванням
    }
settings-threads = • threads: { $threads ->
        [yes] кожна партія у власній гілці (Discord)
       *[no] партії в тому каналі, де почалися
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] будь-хто може оголосити турнір
       *[admins] турніри оголошують адміністратори чату
    }
settings-max-games = • max_games: { $max } (скільки партій і викликів один гравець може мати відкритими тут)
settings-min-games = • min_games: { $min } (скільки рейтингових партій треба, щоб потрапити в /top)
settings-how = { $admin ->
        [yes] Щоб змінити: /settings назва значення, наприклад /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] Адміністратори { $where ->
            [server] сервера
           *[chat] чату
        } змінюють їх командою /settings назва значення.
    }
settings-changed = Налаштування змінено:

error-settings-admin = Змінювати налаштування { $where ->
        [server] сервера
       *[chat] чату
    } можуть лише його адміністратори.
error-settings-key = Налаштування «{ $setting }» немає. Налаштування: { $keys }.
error-settings-value = «{ $value }» не підходить для { $setting }. Напишіть { $setting ->
        [size] розмір, наприклад 20x20 або 15
        [start] empty, cross або four
        [variant] standard або будь-що з { $variants }
        [time] 5+5, 24h, 3d або none
        [rated] yes або no
        [lang] en, ru, uk, pl, be, kk, cs, de або auto
        [board] post або edit
        [style] light, dark або colorblind
        [pings] smart, always або off
        [tournaments] admins або anyone
        [max_games] число від 1 до 100
       *[other] число від 0 до 1000
    }.
error-too-many-games = У вас у цьому чаті вже відкрито партій і викликів: { $max } — більше тут не можна. Спершу завершіть або скасуйте щось.

lang-reset = Вибір мови скинуто: я говорю мовою чату, а якщо її не задано — мовою вашого застосунку (зараз: { $language }).
