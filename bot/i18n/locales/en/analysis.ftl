# The computer's review of a finished game (/analysis).

command-analysis = The computer's review of a finished game: where it was won and lost
button-analysis = Analysis

analysis-progress = 🔎 Analysing { $game } ({ $moves } moves)… { $percent }%
analysis-finished = 🔎 Analysis of { $game }: done.
analysis-failed = 🔎 The computer could not analyse { $game }; ask again later with /analysis.
analysis-busy = { $game } is being analysed: { $percent }% done. The result comes to the chat where it was asked for.
analysis-title = Analysis of { $game }: { $blue } (Blue) – { $red } (Red), { $moves } moves
analysis-turn = The game turned at move { $number }, { $color ->
        [blue] Blue
       *[red] Red
    } { $point }: Blue's chances { $before }% → { $after }%.
analysis-resigned = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) resigned after move { $number }, with { $chance }% chances by the computer's estimate.
analysis-time = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) ran out of time after move { $number }, with { $chance }% chances by the computer's estimate.
analysis-grounding = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) declared grounding after move { $number }, with { $chance }% chances by the computer's estimate.
analysis-draw = A draw was agreed after move { $number }, with Blue's chances at { $chance }% by the computer's estimate.
analysis-side = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }), the biggest mistakes:
analysis-clean = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }): no big mistakes.
analysis-mistake = move { $number }, { $color ->
        [blue] Blue
       *[red] Red
    } { $point }: { $before }% → { $after }%; { $best } kept { $kept }%
analysis-mistake-plain = move { $number }, { $color ->
        [blue] Blue
       *[red] Red
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = The computer is not available here, so games cannot be analysed.
error-analysis-where = Ask for an analysis in a chat with the bot, not in an inline message.
error-analysis-playing = { $game } is still being played: its analysis comes after the end.
error-analysis-empty = { $game } has no moves to analyse.
error-analysis-waiting = You have { $count ->
        [one] { $count } analysis
       *[other] { $count } analyses
    } waiting already; ask for another when one of them is done, in about { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
