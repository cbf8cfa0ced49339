# Даведка, мовы, кнопкі і кансоль.

help =
    Кропкі: акружайце кропкі саперніка. Ход — гэта пункт x-y, напрыклад 20-17: x злева, y знізу; калі партый некалькі, дадайце нумар: /move 20-17 #3. Каманды:

lang-current = Ваша мова: { $language }. Даступныя: { $available }. Змяніць: /lang і код мовы.
lang-set = Мова: беларуская.

style-name = { $style ->
        [dark] цёмны
        [colorblind] бяспечны для дальтонікаў (кропкі чырвоных квадратныя)
       *[light] светлы
    }
style-current = { $chosen ->
        [yes] Ваш стыль малюнкаў: { $style }.
       *[no] Вы не выбралі стыль малюнкаў: вы бачыце стыль чата, { $style }.
    } Выберыце яго камандай /style light, /style dark або /style colorblind; /style auto зноў вяртае стыль чата.
style-set = Стыль малюнкаў: { $style }.
style-reset = Выбар стылю скінуты: вашы малюнкі ідуць за стылем чата (зараз: { $style }).

button-accept = Прыняць
button-decline = Адхіліць
button-cancel = Скасаваць
button-resign = Здацца
button-resign-confirm = Так, здаюся
button-draw = Нічыя
button-decline-draw = Адхіліць нічыю
button-ground = Зазямліць
button-ground-confirm = Так, зазямліцца
button-stop = СТОП
button-auto-end = Завяршыць (аўта)
button-end = Скончыць падлікам
button-stop-confirm = Так, СТОП
button-place = Паставіць
button-enclose = Паставіць і акружыць
button-abort = Скасаваць партыю
button-board = Дошка
button-sgf = Запіс (SGF)
button-replay = Паўтор
button-rematch = Рэванш

console-welcome = Кропкі ў кансолі. Каманды: /help; пачніце радок з @імя, каб гаварыць за гэтага гульца. Канец уводу — выхад.
console-speaker = Гаворыць { $name }.
console-picture = Малюнак: { $path }
console-bye = Да сустрэчы.
