# Finished games, records to download, replays and rematches.

history-none = { $where ->
        [mine] You have no finished games yet.
        [player] { $name } has no finished games in this chat yet.
       *[chat] No games have been finished in this chat yet.
    }
history-header = { $where ->
        [mine] Your finished games
        [player] Finished games of { $name } in this chat
       *[chat] Finished games in this chat
    }{ $after ->
        [none] {""}
       *[other] , older than { $after }
    }:
history-line = { $game }, { DATETIME($date, dateStyle: "long") }: { $blue } vs { $red } — { $winner ->
        [blue] { $blue } won
        [red] { $red } won
       *[none] a draw
    } { $reason ->
        [resignation] by resignation
        [time] on time
        [field-full] with the field full
        [grounding] after grounding
        [stop] after STOP
        [draw-agreed] by agreement
        [agreed-end] counted by agreement
        [instant-win] by the agreed lead
       *[other] {""}
    }, { $blue_score }:{ $red_score }{ $rated ->
        [yes] , rated
       *[no] {""}
    }
history-more = Older games: { $command }
history-no-older = There are no finished games here before { $game }.

sgf-ready = Game { $game } ({ $blue } vs { $red }) as an SGF record: it opens on zagram.org and in other Dots programs.
replay-ready = Replay of game { $game }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.

error-no-past-game = You have no game in this chat for { $command } yet. Name one by its number, for example: { $command } #12
error-rematch-active = Game { $game } is still being played: finish it first.

console-file = File: { $path }
