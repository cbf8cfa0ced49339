# Партыі: аб'явы і картка партыі.

game-started = Партыя { $game } пачалася: { $blue } гуляе сінімі і ходзіць першым, { $red } гуляе чырвонымі.
game-ended = Партыя { $game } скончылася, { $winner ->
        [none] нічыя
       *[other] пераможца — { $winner_name }
    } { $reason ->
        [resignation] (сапернік здаўся)
        [time] (па часе)
        [field-full] (поле запоўненае)
        [grounding] (зазямленне)
        [stop] (пасля СТОП)
        [draw-agreed] (па згодзе)
        [agreed-end] (падлікам па дамоўленасці)
        [instant-win] (набрана ўмоўленая перавага)
       *[other] ({ $reason })
    }. Лік: сінія { $blue }, чырвоныя { $red }.
game-aborted = { $name } скасоўвае партыю { $game } без выніку.

resign-confirm = Вы сапраўды хочаце здацца ў партыі { $game }? Каб пацвердзіць, націсніце кнопку або напішыце { $command }
ground-confirm = Зазямліцца ў партыі { $game }? { $result ->
        [win] Вы выйграеце { $mine }:{ $theirs }
        [loss] Вы прайграеце { $mine }:{ $theirs }
       *[draw] Будзе нічыя { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
       *[other] ; { $own } { $own ->
            [one] ваша кропка пяройдзе
            [few] вашы кропкі пяройдуць
            [many] вашых кропак пяройдуць
           *[other] вашы кропкі пяройдуць
        } да { $opponent ->
            [blue] сініх
           *[red] чырвоных
        }
    }. Каб пацвердзіць, націсніце кнопку або напішыце { $command }
stop-confirm = Абвясціць СТОП у партыі { $game }? Вы больш не ставіце кропак: { $other } ходзіць адзін і завяршае партыю камандай /end (вырашае лік) або /auto (лік як пры вашым зазямленні). Адмяніць нельга. Каб пацвердзіць, націсніце кнопку або напішыце { $command }
stopped = { $name } абвяшчае СТОП у { $game } і больш не ставіць кропак. { $other } працягвае: ставіць кропкі, потым /end (вырашае лік) або /auto (лік як пры зазямленні).
stop-ended = { $name } завяршае { $game } пасля СТОПу: вырашае лік.
stop-auto = { $name } завяршае { $game } камандай /auto: { $own ->
        [0] усе кропкі гульца { $stopper } зазямлёныя
       *[other] кропкі гульца { $stopper }, якія яшчэ можна акружыць ({ $own }), пераходзяць да гульца { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) прапануе нічыю ў { $game }. Прыняць: /draw. Адхіліць: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) прапануе скончыць { $game } падлікам: сінія { $blue }, чырвоныя { $red } (тэрыторыя: сінія { $blue_territory }, чырвоныя { $red_territory }; паміж імі вольна { $neutral }). Пагадзіцца: /end. Каб гуляць далей, проста зрабіце ход.
end-declined = { $name } не згодны скончыць { $game } падлікам: партыя працягваецца.
draw-accepted = У партыі { $game } узгоднена нічыя.
draw-declined = Прапанова нічыі ў { $game } адхіленая.
draw-lapsed = Прапанова нічыі ў { $game } больш не дзейнічае: другі бок зрабіў ход.

card-title = Партыя { $game }: { $blue } (сінія) супраць { $red } (чырвоныя)
card-rules = { $width }×{ $height }, { $start ->
        [empty] пустое поле
        [cross] крыж
        [four-crosses] чатыры крыжы
       *[other] асаблівая пачатковая пазіцыя
    }
card-variant-extra = дадатковы ход пасля акружэння
card-variant-transfer = акружаныя кропкі не пераходзяць
card-variant-instant = перавага ў { $value } { $value ->
        [one] ачко
        [few] ачкі
        [many] ачкоў
       *[other] ачка
    } перамагае адразу
card-variant-stop = СТОП замест зазямлення
card-variant-free = свабодны контур
card-variant-painted = домікі зафарбоўваюцца
card-variant-suicide = без самагубства: у домікі саперніка ставіць нельга
card-variant-wall = край поля — сцяна
card-variant-territory = на тэрыторыю (акружэнні абвяшчаюцца)
card-variant-szkrab = правілы szkrab
card-score = Лік: сінія { $blue }, чырвоныя { $red }
card-last-move = Ход { $ply }: { $color ->
        [blue] сінія
       *[red] чырвоныя
    } { $point }
card-to-move = Ходзяць { $color ->
        [blue] сінія
       *[red] чырвоныя
    }: { $name }
card-stopped = СТОП: { $name } абвясціў яго пасля ходу { $ply } і больш не ставіць кропак.
card-draw-offer = { $name } прапануе нічыю.
card-aborted = Скасаваная, без выніку.

games-none = У гэтым чаце няма партый і выклікаў. Пачніце партыю камандай /challenge.
games-header = Партыі ў гэтым чаце:
games-line = { $game }: { $blue } супраць { $red }, ход { $ply }, ходзіць { $name }
challenges-header = Выклікі, якія чакаюць адказу:

move-place-or-enclose = Кропка { $point } у { $game } замыкае кальцо: толькі паставіць яе (кальцо застанецца не адзначаным) ці паставіць і акружыць кожную вобласць, якую яна замыкае?
move-captured = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) акружае { $count } { $count ->
        [one] кропку
        [few] кропкі
        [many] кропак
       *[other] кропкі
    }.
resigned = { $name } здаецца ў партыі { $game }.
grounded = { $name } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }) зазямляецца ў партыі { $game }: { $own ->
        [0] усе кропкі зазямлёныя
       *[other] { $own } { $own ->
            [one] кропка пераходзіць
            [few] кропкі пераходзяць
            [many] кропак пераходзяць
           *[other] кропкі пераходзяць
        } да { $color ->
            [blue] чырвоных
           *[red] сініх
        }
    }{ $returned ->
        [0] {""}
       *[other] ; вернута акружаных кропак: { $returned }
    }.
