# Жива вебдошка (PUBLIC_URL): посилання на неї, її відмови і слова самої сторінки.

command-web = Відкрити живу дошку: натисніть на точку, щоб зробити хід
button-web-board = Жива дошка
web-link-player = Ваша жива дошка партії { $game }: { $url }
    Нікому не передавайте посилання: через нього робляться ваші ходи.
web-link-spectator = Жива дошка партії { $game } для спостереження: { $url }
error-web-off = Живу дошку на цьому боті не ввімкнено.
error-web-private = Попросіть живу дошку партії { $game } в особистому чаті з ботом.
error-web-spectator = Ви спостерігаєте за партією { $game }: ходять лише її гравці.
error-web-forged = Це посилання на дошку недійсне. Попросіть нове командою /web.
error-web-expired = Термін дії цього посилання на дошку минув. Попросіть нове командою /web.
error-web-signin = Telegram не підтвердив вхід на цій сторінці. Відкрийте дошку знову з чату.
error-web-other-game = Це посилання відкриває іншу партію.
error-web-busy = Забагато запитів: зачекайте трохи.
error-web-too-big = Цей запит завеликий.

web-title = Крапки: партія { $game }
web-board = Поле
web-confirm = Підтвердити
web-cancel = Скасувати
web-your-turn = Ваш хід
web-their-turn = Ходить { $name }
web-spectating = Ви спостерігаєте
web-game-over = Партію закінчено
web-position-changed = Позиція змінилася: дошка показує нову.
web-offline = Повторне з’єднання…
web-tap-to-play = Ходити з першого натискання
web-zoom-in = Збільшити
web-zoom-out = Зменшити
web-fit = Усе поле
web-blue = Сині
web-red = Червоні
web-no-clock = Без контролю часу
web-error = Щось пішло не так: спробуйте ще раз.
