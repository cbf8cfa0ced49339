# Partie: oznámení a karta partie.

game-started = Partie { $game } začíná: { $blue } hraje modrými a táhne první, { $red } hraje červenými.
game-ended = Partie { $game } skončila: { $winner ->
        [none] remíza
       *[other] vyhrává { $winner_name }
    } { $reason ->
        [resignation] (soupeř se vzdal)
        [time] (na čas)
        [field-full] (pole je zaplněné)
        [grounding] (uzemnění)
        [stop] (po STOPu)
        [draw-agreed] (dohodou)
        [agreed-end] (sečtením po dohodě)
        [instant-win] (dosažen dohodnutý náskok)
       *[other] ({ $reason })
    }. Skóre: modré { $blue }, červené { $red }.
game-aborted = { $name } ruší partii { $game } bez výsledku.

resign-confirm = Opravdu se chcete v partii { $game } vzdát? Pro potvrzení stiskněte tlačítko nebo napište { $command }
ground-confirm = Vyhlásit v partii { $game } uzemnění? { $result ->
        [win] Vyhrajete { $mine }:{ $theirs }
        [loss] Prohrajete { $mine }:{ $theirs }
       *[draw] Bude remíza { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
        [one] ; 1 vaše tečka přejde k { $opponent ->
            [blue] modrým
           *[red] červeným
        }
        [few] ; { $own } vaše tečky přejdou k { $opponent ->
            [blue] modrým
           *[red] červeným
        }
       *[other] ; { $own } vašich teček přejde k { $opponent ->
            [blue] modrým
           *[red] červeným
        }
    }. Pro potvrzení stiskněte tlačítko nebo napište { $command }
stop-confirm = Vyhlásit STOP v partii { $game }? Už nepoložíte žádnou tečku: { $other } hraje dál sám a partii ukončí příkazem /end (rozhoduje skóre) nebo /auto (sečteno jako vaše uzemnění). Nelze to vzít zpět. Pro potvrzení stiskněte tlačítko nebo napište { $command }
stopped = { $name } vyhlašuje STOP v partii { $game } a už nepokládá tečky. { $other } hraje dál: pokládá tečky, pak /end (rozhoduje skóre) nebo /auto (sečteno jako uzemnění).
stop-ended = { $name } ukončuje { $game } po STOP: rozhoduje skóre.
stop-auto = { $name } ukončuje { $game } příkazem /auto: { $own ->
        [0] všechny tečky hráče { $stopper } byly uzemněné
       *[other] tečky hráče { $stopper }, které lze ještě obklíčit ({ $own }), připadají hráči { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) nabízí v partii { $game } remízu. Přijmout: /draw. Odmítnout: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) navrhuje ukončit { $game } sečtením: modří { $blue }, červení { $red } (území: modří { $blue_territory }, červení { $red_territory }; mezi nimi volných { $neutral }). Souhlas: /end. Chcete-li hrát dál, prostě táhněte.
end-declined = { $name } nesouhlasí s ukončením { $game } sečtením: partie pokračuje.
draw-accepted = V partii { $game } byla dohodnuta remíza.
draw-declined = Nabídka remízy v partii { $game } byla odmítnuta.
draw-lapsed = Nabídka remízy v partii { $game } propadla: druhá strana táhla.

card-title = Partie { $game }: { $blue } (modré) proti { $red } (červené)
card-rules = { $width }×{ $height }, { $start ->
        [empty] prázdné pole
        [cross] kříž
        [four-crosses] čtyři kříže
       *[other] vlastní výchozí pozice
    }
card-variant-extra = tah navíc po obklíčení
card-variant-transfer = obklíčené tečky nepřecházejí
card-variant-instant = náskok { $value } { $value ->
        [one] bodu
        [many] bodu
       *[other] bodů
    } vyhrává okamžitě
card-variant-stop = STOP místo uzemnění
card-variant-free = volný obrys
card-variant-painted = domečky se vybarvují
card-variant-suicide = bez sebevraždy: do soupeřových domečků se nehraje
card-variant-wall = okraj pole je zeď
card-variant-territory = na území (obklíčení se ohlašují)
card-variant-szkrab = pravidla szkrab
card-score = Skóre: modré { $blue }, červené { $red }
card-last-move = Tah { $ply }: { $color ->
        [blue] modré
       *[red] červené
    } { $point }
card-to-move = Na tahu jsou { $color ->
        [blue] modré
       *[red] červené
    }: { $name }
card-stopped = STOP: { $name } ho vyhlásil po tahu { $ply } a už nepokládá tečky.
card-draw-offer = { $name } nabízí remízu.
card-aborted = Zrušena bez výsledku.

games-none = V tomto chatu nejsou žádné partie ani výzvy. Začněte partii příkazem /challenge.
games-header = Partie v tomto chatu:
games-line = { $game }: { $blue } proti { $red }, tah { $ply }, na tahu je { $name }
challenges-header = Čekající výzvy:

move-place-or-enclose = Tečka { $point } v partii { $game } uzavírá kruh: jen ji položit (kruh zůstane neoznačený), nebo položit a obklíčit každou oblast, kterou uzavírá?
move-captured = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) obkličuje { $count } { $count ->
        [one] tečku
        [few] tečky
        [many] tečky
       *[other] teček
    }.
resigned = { $name } vzdává partii { $game }.
grounded = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) vyhlašuje v partii { $game } uzemnění: { $own ->
        [0] všechny tečky jsou uzemněné
        [one] 1 tečka přechází k { $color ->
            [blue] červeným
           *[red] modrým
        }
        [few] { $own } tečky přecházejí k { $color ->
            [blue] červeným
           *[red] modrým
        }
       *[other] { $own } teček přechází k { $color ->
            [blue] červeným
           *[red] modrým
        }
    }{ $returned ->
        [0] {""}
        [one] ; 1 obklíčená tečka byla vrácena
        [few] ; { $returned } obklíčené tečky byly vráceny
       *[other] ; { $returned } obklíčených teček bylo vráceno
    }.
