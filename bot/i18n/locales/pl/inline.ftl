# Tryb inline: wyzwania przez @bota w dowolnym czacie i partie w tej samej wiadomości.
button-take-offer = Przyjmij
button-withdraw-offer = Anuluj
inline-offer-title = Wyzwanie: { $size }
inline-offer-nearest = { $reason } Zamiast tego: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] niebieskie
       *[red] czerwone
    }) wyzywa { $target ->
        [open] każdego
       *[other] { $target }
    }: { $terms }. Naciśnij „Przyjmij”, aby grać.
inline-sent-private = Wysłane na nasz czat prywatny.
inline-start-first = Najpierw otwórz mój czat i naciśnij Start: tylko tam mogę to wysłać.
inline-no-pictures = Gry inline nie są jeszcze ustawione na tym bocie (jego operator musi wskazać czat na obrazki).
inline-moved = Ruch w partii { $game } wykonany: jej karta jest w czacie, do którego ją wysłano.
error-inline-gone = To wyzwanie jest już nieaktualne: wpisz moją nazwę w czacie, aby wysłać nowe.
guest-help = Aby zagrać tu w kropki, napisz moją nazwę i wyzwanie: /challenge 15x15 5+5, @znajomy 20x20 albo rules.
guest-help-title = Kropki: jak zacząć grę
