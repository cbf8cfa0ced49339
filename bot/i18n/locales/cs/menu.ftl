# Nabídky příkazů (Telegram, Discord) a /help: řádek na každý příkaz a parametr, nejvýše
# 100 znaků.

command-help = Příkazy a jak hrát
command-rules = Pravidla teček ve zkratce
command-challenge = Nabídnout partii někomu, komukoli nebo počítači
command-play = Hrát s počítačem
command-accept = Přijmout výzvu
command-decline = Odmítnout výzvu
command-cancel = Stáhnout svou výzvu
command-move = Táhnout, například 20-17
command-resign = Vzdát partii
command-draw = Nabídnout remízu, nebo přijmout nabízenou
command-end = Na území: navrhnout konec sečtením, nebo souhlasit
command-decline_draw = Odmítnout nabízenou remízu
command-ground = Vyhlásit uzemnění: partie končí a sečte se
command-stop = STOP: už nepokládat tečky; soupeř hraje dál sám
command-auto = Po STOP soupeře: ukončit partii sečtenou jako při uzemnění
command-abort = Zrušit partii, dokud ještě netáhli oba hráči
command-board = Zobrazit hrací pole
command-games = Partie a výzvy v tomto chatu
command-history = Dokončené partie
command-sgf = Partie jako soubor SGF
command-replay = Partie jako animovaný záznam
command-rematch = Stejná partie znovu, s prohozenými barvami
command-top = Žebříček
command-rating = Rating, bilance a vzájemné zápasy
command-settings = Nastavení tohoto chatu (mění je správci)
command-lang = Zvolit jazyk
command-style = Zvolit vzhled obrázků hracího pole
command-time = Kde se nastavuje čas

option-opponent = S kým hrát: člen chatu, open (kdokoli) nebo computer
option-computer = Hrát s počítačem
option-level = Úroveň počítače
option-size = Pole, například 20x20 (šířka x výška)
option-start = Výchozí pozice
option-color = Vaše barva: modré táhnou první
option-extra = Tah navíc po každém obklíčení
option-notransfer = Obklíčené tečky zůstávají započtené i po novém obklíčení
option-instant = Okamžitá výhra při takovém náskoku bodů
option-stop = STOP místo uzemnění: kdo zastaví, už nepokládá tečky, soupeř hraje dál
option-free = Volný obrys: při obklíčení lze vést delší řetěz přes novou tečku
option-painted = Vybarvené domečky: každý uzavřený řetěz tvoří oblast, i bez soupeřových teček
option-nosuicide = Bez sebevraždy: do soupeřova domečku nelze položit tečku, pokud neobkličuje
option-wall = Okraj jako zeď: řetězy se mohou uzavřít o okraj pole
option-territory = Na území: obklíčení ohlašuje hráč, při dohodnutém konci se počítá území
option-szkrab = S územím: pravidla szkrab (bez děr mezi oblastmi, poslední tečka v bezpečí)
option-time = Čas: 5+5 (minuty + sekundy za tah), 24h na tah nebo notime
option-rated = Zda se partie počítá do ratingu
option-challenge = Číslo výzvy
option-game = Číslo partie
option-point = Bod x-y: x zleva, y zdola
option-x = x: sloupec, zleva
option-y = y: řádek, zdola
option-confirm = Hned, bez dalšího dotazu
option-who = Čí partie: člena chatu, chat (všech zde) nebo me (moje)
option-after = Pokračovat po této partii
option-where = Tento chat, nebo všechny chaty
option-speed = Třída tempa: blesk, rapid, klasika nebo korespondenční
option-player = Hráč
option-other = Druhý hráč, pro vzájemné zápasy
option-setting = Které nastavení změnit
option-value = Jeho nová hodnota
option-language = Jazyk: en, ru, uk, pl, be, kk, cs, de nebo auto
option-style = Styl: light, dark, colorblind nebo auto

rules-summary =
    Tečky ve zkratce. Dva hráči střídavě kladou tečku na volný bod pole; modré táhnou první.
    Uzavřete řetěz svých teček kolem teček soupeře a ty jsou obklíčené: každá je pro vás bod.
    Řetěz spojuje sousední tečky, i úhlopříčně; obklíčí se nejmenší oblast. Body uvnitř oblasti jsou mimo hru.
    Prázdná oblast, kterou uzavřete, je domeček: soupeřova tečka položená dovnitř je ihned obklíčená.
    Partie končí zaplněním pole, uzemněním (/ground), vzdáním, dohodou nebo na čas. Vyhrává ten, kdo má víc bodů.
    Varianty pravidel (slova pro /challenge a /settings variant): { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = „{ $first }“ a „{ $second }“ si v { $command } odporují: ponechte jen jedno.
error-number-range = „{ $token }“: číslo musí být od { $min } do { $max }.
