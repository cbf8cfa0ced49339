# Tournaments in a chat: sign-up, rounds, tables, and their refusals.

tournament-format = { $format ->
    [swiss] Swiss
   *[roundrobin] round robin
}
tournament-announced = 🏆 Tournament #{ $id }: { $format ->
    [swiss] Swiss, { $rounds ->
        [0] rounds by the number of players
       *[other] { $rounds } rounds
    }
   *[roundrobin] { $double ->
        [yes] double round robin
       *[no] round robin
    }
}, { $size }, { $rated ->
    [yes] rated
   *[no] casual
}. Organizer: { $organizer }. Join with the button or /tournament join.
    Players ({ $count }): { $players }
tournament-joined = { $name } joined tournament #{ $id }. Players ({ $count }): { $players }
tournament-left = { $name } left tournament #{ $id }. Players ({ $count }): { $players }
tournament-signup = Tournament #{ $id } is signing up. Players ({ $count }): { $players }
tournament-time = Clock of every game: { $time }
tournament-starts-at = Sign-up closes and round 1 begins { DATETIME($at, dateStyle: "medium", timeStyle: "short") } (UTC).
tournament-starts-by-organizer = { $organizer } starts it with /tournament start (at least 3 players).
tournament-started = Tournament #{ $id } has begun: the pairings of round 1 follow.
tournament-round = 🏆 Tournament #{ $id }, round { $round } of { $rounds }: the pairings.
tournament-bye = { $name } has the bye: a win, 1 point. (The bye goes to the lowest-placed player who has not had one, once per player.)
tournament-game = Tournament #{ $id }, round { $round }, board { $board }: { $blue } (Blue) vs { $red } (Red), game { $game }.
tournament-round-over = Tournament #{ $id }: round { $round } of { $rounds } is over. The standings:
tournament-finished = 🏆 Tournament #{ $id } is over. { $count ->
    [1] The winner: { $winner }!
   *[other] Shared first place: { $winner }!
} The final standings:
tournament-cancelled = Tournament #{ $id } was cancelled by { $name }. Games in progress go on as ordinary games.
tournament-too-few = Tournament #{ $id } was cancelled: fewer than 3 players had joined when the sign-up closed.
tournament-withdrew = { $name } withdrew from tournament #{ $id }: their game in progress is lost, and later games are lost by forfeit.
tournament-table-pairings = Tournament #{ $id }, round { $round } of { $rounds }.
tournament-table-standings = Tournament #{ $id }: standings after round { $round } of { $rounds }.
tournament-round-playing = Round { $round } of { $rounds } is being played: its games count once it is over.
tournament-standings-none = Tournament #{ $id }: no round is over yet, so there are no standings; round { $round } of { $rounds } is being played. Its pairings:
tournament-table-crosstable = Tournament #{ $id }: the crosstable.
tournament-archive = Tournament #{ $id }: { $games } game records (SGF) in one archive.
tournaments-none = No tournament has been played in this chat yet. Announce one with /tournament swiss or /tournament roundrobin.
tournaments-title = Tournaments in this chat (/tournaments N for a crosstable, /tournaments N sgf for its games):
tournaments-line = #{ $id } { $format ->
    [swiss] Swiss
   *[roundrobin] round robin
}, { $count } players, { DATETIME($at, dateStyle: "medium") }: { $status ->
    [signup] signing up
    [running] running
    [finished] won by { $winner }
   *[cancelled] cancelled
}

table-board = Board
table-blue = Blue
table-red = Red
table-result = Result
table-rank = #
table-seed = Seed
table-player = Player
table-points = Points
table-played = Games
table-record = W–D–L
table-pairings-title = Tournament #{ $id } · round { $round } of { $rounds }
table-standings-title = Tournament #{ $id } · standings after round { $round } of { $rounds }
table-final-title = Tournament #{ $id } · final standings
table-crosstable-title = Tournament #{ $id } · crosstable
table-bye = Bye: { $name } (1 point)
table-withdrawn = withdrew
table-tiebreaks = Ties are broken by { $order }.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn–Berger
tiebreak-head-to-head = head-to-head
tiebreak-buchholz-short = Buch.
tiebreak-sonneborn-berger-short = SB
tiebreak-head-to-head-short = H2H

button-join-tournament = Join
button-leave-tournament = Leave
button-start-tournament = Start
button-standings = Standings

command-tournament = Tournaments: swiss or roundrobin to announce; join, leave, start, standings, cancel
command-tournaments = This chat's tournaments, a crosstable, or all games of one as SGF
option-action = swiss or roundrobin (announce); join, leave, start, standings, cancel; list, sgf
option-tournament = The tournament's number
option-double = Each pair plays twice, colours swapped (round robin)
option-rounds = How many rounds (Swiss)
option-starts = Minutes until the sign-up closes and round 1 begins
option-what = sgf: all its games in one archive

error-tournament-unknown = There is no tournament { $id } in this chat.
error-tournament-none = No tournament is signing up or running here. Announce one with /tournament swiss or /tournament roundrobin.
error-tournament-where = Tournaments are played in a chat, not in an inline message.
error-tournament-admin = Only this chat's admins may announce a tournament (they may let anyone: /settings tournaments anyone).
error-tournament-double = Only a round robin can be double.
error-tournament-rounds = Only a Swiss tournament takes a number of rounds: a round robin has one round per opponent.
error-tournament-open = Tournament { $id } is already signing up or running in this chat (one at a time): join it with /tournament join, or see /tournament standings.
error-tournament-busy = This chat's tournament changed too many times at once to take your request. Nothing was changed; please try again.
error-tournament-clock = A tournament's games need a clock, so that every round ends: add one, for example 5+5 or 24h.
error-tournament-started = Tournament { $id } has already begun.
error-tournament-joined = You are already in tournament { $id }.
error-tournament-full = Tournament { $id } is full ({ $max } players).
error-tournament-not-in = You are not playing in tournament { $id }.
error-tournament-over = Tournament { $id } is over.
error-tournament-organizer = Only { $organizer } (the organizer) or an admin may do that for tournament { $id }.
error-tournament-few = Tournament { $id } needs at least { $min } players to begin.
error-tournament-abort = Game { $game } is a tournament game: it cannot be aborted (resign to give it up).
