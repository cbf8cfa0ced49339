# Odmowy: coś było nie tak i nic się nie zmieniło.

error-internal = Coś poszło nie tak po naszej stronie. Nic się nie zmieniło; spróbuj ponownie.
error-busy = Partia była zajęta inną czynnością. Nic się nie zmieniło; spróbuj ponownie.
error-not-a-command = To nie jest polecenie. Wpisz /help, aby zobaczyć, co rozumiem.
error-unknown-command = Nie znam polecenia { $command }. Lista: /help.
error-usage = Nie rozumiem „{ $token }” w { $command }. Przykłady: /help.
error-button-invalid = Ten przycisk jest nieważny (uszkodzony albo nie ode mnie).

error-unknown-game = Na tym czacie nie ma partii { $game }.
error-game-set-aside = Partii { $game } nie da się odczytać, więc została odłożona do sprawdzenia przez operatora bota. Możesz zacząć nową partię.
error-not-a-player = Nie grasz w partii { $game }.
error-game-over = Partia { $game } już się zakończyła.
error-no-game = Nie masz trwającej partii { $where ->
        [topic] w tym temacie
        [channel] na tym kanale
       *[chat] na tym czacie
    }. Zacznij ją poleceniem /challenge.
error-game-elsewhere = Twoja partia { $games } toczy się { $where ->
        [topic] w innym temacie
        [channel] na innym kanale
       *[chat] na innym czacie
    } { $group ->
        [server] tego serwera
       *[chat] tego czatu
    }: kontynuuj ją tam.
error-game-in-place = Twoja partia { $games } toczy się { $where ->
        [channel] na kanale
       *[topic] w temacie
    } „{ $place }”: kontynuuj ją tam.
error-games-elsewhere = Twoje partie { $games } toczą się { $where ->
        [topic] w innych tematach
        [channel] na innych kanałach
       *[chat] na innych czatach
    } { $group ->
        [server] tego serwera
       *[chat] tego czatu
    }: kontynuuj je tam.
error-no-game-here = { $where ->
        [topic] W tym temacie
        [channel] Na tym kanale
       *[chat] Na tym czacie
    } nie toczy się żadna partia. Zacznij ją poleceniem /challenge.
error-ambiguous-game = Masz tu kilka partii: { $games }. Dodaj numer partii, na przykład: { $example }
error-not-your-turn = To nie twój ruch w { $game }.
error-ambiguous-move = Twój ruch w kilku partiach naraz: { $games }. Dodaj numer partii, na przykład: { $example }

error-move-missing = Który punkt? Napisz go jako x-y, na przykład: /move 20-17
error-move-syntax = „{ $text }” to nie punkt. Pisz x-y, na przykład 20-17.
error-move-off-field = { $text } jest poza planszą: ma ona { $width }×{ $height }.
error-move-occupied = { $text } jest zajęty: stoi tam już kropka.
error-move-out-of-play = { $text } jest poza grą: leży wewnątrz otoczonego obszaru.
error-move-illegal = Nie można teraz zagrać w { $text }.
error-move-suicide = { $text } jest w domku przeciwnika: bez samobójstwa nie wolno tam stawiać.
error-ground-variant = W partii { $game } nie ma uziemienia: gra się w niej ze STOP-em albo z krawędzią jako ścianą.
error-realm-none = { $text }: ta kropka nie zamyka żadnego obszaru wokół kropki przeciwnika. Ruch nie został wykonany.
error-realm-target = { $text }: po „!” musi stać kropka przeciwnika w grze wewnątrz twojego pierścienia. Ruch nie został wykonany.
error-realm-border = { $text }: to nie jest granica: { $why ->
        [short] potrzeba co najmniej 4 twoich kropek
        [link] dwa kolejne punkty nie sąsiadują
        [repeated] przechodzi przez punkt dwa razy
        [crossing] przecina samą siebie
       *[not_own] jeden z jej punktów nie jest twoją kropką w grze
    }. Ruch nie został wykonany.
error-realm-empty = { $text }: obszar musi zawierać kropkę przeciwnika w grze. Ruch nie został wykonany.
error-realm-nesting = { $text }: obszar wokół starszych obszarów może mieć z nimi najwyżej jeden wspólny punkt granicy (w zasadach szkraba żadnego). Ruch nie został wykonany.
error-realm-hole = { $text }: ten obszar zostawia dziurę między obszarami, czego zasady szkraba zabraniają. Ruch nie został wykonany.
error-realm-overlap = { $text }: obszary jednego ruchu nie mogą na siebie zachodzić. Ruch nie został wykonany.
error-realm-without-dot = { $text }: ogłoś obszar razem z następną kropką, na przykład 20-17!21-16. Ruch nie został wykonany.

error-contour-border = { $text }: tego łańcucha nie można wziąć: { $why ->
        [short] potrzeba co najmniej 4 twoich kropek
        [link] dwa kolejne punkty nie sąsiadują
        [repeated] przechodzi przez punkt dwa razy
        [crossing] przecina sam siebie
        [through] musi przechodzić przez twoją nową kropkę
        [empty] musi zawierać kropkę przeciwnika w grze
        [whole] musi obejmować w całości obszar, który zamyka twoja kropka
        [overlap] łańcuchy jednego ruchu zachodzą na siebie
       *[not_own] jeden z jego punktów nie jest twoją kropką w grze
    }. Ruch nie został wykonany.
error-contour-form = { $text }: przy swobodnym konturze łańcuch podaje się po „=”, na przykład 20-17=19-16 18-17 19-18. Ruch nie został wykonany.
error-stop-variant = Partia { $game } nie jest grana ze STOP: nie ma czego zatrzymać ani czego kończyć przez /auto.
error-stop-already = W { $game } STOP już ogłoszono: zdarza się raz na partię.
error-stop-not-stopped = Nikt nie ogłosił STOP w { $game }: /end i /auto kończą partię dopiero po STOP przeciwnika.
error-stop-stopper = Ogłosiłeś STOP w { $game }: nie stawiasz już kropek, partię kończy przeciwnik.
error-draw-already-offered = Już zaproponowałeś remis w { $game }; poczekaj na odpowiedź.
error-no-draw-offer = Przeciwnik nie proponował remisu w { $game }.
error-no-end-offer = Przeciwnik nie proponował zakończenia { $game } liczeniem.
error-end-territory-only = Liczeniem kończy się tylko gra na terytorium, a gra ze STOP — po STOP przeciwnika: w { $game } zaproponuj remis (/draw) albo graj dalej.
error-end-already-offered = Już zaproponowano zakończenie { $game }; poczekaj na odpowiedź.
error-abort-too-late = Partii { $game } nie można już przerwać: obaj gracze wykonali ruch. Możesz zaproponować remis albo się poddać.

error-field-size = Plansza { $width }×{ $height } jest niemożliwa: każdy bok od { $min } do { $max }.
error-start-size = Pozycja początkowa „{ $start ->
        [four-crosses] cztery krzyże
        [cross] krzyż
        [empty] pusta plansza
       *[other] { $start }
    }” nie mieści się na planszy { $width }×{ $height }.
error-variant-clash-wall-and-stop = „{ $first }” i „{ $second }” nie mogą być grane razem: gdy krawędź jest ścianą, nic przy niej nie jest bezpieczne, więc STOP traci sens.
error-variant-clash-wall-and-free = „{ $first }” i „{ $second }” nie mogą być grane razem: żadne zasady nie mówią, jak wolny kontur biegnie wzdłuż ściany.
error-variant-clash-szkrab-without-territory = „{ $first }” to opcja gry „{ $second }”: podaj obie.
error-variant-clash-territory-and-board = „{ $first }” i „{ $second }” nie można grać razem: żadne zasady nie łączą z tym ogłaszanych otoczeń.
error-challenge-self = Nie możesz wyzwać samego siebie.
error-challenge-bot = Nie gram jako uczestnik czatu. Aby zagrać z komputerem, napisz /challenge computer.
error-challenge-whom = Kogo wyzywasz? Napisz @imię albo „open” dla każdego chętnego.
error-computer-unavailable = Gra z komputerem nie jest jeszcze dostępna.

error-unknown-challenge = Na tym czacie nie ma wyzwania { $id }.
error-no-challenge = Nie ma tu wyzwania, na które mógłbyś odpowiedzieć.
error-ambiguous-challenge = Jest kilka wyzwań: { $ids }. Dodaj numer, na przykład: { $example }
error-challenge-closed = Wyzwanie { $id } jest już zamknięte ({ $status ->
        [accepted] już przyjęte
        [declined] odrzucone
        [cancelled] anulowane
        [expired] wygasło
       *[other] { $status }
    }).
error-challenge-expired = Wyzwanie { $id } wygasło.
error-challenge-own = Nie możesz przyjąć własnego wyzwania { $id }.
error-challenge-not-for-you = Wyzwanie { $id } jest skierowane do kogoś innego.
error-challenge-not-yours = Tylko autor wyzwania { $id } może je anulować.
error-challenge-open-decline = Wyzwanie { $id } jest otwarte dla wszystkich: nie ma czego odrzucać, po prostu go nie przyjmuj.
error-challenge-taken = Ktoś inny właśnie przyjął wyzwanie { $id }.

error-unknown-language = Nie mówię w języku „{ $language }”. Dostępne: { $available }.
error-unknown-style = Nie ma stylu obrazków „{ $style }”. Wybierz light, dark, colorblind albo auto.

# Awarie bazy: czy prośba została zapisana, mówimy tak, jak jest.
error-not-saved = Nie udało się tego zapisać: { $cause ->
        [full] dysk bota jest pełny
        [damaged] baza danych bota jest uszkodzona
       *[busy] baza danych jest zajęta
    }. Nic się nie zmieniło; spróbuj ponownie { $cause ->
        [busy] za chwilę
       *[other] później
    }.
error-saved-not-shown = Zapisano, ale nie udało się pokazać wyniku: { $cause ->
        [full] dysk bota jest pełny
        [damaged] baza danych bota jest uszkodzona
       *[busy] baza danych jest zajęta
    }. Wpisz /games, aby zobaczyć, jak wygląda sytuacja.
error-maybe-saved = Nie wiadomo, czy to zostało zapisane: { $cause ->
        [full] dysk bota jest pełny
        [damaged] baza danych bota jest uszkodzona
       *[busy] baza danych jest zajęta
    }. Wpisz /games i sprawdź, zanim spróbujesz ponownie.
error-inline-computer = Wyzwania przez @ są dla ludzi: z komputerem graj na moim czacie prywatnym poleceniem /play.
