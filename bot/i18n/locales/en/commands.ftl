# Help for clocks, ratings, history and settings.

help-more =
    Clocks: add 5+5 (5 minutes each + 5 seconds a move), 24h (a day per move) or notime to /challenge; add rated or casual to choose whether it counts.
    /rematch [#id] — the same game again, colours swapped.
    /top [all] — the leaderboard; /rating [@user] [@user] — ratings, record, head-to-head.
    /history [chat | @user] [#id] — finished games; /sgf [#id] — the game as an SGF file; /replay [#id] — an animated replay.
    /settings — this chat's settings; admins change them: /settings size 20x20 (also start, variant, time, rated, lang, board, max_games, min_games).
    /lang auto — forget your language choice: the chat's language applies, else your app's.
