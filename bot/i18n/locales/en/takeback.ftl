# Takebacks by consent (casual games only).

command-takeback = Ask to take back your last move, or answer the opponent's request
option-answer = Allow (accept) or refuse (decline) the opponent's request

button-takeback = Take back
button-accept-takeback = Allow takeback
button-decline-takeback = Refuse takeback

takeback-offered = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) asks to take back their last move in { $game }. To allow: /takeback accept. To refuse: /takeback decline.
takeback-accepted = Takeback in { $game }: { $count ->
        [one] { $count } move taken back
       *[other] { $count } moves taken back
    }, { $name } to move again.
takeback-computer = The computer allows the takeback in { $game }: { $count ->
        [one] { $count } move taken back
       *[other] { $count } moves taken back
    }, { $name } to move again.
takeback-declined = The takeback request in { $game } was refused.
takeback-lapsed = The takeback request in { $game } lapsed: a move was made.
card-takeback-offer = { $name } asks to take back a move.
card-takebacks = Takebacks: { $count }

error-takeback-rated = Game { $game } is rated: a move made is final (sport rules §2.6) and cannot be taken back.
error-takeback-tournament = Game { $game } is a tournament game: a move made is final (sport rules §2.6) and cannot be taken back.
error-takeback-already-asked = You have already asked for a takeback in { $game }; wait for the answer.
error-takeback-answer-first = Your opponent asks for a takeback in { $game }: answer first with /takeback accept or /takeback decline.
error-takeback-nothing = You have no move to take back in { $game }.
error-takeback-none = Nobody asks for a takeback in { $game }.
error-takeback-own = Only your opponent can answer your takeback request in { $game }.
