# Turnaje v chatu: přihlášky, kola, tabulky a odmítnutí.

tournament-format = { $format ->
        [swiss] švýcarský systém
       *[roundrobin] každý s každým
    }
tournament-announced = 🏆 Turnaj #{ $id }: { $format ->
        [swiss] švýcarský systém, { $rounds ->
            [0] počet kol podle počtu hráčů
           *[other] { $rounds } { $rounds ->
                [one] kolo
                [few] kola
               *[other] kol
            }
        }
       *[roundrobin] { $double ->
            [yes] každý s každým dvakrát
           *[no] každý s každým
        }
    }, pole { $size }, { $rated ->
        [yes] hodnocený
       *[no] přátelský
    }. Pořadatel: { $organizer }. Přihlaste se tlačítkem nebo příkazem /tournament join.
    Hráči ({ $count }): { $players }
tournament-joined = { $name } se přihlašuje do turnaje #{ $id }. Hráči ({ $count }): { $players }
tournament-left = { $name } se odhlašuje z turnaje #{ $id }. Hráči ({ $count }): { $players }
tournament-signup = Přihlášky do turnaje #{ $id } jsou otevřené. Hráči ({ $count }): { $players }
tournament-time = Časová kontrola každé partie: { $time }
tournament-starts-at = Přihlášky se uzavřou a 1. kolo začne { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } turnaj spustí příkazem /tournament start (jsou potřeba aspoň 3 hráči).
tournament-started = Turnaj #{ $id } začal: následuje rozlosování 1. kola.
tournament-round = 🏆 Turnaj #{ $id }, kolo { $round } z { $rounds }: rozlosování.
tournament-bye = { $name } má v tomto kole volno: počítá se jako výhra, 1 bod. (Volno dostane nejníže umístěný hráč, který ho ještě neměl, každý nejvýše jednou.)
tournament-game = Turnaj #{ $id }, kolo { $round }, stůl { $board }: { $blue } (modré) proti { $red } (červené), partie { $game }.
tournament-round-over = Turnaj #{ $id }: kolo { $round } z { $rounds } skončilo. Pořadí:
tournament-finished = 🏆 Turnaj #{ $id } skončil. { $count ->
        [1] Vítězí { $winner }!
       *[other] O první místo se dělí: { $winner }!
    } Konečné pořadí:
tournament-cancelled = { $name } ruší turnaj #{ $id }. Rozehrané partie pokračují jako běžné partie.
tournament-too-few = Turnaj #{ $id } byl zrušen: do uzávěrky přihlášek se nepřihlásili ani 3 hráči.
tournament-withdrew = { $name } odstupuje z turnaje #{ $id }: rozehraná partie je prohraná a další partie jsou prohrané kontumačně.
tournament-table-pairings = Turnaj #{ $id }, kolo { $round } z { $rounds }.
tournament-table-standings = Turnaj #{ $id }: pořadí po kole { $round } z { $rounds }.
tournament-round-playing = Hraje se kolo { $round } z { $rounds }: jeho partie se započítají, až skončí.
tournament-standings-none = Turnaj #{ $id }: ještě neskončilo žádné kolo, takže pořadí zatím není; hraje se kolo { $round } z { $rounds }. Jeho rozlosování:
tournament-table-crosstable = Turnaj #{ $id }: turnajová tabulka.
tournament-archive = Turnaj #{ $id }: { $games } { $games ->
        [one] záznam partie
        [few] záznamy partií
       *[other] záznamů partií
    } (SGF) v jednom archivu.
tournaments-none = V tomto chatu se zatím nehrál žádný turnaj. Vyhlaste ho příkazem /tournament swiss nebo /tournament roundrobin.
tournaments-title = Turnaje v tomto chatu (/tournaments N — turnajová tabulka, /tournaments N sgf — všechny partie turnaje):
tournaments-line = #{ $id } { $format ->
        [swiss] švýcarský systém
       *[roundrobin] každý s každým
    }, { $count } { $count ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }, { DATETIME($at, dateStyle: "medium") }: { $status ->
        [signup] přihlášky otevřené
        [running] probíhá
        [finished] první místo — { $winner }
       *[cancelled] zrušen
    }

table-board = Stůl
table-blue = Modré
table-red = Červené
table-result = Výsledek
table-rank = #
table-seed = St. č.
table-player = Hráč
table-points = Body
table-played = Partie
table-record = V–R–P
table-pairings-title = Turnaj #{ $id } · kolo { $round } z { $rounds }
table-standings-title = Turnaj #{ $id } · pořadí po kole { $round } z { $rounds }
table-final-title = Turnaj #{ $id } · konečné pořadí
table-crosstable-title = Turnaj #{ $id } · turnajová tabulka
table-bye = Volno: { $name } (1 bod)
table-withdrawn = odstoupil
table-tiebreaks = Při rovnosti bodů rozhoduje: { $order }.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn–Berger
tiebreak-head-to-head = vzájemný zápas
tiebreak-buchholz-short = Buch.
tiebreak-sonneborn-berger-short = SB
tiebreak-head-to-head-short = VZ

button-join-tournament = Přihlásit se
button-leave-tournament = Odhlásit se
button-start-tournament = Spustit
button-standings = Pořadí

command-tournament = Turnaje: swiss nebo roundrobin vyhlásí turnaj; join, leave, start, standings, cancel
command-tournaments = Turnaje tohoto chatu, turnajová tabulka nebo všechny partie turnaje jako SGF
option-action = swiss nebo roundrobin (vyhlásit), nebo join, leave, start, standings, cancel
option-tournament = Číslo turnaje
option-double = Každá dvojice hraje dvakrát, s prohozenými barvami (každý s každým)
option-rounds = Počet kol (švýcarský systém)
option-starts = Za kolik minut se uzavřou přihlášky a začne 1. kolo
option-what = sgf: všechny partie turnaje v jednom archivu

error-tournament-unknown = V tomto chatu není žádný turnaj { $id }.
error-tournament-none = Žádný turnaj tu teď nepřijímá přihlášky ani neprobíhá. Vyhlaste ho příkazem /tournament swiss nebo /tournament roundrobin.
error-tournament-where = Turnaje se hrají v chatu, ne v inline zprávě.
error-tournament-admin = Turnaj mohou vyhlásit jen správci tohoto chatu (mohou to povolit komukoli: /settings tournaments anyone).
error-tournament-double = Dvakrát se dá hrát jen turnaj každý s každým.
error-tournament-rounds = Počet kol se zadává jen u švýcarského systému: v turnaji každý s každým je jedno kolo na každého soupeře.
error-tournament-open = V tomto chatu už běží turnaj { $id } (přihlášky nebo hra; najednou jen jeden): přidejte se přes /tournament join, nebo viz /tournament standings.
error-tournament-busy = Turnaj tohoto chatu se v tu chvíli měnil příliš často, než aby šlo váš požadavek provést. Nic se nezměnilo; zkuste to prosím znovu.
error-tournament-clock = Turnajové partie potřebují časovou kontrolu, aby každé kolo skončilo: přidejte ji, například 5+5 nebo 24h.
error-tournament-started = Turnaj { $id } už začal.
error-tournament-joined = Do turnaje { $id } jste už přihlášeni.
error-tournament-full = Turnaj { $id } je plný (nejvýše { $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }).
error-tournament-not-in = V turnaji { $id } nehrajete.
error-tournament-over = Turnaj { $id } skončil.
error-tournament-organizer = To může u turnaje { $id } udělat jen { $organizer } (pořadatel) nebo správce.
error-tournament-few = Turnaj { $id } potřebuje ke startu aspoň { $min } { $min ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
error-tournament-abort = Partie { $game } je turnajová: nelze ji zrušit (chcete-li ji ukončit, vzdejte se).
