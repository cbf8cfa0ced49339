# Pomoc, języki, style obrazków, przyciski i konsola.

help =
    Kropki: otaczaj kropki przeciwnika. Ruch to punkt x-y, na przykład 20-17: x od lewej, y od dołu; przy kilku partiach dodaj numer: /move 20-17 #3. Polecenia:

lang-current = Twój język: { $language }. Dostępne: { $available }. Zmiana: /lang i kod języka.
lang-set = Język: polski.

style-name = { $style ->
        [dark] ciemny
        [colorblind] dla daltonistów (czerwone kropki kwadratowe)
       *[light] jasny
    }
style-current = { $chosen ->
        [yes] Twój styl obrazków: { $style }.
       *[no] Nie wybrano stylu obrazków: widzisz styl czatu — { $style }.
    } Wybór: /style light, /style dark albo /style colorblind; /style auto — znów jak w czacie.
style-set = Styl obrazków: { $style }.
style-reset = Wybór stylu usunięty: obrazki są rysowane w stylu czatu (teraz: { $style }).

button-accept = Przyjmij
button-decline = Odrzuć
button-cancel = Anuluj
button-resign = Poddaj się
button-resign-confirm = Tak, poddaję się
button-draw = Remis
button-decline-draw = Odrzuć remis
button-ground = Uziem
button-ground-confirm = Tak, uziem
button-stop = STOP
button-auto-end = Zakończ (auto)
button-end = Zakończ liczeniem
button-stop-confirm = Tak, STOP
button-place = Postaw
button-enclose = Postaw i otocz
button-abort = Przerwij partię
button-board = Plansza
button-sgf = Zapis (SGF)
button-replay = Powtórka
button-rematch = Rewanż

console-welcome = Kropki w konsoli. Polecenia: /help; zacznij wiersz od @imię, aby mówić jako ten gracz. Koniec wejścia kończy grę.
console-speaker = Mówi { $name }.
console-picture = Obrazek: { $path }
console-bye = Do zobaczenia.
