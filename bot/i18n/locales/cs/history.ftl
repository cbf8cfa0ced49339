# Dokončené partie, záznamy ke stažení, přehrávání a odvety.

history-none = { $where ->
        [mine] Zatím nemáte žádné dokončené partie.
        [player] { $name } zatím nemá v tomto chatu žádné dokončené partie.
       *[chat] V tomto chatu zatím žádná partie neskončila.
    }
history-header = { $where ->
        [mine] Vaše dokončené partie
        [player] Dokončené partie hráče { $name } v tomto chatu
       *[chat] Dokončené partie v tomto chatu
    }{ $after ->
        [none] {""}
       *[other] , starší než { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } – { $red }, { $winner ->
        [blue] vítězství: { $blue }
        [red] vítězství: { $red }
       *[none] remíza
    }{ $reason ->
        [resignation] {" "}(soupeř se vzdal)
        [time] {" "}(na čas)
        [field-full] {" "}(pole je zaplněné)
        [grounding] {" "}(uzemnění)
        [stop] {" "}(po STOPu)
        [draw-agreed] {" "}(dohodou)
        [agreed-end] sečtením po dohodě
        [instant-win] {" "}(dohodnutý náskok)
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , hodnocená
       *[no] {""}
    }
history-more = Starší partie: { $command }
history-no-older = Dokončené partie starší než { $game } tu nejsou.

sgf-ready = Partie { $game } ({ $blue } – { $red }) jako záznam SGF: otevřete ho na zagram.org a v dalších programech na tečky.
replay-ready = Animovaný záznam partie { $game }: { $moves } { $moves ->
        [one] tah
        [few] tahy
        [many] tahu
       *[other] tahů
    }.

error-no-past-game = V tomto chatu zatím nemáte žádnou partii pro { $command }. Určete partii číslem, například: { $command } #12
error-rematch-active = Partie { $game } se ještě hraje: nejdřív ji dohrajte.

console-file = Soubor: { $path }
