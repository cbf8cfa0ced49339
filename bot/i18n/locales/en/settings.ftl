# Chat settings, limits and resetting the language.

settings-header = Settings of this chat:
settings-size = • size: field { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] empty field
        [cross] cross
        [four-crosses] four crosses
       *[other] { $start }
    }
settings-variant = • variant: extra move after a capture — { $extra ->
        [yes] yes
       *[no] no
    }, captured dots change hands when recaptured — { $transfer ->
        [yes] yes
       *[no] no
    }, instant win — { $instant ->
        [0] off
       *[other] at { $instant ->
            [one] { $instant } point
           *[other] { $instant } points
        } ahead
    }, STOP instead of grounding — { $stop ->
        [yes] yes
       *[no] no
    }, free contour — { $free ->
        [yes] yes
       *[no] no
    }, houses painted — { $painted ->
        [yes] yes
       *[no] no
    }, dots into the other side's houses — { $suicide ->
        [yes] allowed
       *[no] not allowed
    }, the edge as a wall — { $wall ->
        [yes] yes
       *[no] no
    }, territory (enclosures announced) — { $territory ->
        [yes] yes
       *[no] no
    }, szkrab rules — { $szkrab ->
        [yes] yes
       *[no] no
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] yes, games count for the ratings
       *[no] no, games are casual
    }
settings-lang = • lang: { $language ->
        [auto] each user's own (their choice, else their app's); the chat's cards and announcements follow whoever acted last here, now: { $cards ->
            [en] English
            [ru] Russian
            [uk] Ukrainian
            [pl] Polish
            [be] Belarusian
            [kk] Kazakh
            [cs] Czech
            [de] German
           *[other] { $cards }
        }
        [en] English
        [ru] Russian
        [uk] Ukrainian
        [pl] Polish
        [be] Belarusian
        [kk] Kazakh
        [cs] Czech
        [de] German
       *[other] { $language }
    }
settings-board = • board: { $board ->
        [post] a new board after every move
       *[edit] one game card, updated after every move
    }
settings-style = • style: { $chosen ->
        [yes] board pictures are { $style } (each person may choose their own with /style)
       *[no] none chosen: the cards are drawn in the /style of whoever acted last here, now { $style }
    }
settings-pings = • pings: { $pings ->
        [always] the player to move, once every turn
        [off] nobody (the card shows whose move it is)
       *[smart] the player to move when they may be away: not while both play quickly, every turn in correspondence games
    }
settings-threads = • threads: { $threads ->
        [yes] each game in a thread of its own (Discord)
       *[no] games in the channel they start in
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] anyone may announce one
       *[admins] the chat's admins announce them
    }
settings-max-games = • max_games: { $max } (open games and challenges one player may have here)
settings-min-games = • min_games: { $min } (rated games a player needs to appear in /top)
settings-how = { $admin ->
        [yes] To change one: /settings name value, for example /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] { $where ->
            [server] Server admins
           *[chat] Chat admins
        } change them with /settings name value.
    }
settings-changed = Setting changed:

error-settings-admin = Only the { $where ->
        [server] server's admins
       *[chat] chat's admins
    } can change its settings.
error-settings-key = There is no setting “{ $setting }”. Settings: { $keys }.
error-settings-value = “{ $value }” does not fit { $setting }. Write { $setting ->
        [size] a size such as 20x20 or 15
        [start] empty, cross or four
        [variant] standard, or any of { $variants }
        [time] 5+5, 24h, 3d or none
        [rated] yes or no
        [lang] en, ru, uk, pl, be, kk, cs, de or auto
        [board] post or edit
        [style] light, dark or colorblind
        [pings] smart, always or off
        [tournaments] admins or anyone
        [max_games] a number from 1 to 100
       *[other] a number from 0 to 1000
    }.
error-too-many-games = You already have { $max ->
        [one] { $max } open game or challenge
       *[other] { $max } open games and challenges
    } in this chat, the most it allows. Finish or cancel one first.

lang-reset = Your language choice is cleared: I follow the chat's language, else your app's (now: { $language }).
