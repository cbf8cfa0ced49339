# Командалық ойын (docs/rules.md §8.6): /team, оған жауаптар, картадағы кезек, тараптың
# дауыс беруі және командалық рейтинг.

command-team = Командалық ойын ұсыну: /team @a @b vs @c @d
option-sides = Көктердің ойыншылары, vs, қызылдардың ойыншылары, содан кейін ойын шарттары

team-proposed = { $name } { $id } командалық ойынды ұсынады: { $blue } (көк) мен { $red } (қызыл), { $rated ->
        [rated] командалық рейтингке
        [unequal] рейтингсіз: саны тең емес тараптар бағаланбайды
       *[casual] рейтингсіз
    }. Әр қатысушы /team accept { $id } немесе /team decline { $id } деп жауап береді.
team-waiting = { $id } командалық ойын жауап күтеді: { $names }.
team-accepted = { $name } { $id } командалық ойынға қосылды.
team-declined = { $name } { $id } командалық ойыннан бас тартты: ол өтпейді.
team-cancelled = { $name } { $id } командалық ойынды қайтарып алды.
team-started = { $id } командалық ойын { $game } ойын ретінде басталады: { $blue } (көк) мен { $red } (қызыл). Әр тарап осы ретпен жүреді; тек кезегі келген ойыншы жүре алады.
team-not-your-turn = { $game } ойында қазір { $color ->
        [blue] көктер
       *[red] қызылдар
    } үшін { $name } кезегі.
team-draw-offered = { $name } { $game } ойында { $color ->
        [blue] көктер
       *[red] қызылдар
    } атынан тең ойын ұсынады. Екінші тарап көпшілікпен қабылдайды: оның әр қатысушысы /draw деп жазады.
team-resign-vote = { $name } { $game } ойынды { $color ->
        [blue] көктер
       *[red] қызылдар
    } атынан беруге дауыс береді: { $members } ішінен { $votes }. Жартысынан көбі қажет; дауыстар тараптың келесі жүрісіне дейін күшінде.
team-draw-vote = { $name } { $game } ойында { $color ->
        [blue] көктер
       *[red] қызылдар
    } атынан тең ойынға дауыс береді: { $members } ішінен { $votes }. Көпшілік шешеді.
team-turn-passed = { $game }: { $name } уақытында жүрмеді, кезек { $next } ойыншысына өтеді ({ $color ->
        [blue] көк
       *[red] қызыл
    }).
team-left = { $name } { $game } ойында { $color ->
        [blue] көктерді
       *[red] қызылдарды
    } тастап кетті: тараптың кезегі онсыз жалғасады.
team-left-last = { $color ->
        [blue] Көктердің
       *[red] Қызылдардың
    } соңғысы { $name } { $game } ойынынан кетті: тарап жеңілісті мойындайды.
team-rated = Командалық рейтинг: { $changes }.

card-teams = Көк: { $blue } · Қызыл: { $red }
card-team-next = ▸{ $name }

button-team-accept = Қосылу
button-team-decline = Бас тарту

team-error-usage = /team @a @b vs @c @d [шарттар] деп немесе командалық ойынның нөмірімен /team accept, /team decline, /team cancel деп жазыңыз.
team-error-sides = Әр тараптың ойыншыларын @ арқылы атаңыз, тараптарды vs сөзімен бөліңіз: /team @a @b vs @c @d
team-error-one-each = Әр тарапта бір ойыншы — бұл кәдімгі ойын: /challenge пайдаланыңыз.
team-error-too-many = Тарапта ең көбі { $max } ойыншы болады.
team-error-bot = Бот командада ойнай алмайды.
team-error-twice = { $name } екі рет аталды.
team-error-unknown = Мұнда { $id } командалық ойын жоқ.
team-error-none = Мұнда сіздің жауабыңызды күтетін командалық ойын жоқ.
team-error-ambiguous = Мұнда бірнеше командалық ойын күтіп тұр: { $ids }. Нөмірін қосыңыз, мысалы: { $example }
team-error-closed = { $id } командалық ойын енді жауап күтпейді.
team-error-not-proposer = { $id } командалық ойынды тек оны ұсынған адам қайтарып ала алады.
team-error-not-member = Сіз { $id } командалық ойынның қатысушысы емессіз.
team-error-already = Сіз { $id } командалық ойынға қосылып қойдыңыз.
team-error-voted = Сіз { $game } ойында дауыс беріп қойдыңыз.
team-error-not-playing = Сіз мұнда ешбір командалық ойында ойнамайсыз.
team-error-takeback = Командалық ойында жүрістер қайтарылмайды ({ $game }): кезек әрі қарай кетті.
