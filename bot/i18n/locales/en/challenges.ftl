# Challenges.

challenge-open = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) challenges anyone: challenge { $id }. To play, write /accept { $id }. It expires in { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-direct = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) challenges { $target }: challenge { $id }. { $target }, write /accept { $id } or /decline { $id }. It expires in { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-accepted = { $name } accepted challenge { $id }: game { $game }.
challenge-declined = { $name } declined challenge { $id }.
challenge-cancelled = Challenge { $id } was cancelled.

challenge-card = Challenge { $id }: { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) vs { $target ->
        [open] anyone
       *[other] { $target }
    }, { $rules }
challenge-card-status = { $status ->
        [pending] Waiting for an answer.
        [accepted] Accepted: game { $game }.
        [declined] Declined.
        [cancelled] Cancelled.
       *[expired] Expired.
    }
