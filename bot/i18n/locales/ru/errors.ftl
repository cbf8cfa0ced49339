# Отказы: что-то не так, ничего не изменилось.

error-internal = У нас что-то пошло не так. Ничего не изменилось; попробуйте ещё раз.
error-busy = Партия была занята другим действием. Ничего не изменилось; попробуйте ещё раз.
error-not-a-command = Это не команда. Наберите /help, чтобы увидеть, что я понимаю.
error-unknown-command = Я не знаю команды { $command }. Список: /help.
error-usage = Не понимаю «{ $token }» в { $command }. Примеры: /help.
error-button-invalid = Эта кнопка недействительна (она повреждена или не от меня).

error-unknown-game = В этом чате нет партии { $game }.
error-game-set-aside = Партию { $game } не удаётся прочитать, поэтому она отложена: её посмотрит администратор бота. Можно начать новую партию.
error-not-a-player = Вы не играете в партии { $game }.
error-game-over = Партия { $game } уже закончена.
error-no-game = У вас нет идущей партии в { $where ->
        [topic] этой теме
        [channel] этом канале
       *[chat] этом чате
    }. Начните её командой /challenge.
error-game-elsewhere = Ваша партия { $games } идёт в { $where ->
        [topic] другой теме
        [channel] другом канале
       *[chat] другом чате
    } { $group ->
        [server] этого сервера
       *[chat] этого чата
    }: продолжайте её там.
error-game-in-place = Ваша партия { $games } идёт в { $where ->
        [channel] канале
       *[topic] теме
    } «{ $place }»: продолжайте её там.
error-games-elsewhere = Ваши партии { $games } идут в { $where ->
        [topic] других темах
        [channel] других каналах
       *[chat] других чатах
    } { $group ->
        [server] этого сервера
       *[chat] этого чата
    }: продолжайте их там.
error-no-game-here = В { $where ->
        [topic] этой теме
        [channel] этом канале
       *[chat] этом чате
    } сейчас не идёт ни одной партии. Начните её командой /challenge.
error-ambiguous-game = У вас здесь несколько партий: { $games }. Добавьте номер партии, например: { $example }
error-not-your-turn = Сейчас не ваш ход в { $game }.
error-ambiguous-move = Ваш ход сразу в нескольких партиях: { $games }. Добавьте номер партии, например: { $example }

error-move-missing = Какая точка? Напишите её как x-y, например: /move 20-17
error-move-syntax = «{ $text }» — не точка. Пишите x-y, например 20-17.
error-move-off-field = { $text } за пределами поля: оно { $width }×{ $height }.
error-move-occupied = { $text } занята: там уже стоит точка.
error-move-out-of-play = { $text } вне игры: она внутри окружённой области.
error-move-illegal = Сейчас нельзя сходить в { $text }.
error-move-suicide = { $text } внутри домика соперника: без самоубийства туда ставить нельзя.
error-ground-variant = В партии { $game } нет заземления: она играется со СТОПом или с краем как стеной.
error-realm-none = { $text }: эта точка не замыкает ни одной области вокруг точки соперника. Ход не сделан.
error-realm-target = { $text }: после «!» должна стоять точка соперника в игре внутри вашего кольца. Ход не сделан.
error-realm-border = { $text }: это не граница: { $why ->
        [short] нужно не меньше 4 ваших точек
        [link] две соседние в списке точки не рядом
        [repeated] она проходит через точку дважды
        [crossing] она пересекает себя
       *[not_own] одна из её точек — не ваша точка в игре
    }. Ход не сделан.
error-realm-empty = { $text }: в области должна быть точка соперника в игре. Ход не сделан.
error-realm-nesting = { $text }: область вокруг прежних областей может делить с ними не больше одной точки границы (по правилам szkrab — ни одной). Ход не сделан.
error-realm-hole = { $text }: эта область оставляет дыру между областями, а правила szkrab это запрещают. Ход не сделан.
error-realm-overlap = { $text }: области одного хода не могут перекрываться. Ход не сделан.
error-realm-without-dot = { $text }: объявите область вместе со следующей точкой, например 20-17!21-16. Ход не сделан.

error-stop-variant = Партия { $game } играется без СТОПа: здесь нечего останавливать и нечего завершать через /auto.
error-stop-already = В { $game } СТОП уже объявлен: он бывает один раз за партию.
error-stop-not-stopped = В { $game } никто не объявлял СТОП: /end и /auto завершают партию только после СТОПа соперника.
error-stop-stopper = Вы объявили СТОП в { $game }: вы больше не ставите точек, партию завершает соперник.
error-draw-already-offered = Вы уже предложили ничью в { $game }; дождитесь ответа.
error-no-draw-offer = Соперник не предлагал ничью в { $game }.
error-no-end-offer = Соперник не предлагал закончить { $game } подсчётом.
error-end-territory-only = Подсчётом заканчивается только партия «на территорию», а партия со СТОПом — после СТОПа соперника: в { $game } предложите ничью (/draw) или играйте дальше.
error-end-already-offered = Вы уже предложили закончить { $game }; дождитесь ответа.
error-abort-too-late = Партию { $game } уже нельзя отменить: оба игрока сделали ход. Можно предложить ничью или сдаться.

error-field-size = Поле { $width }×{ $height } невозможно: каждая сторона от { $min } до { $max }.
error-start-size = Начальная позиция «{ $start ->
        [four-crosses] четыре креста
        [cross] крест
        [empty] пустое поле
       *[other] { $start }
    }» не помещается на поле { $width }×{ $height }.
error-variant-clash-wall-and-stop = «{ $first }» и «{ $second }» несовместимы: когда край — стена, у края ничто не в безопасности, и СТОП теряет смысл.
error-variant-clash-wall-and-free = «{ $first }» и «{ $second }» несовместимы: никакие правила не говорят, как свободный контур идёт вдоль стены.
error-variant-clash-szkrab-without-territory = «{ $first }» — дополнение к «{ $second }»: укажите оба.
error-variant-clash-territory-and-board = «{ $first }» и «{ $second }» нельзя играть вместе: правил для объявляемых окружений с ним нет.
error-challenge-self = Нельзя вызвать самого себя.
error-challenge-bot = Я не играю как участник чата. Чтобы сыграть с компьютером, напишите /challenge computer.
error-challenge-whom = Кого вы вызываете? Напишите @имя или «open» для любого соперника.
error-computer-unavailable = Игра с компьютером пока недоступна.

error-unknown-challenge = В этом чате нет вызова { $id }.
error-no-challenge = Здесь нет вызова, на который вы могли бы ответить.
error-ambiguous-challenge = Здесь несколько вызовов: { $ids }. Добавьте номер, например: { $example }
error-challenge-closed = Вызов { $id } уже закрыт ({ $status ->
        [accepted] уже принят
        [declined] отклонён
        [cancelled] отменён
        [expired] истёк
       *[other] { $status }
    }).
error-challenge-expired = Срок вызова { $id } истёк.
error-challenge-own = Нельзя принять собственный вызов { $id }.
error-challenge-not-for-you = Вызов { $id } адресован не вам.
error-challenge-not-yours = Отменить вызов { $id } может только тот, кто его сделал.
error-challenge-open-decline = Вызов { $id } открыт для всех: отклонять нечего, просто не принимайте его.
error-challenge-taken = Вызов { $id } только что принял кто-то другой.

error-unknown-language = Я не говорю на «{ $language }». Доступны: { $available }.
error-unknown-style = Стиля картинок «{ $style }» нет. Выберите light, dark, colorblind или auto.

# Сбои хранилища: сохранён ли запрос, говорится как есть.
error-not-saved = Не удалось сохранить: { $cause ->
        [full] у бота закончилось место на диске
        [damaged] база данных бота повреждена
       *[busy] база данных занята
    }. Ничего не изменилось; попробуйте ещё раз { $cause ->
        [busy] через минуту
       *[other] позже
    }.
error-saved-not-shown = Сохранено, но показать результат не удалось: { $cause ->
        [full] у бота закончилось место на диске
        [damaged] база данных бота повреждена
       *[busy] база данных занята
    }. Наберите /games, чтобы увидеть, как обстоят дела.
error-maybe-saved = Не удалось понять, сохранено ли это: { $cause ->
        [full] у бота закончилось место на диске
        [damaged] база данных бота повреждена
       *[busy] база данных занята
    }. Наберите /games и проверьте, прежде чем повторять.
error-inline-computer = Вызовы через @ — для людей: с компьютером играйте в моём личном чате командой /play.
