# Живая веб-доска (PUBLIC_URL): ссылки на неё, её отказы и слова самой страницы.

command-web = Открыть живую доску: нажмите на точку, чтобы сходить
button-web-board = Живая доска
web-link-player = Ваша живая доска партии { $game }: { $url }
    Никому не передавайте ссылку: по ней делаются ваши ходы.
web-link-spectator = Живая доска партии { $game } для наблюдения: { $url }
error-web-off = Живая доска у этого бота не включена.
error-web-private = Попросите живую доску партии { $game } в личном чате с ботом.
error-web-spectator = Вы наблюдаете за партией { $game }: ходят только её игроки.
error-web-forged = Эта ссылка на доску недействительна. Попросите новую командой /web.
error-web-expired = Срок действия этой ссылки на доску истёк. Попросите новую командой /web.
error-web-signin = Telegram не подтвердил вход на этой странице. Откройте доску заново из чата.
error-web-other-game = Эта ссылка открывает другую партию.
error-web-busy = Слишком много запросов: подождите немного.
error-web-too-big = Этот запрос слишком большой.

web-title = Точки: партия { $game }
web-board = Поле
web-confirm = Подтвердить
web-cancel = Отменить
web-your-turn = Ваш ход
web-their-turn = Ходит { $name }
web-spectating = Вы наблюдаете
web-game-over = Партия окончена
web-position-changed = Позиция изменилась: на доске показана новая.
web-offline = Переподключение…
web-tap-to-play = Ходить с первого нажатия
web-zoom-in = Увеличить
web-zoom-out = Уменьшить
web-fit = Всё поле
web-blue = Синие
web-red = Красные
web-no-clock = Без контроля времени
web-error = Что-то пошло не так: попробуйте ещё раз.
