# Inline režim: výzvy přes @bota v libovolném chatu a partie hrané přímo v té zprávě.
button-take-offer = Přijmout
button-withdraw-offer = Zrušit
inline-offer-title = Výzva: { $size }
inline-offer-nearest = { $reason } Nabízím místo toho: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) vyzývá { $target ->
        [open] kohokoli
       *[other] { $target }
    }: { $terms }. Chcete-li hrát, stiskněte „Přijmout“.
inline-sent-private = Odesláno do našeho soukromého chatu.
inline-start-first = Nejdřív otevřete můj chat a stiskněte Start: poslat vám to mohu jen tam.
inline-no-pictures = Inline partie zatím nejsou u tohoto bota nastavené (jeho provozovatel musí určit chat pro obrázky).
inline-moved = Tah v partii { $game } zahrán: její karta je v chatu, kam byla odeslána.
error-inline-gone = Tato výzva už neplatí: napište v chatu mé jméno a pošlete novou.
guest-help = Chcete-li tu hrát tečky, napište mé jméno s výzvou: /challenge 15x15 5+5, @kamarád 20x20 nebo rules.
guest-help-title = Tečky: jak začít hru
