# Анықтама, тілдер, түймелер және консоль.

help =
    Нүктелер: қарсыласыңыздың нүктелерін қоршаңыз. Жүріс — x-y нүктесі, мысалы 20-17: x — сол жақтан, y — төменнен; бірнеше ойын болса, ойын нөмірін қосыңыз: /move 20-17 #3. Командалар:

lang-current = Сіздің тіліңіз: { $language }. Қолжетімді тілдер: { $available }. Өзгерту үшін: /lang және тіл коды.
lang-set = Тіл: қазақ тілі.

style-name = { $style ->
        [dark] қараңғы
        [colorblind] түсті ажырату қиын адамдарға қолайлы (қызылдардың нүктелері шаршы)
       *[light] ашық
    }
style-current = { $chosen ->
        [yes] Сіздің сурет стиліңіз: { $style }.
       *[no] Сіз сурет стилін таңдамағансыз: чаттың стилін көресіз, { $style }.
    } Таңдау үшін: /style light, /style dark немесе /style colorblind; /style auto қайтадан чат стиліне оралады.
style-set = Сурет стилі орнатылды: { $style }.
style-reset = Стиль таңдауыңыз өшірілді: суреттеріңіз чат стилімен көрсетіледі (қазір: { $style }).

button-accept = Қабылдау
button-decline = Бас тарту
button-cancel = Болдырмау
button-resign = Берілу
button-resign-confirm = Иә, берілемін
button-draw = Тең ойын
button-decline-draw = Тең ойыннан бас тарту
button-ground = Жерге тұйықтау
button-ground-confirm = Иә, жерге тұйықтау
button-stop = СТОП
button-auto-end = Аяқтау (авто)
button-end = Есептеумен аяқтау
button-stop-confirm = Иә, СТОП
button-place = Қою
button-enclose = Қойып, қоршау
button-abort = Ойынды тоқтату
button-board = Тақта
button-sgf = Жазба (SGF)
button-replay = Қайта көру
button-rematch = Реванш

console-welcome = Нүктелер ойыны консольде. Командалар: /help; ойыншының атынан сөйлеу үшін жолды @есім деп бастаңыз. Енгізу аяқталғанда консоль жабылады.
console-speaker = { $name } сөйлейді.
console-picture = Сурет: { $path }
console-bye = Сау болыңыз.
