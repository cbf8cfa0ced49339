# Menu poleceń (Telegram, Discord) i /help: wiersz na polecenie i parametr, najwyżej 100 znaków.

command-help = Polecenia i jak grać
command-rules = Zasady gry w kropki w skrócie
command-challenge = Wyzwij uczestnika, kogokolwiek albo komputer
command-play = Zagraj z komputerem
command-accept = Przyjmij wyzwanie
command-decline = Odrzuć wyzwanie
command-cancel = Wycofaj swoje wyzwanie
command-move = Wykonaj ruch, na przykład 20-17
command-resign = Poddaj partię
command-draw = Zaproponuj remis albo przyjmij zaproponowany
command-end = Na terytorium: zaproponuj koniec z liczeniem albo się zgódź
command-decline_draw = Odrzuć zaproponowany ci remis
command-ground = Uziemienie: partia się kończy i jest liczona
command-stop = STOP: nie stawiać już kropek; przeciwnik gra dalej sam
command-auto = Po STOP przeciwnika: zakończyć partię liczoną jak przy uziemieniu
command-abort = Anuluj partię, zanim obaj gracze wykonają ruch
command-board = Pokaż planszę
command-games = Partie i wyzwania na tym czacie
command-history = Zakończone partie
command-sgf = Partia jako plik SGF
command-replay = Partia jako animowana powtórka
command-rematch = Ta sama partia jeszcze raz, z zamianą kolorów
command-top = Ranking
command-rating = Ranking, wyniki i bilans spotkań
command-settings = Ustawienia tego czatu (zmieniają administratorzy)
command-lang = Wybierz język
command-style = Wybierz, jak wyglądają dla ciebie obrazki planszy
command-time = Gdzie ustawia się zegar

option-opponent = Z kim grać: uczestnik, open (ktokolwiek) albo computer
option-computer = Graj z komputerem
option-level = Poziom komputera
option-size = Plansza, na przykład 20x20 (szerokość x wysokość)
option-start = Pozycja początkowa
option-color = Twój kolor: niebieskie zaczynają
option-extra = Dodatkowy ruch po każdym otoczeniu
option-notransfer = Otoczone kropki zostają policzone przy ponownym otoczeniu
option-instant = Natychmiastowa wygrana przy takiej przewadze punktów
option-stop = STOP zamiast uziemienia: kto zatrzymał, nie stawia już kropek, przeciwnik gra dalej
option-free = Wolny kontur: przy otoczeniu można poprowadzić dłuższy łańcuch przez nową kropkę
option-painted = Zamalowane domki: każdy zamknięty łańcuch tworzy obszar, nawet bez kropek przeciwnika
option-nosuicide = Bez samobójstwa: nie wolno stawiać kropki w domku przeciwnika, chyba że otacza
option-wall = Krawędź jako ściana: łańcuchy mogą zamykać się o krawędź planszy
option-territory = Na terytorium: otoczenia ogłasza gracz, przy umówionym końcu liczy się terytorium
option-szkrab = Z terytorium: zasady szkraba (bez dziur między obszarami, ostatnia kropka bezpieczna)
option-time = Zegar: 5+5 (minuty + sekundy na ruch), 24h na ruch albo notime
option-rated = Czy partia liczy się do rankingu
option-challenge = Numer wyzwania
option-game = Numer partii
option-point = Punkt x-y: x od lewej, y od dołu
option-x = x: kolumna, od lewej
option-y = y: wiersz, od dołu
option-confirm = Od razu, bez ponownego pytania
option-who = Czyje partie: uczestnika, chat (wszystkich tutaj) albo me (moje)
option-after = Kontynuuj po tej partii
option-where = Ten czat albo wszystkie czaty
option-speed = Klasa tempa: blitz, szybkie, klasyczne lub korespondencyjne
option-player = Gracz
option-other = Drugi gracz, do bilansu spotkań
option-setting = Które ustawienie zmienić
option-value = Jego nowa wartość
option-language = Język: en, ru, uk, pl, be, kk, cs, de albo auto
option-style = Styl: light, dark, colorblind albo auto

rules-summary =
    Kropki w skrócie. Gracze na zmianę stawiają kropkę na wolnym punkcie planszy; niebieskie zaczynają.
    Zamknij łańcuch swoich kropek wokół kropek przeciwnika, a zostaną otoczone: każda to punkt dla ciebie.
    Łańcuch łączy sąsiednie kropki, także po przekątnej; otaczany jest najmniejszy obszar. Punkty wewnątrz obszaru wypadają z gry.
    Pusty zamknięty obszar to domek: kropka przeciwnika postawiona w nim jest od razu otoczona.
    Partia kończy się, gdy plansza jest pełna, uziemieniem (/ground), poddaniem, za zgodą albo na czas. Wygrywa ten, kto ma więcej punktów.
    Warianty zasad (słowa do /challenge i /settings variant): { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = „{ $first }” i „{ $second }” wykluczają się w { $command }: zostaw jedno z nich.
error-number-range = „{ $token }”: liczba musi być od { $min } do { $max }.
