# Inline-Modus: Herausforderungen, die mit @bot in einem beliebigen Chat gepostet werden, und Partien in dieser Nachricht.
button-take-offer = Annehmen
button-withdraw-offer = Zurückziehen
inline-offer-title = Herausforderung: { $size }
inline-offer-nearest = { $reason } Stattdessen angeboten: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] Blau
       *[red] Rot
    }) fordert { $target ->
        [open] jeden
       *[other] { $target }
    } heraus: { $terms }. Drücken Sie „Annehmen“, um zu spielen.
inline-sent-private = In unseren privaten Chat gesendet.
inline-start-first = Öffnen Sie zuerst meinen Chat und drücken Sie „Starten“: Nur dorthin kann ich es Ihnen senden.
inline-no-pictures = Inline-Partien sind auf diesem Bot noch nicht eingerichtet (sein Betreiber muss einen Chat für Bilder angeben).
inline-moved = Zug in Partie { $game } gespielt: Die Partiekarte steht in dem Chat, in dem sie gepostet wurde.
error-inline-gone = Diese Herausforderung ist nicht mehr offen: Geben Sie im Chat meinen Namen ein, um eine neue zu posten.
guest-help = Um hier das Punktespiel zu spielen, schreiben Sie meinen Namen mit einer Herausforderung: /challenge 15x15 5+5, @Freund 20x20 oder rules.
guest-help-title = Punktespiel: so beginnt eine Partie
