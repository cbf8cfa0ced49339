# Відмови: щось не так, нічого не змінилося.

error-internal = У нас щось пішло не так. Нічого не змінилося; спробуйте ще раз.
error-busy = Партія була зайнята іншою дією. Нічого не змінилося; спробуйте ще раз.
error-not-a-command = Це не команда. Наберіть /help, щоб побачити, що я розумію.
error-unknown-command = Я не знаю команди { $command }. Список: /help.
error-usage = Не розумію «{ $token }» у { $command }. Приклади: /help.
error-button-invalid = Ця кнопка недійсна (вона пошкоджена або не від мене).

error-unknown-game = У цьому чаті немає партії { $game }.
error-game-set-aside = Партію { $game } не вдається прочитати, тому її відкладено: її перегляне адміністратор бота. Можна почати нову партію.
error-not-a-player = Ви не граєте в партії { $game }.
error-game-over = Партію { $game } уже закінчено.
error-no-game = У вас немає поточної партії в { $where ->
        [topic] цій темі
        [channel] цьому каналі
       *[chat] цьому чаті
    }. Почніть її командою /challenge.
error-game-elsewhere = Ваша партія { $games } йде в { $where ->
        [topic] іншій темі
        [channel] іншому каналі
       *[chat] іншому чаті
    } { $group ->
        [server] цього сервера
       *[chat] цього чату
    }: продовжуйте її там.
error-game-in-place = Ваша партія { $games } йде в { $where ->
        [channel] каналі
       *[topic] темі
    } «{ $place }»: продовжуйте її там.
error-games-elsewhere = Ваші партії { $games } йдуть в { $where ->
        [topic] інших темах
        [channel] інших каналах
       *[chat] інших чатах
    } { $group ->
        [server] цього сервера
       *[chat] цього чату
    }: продовжуйте їх там.
error-no-game-here = У { $where ->
        [topic] цій темі
        [channel] цьому каналі
       *[chat] цьому чаті
    } зараз не йде жодна партія. Почніть її командою /challenge.
error-ambiguous-game = У вас тут кілька партій: { $games }. Додайте номер партії, наприклад: { $example }
error-not-your-turn = Зараз не ваш хід у { $game }.
error-ambiguous-move = Ваш хід одразу в кількох партіях: { $games }. Додайте номер партії, наприклад: { $example }

error-move-missing = Яка точка? Напишіть її як x-y, наприклад: /move 20-17
error-move-syntax = «{ $text }» — не точка. Пишіть x-y, наприклад 20-17.
error-move-off-field = { $text } поза полем: воно { $width }×{ $height }.
error-move-occupied = { $text } зайнята: там уже стоїть точка.
error-move-out-of-play = { $text } поза грою: вона всередині оточеної області.
error-move-illegal = Зараз не можна піти в { $text }.
error-move-suicide = { $text } всередині будиночка суперника: без самогубства туди ставити не можна.
error-ground-variant = У партії { $game } немає заземлення: вона грається зі СТОПом або з краєм як стіною.
error-realm-none = { $text }: ця точка не замикає жодної області навколо точки суперника. Хід не зроблено.
error-realm-target = { $text }: після «!» має стояти точка суперника в грі всередині вашого кільця. Хід не зроблено.
error-realm-border = { $text }: це не межа: { $why ->
        [short] потрібно щонайменше 4 ваші точки
        [link] дві сусідні в списку точки не поруч
        [repeated] вона проходить через точку двічі
        [crossing] вона перетинає себе
       *[not_own] одна з її точок — не ваша точка в грі
    }. Хід не зроблено.
error-realm-empty = { $text }: в області має бути точка суперника в грі. Хід не зроблено.
error-realm-nesting = { $text }: область навколо давніших областей може мати з ними не більше однієї спільної точки межі (за правилами szkrab — жодної). Хід не зроблено.
error-realm-hole = { $text }: ця область лишає діру між областями, а правила szkrab це забороняють. Хід не зроблено.
error-realm-overlap = { $text }: області одного ходу не можуть перекриватися. Хід не зроблено.
error-realm-without-dot = { $text }: оголосіть область разом із наступною точкою, наприклад 20-17!21-16. Хід не зроблено.

error-stop-variant = Партія { $game } грається без СТОПу: тут нічого зупиняти й нічого завершувати через /auto.
error-stop-already = У { $game } СТОП уже оголошено: він буває один раз за партію.
error-stop-not-stopped = У { $game } ніхто не оголошував СТОП: /end і /auto завершують партію лише після СТОПу суперника.
error-stop-stopper = Ви оголосили СТОП у { $game }: ви більше не ставите крапок, партію завершує суперник.
error-draw-already-offered = Ви вже запропонували нічию в { $game }; дочекайтеся відповіді.
error-no-draw-offer = Суперник не пропонував нічию в { $game }.
error-no-end-offer = Суперник не пропонував закінчити { $game } підрахунком.
error-end-territory-only = Підрахунком закінчується лише партія «на територію», а партія зі СТОПом — після СТОПу суперника: у { $game } запропонуйте нічию (/draw) або грайте далі.
error-end-already-offered = Ви вже запропонували закінчити { $game }; дочекайтеся відповіді.
error-abort-too-late = Партію { $game } уже не можна скасувати: обидва гравці зробили хід. Можна запропонувати нічию або здатися.

error-field-size = Поле { $width }×{ $height } неможливе: кожна сторона від { $min } до { $max }.
error-start-size = Початкова позиція «{ $start ->
        [four-crosses] чотири хрести
        [cross] хрест
        [empty] порожнє поле
       *[other] { $start }
    }» не вміщується на полі { $width }×{ $height }.
error-variant-clash-wall-and-stop = «{ $first }» і «{ $second }» несумісні: коли край — стіна, біля краю ніщо не в безпеці, і СТОП втрачає сенс.
error-variant-clash-wall-and-free = «{ $first }» і «{ $second }» несумісні: жодні правила не кажуть, як вільний контур іде вздовж стіни.
error-variant-clash-szkrab-without-territory = «{ $first }» — доповнення до «{ $second }»: вкажіть обидва.
error-variant-clash-territory-and-board = «{ $first }» і «{ $second }» не можна грати разом: правил для оголошуваних оточень із ним немає.
error-challenge-self = Не можна викликати самого себе.
error-challenge-bot = Я не граю як учасник чату. Щоб зіграти з комп'ютером, напишіть /challenge computer.
error-challenge-whom = Кого ви викликаєте? Напишіть @ім'я або «open» для будь-якого суперника.
error-computer-unavailable = Гра з комп'ютером поки недоступна.

error-unknown-challenge = У цьому чаті немає виклику { $id }.
error-no-challenge = Тут немає виклику, на який ви могли б відповісти.
error-ambiguous-challenge = Тут кілька викликів: { $ids }. Додайте номер, наприклад: { $example }
error-challenge-closed = Виклик { $id } уже закрито ({ $status ->
        [accepted] уже прийнято
        [declined] відхилено
        [cancelled] скасовано
        [expired] минув термін
       *[other] { $status }
    }).
error-challenge-expired = Термін виклику { $id } минув.
error-challenge-own = Не можна прийняти власний виклик { $id }.
error-challenge-not-for-you = Виклик { $id } адресовано не вам.
error-challenge-not-yours = Скасувати виклик { $id } може лише той, хто його зробив.
error-challenge-open-decline = Виклик { $id } відкритий для всіх: відхиляти нічого, просто не приймайте його.
error-challenge-taken = Виклик { $id } щойно прийняв хтось інший.

error-unknown-language = Я не розмовляю мовою «{ $language }». Доступні: { $available }.
error-unknown-style = Стилю зображень «{ $style }» немає. Виберіть light, dark, colorblind або auto.

# Збої сховища: чи збережено запит, кажемо як є.
error-not-saved = Не вдалося зберегти: { $cause ->
        [full] у бота закінчилося місце на диску
        [damaged] база даних бота пошкоджена
       *[busy] база даних зайнята
    }. Нічого не змінилося; спробуйте ще раз { $cause ->
        [busy] за хвилину
       *[other] пізніше
    }.
error-saved-not-shown = Збережено, але показати результат не вдалося: { $cause ->
        [full] у бота закінчилося місце на диску
        [damaged] база даних бота пошкоджена
       *[busy] база даних зайнята
    }. Наберіть /games, щоб побачити, як справи.
error-maybe-saved = Не вдалося з’ясувати, чи це збережено: { $cause ->
        [full] у бота закінчилося місце на диску
        [damaged] база даних бота пошкоджена
       *[busy] база даних зайнята
    }. Наберіть /games і перевірте, перш ніж повторювати.
error-inline-computer = Виклики через @ — для людей: з комп'ютером грайте в моєму особистому чаті командою /play.
