# Довідка, мови, кнопки і консоль.

help =
    Точки: оточуйте точки суперника.
    /challenge [@гравець | open | computer] [ШxВ] [empty | cross | four] [red] — запропонувати партію (першими ходять сині; ви граєте синіми, якщо не написали red). Варіанти: extra, notransfer, instant=N.
    /accept [номер], /decline [номер], /cancel [номер] — відповісти на виклик або відкликати його.
    20-17 — ваш хід: x зліва, y знизу. Якщо партій кілька: /move 20-17 #номер.
    /board [#номер] — показати партію; /games — партії та виклики тут.
    /draw — запропонувати або прийняти нічию; /decline_draw — відхилити її.
    /ground — оголосити заземлення: партія закінчується і підраховується.
    /resign — здатися (з підтвердженням); /abort — скасувати партію, поки обидва гравці не зробили хід.
    /lang en | ru | uk | pl — вибрати мову.

lang-current = Ваша мова: { $language }. Доступні: { $available }. Змінити: /lang і код мови.
lang-set = Мова: українська.

button-accept = Прийняти
button-decline = Відхилити
button-cancel = Скасувати
button-resign = Здатися
button-resign-confirm = Так, здаюся
button-draw = Нічия
button-decline-draw = Відхилити нічию
button-ground = Заземлити
button-abort = Скасувати партію
button-board = Дошка

console-welcome = Точки в консолі. Команди: /help; почніть рядок з @ім'я, щоб говорити за цього гравця. Кінець введення — вихід.
console-speaker = Говорить { $name }.
console-picture = Малюнок: { $path }
console-bye = До зустрічі.
