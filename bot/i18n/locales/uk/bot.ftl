# Довідка, мови, стилі зображень, кнопки і консоль.

help =
    Крапки: оточуйте крапки суперника. Хід — це точка x-y, наприклад 20-17: x зліва, y знизу; якщо партій кілька, додайте номер: /move 20-17 #3. Команди:

lang-current = Ваша мова: { $language }. Доступні: { $available }. Змінити: /lang і код мови.
lang-set = Мова: українська.

style-name = { $style ->
        [dark] темний
        [colorblind] для людей з дальтонізмом (червоні крапки квадратні)
       *[light] світлий
    }
style-current = { $chosen ->
        [yes] Ваш стиль зображень: { $style }.
       *[no] Ви не вибрали стиль зображень: у вас стиль чату — { $style }.
    } Вибрати: /style light, /style dark або /style colorblind; /style auto — знову як у чаті.
style-set = Стиль зображень: { $style }.
style-reset = Вибір стилю скинуто: зображення малюються в стилі чату (зараз: { $style }).

button-accept = Прийняти
button-decline = Відхилити
button-cancel = Скасувати
button-resign = Здатися
button-resign-confirm = Так, здаюся
button-draw = Нічия
button-decline-draw = Відхилити нічию
button-ground = Заземлити
button-ground-confirm = Так, заземлитися
button-stop = СТОП
button-auto-end = Завершити (авто)
button-end = Закінчити підрахунком
button-stop-confirm = Так, СТОП
button-place = Поставити
button-enclose = Поставити й оточити
button-abort = Скасувати партію
button-board = Дошка
button-sgf = Запис (SGF)
button-replay = Повтор
button-rematch = Реванш

console-welcome = Точки в консолі. Команди: /help; почніть рядок з @ім'я, щоб говорити за цього гравця. Кінець введення — вихід.
console-speaker = Говорить { $name }.
console-picture = Малюнок: { $path }
console-bye = До зустрічі.
