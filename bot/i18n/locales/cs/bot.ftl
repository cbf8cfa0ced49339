# Nápověda, jazyky, tlačítka a konzole.

help =
    Tečky: obkličujte tečky soupeře. Tah je bod x-y, například 20-17: x zleva, y zdola; máte-li více partií, přidejte číslo partie: /move 20-17 #3. Příkazy:

lang-current = Váš jazyk: { $language }. K dispozici: { $available }. Změna: /lang a kód jazyka.
lang-set = Jazyk: čeština.

style-name = { $style ->
        [dark] tmavý
        [colorblind] bezpečný pro barvoslepé (tečky červeného jsou čtverečky)
       *[light] světlý
    }
style-current = { $chosen ->
        [yes] Váš styl obrázků: { $style }.
       *[no] Styl obrázků jste nezvolili: vidíte styl chatu, { $style }.
    } Zvolte ho příkazem /style light, /style dark nebo /style colorblind; /style auto se opět řídí chatem.
style-set = Styl obrázků nastaven: { $style }.
style-reset = Volba stylu je zrušená: vaše obrázky se řídí stylem chatu (nyní: { $style }).

button-accept = Přijmout
button-decline = Odmítnout
button-cancel = Zrušit
button-resign = Vzdát se
button-resign-confirm = Ano, vzdávám se
button-draw = Remíza
button-decline-draw = Odmítnout remízu
button-ground = Uzemnit
button-ground-confirm = Ano, uzemnit
button-stop = STOP
button-auto-end = Ukončit (auto)
button-end = Ukončit sečtením
button-stop-confirm = Ano, STOP
button-place = Položit
button-enclose = Položit a obklíčit
button-abort = Zrušit partii
button-board = Hrací pole
button-sgf = Záznam (SGF)
button-replay = Přehrát
button-rematch = Odveta

console-welcome = Tečky v konzoli. Příkazy: /help; začněte řádek @jméno a budete mluvit za daného hráče. Konec vstupu hru ukončí.
console-speaker = Mluví { $name }.
console-picture = Obrázek: { $path }
console-bye = Na shledanou.
