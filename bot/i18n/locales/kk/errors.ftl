# Бас тартулар: бірдеңе дұрыс болмады, ештеңе өзгермеді.

error-internal = Біз жақта бірдеңе дұрыс болмады. Ештеңе өзгерген жоқ; қайталап көріңіз.
error-busy = Ойында басқа әрекет орындалып жатқан еді. Ештеңе өзгерген жоқ; қайталап көріңіз.
error-not-a-command = Бұл команда емес. Мен не түсінетінімді көру үшін /help деп теріңіз.
error-unknown-command = Мен { $command } командасын білмеймін. Тізім: /help.
error-usage = { $command } командасындағы «{ $token }» сөзін түсінбедім. Мысалдар: /help.
error-button-invalid = Бұл түйме жарамсыз (ол бүлінген немесе менен емес).

error-unknown-game = Бұл чатта { $game } ойын жоқ.
error-game-set-aside = { $game } ойынын оқу мүмкін емес, сондықтан ол бот әкімшісінің тексеруіне қалдырылды. Жаңа ойын бастауға болады.
error-not-a-player = Сіз { $game } ойында ойнамайсыз.
error-game-over = { $game } ойын аяқталып қойған.
error-no-game = { $where ->
        [topic] Бұл тақырыпта
        [channel] Бұл арнада
       *[chat] Бұл чатта
    } сізде жүріп жатқан ойын жоқ. Ойынды /challenge командасымен бастаңыз.
error-game-elsewhere = Сіздің { $games } ойыныңыз { $group ->
        [server] осы сервердің
       *[chat] осы чаттың
    } { $where ->
        [topic] басқа тақырыбында
        [channel] басқа арнасында
       *[chat] басқа чатында
    }: оны сонда жалғастырыңыз.
error-game-in-place = Сіздің { $games } ойыныңыз «{ $place }» { $where ->
        [channel] арнасында
       *[topic] тақырыбында
    }: оны сонда жалғастырыңыз.
error-games-elsewhere = Сіздің { $games } ойындарыңыз { $group ->
        [server] осы сервердің
       *[chat] осы чаттың
    } { $where ->
        [topic] басқа тақырыптарында
        [channel] басқа арналарында
       *[chat] басқа чаттарында
    }: оларды сонда жалғастырыңыз.
error-no-game-here = { $where ->
        [topic] Бұл тақырыпта
        [channel] Бұл арнада
       *[chat] Бұл чатта
    } қазір ешбір ойын жүріп жатқан жоқ. Ойынды /challenge командасымен бастаңыз.
error-ambiguous-game = Мұнда сізде бірнеше ойын бар: { $games }. Ойын нөмірін қосыңыз, мысалы: { $example }
error-not-your-turn = { $game } ойында қазір сіздің жүрісіңіз емес.
error-ambiguous-move = Бірнеше ойында бірден сіздің жүрісіңіз: { $games }. Ойын нөмірін қосыңыз, мысалы: { $example }

error-move-missing = Қай нүкте? Оны x-y түрінде жазыңыз, мысалы: /move 20-17
error-move-syntax = «{ $text }» — нүкте емес. Оны x-y түрінде жазыңыз, мысалы 20-17.
error-move-off-field = { $text } алаңнан тыс: алаң өлшемі { $width }×{ $height }.
error-move-occupied = { $text } бос емес: онда нүкте тұр.
error-move-out-of-play = { $text } ойыннан тыс: ол қоршалған аймақтың ішінде.
error-move-illegal = Қазір { $text } нүктесіне жүруге болмайды.

error-draw-already-offered = Сіз { $game } ойында тең ойын ұсынып қойдыңыз; жауапты күтіңіз.
error-no-draw-offer = Қарсыласыңыз { $game } ойында тең ойын ұсынған жоқ.
error-abort-too-late = { $game } ойынды енді тоқтатуға болмайды: екі ойыншы да жүріс жасады. Тең ойын ұсынуға немесе берілуге болады.

error-field-size = { $width }×{ $height } алаң мүмкін емес: әр жағы ең кемі { $min }, ең көбі { $max } болуы керек.
error-start-size = «{ $start ->
        [four-crosses] төрт айқыш
        [cross] айқыш
        [empty] бос алаң
       *[other] { $start }
    }» бастапқы позициясы { $width }×{ $height } алаңға сыймайды.
error-variant-clash-szkrab-without-territory = «{ $first }» — «{ $second }» нұсқасының қосымшасы: екеуін де жазыңыз, мысалы «{ $second } { $first }».
error-challenge-self = Өзіңізді шақыра алмайсыз.
error-challenge-bot = Мен чат қатысушысы ретінде ойнай алмаймын. Компьютермен ойнау үшін /challenge computer деп жазыңыз.
error-challenge-whom = Кімді шақырасыз? @есім деп, не кез келген қарсылас үшін «open» деп жазыңыз.
error-computer-unavailable = Компьютермен ойнау әзірге қолжетімсіз.

error-unknown-challenge = Бұл чатта { $id } шақыру жоқ.
error-no-challenge = Мұнда сіз жауап бере алатын шақыру жоқ.
error-ambiguous-challenge = Мұнда бірнеше шақыру бар: { $ids }. Нөмірін қосыңыз, мысалы: { $example }
error-challenge-closed = { $id } шақыру енді ашық емес ({ $status ->
        [accepted] қабылданып қойған
        [declined] бас тартылған
        [cancelled] жойылған
        [expired] мерзімі өткен
       *[other] { $status }
    }).
error-challenge-expired = { $id } шақырудың мерзімі өтті.
error-challenge-own = Өзіңіздің { $id } шақыруыңызды қабылдай алмайсыз.
error-challenge-not-for-you = { $id } шақыру басқа біреуге арналған.
error-challenge-not-yours = { $id } шақыруды тек оны жасаған адам ғана жоя алады.
error-challenge-open-decline = { $id } шақыру бәріне ашық: одан бас тартудың қажеті жоқ, жай ғана қабылдамаңыз.
error-challenge-taken = { $id } шақыруды жаңа ғана басқа біреу қабылдады.

error-unknown-language = Мен «{ $language }» тілінде сөйлемеймін. Қолжетімді тілдер: { $available }.
error-unknown-style = «{ $style }» деген сурет стилі жоқ. light, dark, colorblind немесе auto таңдаңыз.

# Сақтау ақаулары: сұрау сақталды ма, жоқ па — сол күйінде айтылады.
error-not-saved = Сақтау мүмкін болмады: { $cause ->
        [full] боттың дискісі толып қалды
        [damaged] боттың дерекқоры бүлінген
       *[busy] дерекқор бос емес
    }. Ештеңе өзгерген жоқ; { $cause ->
        [busy] сәлден соң
       *[other] кейінірек
    } қайталап көріңіз.
error-saved-not-shown = Бұл сақталды, бірақ нәтижені көрсету мүмкін болмады: { $cause ->
        [full] боттың дискісі толып қалды
        [damaged] боттың дерекқоры бүлінген
       *[busy] дерекқор бос емес
    }. Жағдайды көру үшін /games деп теріңіз.
error-maybe-saved = Бұл сақталды ма, жоқ па, анықтау мүмкін болмады: { $cause ->
        [full] боттың дискісі толып қалды
        [damaged] боттың дерекқоры бүлінген
       *[busy] дерекқор бос емес
    }. Қайталамас бұрын /games деп теріп, тексеріңіз.
error-inline-computer = Инлайн шақырулар адамдарға арналған: компьютермен менің жеке чатымда /play командасымен ойнаңыз.
