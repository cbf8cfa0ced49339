# Жывая вэб-дошка (PUBLIC_URL): спасылкі на яе, яе адмовы і словы самой старонкі.

command-web = Адкрыць жывую дошку: націсніце на пункт, каб зрабіць ход
button-web-board = Жывая дошка
web-link-player = Ваша жывая дошка партыі { $game }: { $url }
    Нікому не перадавайце спасылку: праз яе робяцца вашы хады.
web-link-spectator = Жывая дошка партыі { $game } для назірання: { $url }
error-web-off = Жывая дошка на гэтым боце не ўключаная.
error-web-private = Папрасіце жывую дошку партыі { $game } у асабістым чаце з ботам.
error-web-spectator = Вы назіраеце за партыяй { $game }: ходзяць толькі яе гульцы.
error-web-forged = Гэтая спасылка на дошку несапраўдная. Папрасіце новую камандай /web.
error-web-expired = Тэрмін дзеяння гэтай спасылкі на дошку скончыўся. Папрасіце новую камандай /web.
error-web-signin = Telegram не пацвердзіў уваход на гэтай старонцы. Адкрыйце дошку зноў з чата.
error-web-other-game = Гэтая спасылка адкрывае іншую партыю.
error-web-busy = Занадта шмат запытаў: пачакайце крыху.
error-web-too-big = Гэты запыт занадта вялікі.

web-title = Кропкі: партыя { $game }
web-board = Поле
web-confirm = Пацвердзіць
web-cancel = Скасаваць
web-your-turn = Ваш ход
web-their-turn = Ходзіць { $name }
web-spectating = Вы назіраеце
web-game-over = Партыя скончылася
web-position-changed = Пазіцыя змянілася: дошка паказвае новую.
web-offline = Перападключэнне…
web-tap-to-play = Хадзіць з першага націску
web-zoom-in = Павялічыць
web-zoom-out = Паменшыць
web-fit = Усё поле
web-blue = Сінія
web-red = Чырвоныя
web-no-clock = Без кантролю часу
web-error = Нешта пайшло не так: паспрабуйце яшчэ раз.
