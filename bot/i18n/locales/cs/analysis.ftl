# Rozbor dohrané partie počítačem (/analysis).

command-analysis = Rozbor dohrané partie počítačem: kde se vyhrála a kde prohrála
button-analysis = Rozbor

analysis-progress = 🔎 Rozebírám { $game } (tahů: { $moves })… { $percent } %
analysis-finished = 🔎 Rozbor { $game }: hotovo.
analysis-failed = 🔎 Počítač nedokázal rozebrat { $game }; požádejte později příkazem /analysis.
analysis-busy = { $game } se právě rozebírá: hotovo { $percent } %. Výsledek přijde do chatu, kde o něj bylo požádáno.
analysis-title = Rozbor { $game }: { $blue } (modří) – { $red } (červení), tahů: { $moves }
analysis-turn = Partie se zlomila v tahu { $number }, { $color ->
        [blue] modří
       *[red] červení
    } { $point }: šance modrých { $before } % → { $after } %.
analysis-resigned = Partie skončila vzdáním: { $name } ({ $color ->
        [blue] modří
       *[red] červení
    }) po tahu { $number }, při šancích { $chance } % podle odhadu počítače.
analysis-time = Partie skončila na čas: { $name } ({ $color ->
        [blue] modří
       *[red] červení
    }) po tahu { $number }, při šancích { $chance } % podle odhadu počítače.
analysis-grounding = Partie skončila uzemněním: { $name } ({ $color ->
        [blue] modří
       *[red] červení
    }) po tahu { $number }, při šancích { $chance } % podle odhadu počítače.
analysis-draw = Remíza dohodou po tahu { $number }, při šancích modrých { $chance } % podle odhadu počítače.
analysis-side = { $name } ({ $color ->
        [blue] modří
       *[red] červení
    }), největší chyby:
analysis-clean = { $name } ({ $color ->
        [blue] modří
       *[red] červení
    }): žádné velké chyby.
analysis-mistake = tah { $number }, { $color ->
        [blue] modří
       *[red] červení
    } { $point }: { $before } % → { $after } %; { $best } držel { $kept } %
analysis-mistake-plain = tah { $number }, { $color ->
        [blue] modří
       *[red] červení
    } { $point }: { $before } % → { $after } %

error-analysis-no-engine = Počítač tu není k dispozici, takže partie nelze rozebírat.
error-analysis-where = O rozbor požádejte v chatu s botem, ne ve vložené zprávě.
error-analysis-playing = { $game } se ještě hraje: rozbor přijde po jejím konci.
error-analysis-empty = { $game } nemá žádné tahy k rozboru.
error-analysis-waiting = Ve frontě na rozbor už máte { $count } { $count ->
        [one] partii
        [few] partie
        [many] partie
       *[other] partií
    }; o další požádejte, až bude jedna z nich hotová, zhruba za { $minutes } { $minutes ->
        [one] minutu
        [few] minuty
        [many] minuty
       *[other] minut
    }.
