# Games: announcements and the game card.

game-started = Game { $game } begins: { $blue } plays Blue and moves first, { $red } plays Red.
game-ended = Game { $game } is over: { $winner ->
        [none] a draw
       *[other] { $winner_name } wins
    } { $reason ->
        [resignation] by resignation
        [time] on time
        [field-full] — the field is full
        [grounding] after grounding
        [stop] after STOP
        [draw-agreed] by agreement
        [agreed-end] by the count, as agreed
        [instant-win] by reaching the agreed lead
       *[other] ({ $reason })
    }. Score: Blue { $blue }, Red { $red }.
game-aborted = Game { $game } was aborted by { $name }, without a result.

resign-confirm = Do you really want to resign game { $game }? To confirm, press the button or write { $command }
ground-confirm = Declare grounding in game { $game }? { $result ->
        [win] You would win { $mine }:{ $theirs }
        [loss] You would lose { $mine }:{ $theirs }
       *[draw] It would be a draw, { $mine }:{ $theirs }
    }{ $own ->
        [0] {""}
        [one] ; 1 of your dots would go to { $opponent ->
            [blue] Blue
           *[red] Red
        }
       *[other] ; { $own } of your dots would go to { $opponent ->
            [blue] Blue
           *[red] Red
        }
    }. To confirm, press the button or write { $command }
stop-confirm = Send STOP in game { $game }? You will place no more dots: { $other } plays on alone and ends the game with /end (the score decides) or /auto (counted as your grounding would be). It cannot be taken back. To confirm, press the button or write { $command }
stopped = { $name } sends STOP in { $game } and places no more dots. { $other } plays on: place dots, then /end (the score decides) or /auto (counted as grounding would be).
stop-ended = { $name } ends { $game } after the STOP: the score decides.
stop-auto = { $name } ends { $game } with /auto: { $own ->
        [0] every dot of { $stopper } was grounded
       *[other] the dots of { $stopper } that could still be surrounded ({ $own }) go to { $name }
    }.
draw-offered = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) offers a draw in { $game }. To accept: /draw. To decline: /decline_draw.
end-offered = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) proposes to end { $game } by the count: Blue { $blue }, Red { $red } (territory: Blue { $blue_territory }, Red { $red_territory }; { $neutral } points left between). To agree: /end. To play on, just move.
end-declined = { $name } does not agree to end { $game } by the count: the game goes on.
draw-accepted = Draw agreed in game { $game }.
draw-declined = The draw offer in { $game } was declined.
draw-lapsed = The draw offer in { $game } lapsed: the other side moved.

card-title = Game { $game }: { $blue } (Blue) vs { $red } (Red)
card-rules = { $width }×{ $height }, { $start ->
        [empty] empty field
        [cross] cross
        [four-crosses] four crosses
       *[other] custom start
    }
card-variant-extra = extra move after a capture
card-variant-transfer = captured dots stay counted
card-variant-instant = { $value } { $value ->
        [one] point
       *[other] points
    } ahead wins at once
card-variant-stop = STOP instead of grounding
card-variant-free = free contour
card-variant-painted = houses painted
card-variant-suicide = suicide off: no dots into the other side's houses
card-variant-wall = the edge is a wall
card-variant-territory = territory (enclosures announced)
card-variant-szkrab = szkrab rules
card-score = Score: Blue { $blue }, Red { $red }
card-last-move = Move { $ply }: { $color ->
        [blue] Blue
       *[red] Red
    } { $point }
card-to-move = { $color ->
        [blue] Blue
       *[red] Red
    } to move: { $name }
card-stopped = STOP: { $name } sent it after move { $ply } and places no more dots.
card-draw-offer = { $name } offers a draw.
card-aborted = Aborted, without a result.

games-none = No games or challenges in this chat. Start one with /challenge.
games-header = Games in this chat:
games-line = { $game }: { $blue } vs { $red }, move { $ply }, { $name } to move
challenges-header = Challenges waiting:

move-place-or-enclose = { $point } in { $game } closes a ring: place the dot only (the ring stays open to both), or place it and enclose every realm it completes?
move-captured = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) captures { $count ->
        [one] { $count } dot
       *[other] { $count } dots
    }.
resigned = { $name } resigns game { $game }.
grounded = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) grounds in { $game }: { $own ->
        [0] every dot was grounded
        [one] 1 dot went to { $color ->
            [blue] Red
           *[red] Blue
        }
       *[other] { $own } dots went to { $color ->
            [blue] Red
           *[red] Blue
        }
    }{ $returned ->
        [0] {""}
        [one] ; 1 captured dot was given back
       *[other] ; { $returned } captured dots were given back
    }.
