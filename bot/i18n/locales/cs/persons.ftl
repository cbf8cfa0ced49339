# Jeden hráč na různých platformách (/link, /unlink) a soukromí (/privacy, /forget).

command-link = Propojit účty v Telegramu a Discordu: jeden rating a jedna historie
command-unlink = Zrušit propojení: tento účet je zase samostatný
command-privacy = Co o vás bot uchovává a jak dlouho
command-forget = Smazat, co o vás bot uchovává, na všech propojených platformách
option-code = Kód, který vám /link dal na druhé platformě

persons-link-code = Váš kód propojení: { $code }
    Napište botovi /link { $code } na druhé platformě (Telegram nebo Discord). Kód platí: { $wait }, a jen jednou; nikomu ho nedávejte.
persons-linked = Propojeno: tento účet a váš účet na { $platforms } jsou teď jeden hráč, { $name }: jeden rating pro každé tempo a jedna historie. /unlink propojení zruší.
persons-unlinked = Propojení zrušeno: tento účet je zase samostatný. Ponechává si kopii společných ratingů, stejně jako váš účet na { $platforms }.
persons-privacy = Co o vás uchovávám, { $name }:
    • vaše jméno a přezdívku, jak je ukazuje { $platforms }, váš jazyk a styl obrázků — dokud nenapíšete /forget;
    • { $linked ->
        [yes] propojení vašich účtů na { $platforms } — dokud nenapíšete /unlink nebo /forget;
       *[no] žádná propojení s jinými platformami (/link je vytvoří);
    }
    • vaše partie (tahy, výsledek, jména obou hráčů) a ratingy — dokud bot běží, jako historii chatů;
    • kód /link — platnost: { $wait }, a jen jeho otisk, nikdy kód samotný.
    /forget smaže vaše jméno, nastavení, propojení a ratingy na všech propojených platformách; dohrané partie zůstanou ostatním hráčům, pod náhradním jménem.
persons-forget-ask = Tím se smaže vaše jméno, jazyk, styl obrázků, propojení a ratingy na { $platforms }; dohrané partie zůstanou pod náhradním jménem. Vrátit to nelze. Chcete-li pokračovat, napište /forget confirm
persons-forgotten = Hotovo: zapomněl jsem vás na { $platforms }. { $games ->
        [0] Žádné dohrané partie jste neměli.
        [one] { $games } dohraná partie teď ukazuje náhradní jméno.
        [few] { $games } dohrané partie teď ukazují náhradní jméno.
       *[other] { $games } dohraných partií teď ukazuje náhradní jméno.
    } Když mi znovu napíšete, budu od té chvíle znát vaše jméno.

error-link-private = O kód propojení požádejte v soukromém chatu s botem, kde ho nikdo jiný neuvidí.
error-link-unknown = Takový kód propojení jsem nedal. Zkontrolujte ho, nebo si o nový řekněte přes /link na druhé platformě.
error-link-expired = Platnost tohoto kódu propojení vypršela (kód platí: { $wait }). Řekněte si o nový přes /link na druhé platformě.
error-link-used = Tento kód propojení už byl použit: kód platí jednou. Řekněte si o nový přes /link na druhé platformě.
error-link-same-platform = Kód propojení spojuje účty na dvou platformách: zadejte ho na druhé platformě, ne tam, kde jste ho dostali.
error-link-already = Tyto účty už propojené jsou.
error-link-taken = Tento účet je už propojen s jiným: nejdřív propojení zrušte přes /unlink.
error-link-platform-taken = Tento hráč už má propojený účet na { $platform }: nejdřív tam propojení zrušte přes /unlink.
error-link-tries = Příliš mnoho chybných kódů. Počkejte, zbývá: { $wait }.
error-unlink-none = Tento účet není propojen s žádným jiným.
error-forget-playing = Nejdřív dohrajte nebo vzdejte své partie (hraje se: { $games }), potom /forget.
