# Чат баптаулары, шектеулер және тіл таңдауын өшіру.

settings-header = Бұл чаттың баптаулары:
settings-size = • size: { $width }×{ $height } алаң
settings-start = • start: { $start ->
        [empty] бос алаң
        [cross] айқыш
        [four-crosses] төрт айқыш
       *[other] { $start }
    }
settings-variant = • variant: қоршаудан кейін қосымша жүріс — { $extra ->
        [yes] иә
       *[no] жоқ
    }, қайта қоршалғанда қоршалған нүктелер иесін ауыстырады — { $transfer ->
        [yes] иә
       *[no] жоқ
    }, бірден жеңіс — { $instant ->
        [0] өшірулі
       *[other] { $instant ->
            [one] { $instant } ұпайлық
           *[other] { $instant } ұпайлық
        } артықшылықта
    }, жерге тұйықтау орнына СТОП — { $stop ->
        [yes] иә
       *[no] жоқ
    }, еркін контур — { $free ->
        [yes] иә
       *[no] жоқ
    }, үйшіктерді бояу — { $painted ->
        [yes] иә
       *[no] жоқ
    }, қарсылас үйшіктеріне нүкте — { $suicide ->
        [yes] рұқсат
       *[no] тыйым салынған
    }, шет қабырға ретінде — { $wall ->
        [yes] иә
       *[no] жоқ
    }, аумаққа (қоршаулар жарияланады) — { $territory ->
        [yes] иә
       *[no] жоқ
    }, szkrab ережелері — { $szkrab ->
        [yes] иә
       *[no] жоқ
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] иә, ойындар рейтингке есептеледі
       *[no] жоқ, ойындар жолдастық
    }
settings-lang = • lang: { $language ->
        [auto] әркімде өз тілі (өзі таңдаған, болмаса қолданбасының тілі); чаттың карточкалары мен хабарландырулары соңғы әрекет еткеннің тілінде, қазір: { $cards ->
            [en] ағылшын тілі
            [ru] орыс тілі
            [uk] украин тілі
            [pl] поляк тілі
            [kk] қазақ тілі
            [be] беларус тілі
            [cs] чех тілі
            [de] неміс тілі
           *[other] { $cards }
        }
        [en] ағылшын тілі
        [ru] орыс тілі
        [uk] украин тілі
        [pl] поляк тілі
        [kk] қазақ тілі
        [be] беларус тілі
        [cs] чех тілі
        [de] неміс тілі
       *[other] { $language }
    }
settings-style = • style: { $chosen ->
        [yes] тақта суреттерінің стилі — { $style } (әркім өз стилін /style арқылы таңдай алады)
       *[no] таңдалмаған: карточкалар соңғы әрекет еткеннің /style стилінде салынады, қазір — { $style }
    }
settings-board = • board: { $board ->
        [post] әр жүрістен кейін жаңа тақта
       *[edit] бір ойын карточкасы, әр жүрістен кейін жаңартылады
    }
settings-pings = • pings: { $pings ->
        [always] жүрісі келген ойыншыға, әр жүрісте бір рет
        [off] ешкімге (кімнің жүрісі екенін карточкадан көруге болады)
       *[smart] жүрісі келген ойыншыға, егер ол алыста болуы мүмкін болса: екеуі де жылдам ойнап жатқанда емес, хат алмасу ойындарында әр жүрісте
    }
settings-threads = • threads: { $threads ->
        [yes] әр ойын өз тармағында (Discord)
       *[no] ойындар өздері басталған арнада
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] кез келген қатысушы турнир жариялай алады
       *[admins] турнирлерді чат әкімшілері жариялайды
    }
settings-max-games = • max_games: { $max } (бір ойыншы мұнда ұстай алатын ашық ойындар мен шақырулар саны)
settings-min-games = • min_games: { $min } (ойыншы /top тізіміне шығуы үшін қажет рейтингтік ойындар саны)
settings-how = { $admin ->
        [yes] Өзгерту үшін: /settings атау мән, мысалы /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] { $where ->
            [server] Сервер әкімшілері
           *[chat] Чат әкімшілері
        } оларды /settings атау мән командасымен өзгертеді.
    }
settings-changed = Баптау өзгертілді:

error-settings-admin = Баптауларды тек { $where ->
        [server] сервердің
       *[chat] чаттың
    } әкімшілері өзгерте алады.
error-settings-key = «{ $setting }» деген баптау жоқ. Баптаулар: { $keys }.
error-settings-value = «{ $value }» мәні { $setting } баптауына сәйкес келмейді. { $setting ->
        [size] 20x20 немесе 15 сияқты өлшемді
        [start] empty, cross немесе four сөзін
        [variant] standard сөзін немесе { $variants } мәндерінің кез келгенін
        [time] 5+5, 24h, 3d немесе none мәнін
        [rated] yes немесе no сөзін
        [lang] en, ru, uk, pl, be, kk, cs, de немесе auto кодын
        [style] light, dark немесе colorblind
        [board] post немесе edit сөзін
        [pings] smart, always немесе off сөзін
        [tournaments] admins немесе anyone
        [max_games] 1-ден 100-ге дейінгі санды
       *[other] 0-ден 1000-ға дейінгі санды
    } жазыңыз.
error-too-many-games = Бұл чатта сізде { $max ->
        [one] { $max } ашық ойын не шақыру
       *[other] { $max } ашық ойын мен шақыру
    } бар — бұл мұнда рұқсат етілген ең көп сан. Алдымен біреуін аяқтаңыз немесе жойыңыз.

lang-reset = Тіл таңдауыңыз өшірілді: мен чат тілінде, ол болмаса қолданбаңыздың тілінде сөйлеймін (қазір: { $language }).
