# Hints in training games against the computer.

command-hint = The computer's suggested move in your training game against it
button-hint = Hint

hint-chances = Hint for { $game }: { $point } — { $color ->
        [blue] Blue's
       *[red] Red's
    } chances about { $chances }%
hint-point = Hint for { $game }: { $point }
hint-ground = Hint for { $game }: ground the game now (/ground), grounding wins it for you.
hint-lost = Hint for { $game }: the computer sees no saving move, the position is lost.
card-hints = Hints: { $count }

error-hint-people = Game { $game } is not a training game: hints are for training games against the computer; in games between people the moves must be your own.
error-hint-tournament = Game { $game } is a tournament game: no hints, the moves must be your own.
error-hint-no-engine = The computer is not available here, so there are no hints.
error-hint-failed = The computer could not think about { $game } just now; try again.
error-hint-busy = The computer is still thinking about your hint for { $game }; ask again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-hint-position-changed = The position in { $game } changed while the computer was thinking; ask for a hint again.
