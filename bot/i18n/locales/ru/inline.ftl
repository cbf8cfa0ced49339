# Инлайн-режим: вызовы через @бота в любом чате и партии прямо в этом сообщении.
button-take-offer = Принять
button-withdraw-offer = Отменить
inline-offer-title = Вызов: { $size }
inline-offer-nearest = { $reason } Вместо этого: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] синие
       *[red] красные
    }) вызывает { $target ->
        [open] любого соперника
       *[other] { $target }
    }: { $terms }. Нажмите «Принять», чтобы играть.
inline-sent-private = Отправлено в наш личный чат.
inline-start-first = Сначала откройте мой чат и нажмите «Старт»: отправить это я могу только туда.
inline-no-pictures = Инлайн-партии на этом боте ещё не настроены (его владелец должен указать чат для картинок).
error-inline-gone = Этот вызов уже неактуален: наберите моё имя в чате, чтобы отправить новый.
