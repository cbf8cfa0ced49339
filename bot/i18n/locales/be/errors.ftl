# Адмовы: нешта не так, нічога не змянілася.

error-internal = У нас нешта пайшло не так. Нічога не змянілася; паспрабуйце яшчэ раз.
error-busy = Партыя была занятая іншым дзеяннем. Нічога не змянілася; паспрабуйце яшчэ раз.
error-not-a-command = Гэта не каманда. Набярыце /help, каб пабачыць, што я разумею.
error-unknown-command = Я не ведаю каманды { $command }. Спіс: /help.
error-usage = Не разумею «{ $token }» у { $command }. Прыклады: /help.
error-button-invalid = Гэтая кнопка несапраўдная (яна пашкоджаная або не ад мяне).

error-unknown-game = У гэтым чаце няма партыі { $game }.
error-game-set-aside = Партыю { $game } не ўдаецца прачытаць, таму яна адкладзена: яе паглядзіць адміністратар бота. Можна пачаць новую партыю.
error-not-a-player = Вы не гуляеце ў партыі { $game }.
error-game-over = Партыя { $game } ужо скончылася.
error-no-game = У вас няма бягучай партыі ў { $where ->
        [topic] гэтай тэме
        [channel] гэтым канале
       *[chat] гэтым чаце
    }. Пачніце яе камандай /challenge.
error-game-elsewhere = Ваша партыя { $games } ідзе ў { $where ->
        [topic] іншай тэме
        [channel] іншым канале
       *[chat] іншым чаце
    } { $group ->
        [server] гэтага сервера
       *[chat] гэтага чата
    }: працягвайце яе там.
error-game-in-place = Ваша партыя { $games } ідзе ў { $where ->
        [channel] канале
       *[topic] тэме
    } «{ $place }»: працягвайце яе там.
error-games-elsewhere = Вашы партыі { $games } ідуць у { $where ->
        [topic] іншых тэмах
        [channel] іншых каналах
       *[chat] іншых чатах
    } { $group ->
        [server] гэтага сервера
       *[chat] гэтага чата
    }: працягвайце іх там.
error-no-game-here = У { $where ->
        [topic] гэтай тэме
        [channel] гэтым канале
       *[chat] гэтым чаце
    } зараз не ідзе ніводная партыя. Пачніце яе камандай /challenge.
error-ambiguous-game = У вас тут некалькі партый: { $games }. Дадайце нумар партыі, напрыклад: { $example }
error-not-your-turn = Зараз не ваш ход у { $game }.
error-ambiguous-move = Ваш ход адразу ў некалькіх партыях: { $games }. Дадайце нумар партыі, напрыклад: { $example }

error-move-missing = Які пункт? Напішыце яго як x-y, напрыклад: /move 20-17
error-move-syntax = «{ $text }» — не пункт. Пішыце x-y, напрыклад 20-17.
error-move-off-field = { $text } за межамі поля: яно { $width }×{ $height }.
error-move-occupied = { $text } заняты: там ужо стаіць кропка.
error-move-out-of-play = { $text } па-за гульнёй: ён унутры акружанай вобласці.
error-move-illegal = Зараз нельга зрабіць ход у { $text }.
error-move-suicide = { $text } унутры доміка саперніка: без самагубства туды ставіць нельга.
error-ground-variant = У партыі { $game } няма зазямлення: яна гуляецца са СТОПам або з краем як сцяной.
error-realm-none = { $text }: гэтая кропка не замыкае ніводнай вобласці вакол кропкі суперніка. Ход не зроблены.
error-realm-target = { $text }: пасля «!» мусіць стаяць кропка суперніка ў гульні ўнутры вашага кальца. Ход не зроблены.
error-realm-border = { $text }: гэта не мяжа: { $why ->
        [short] патрэбна не менш за 4 вашыя кропкі
        [link] дзве суседнія ў спісе кропкі не побач
        [repeated] яна праходзіць праз кропку двойчы
        [crossing] яна перасякае сябе
       *[not_own] адна з яе кропак — не ваша кропка ў гульні
    }. Ход не зроблены.
error-realm-empty = { $text }: у вобласці мусіць быць кропка суперніка ў гульні. Ход не зроблены.
error-realm-nesting = { $text }: вобласць вакол ранейшых абласцей можа мець з імі не больш за адну агульную кропку мяжы (па правілах szkrab — ніводнай). Ход не зроблены.
error-realm-hole = { $text }: гэтая вобласць пакідае дзірку паміж абласцямі, а правілы szkrab гэта забараняюць. Ход не зроблены.
error-realm-overlap = { $text }: вобласці аднаго ходу не могуць перакрывацца. Ход не зроблены.
error-realm-without-dot = { $text }: абвясціце вобласць разам з наступнай кропкай, напрыклад 20-17!21-16. Ход не зроблены.

error-stop-variant = Партыя { $game } гуляецца без СТОПу: тут няма чаго спыняць і няма чаго завяршаць праз /auto.
error-stop-already = У { $game } СТОП ужо абвешчаны: ён бывае адзін раз за партыю.
error-stop-not-stopped = У { $game } ніхто не абвяшчаў СТОП: /end і /auto завяршаюць партыю толькі пасля СТОПу саперніка.
error-stop-stopper = Вы абвясцілі СТОП у { $game }: вы больш не ставіце кропак, партыю завяршае сапернік.
error-draw-already-offered = Вы ўжо прапанавалі нічыю ў { $game }; дачакайцеся адказу.
error-no-draw-offer = Сапернік не прапаноўваў нічыю ў { $game }.
error-no-end-offer = Сапернік не прапаноўваў скончыць { $game } падлікам.
error-end-territory-only = Падлікам заканчваецца толькі партыя «на тэрыторыю», а партыя са СТОПам — пасля СТОПу саперніка: у { $game } прапануйце нічыю (/draw) або гуляйце далей.
error-end-already-offered = Вы ўжо прапанавалі скончыць { $game }; дачакайцеся адказу.
error-abort-too-late = Партыю { $game } ужо нельга скасаваць: абодва гульцы зрабілі ход. Можна прапанаваць нічыю або здацца.

error-field-size = Поле { $width }×{ $height } немагчымае: кожны бок — ад { $min } да { $max }.
error-start-size = Пачатковая пазіцыя «{ $start ->
        [four-crosses] чатыры крыжы
        [cross] крыж
        [empty] пустое поле
       *[other] { $start }
    }» не змяшчаецца на полі { $width }×{ $height }.
error-variant-clash-wall-and-stop = «{ $first }» і «{ $second }» несумяшчальныя: калі край — сцяна, каля краю нішто не ў бяспецы, і СТОП губляе сэнс.
error-variant-clash-wall-and-free = «{ $first }» і «{ $second }» несумяшчальныя: ніякія правілы не кажуць, як свабодны контур ідзе ўздоўж сцяны.
error-variant-clash-szkrab-without-territory = «{ $first }» — дадатак да «{ $second }»: пазначце абодва.
error-variant-clash-territory-and-board = «{ $first }» і «{ $second }» нельга гуляць разам: правілаў для абвешчаных акружэнняў з ім няма.
error-challenge-self = Нельга выклікаць самога сябе.
error-challenge-bot = Я не гуляю як удзельнік чата. Каб згуляць з камп'ютарам, напішыце /challenge computer.
error-challenge-whom = Каго вы выклікаеце? Напішыце @імя або «open» для любога саперніка.
error-computer-unavailable = Гульня з камп'ютарам пакуль недаступная.

error-unknown-challenge = У гэтым чаце няма выкліку { $id }.
error-no-challenge = Тут няма выкліку, на які вы маглі б адказаць.
error-ambiguous-challenge = Тут некалькі выклікаў: { $ids }. Дадайце нумар, напрыклад: { $example }
error-challenge-closed = Выклік { $id } ужо закрыты ({ $status ->
        [accepted] ужо прыняты
        [declined] адхілены
        [cancelled] скасаваны
        [expired] тэрмін скончыўся
       *[other] { $status }
    }).
error-challenge-expired = Тэрмін выкліку { $id } скончыўся.
error-challenge-own = Нельга прыняць уласны выклік { $id }.
error-challenge-not-for-you = Выклік { $id } адрасаваны не вам.
error-challenge-not-yours = Скасаваць выклік { $id } можа толькі той, хто яго зрабіў.
error-challenge-open-decline = Выклік { $id } адкрыты для ўсіх: адхіляць няма чаго, проста не прымайце яго.
error-challenge-taken = Выклік { $id } толькі што прыняў нехта іншы.

error-unknown-language = Мовы «{ $language }» я не ведаю. Даступныя: { $available }.
error-unknown-style = Стылю малюнкаў «{ $style }» няма. Выберыце light, dark, colorblind або auto.

# Збоі сховішча: ці захаваны запыт, кажам як ёсць.
error-not-saved = Не ўдалося захаваць: { $cause ->
        [full] у бота скончылася месца на дыску
        [damaged] база даных бота пашкоджаная
       *[busy] база даных занятая
    }. Нічога не змянілася; паспрабуйце яшчэ раз { $cause ->
        [busy] праз хвіліну
       *[other] пазней
    }.
error-saved-not-shown = Захавана, але паказаць вынік не ўдалося: { $cause ->
        [full] у бота скончылася месца на дыску
        [damaged] база даных бота пашкоджаная
       *[busy] база даных занятая
    }. Набярыце /games, каб пабачыць, як справы.
error-maybe-saved = Не ўдалося высветліць, ці захавана гэта: { $cause ->
        [full] у бота скончылася месца на дыску
        [damaged] база даных бота пашкоджаная
       *[busy] база даных занятая
    }. Набярыце /games і праверце, перш чым паўтараць.
error-inline-computer = Выклікі праз @ — для людзей: з камп'ютарам гуляйце ў маім асабістым чаце камандай /play.
