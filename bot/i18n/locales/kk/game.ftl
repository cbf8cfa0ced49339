# Ойындар: хабарландырулар және ойын карточкасы.

game-started = { $game } ойын басталды: { $blue } көк түспен ойнап, бірінші жүреді, { $red } қызыл түспен ойнайды.
game-ended = { $game } ойын аяқталды: { $winner ->
        [none] тең ойын
       *[other] { $winner_name } жеңді
    } { $reason ->
        [resignation] (қарсылас берілді)
        [time] (уақыт бойынша)
        [field-full] (алаң толды)
        [grounding] (жерге тұйықтаудан кейін)
        [stop] (СТОП-тан кейін)
        [draw-agreed] (келісім бойынша)
        [agreed-end] (келісім бойынша есептелді)
        [instant-win] (келісілген ұпай артықшылығына жетті)
       *[other] ({ $reason })
    }. Есеп: көк { $blue }, қызыл { $red }.
game-aborted = { $game } ойынды { $name } нәтижесіз тоқтатты.

resign-confirm = { $game } ойында шынымен берілгіңіз келе ме? Растау үшін түймені басыңыз немесе { $command } деп жазыңыз
ground-confirm = { $game } ойында жерге тұйықтауды жариялайсыз ба? { $result ->
        [win] Сіз { $mine }:{ $theirs } есебімен жеңесіз
        [loss] Сіз { $mine }:{ $theirs } есебімен жеңілесіз
       *[draw] Тең ойын болады, { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
       *[other] ; сіздің { $own } нүктеңіз { $opponent ->
            [blue] көкке
           *[red] қызылға
        } өтеді
    }. Растау үшін түймені басыңыз немесе { $command } деп жазыңыз
stop-confirm = { $game } ойынында СТОП жариялайсыз ба? Сіз енді нүкте қоймайсыз: { $other } жалғыз жүріп, ойынды /end (есеп шешеді) немесе /auto (сіздің жерге тұйықтауыңыздағыдай есеп) арқылы аяқтайды. Қайтарып алуға болмайды. Растау үшін түймені басыңыз немесе { $command } деп жазыңыз
stopped = { $name } { $game } ойынында СТОП жариялап, енді нүкте қоймайды. { $other } ойнай береді: нүкте қояды, содан кейін /end (есеп шешеді) немесе /auto (жерге тұйықтаудағыдай есеп).
stop-ended = { $name } СТОП-тан кейін { $game } ойынын аяқтайды: есеп шешеді.
stop-auto = { $name } { $game } ойынын /auto арқылы аяқтайды: { $own ->
        [0] { $stopper } ойыншысының барлық нүктелері жерге тұйықталған
       *[other] { $stopper } ойыншысының әлі қоршауға болатын нүктелері ({ $own }) { $name } ойыншысына өтеді
    }.
draw-offered = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $game } ойында тең ойын ұсынады. Қабылдау: /draw. Бас тарту: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $game } ойынын есептеумен аяқтауды ұсынады: көк { $blue }, қызыл { $red } (аумақ: көк { $blue_territory }, қызыл { $red_territory }; арасында бос { $neutral }). Келісу үшін: /end. Ойынды жалғастыру үшін жай ғана жүріс жасаңыз.
end-declined = { $name } { $game } ойынын есептеумен аяқтауға келіспейді: ойын жалғасады.
draw-accepted = { $game } ойында тең ойынға келісілді.
draw-declined = { $game } ойындағы тең ойын ұсынысы қабылданбады.
draw-lapsed = { $game } ойындағы тең ойын ұсынысы күшін жойды: екінші тарап жүріс жасады.

card-title = { $game } ойын: { $blue } (көк) — { $red } (қызыл)
card-rules = { $width }×{ $height }, { $start ->
        [empty] бос алаң
        [cross] айқыш
        [four-crosses] төрт айқыш
       *[other] ерекше бастапқы позиция
    }
card-variant-extra = қоршаудан кейін қосымша жүріс
card-variant-transfer = қоршалған нүктелер есепте қалады
card-variant-instant = { $value } ұпайлық артықшылық бірден жеңіс береді
card-variant-stop = жерге тұйықтау орнына СТОП
card-variant-free = еркін контур
card-variant-painted = үйшіктер боялады
card-variant-suicide = суицидсіз: қарсылас үйшіктеріне қоюға болмайды
card-variant-wall = алаң шеті — қабырға
card-variant-territory = аумаққа (қоршаулар жарияланады)
card-variant-szkrab = szkrab ережелері
card-score = Есеп: көк { $blue }, қызыл { $red }
card-last-move = { $ply }-жүріс: { $color ->
        [blue] көк
       *[red] қызыл
    } { $point }
card-to-move = { $color ->
        [blue] Көк
       *[red] Қызыл
    } жүреді: { $name }
card-stopped = СТОП: { $name } оны { $ply }-жүрістен кейін жариялады және енді нүкте қоймайды.
card-draw-offer = { $name } тең ойын ұсынады.
card-aborted = Нәтижесіз тоқтатылды.

games-none = Бұл чатта ойындар да, шақырулар да жоқ. Ойынды /challenge командасымен бастаңыз.
games-header = Бұл чаттағы ойындар:
games-line = { $game }: { $blue } — { $red }, { $ply }-жүріс, { $name } жүреді
challenges-header = Жауап күтіп тұрған шақырулар:

move-place-or-enclose = { $game } ойынындағы { $point } нүктесі сақинаны тұйықтайды: тек қою ма (сақина белгіленбей қалады), әлде қойып, ол тұйықтайтын әр аймақты қоршау ма?
move-captured = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $count ->
        [one] { $count } нүктені
       *[other] { $count } нүктені
    } қоршап алды.
resigned = { $name } { $game } ойында берілді.
grounded = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $game } ойында жерге тұйықтауды жариялады: { $own ->
        [0] барлық нүкте жерге тұйықталған
        [one] 1 нүкте { $color ->
            [blue] қызылға
           *[red] көкке
        } өтті
       *[other] { $own } нүкте { $color ->
            [blue] қызылға
           *[red] көкке
        } өтті
    }{ $returned ->
        [0] {""}
        [one] ; қоршалған 1 нүкте қайтарылды
       *[other] ; қоршалған { $returned } нүкте қайтарылды
    }.
