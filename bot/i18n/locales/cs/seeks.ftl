# Čekárna: výzvy od kohokoli, z jakéhokoli chatu, na jakékoli platformě (docs/lobby.md).

command-seek = Najít soupeře kdekoli: pole, hodiny, hodnocená nebo ne; /seek cancel
option-cancel = Stáhnout svou otevřenou výzvu
option-range = Hodnocení soupeře na obě strany od vašeho (range=200)
command-watch = Sledovat živé hrací pole partie: kterékoli partie z lobby nebo partie tohoto chatu (/watch #12)
button-seek-0 = 39×32, kříž, 5+3, hodnocená
button-seek-1 = 20×20, 3+2, hodnocená
button-seek-2 = 15×15, 3+2, přátelská
button-seek-again = Znovu jako minule
button-seek-cancel = Stáhnout výzvu
button-seek-menu = Najít soupeře
button-lobby = Předsíň

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , kříž
        [four-crosses] , čtyři kříže
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] hodnocená
       *[no] přátelská
    }
seek-menu = Jakou partii chcete? Soupeř z jakéhokoli chatu — na Telegramu, Discordu nebo v konzoli — se přidělí, jakmile někdo vyhlásí totéž.
seek-last = Naposledy: { $terms }
seek-usual = Obvyklá: { $terms }
seek-open = Hledám soupeře: { $terms }. Dvojice vznikne, jakmile někdo vyhlásí totéž; výzva čeká { $minutes } min.
seek-open-range = Hledám soupeře: { $terms }, hodnocení { $low } až { $high }. Dvojice vznikne, jakmile někdo vyhlásí totéž; zatímco čekáte, rozsah se rozšiřuje, a výzva čeká { $minutes } min.
seek-replaced = Vaši dřívější výzvu ({ $terms }) nahradila tato.
seek-cancelled = Výzva ({ $terms }) stažena.
seek-expired = Nikdo nevyhlásil { $terms } včas: vaše výzva vypršela. Napište /seek a hledejte znovu.
seek-widened = Stále hledám: výzva teď bere hodnocení { $low } až { $high }.
seek-paired = Soupeř nalezen: { $name } ({ $rating }), partie { $game }. Karta následuje.
seek-paired-elsewhere = Soupeř nalezen: { $name } ({ $rating }), partie { $game } — ve vašem soukromém chatu s botem.
seek-paired-there = { $name }: soupeř nalezen, partie { $game } je ve vašem soukromém chatu s botem.
seek-game-started = Partie { $game } z čekárny proti { $name } ({ $rating }). Hrajete za { $color ->
        [blue] modré a táhnete první
       *[red] červené
    }.
seek-no-show = Partie { $game } je zrušena bez výsledku: hráč { $name } neudělal první tah včas. Počítá se to hráči { $name } jako nenastoupení: po { $limit } takových během { $minutes } min lze další výzvu vyhlásit až za { $minutes } min.
seek-abort-no-show = { $name } ruší partii { $game } bez výsledku. Počítá se to hráči { $name } jako nenastoupení: po { $limit } takových během { $minutes } min lze další výzvu vyhlásit až za { $minutes } min.

# The web board's lobby page (docs/lobby.md).
lobby-title = Tečky: předsíň
lobby-heading = Otevřené výzvy
lobby-empty = Nikdo teď partii nehledá. Vyhlaste ji níže: kdokoli vyhlásí totéž, na jakékoli platformě, bude hned váš soupeř.
lobby-play = Hrát
lobby-yours = Vaše výzva
lobby-new = Najít partii
lobby-words = Nebo napište podmínky jako po /seek (pole, začátek, čas, hodnocená či přátelská, range=N):
lobby-send = Hledat
lobby-rating = rating { NUMBER($rating, useGrouping: 0) }
lobby-range = přijímá rating od { $low } do { $high }
lobby-any = přijímá jakýkoli rating
lobby-waited = čeká { $waited }
lobby-games-heading = Partie ke sledování
lobby-games-empty = Teď se nehraje žádná partie z lobby.
lobby-watch = Sledovat
lobby-game = Partie { $game }
lobby-ratings = Modré { NUMBER($blue, useGrouping: 0) } · Červené { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves } { $moves ->
        [one] tah
        [few] tahy
        [many] tahu
       *[other] tahů
    }
lobby-top-heading = Nejlepší hráči
lobby-top-empty = V žebříčcích zatím nikdo není: dostává se tam hodnocenými partiemi.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] partie
        [few] partie
        [many] partie
       *[other] partií
    }
error-lobby-spectator = Odkaz diváka nedovoluje vyhlásit výzvu: otevřete předsíň z odkazu na vlastní desku nebo z Telegramu.
error-lobby-expired = Platnost tohoto odkazu do předsíně vypršela. Pošlete /seek pro nový.

error-seek-none = Nemáte otevřenou výzvu.
error-seek-not-yours = Toto tlačítko patří k cizí výzvě. Napište /seek pro vlastní.
error-seek-no-shows = Partie z čekárny, které jste nedávno nechali propadnout bez tahu nebo zrušili: { $count }. Další výzvu můžete vyhlásit za { $minutes } min.
error-seek-playing = Hrajete partii { $game } z předsíně: dohrajte ji, než budete hledat další (výzvu ke korespondenční hře, 24h nebo 3d, můžete dát už teď).
error-seek-unreachable = Nemohu vám psát soukromě, a partie z čekárny se hrají právě tam. Otevřete soukromý chat s { $bot } a stiskněte Start (nebo bota odblokujte), pak výzvu vyhlaste znovu.
