# Ratings (Glicko-2), the leaderboard, records and head-to-head.

rating-changed = Ratings ({ $class }): { $blue } { NUMBER($blue_rating, useGrouping: 0) } ({ $blue_delta }), { $red } { NUMBER($red_rating, useGrouping: 0) } ({ $red_delta }).

top-empty = Nobody is on the leaderboard ({ $class }) yet: it lists players with at least { $min ->
        [one] { $min } rated game
       *[other] { $min } rated games
    }.
top-header = { $where ->
        [overall] Overall leaderboard
       *[chat] Leaderboard of this chat
    } ({ $class }, at least { $min ->
        [one] { $min } rated game
       *[other] { $min } rated games
    }):
top-line = { $place }. { $name } — { NUMBER($rating, useGrouping: 0) }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } (+{ $wins } −{ $losses } ={ $draws })

rating-card = { $where ->
        [overall] Overall
       *[chat] In this chat
    }, { $class }: { $name } — { NUMBER($rating, useGrouping: 0) } (uncertainty { NUMBER($deviation, useGrouping: 0) }){ $provisional ->
        [yes] {" "}(provisional)
       *[no] {""}
    }; { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }; { $place ->
        [0] not on the leaderboard yet
       *[other] place { $place } on the leaderboard
    }.
rating-none = { $name } has no rated games yet.
rating-versus = { $first } vs { $second }: { $games ->
        [0] no finished games yet
        [one] { $games } finished game
       *[other] { $games } finished games
    }{ $games ->
        [0] {""}
       *[other] , { $wins }–{ $losses } with { $draws ->
            [one] { $draws } draw
           *[other] { $draws } draws
        }
    }.
rating-each = Ratings overall ({ $class }): { $first }; { $second }.
rating-of = { $name } — { NUMBER($rating, useGrouping: 0) }
rating-unrated = { $name } not rated yet
rating-chance = By the ratings here ({ $class }), { $first } scores { $chance }% against { $second }.

error-unknown-player = I don't know { $name } yet: they have to play or write to me first.

time-class = { $class ->
        [blitz] blitz
        [rapid] rapid
        [classic] classic
       *[correspondence] correspondence
    }
card-time-class = { $terms } ({ $class })
help-time-classes = Ratings are kept per time class. A player's time in all is the base plus 40 increments: blitz under 10 minutes, rapid under 60, classic 60 minutes or more; correspondence is a day or more per move, or no clock. /top blitz shows one class (/top overall rapid: all chats); /top alone, the most played one.
