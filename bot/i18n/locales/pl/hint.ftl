# Podpowiedzi w partiach treningowych z komputerem.

command-hint = Ruch, który proponuje komputer w twojej partii treningowej z nim
button-hint = Podpowiedź

hint-chances = Podpowiedź dla { $game }: { $point } — szanse { $color ->
        [blue] niebieskich
       *[red] czerwonych
    } około { $chances }%
hint-point = Podpowiedź dla { $game }: { $point }
hint-ground = Podpowiedź dla { $game }: uziemij teraz partię (/ground), uziemienie daje ci wygraną.
hint-lost = Podpowiedź dla { $game }: komputer nie widzi ratującego ruchu, pozycja jest przegrana.
card-hints = Podpowiedzi: { $count }

error-hint-people = Partia { $game } nie jest treningowa: podpowiedzi są tylko w partiach treningowych z komputerem; w partiach między ludźmi ruchy muszą być twoje własne.
error-hint-tournament = Partia { $game } jest turniejowa: bez podpowiedzi, ruchy muszą być twoje własne.
error-hint-no-engine = Komputer nie jest tu dostępny, więc nie ma podpowiedzi.
error-hint-failed = Komputer nie zdołał teraz przemyśleć { $game }; spróbuj ponownie.
error-hint-busy = Komputer wciąż myśli nad twoją podpowiedzią do { $game }; poproś ponownie za { $seconds } { $seconds ->
        [one] sekundę
        [few] sekundy
        [many] sekund
       *[other] sekundy
    }.
error-hint-position-changed = Pozycja w { $game } zmieniła się, gdy komputer myślał; poproś o podpowiedź jeszcze raz.
