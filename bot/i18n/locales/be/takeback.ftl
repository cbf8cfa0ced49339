# Вяртанне ходу па згодзе (толькі ў нерэйтынгавых партыях).

command-takeback = Папрасіць вярнуць свой апошні ход або адказаць на просьбу суперніка
option-answer = Дазволіць (accept) або адмовіць (decline) у просьбе суперніка

button-takeback = Вярнуць ход
button-accept-takeback = Дазволіць вяртанне
button-decline-takeback = Адмовіць у вяртанні

takeback-offered = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) просіць вярнуць свой апошні ход у { $game }. Дазволіць: /takeback accept. Адмовіць: /takeback decline.
takeback-accepted = Вяртанне ходу ў { $game }: { $count ->
        [one] вернуты { $count } ход
        [few] вернуты { $count } хады
        [many] вернута { $count } хадоў
       *[other] вернута { $count } хаду
    }, зноў ходзіць { $name }.
takeback-computer = Камп'ютар дазваляе вярнуць ход у { $game }: { $count ->
        [one] вернуты { $count } ход
        [few] вернуты { $count } хады
        [many] вернута { $count } хадоў
       *[other] вернута { $count } хаду
    }, зноў ходзіць { $name }.
takeback-declined = У вяртанні ходу ў { $game } адмоўлена.
takeback-lapsed = Просьба вярнуць ход у { $game } знята: зроблены ход.
card-takeback-offer = { $name } просіць вярнуць ход.
card-takebacks = Вяртанняў ходу: { $count }

error-takeback-rated = Партыя { $game } рэйтынгавая: зроблены ход канчатковы (правілы §2.6), вярнуць яго нельга.
error-takeback-tournament = Партыя { $game } турнірная: зроблены ход канчатковы (правілы §2.6), вярнуць яго нельга.
error-takeback-already-asked = Вы ўжо папрасілі вярнуць ход у { $game }; дачакайцеся адказу.
error-takeback-answer-first = Супернік просіць вярнуць ход у { $game }: спачатку адкажыце — /takeback accept або /takeback decline.
error-takeback-nothing = У { $game } у вас няма ходу, які можна вярнуць.
error-takeback-none = У { $game } ніхто не просіць вярнуць ход.
error-takeback-own = Адказаць на вашу просьбу вярнуць ход у { $game } можа толькі супернік.
