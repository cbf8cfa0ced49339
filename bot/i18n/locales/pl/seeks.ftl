# Poczekalnia: zgłoszenia od każdego, z każdego czatu, na każdej platformie (docs/lobby.md).

command-seek = Znajdź przeciwnika gdziekolwiek: pole, zegar, rankingowa lub nie; /seek cancel
option-cancel = Wycofaj swoje otwarte zgłoszenie
option-range = Rankingi przeciwnika w obie strony od twojego (range=200)
command-watch = Oglądaj planszę na żywo: dowolnej partii z lobby lub partii tego czatu (/watch #12)
button-seek-0 = 39×32, krzyż, 5+3, rankingowa
button-seek-1 = 20×20, 3+2, rankingowa
button-seek-2 = 15×15, 3+2, towarzyska
button-seek-again = Jeszcze raz jak ostatnio
button-seek-cancel = Wycofaj zgłoszenie
button-seek-menu = Znajdź przeciwnika
button-lobby = Poczekalnia

seek-terms = { $width }×{ $height }{ $start ->
        [cross] , krzyż
        [four-crosses] , cztery krzyże
       *[empty] {""}
    }, { $clock }, { $rated ->
        [yes] rankingowa
       *[no] towarzyska
    }
seek-menu = Jaką partię chcesz zagrać? Przeciwnik z dowolnego czatu — w Telegramie, na Discordzie lub w konsoli — zostanie dobrany, gdy tylko ktoś zgłosi to samo.
seek-last = Ostatnio: { $terms }
seek-usual = Typowa: { $terms }
seek-open = Szukam przeciwnika: { $terms }. Para zostanie dobrana, gdy tylko ktoś zgłosi to samo; zgłoszenie czeka { $minutes } min.
seek-open-range = Szukam przeciwnika: { $terms }, ranking od { $low } do { $high }. Para zostanie dobrana, gdy tylko ktoś zgłosi to samo; w trakcie czekania zakres się poszerza, a zgłoszenie czeka { $minutes } min.
seek-replaced = Twoje wcześniejsze zgłoszenie ({ $terms }) zastąpiło to nowe.
seek-cancelled = Zgłoszenie ({ $terms }) wycofane.
seek-expired = Nikt nie zgłosił { $terms } na czas: twoje zgłoszenie wygasło. Napisz /seek, aby szukać dalej.
seek-widened = Wciąż szukam: zgłoszenie przyjmuje teraz ranking od { $low } do { $high }.
seek-paired = Dobrano przeciwnika: { $name } ({ $rating }), partia { $game }. Karta zaraz się pojawi.
seek-paired-elsewhere = Dobrano przeciwnika: { $name } ({ $rating }), partia { $game } — w twoim prywatnym czacie z botem.
seek-paired-there = { $name }: dobrano przeciwnika, partia { $game } jest w twoim prywatnym czacie z botem.
seek-game-started = Partia { $game } z poczekalni przeciwko { $name } ({ $rating }). Grasz { $color ->
        [blue] niebieskimi i zaczynasz
       *[red] czerwonymi
    }.
seek-no-show = Partia { $game } została odwołana bez wyniku: gracz { $name } nie wykonał pierwszego ruchu na czas. To niestawienie się, liczone na niekorzyść gracza { $name }: po { $limit } takich w ciągu { $minutes } min kolejne zgłoszenie możliwe dopiero za { $minutes } min.
seek-abort-no-show = Partię { $game } przerwał { $name }, bez wyniku. Liczy się to na niekorzyść gracza { $name } jako niestawienie się: po { $limit } takich w ciągu { $minutes } min kolejne zgłoszenie możliwe dopiero za { $minutes } min.

# The web board's lobby page (docs/lobby.md).
lobby-title = Kropki: poczekalnia
lobby-heading = Otwarte zgłoszenia
lobby-empty = Nikt teraz nie szuka partii. Zgłoś się poniżej: ktokolwiek zgłosi to samo, na dowolnej platformie, od razu zostanie twoim przeciwnikiem.
lobby-play = Graj
lobby-yours = Twoje zgłoszenie
lobby-new = Znajdź partię
lobby-words = Albo wpisz warunki jak po /seek (plansza, początek, zegar, rankingowa lub towarzyska, range=N):
lobby-send = Szukaj
lobby-rating = ranking { NUMBER($rating, useGrouping: 0) }
lobby-range = przyjmuje ranking od { $low } do { $high }
lobby-any = przyjmuje każdy ranking
lobby-waited = czeka { $waited }
lobby-games-heading = Partie do oglądania
lobby-games-empty = Nie trwa teraz żadna partia z poczekalni.
lobby-watch = Oglądaj
lobby-game = Partia { $game }
lobby-ratings = Niebieskie { NUMBER($blue, useGrouping: 0) } · Czerwone { NUMBER($red, useGrouping: 0) }
lobby-moves = { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
lobby-top-heading = Najlepsi gracze
lobby-top-empty = W rankingach nie ma jeszcze nikogo: trafia się tam przez partie rankingowe.
lobby-leader = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games } { $games ->
        [one] partia
        [few] partie
        [many] partii
       *[other] partii
    }
error-lobby-spectator = Link widza nie pozwala się zgłosić: otwórz poczekalnię z linku do własnej planszy albo z Telegrama.
error-lobby-expired = Ten link do poczekalni wygasł. Wyślij /seek, aby dostać nowy.

error-seek-none = Nie masz otwartego zgłoszenia.
error-seek-not-yours = Ten przycisk dotyczy cudzego zgłoszenia. Napisz /seek, aby zgłosić własne.
error-seek-no-shows = Partie z poczekalni porzucone ostatnio bez ruchu lub przerwane: { $count }. Kolejne zgłoszenie możliwe za { $minutes } min.
error-seek-playing = Grasz partię { $game } z poczekalni: dokończ ją, zanim poszukasz kolejnej (zgłoszenie na grę korespondencyjną, 24h lub 3d, możesz dać już teraz).
error-seek-unreachable = Nie mogę napisać do ciebie prywatnie, a partie z poczekalni gra się właśnie tam. Otwórz prywatny czat z { $bot } i naciśnij Start (lub odblokuj bota), a potem zgłoś się ponownie.
