# Pomoc, języki, przyciski i konsola.

help =
    Kropki: otaczaj kropki przeciwnika.
    /challenge [@gracz | open | computer] [SxW] [empty | cross | four] [red] — zaproponuj partię (pierwsze ruszają niebieskie; grasz niebieskimi, chyba że napiszesz red). Warianty: extra, notransfer, instant=N.
    /accept [numer], /decline [numer], /cancel [numer] — odpowiedz na wyzwanie albo je wycofaj.
    20-17 — twój ruch: x od lewej, y od dołu. Przy kilku partiach: /move 20-17 #numer.
    /board [#numer] — pokaż partię; /games — partie i wyzwania na tym czacie.
    /draw — zaproponuj lub przyjmij remis; /decline_draw — odrzuć go.
    /ground — ogłoś uziemienie: partia się kończy i jest liczona.
    /resign — poddaj się (z potwierdzeniem); /abort — przerwij partię, zanim obaj gracze wykonają ruch.
    /lang en | ru | uk | pl — wybierz język.

lang-current = Twój język: { $language }. Dostępne: { $available }. Zmiana: /lang i kod języka.
lang-set = Język: polski.

button-accept = Przyjmij
button-decline = Odrzuć
button-cancel = Anuluj
button-resign = Poddaj się
button-resign-confirm = Tak, poddaję się
button-draw = Remis
button-decline-draw = Odrzuć remis
button-ground = Uziem
button-abort = Przerwij partię
button-board = Plansza

console-welcome = Kropki w konsoli. Polecenia: /help; zacznij wiersz od @imię, aby mówić jako ten gracz. Koniec wejścia kończy grę.
console-speaker = Mówi { $name }.
console-picture = Obrazek: { $path }
console-bye = Do zobaczenia.
