# Team play (docs/rules.md §8.6): /team, its answers, the rotation on the card, the side's
# votes and the team pool of ratings.

command-team = Propose a team game: /team @a @b vs @c @d
option-sides = Blue's members, vs, Red's members, then the game's options

team-proposed = { $name } proposes team game { $id }: { $blue } (Blue) vs { $red } (Red), { $rated ->
        [rated] rated in the team pool
        [unequal] casual: sides of unequal size are not rated
       *[casual] casual
    }. Each member answers /team accept { $id } or /team decline { $id }.
team-waiting = Team game { $id } waits for: { $names }.
team-accepted = { $name } joins team game { $id }.
team-declined = { $name } declined team game { $id }: it will not be played.
team-cancelled = { $name } withdrew team game { $id }.
team-started = Team game { $id } begins as game { $game }: { $blue } (Blue) vs { $red } (Red). Each side moves in this order; only the member on turn may move.
team-not-your-turn = In { $game } it is { $name }'s turn for { $color ->
        [blue] Blue
       *[red] Red
    }.
team-draw-offered = { $name } offers a draw for { $color ->
        [blue] Blue
       *[red] Red
    } in { $game }. The other side accepts by majority: each of its members writes /draw.
team-resign-vote = { $name } votes to resign { $game } for { $color ->
        [blue] Blue
       *[red] Red
    }: { $votes } of { $members }. More than half resigns; the votes stand until the side's next move.
team-draw-vote = { $name } votes to accept the draw in { $game } for { $color ->
        [blue] Blue
       *[red] Red
    }: { $votes } of { $members }. A majority accepts.
team-nodraw-vote = { $name } votes to decline the draw in { $game } for { $color ->
        [blue] Blue
       *[red] Red
    }: { $votes } of { $members }. Once a majority can no longer accept it, it is declined.
team-end-majority = The other side agrees by majority: each of its members writes /end.
team-end-vote = { $name } votes to end { $game } by the count for { $color ->
        [blue] Blue
       *[red] Red
    }: { $votes } of { $members }. A majority agrees.
team-turn-passed = { $game }: { $name } did not move in time, so the turn passes to { $next } ({ $color ->
        [blue] Blue
       *[red] Red
    }).
team-left = { $name } leaves { $color ->
        [blue] Blue
       *[red] Red
    } in { $game }: the side's rotation goes on without them.
team-left-last = { $name }, the last of { $color ->
        [blue] Blue
       *[red] Red
    }, leaves { $game }: the side resigns.
team-rated = Team ratings: { $changes }.

card-teams = Blue: { $blue } · Red: { $red }
card-team-next = ▸{ $name }

button-team-accept = Join
button-team-decline = Decline

team-error-usage = Write /team @a @b vs @c @d [options], or /team accept, /team decline, /team cancel with the team game's number.
team-error-sides = Name each side's members with @, the sides parted by vs: /team @a @b vs @c @d
team-error-one-each = One player a side is a game of two: use /challenge.
team-error-too-many = A side has at most { $max } members.
team-error-bot = The bot cannot play in a team.
team-error-twice = { $name } is named twice.
team-error-unknown = There is no team game { $id } here.
team-error-none = No team game here waits for your answer.
team-error-ambiguous = Several team games wait here: { $ids }. Add the number, for example: { $example }
team-error-closed = Team game { $id } is no longer waiting for answers.
team-error-not-proposer = Only whoever proposed team game { $id } can withdraw it.
team-error-not-member = You are not a member of team game { $id }.
team-error-already = You have already joined team game { $id }.
team-error-voted = You have voted already in { $game }.
team-error-not-playing = You play in no team game here.
team-error-takeback = A team game takes no move back ({ $game }): the rotation has gone on.
