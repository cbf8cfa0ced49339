# Čas: řádky času na kartě partie, vypršený čas, připomínky, propadlé výzvy.

card-terms = { $rated ->
        [yes] Hodnocená partie
       *[no] Přátelská partie
    }, { $time }
card-clock-live = Čas: modré { $blue }, červené { $red }
card-clock-move = Čas na tah ({ $name }): { $left }

clock-flag = Partie { $game }: hráči { $name } vypršel čas.
clock-aborted = Partie { $game } byla zrušena bez výsledku: první tah hráče { $name } nepřišel včas.
clock-reminder = { $name }, jste na tahu v partii { $game }. Zbývající čas: { $left }.
challenge-expired-notice = Výzva { $id } od hráče { $name } vypršela: nikdo ji včas nepřijal.

error-time-control = Časovou kontrolu „{ $time }“ neznám. Napište 5+5 (minuty pro každého + sekundy za tah, až 12 h + 10 min), 24h nebo 3d (čas na tah, až 30 dní), nebo notime.
error-time-where = Čas se volí ve výzvě: /challenge @jméno 5+5 (nebo 24h, nebo notime). Výchozí čas nastavují správci chatu příkazem /settings time.
