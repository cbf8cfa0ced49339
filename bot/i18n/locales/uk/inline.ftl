# Інлайн-режим: виклики через @бота в будь-якому чаті й партії просто в цьому повідомленні.
button-take-offer = Прийняти
button-withdraw-offer = Скасувати
inline-offer-title = Виклик: { $size }
inline-offer-nearest = { $reason } Натомість: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] сині
       *[red] червоні
    }) викликає { $target ->
        [open] будь-кого
       *[other] { $target }
    }: { $terms }. Натисніть «Прийняти», щоб грати.
inline-sent-private = Надіслано в наш особистий чат.
inline-start-first = Спершу відкрийте мій чат і натисніть «Старт»: надіслати це я можу лише туди.
inline-no-pictures = Інлайн-партії на цьому боті ще не налаштовані (його власник має вказати чат для картинок).
error-inline-gone = Цей виклик уже неактуальний: наберіть моє ім'я в чаті, щоб надіслати новий.
