# Týmová hra (docs/rules.md §8.6): /team, odpovědi na ni, pořadí na kartě, hlasování
# strany a týmový rating.

command-team = Navrhnout týmovou partii: /team @a @b vs @c @d
option-sides = Hráči modrých, vs, hráči červených, potom podmínky partie

team-proposed = { $name } navrhuje týmovou partii { $id }: { $blue } (modří) proti { $red } (červení), { $rated ->
        [rated] do týmového ratingu
        [unequal] přátelsky: strany různé velikosti se nehodnotí
       *[casual] přátelsky
    }. Každý člen odpoví /team accept { $id } nebo /team decline { $id }.
team-waiting = Týmová partie { $id } čeká na odpověď: { $names }.
team-accepted = { $name } se přidává k týmové partii { $id }.
team-declined = { $name } odmítá týmovou partii { $id }: nebude se hrát.
team-cancelled = { $name } stahuje týmovou partii { $id }.
team-started = Týmová partie { $id } začíná jako partie { $game }: { $blue } (modří) proti { $red } (červení). Každá strana táhne v tomto pořadí; táhnout smí jen ten, kdo je na řadě.
team-not-your-turn = V partii { $game } je teď na řadě { $name } za { $color ->
        [blue] modré
       *[red] červené
    }.
team-draw-offered = { $name } nabízí remízu za { $color ->
        [blue] modré
       *[red] červené
    } v partii { $game }. Druhá strana přijímá většinou: každý její člen napíše /draw.
team-resign-vote = { $name } hlasuje za vzdání partie { $game } za { $color ->
        [blue] modré
       *[red] červené
    }: { $votes } z { $members }. Je třeba víc než polovina; hlasy platí do dalšího tahu strany.
team-draw-vote = { $name } hlasuje pro remízu v partii { $game } za { $color ->
        [blue] modré
       *[red] červené
    }: { $votes } z { $members }. Rozhoduje většina.
team-nodraw-vote = { $name } hlasuje proti remíze v partii { $game } za { $color ->
        [blue] modré
       *[red] červené
    }: { $votes } z { $members }. Jakmile ji většina už nemůže přijmout, je odmítnuta.
team-end-majority = Druhá strana souhlasí většinou: každý její člen napíše /end.
team-end-vote = { $name } hlasuje za ukončení partie { $game } sečtením za { $color ->
        [blue] modré
       *[red] červené
    }: { $votes } z { $members }. Souhlasí většina.
team-turn-passed = { $game }: { $name } netáhl včas, řada přechází na { $next } ({ $color ->
        [blue] modří
       *[red] červení
    }).
team-left = { $name } opouští { $color ->
        [blue] modré
       *[red] červené
    } v partii { $game }: pořadí strany pokračuje bez něj.
team-left-last = { $name }, poslední z { $color ->
        [blue] modrých
       *[red] červených
    }, opouští partii { $game }: strana se vzdává.
team-rated = Týmový rating: { $changes }.

card-teams = Modří: { $blue } · Červení: { $red }
card-team-next = ▸{ $name }

button-team-accept = Přidat se
button-team-decline = Odmítnout

team-error-usage = Napište /team @a @b vs @c @d [podmínky] nebo /team accept, /team decline, /team cancel s číslem týmové partie.
team-error-sides = Uveďte hráče každé strany přes @, strany oddělte slovem vs: /team @a @b vs @c @d
team-error-one-each = Jeden hráč na stranu je obyčejná partie: použijte /challenge.
team-error-too-many = Strana má nejvýše { $max } hráčů.
team-error-bot = Bot nemůže hrát v týmu.
team-error-twice = { $name } je uveden dvakrát.
team-error-unknown = Týmová partie { $id } tu není.
team-error-none = Žádná týmová partie tu nečeká na vaši odpověď.
team-error-ambiguous = Čeká tu několik týmových partií: { $ids }. Přidejte číslo, například: { $example }
team-error-closed = Týmová partie { $id } už nečeká na odpovědi.
team-error-not-proposer = Stáhnout týmovou partii { $id } může jen ten, kdo ji navrhl.
team-error-not-member = Nejste členem týmové partie { $id }.
team-error-already = K týmové partii { $id } jste se už přidali.
team-error-voted = V partii { $game } jste už hlasovali.
team-error-not-playing = Nehrajete tu žádnou týmovou partii.
team-error-takeback = V týmové partii se tahy nevracejí ({ $game }): pořadí už pokračovalo.
