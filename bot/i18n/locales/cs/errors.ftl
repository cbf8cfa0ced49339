# Odmítnutí: něco nebylo v pořádku a nic se nezměnilo.

error-internal = Na naší straně se něco pokazilo. Nic se nezměnilo; zkuste to prosím znovu.
error-busy = V partii právě probíhala jiná akce. Nic se nezměnilo; zkuste to prosím znovu.
error-not-a-command = To není příkaz. Napište /help a uvidíte, čemu rozumím.
error-unknown-command = Příkaz { $command } neznám. Seznam příkazů: /help.
error-usage = V příkazu { $command } nerozumím „{ $token }“. Příklady: /help.
error-button-invalid = Toto tlačítko je neplatné (je poškozené nebo není ode mě).

error-unknown-game = V tomto chatu není žádná partie { $game }.
error-game-set-aside = Partii { $game } nelze přečíst, proto byla odložena, aby se na ni podíval provozovatel bota. Můžete začít novou partii.
error-not-a-player = V partii { $game } nehrajete.
error-game-over = Partie { $game } už skončila.
error-no-game = V { $where ->
        [topic] tomto tématu
        [channel] tomto kanálu
       *[chat] tomto chatu
    } nemáte žádnou rozehranou partii. Začněte ji příkazem /challenge.
error-game-elsewhere = Vaše partie { $games } se hraje v { $where ->
        [topic] jiném tématu
        [channel] jiném kanálu
       *[chat] jiném chatu
    } { $group ->
        [server] tohoto serveru
       *[chat] tohoto chatu
    }: pokračujte v ní tam.
error-game-in-place = Vaše partie { $games } se hraje v { $where ->
        [channel] kanálu
       *[topic] tématu
    } „{ $place }“: pokračujte v ní tam.
error-games-elsewhere = Vaše partie { $games } se hrají v { $where ->
        [topic] jiných tématech
        [channel] jiných kanálech
       *[chat] jiných chatech
    } { $group ->
        [server] tohoto serveru
       *[chat] tohoto chatu
    }: pokračujte v nich tam.
error-no-game-here = V { $where ->
        [topic] tomto tématu
        [channel] tomto kanálu
       *[chat] tomto chatu
    } se teď nehraje žádná partie. Začněte ji příkazem /challenge.
error-ambiguous-game = Máte tu několik partií: { $games }. Přidejte číslo partie, například: { $example }
error-not-your-turn = V partii { $game } teď nejste na tahu.
error-ambiguous-move = Jste na tahu v několika partiích: { $games }. Přidejte číslo partie, například: { $example }

error-move-missing = Který bod? Napište ho jako x-y, například: /move 20-17
error-move-syntax = „{ $text }“ není bod. Pište x-y, například 20-17.
error-move-off-field = { $text } je mimo pole: pole má rozměr { $width }×{ $height }.
error-move-occupied = Bod { $text } je obsazený: už na něm stojí tečka.
error-move-out-of-play = Bod { $text } je mimo hru: leží uvnitř obklíčené oblasti.
error-move-illegal = Na { $text } teď táhnout nelze.
error-move-suicide = { $text } je uvnitř soupeřova domečku: bez sebevraždy tam nelze hrát.
error-ground-variant = V partii { $game } není uzemnění: hraje se se STOPem nebo s okrajem jako zdí.
error-realm-none = { $text }: tato tečka neuzavírá žádnou oblast kolem soupeřovy tečky. Tah nebyl zahrán.
error-realm-target = { $text }: za „!“ musí stát soupeřova tečka ve hře uvnitř vašeho kruhu. Tah nebyl zahrán.
error-realm-border = { $text }: to není hranice: { $why ->
        [short] potřebuje aspoň 4 vaše tečky
        [link] dva body za sebou nesousedí
        [repeated] prochází bodem dvakrát
        [crossing] kříží sama sebe
       *[not_own] jeden z jejích bodů není vaše tečka ve hře
    }. Tah nebyl zahrán.
error-realm-empty = { $text }: oblast musí obsahovat soupeřovu tečku ve hře. Tah nebyl zahrán.
error-realm-nesting = { $text }: oblast kolem starších oblastí s nimi smí sdílet nejvýš jeden bod hranice (podle pravidel szkrab žádný). Tah nebyl zahrán.
error-realm-hole = { $text }: tato oblast nechává díru mezi oblastmi, což pravidla szkrab zakazují. Tah nebyl zahrán.
error-realm-overlap = { $text }: oblasti jednoho tahu se nesmějí překrývat. Tah nebyl zahrán.
error-realm-without-dot = { $text }: ohlaste oblast spolu s další tečkou, například 20-17!21-16. Tah nebyl zahrán.

error-contour-border = { $text }: tento řetěz nelze vzít: { $why ->
        [short] potřebuje aspoň 4 vaše tečky
        [link] dva body za sebou nesousedí
        [repeated] prochází bodem dvakrát
        [crossing] kříží sám sebe
        [through] musí procházet vaší novou tečkou
        [empty] musí obsahovat soupeřovu tečku ve hře
        [whole] musí celou obsáhnout oblast, kterou vaše tečka uzavírá
        [overlap] řetězy jednoho tahu se překrývají
       *[not_own] jeden z jeho bodů není vaše tečka ve hře
    }. Tah nebyl zahrán.
error-contour-form = { $text }: u volného obrysu se řetěz píše za „=”, například 20-17=19-16 18-17 19-18. Tah nebyl zahrán.
error-stop-variant = Partie { $game } se nehraje se STOP: není co zastavit ani co ukončit přes /auto.
error-stop-already = V partii { $game } už STOP zazněl: bývá jednou za partii.
error-stop-not-stopped = V partii { $game } nikdo nevyhlásil STOP: /end a /auto ji ukončí až po STOP soupeře.
error-stop-stopper = V partii { $game } jste vyhlásili STOP: už nepokládáte tečky a partii ukončí soupeř.
error-draw-already-offered = V partii { $game } už remízu nabízíte; počkejte na odpověď.
error-no-draw-offer = Soupeř vám v partii { $game } remízu nenabízí.
error-no-end-offer = Soupeř nenavrhl ukončit { $game } sečtením.
error-end-territory-only = Sečtením končí jen hra na území a hra se STOP po STOP soupeře: v { $game } nabídněte remízu (/draw), nebo hrajte dál.
error-end-already-offered = Ukončení { $game } už jste navrhli; počkejte na odpověď.
error-abort-too-late = Partii { $game } už nelze zrušit: oba hráči už táhli. Můžete nabídnout remízu nebo se vzdát.

error-field-size = Pole { $width }×{ $height } není možné: každá strana musí mít { $min } až { $max }.
error-start-size = Výchozí pozice „{ $start ->
        [four-crosses] čtyři kříže
        [cross] kříž
        [empty] prázdné pole
       *[other] { $start }
    }“ se nevejde na pole { $width }×{ $height }.
error-variant-clash-wall-and-stop = „{ $first }“ a „{ $second }“ nelze hrát spolu: když je okraj zdí, u okraje není nic v bezpečí, a STOP tak nemá smysl.
error-variant-clash-wall-and-free = „{ $first }“ a „{ $second }“ nelze hrát spolu: žádná pravidla neříkají, jak vede volný obrys podél zdi.
error-variant-clash-szkrab-without-territory = „{ $first }“ je volba hry „{ $second }“: zadejte obě.
error-variant-clash-territory-and-board = „{ $first }“ a „{ $second }“ nelze hrát spolu: žádná pravidla s tím ohlašovaná obklíčení nespojují.
error-challenge-self = Nemůžete vyzvat sami sebe.
error-challenge-bot = Jako člen chatu hrát nemohu. Chcete-li hrát s počítačem, napište /challenge computer.
error-challenge-whom = Koho vyzýváte? Napište @jméno, nebo „open“ pro kohokoli.
error-computer-unavailable = Hra s počítačem zatím není k dispozici.

error-unknown-challenge = V tomto chatu není žádná výzva { $id }.
error-no-challenge = Není tu žádná výzva, na kterou můžete odpovědět.
error-ambiguous-challenge = Je tu několik výzev: { $ids }. Přidejte číslo, například: { $example }
error-challenge-closed = Výzva { $id } už není otevřená ({ $status ->
        [accepted] už byla přijata
        [declined] byla odmítnuta
        [cancelled] byla zrušena
        [expired] vypršela
       *[other] { $status }
    }).
error-challenge-expired = Výzva { $id } vypršela.
error-challenge-own = Vlastní výzvu { $id } přijmout nemůžete.
error-challenge-not-for-you = Výzva { $id } je určena někomu jinému.
error-challenge-not-yours = Výzvu { $id } může zrušit jen ten, kdo ji vytvořil.
error-challenge-open-decline = Výzva { $id } je otevřená všem: není co odmítat, prostě ji nepřijímejte.
error-challenge-taken = Výzvu { $id } právě přijal někdo jiný.

error-unknown-language = Jazyk „{ $language }“ neovládám. K dispozici: { $available }.
error-unknown-style = Styl obrázků „{ $style }“ neexistuje. Zvolte light, dark, colorblind nebo auto.

# Poruchy úložiště: zda se požadavek uložil, říkáme tak, jak to je.
error-not-saved = Nepodařilo se to uložit: { $cause ->
        [full] disk bota je plný
        [damaged] databáze bota je poškozená
       *[busy] databáze je zaneprázdněná
    }. Nic se nezměnilo; zkuste to znovu { $cause ->
        [busy] za chvíli
       *[other] později
    }.
error-saved-not-shown = Uloženo, ale výsledek se nepodařilo zobrazit: { $cause ->
        [full] disk bota je plný
        [damaged] databáze bota je poškozená
       *[busy] databáze je zaneprázdněná
    }. Napište /games a uvidíte, jak věci stojí.
error-maybe-saved = Nevím, zda se to uložilo: { $cause ->
        [full] disk bota je plný
        [damaged] databáze bota je poškozená
       *[busy] databáze je zaneprázdněná
    }. Než to zkusíte znovu, ověřte si stav příkazem /games.
error-inline-computer = Výzvy přes @ jsou pro lidi: s počítačem hrajte v mém soukromém chatu příkazem /play.
