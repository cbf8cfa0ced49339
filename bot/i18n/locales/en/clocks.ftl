# Clocks: the card's clock lines, time running out, reminders, expired challenges.

card-terms = { $rated ->
        [yes] Rated
       *[no] Casual
    }, { $time }
card-clock-live = Clocks: Blue { $blue }, Red { $red }
card-clock-move = Time to move ({ $name }): { $left }

clock-flag = Game { $game }: { $name } ran out of time.
clock-aborted = Game { $game } was aborted without a result: { $name } did not make a first move in time.
clock-reminder = { $name }, it is your move in game { $game }. Time left: { $left }.
challenge-expired-notice = Challenge { $id } from { $name } has expired: nobody accepted it in time.

error-time-control = “{ $time }” is not a clock I keep. Write 5+5 (minutes each + seconds a move, up to 12 hours + 10 minutes), 24h or 3d (time per move, up to 30 days), or notime.
error-time-where = The clock is chosen with the challenge: /challenge @name 5+5 (or 24h, or notime). Chat admins set the default with /settings time.
