# Refusals: something was wrong and nothing changed.

error-internal = Something went wrong on our side. Nothing was changed; please try again.
error-busy = The game was busy with another action. Nothing was changed; please try again.
error-not-a-command = That is not a command. Type /help to see what I understand.
error-unknown-command = I don't know the command { $command }. Type /help for the list.
error-usage = I don't understand “{ $token }” in { $command }. Type /help for examples.
error-button-invalid = This button is not valid (it is damaged or not from me).

error-unknown-game = There is no game { $game } in this chat.
error-game-set-aside = Game { $game } cannot be read, so it was set aside for the bot's operator to look at. You can start a new game.
error-not-a-player = You are not playing in game { $game }.
error-game-over = Game { $game } is already over.
error-no-game = You have no game in progress in { $where ->
        [topic] this topic
        [channel] this channel
       *[chat] this chat
    }. Start one with /challenge.
error-game-elsewhere = Your game { $games } is in { $where ->
        [topic] another topic
        [channel] another channel
       *[chat] another chat
    } of { $group ->
        [server] this server
       *[chat] this chat
    }: continue it there.
error-game-in-place = Your game { $games } is in the { $where ->
        [channel] channel
       *[topic] topic
    } “{ $place }”: continue it there.
error-games-elsewhere = Your games { $games } are in { $where ->
        [topic] other topics
        [channel] other channels
       *[chat] other chats
    } of { $group ->
        [server] this server
       *[chat] this chat
    }: continue them there.
error-no-game-here = No game is being played in { $where ->
        [topic] this topic
        [channel] this channel
       *[chat] this chat
    }. Start one with /challenge.
error-ambiguous-game = You have several games here: { $games }. Add the game number, for example: { $example }
error-not-your-turn = It is not your turn in { $game }.
error-ambiguous-move = It is your turn in several games: { $games }. Add the game number, for example: { $example }

error-move-missing = Which point? Write it as x-y, for example: /move 20-17
error-move-syntax = “{ $text }” is not a point. Write it as x-y, for example 20-17.
error-move-off-field = { $text } is off the field: it is { $width }×{ $height }.
error-move-occupied = { $text } is taken: a dot already stands there.
error-move-out-of-play = { $text } is out of play: it lies inside a surrounded area.
error-move-illegal = { $text } cannot be played now.
error-move-suicide = { $text } is inside your opponent's house: with suicide off you may not play there.
error-ground-variant = Game { $game } has no grounding: it is played with STOP or with the edge as a wall.
error-realm-none = { $text }: that dot completes no realm around an enemy dot. Nothing was played.
error-realm-target = { $text }: the point after “!” must be an enemy dot in play inside your ring. Nothing was played.
error-realm-border = { $text }: that is no border: { $why ->
        [short] it needs at least 4 of your dots
        [link] two points in a row are not neighbours
        [repeated] it passes a point twice
        [crossing] it crosses itself
       *[not_own] a point of it is not your dot in play
    }. Nothing was played.
error-realm-empty = { $text }: a realm must hold an enemy dot in play. Nothing was played.
error-realm-nesting = { $text }: a realm around older realms may share at most one border point with them (none under szkrab rules). Nothing was played.
error-realm-hole = { $text }: that realm leaves a hole between realms, which szkrab rules forbid. Nothing was played.
error-realm-overlap = { $text }: the realms of one move may not overlap. Nothing was played.
error-realm-without-dot = { $text }: announce a realm with your next dot, for example 20-17!21-16. Nothing was played.

error-contour-border = { $text }: that chain cannot be taken: { $why ->
        [short] it needs at least 4 of your dots
        [link] two points in a row are not neighbours
        [repeated] it passes a point twice
        [crossing] it crosses itself
        [through] it must pass through your new dot
        [empty] it must hold an enemy dot in play
        [whole] it must hold whole the area your dot closes there
        [overlap] the chains of one move overlap
       *[not_own] a point of it is not your dot in play
    }. Nothing was played.
error-contour-form = { $text }: with free contour, list the chain after “=”, for example 20-17=19-16 18-17 19-18. Nothing was played.
error-stop-variant = Game { $game } is not played with STOP: there is nothing to stop, nor to end with /auto.
error-stop-already = STOP was already sent in { $game }: it comes once a game.
error-stop-not-stopped = Nobody has sent STOP in { $game }: /end and /auto end it only after your opponent's STOP.
error-stop-stopper = You sent STOP in { $game }: you place no more dots, and your opponent ends the game.
error-draw-already-offered = You have already offered a draw in { $game }; wait for the answer.
error-no-draw-offer = Your opponent has not offered a draw in { $game }.
error-no-end-offer = Your opponent has not proposed to end { $game } by the count.
error-end-territory-only = Only a Territory game ends by the count, and a STOP game after the other's STOP: in { $game } offer a draw (/draw) or play on.
error-end-already-offered = You have already proposed to end { $game }; wait for the answer.
error-abort-too-late = Game { $game } can no longer be aborted: both players have moved. You can offer a draw or resign.

error-field-size = A field of { $width }×{ $height } is not possible: each side must be { $min } to { $max }.
error-start-size = The start “{ $start ->
        [four-crosses] four crosses
        [cross] cross
        [empty] empty field
       *[other] { $start }
    }” does not fit a { $width }×{ $height } field.
error-variant-clash-wall-and-stop = “{ $first }” and “{ $second }” cannot be played together: with the edge as a wall nothing is safe at the edge, so STOP makes no sense.
error-variant-clash-wall-and-free = “{ $first }” and “{ $second }” cannot be played together: no rules say how a free contour runs along the wall.
error-variant-clash-szkrab-without-territory = “{ $first }” is an option of “{ $second }”: ask for both.
error-variant-clash-territory-and-board = “{ $first }” and “{ $second }” cannot be played together: no rules combine announced realms with it.
error-challenge-self = You cannot challenge yourself.
error-challenge-bot = I cannot play as a chat member. To play the computer, write /challenge computer.
error-challenge-whom = Whom do you challenge? Write @name, or “open” for anyone.
error-computer-unavailable = Playing the computer is not available yet.

error-unknown-challenge = There is no challenge { $id } in this chat.
error-no-challenge = There is no challenge here for you to answer.
error-ambiguous-challenge = There are several challenges: { $ids }. Add the number, for example: { $example }
error-challenge-closed = Challenge { $id } is no longer open ({ $status ->
        [accepted] already accepted
        [declined] declined
        [cancelled] cancelled
        [expired] expired
       *[other] { $status }
    }).
error-challenge-expired = Challenge { $id } has expired.
error-challenge-own = You cannot accept your own challenge { $id }.
error-challenge-not-for-you = Challenge { $id } is meant for someone else.
error-challenge-not-yours = Only the one who made challenge { $id } can cancel it.
error-challenge-open-decline = Challenge { $id } is open to everyone: there is nothing to decline, just don't accept it.
error-challenge-taken = Someone else has just accepted challenge { $id }.

error-unknown-language = I don't speak “{ $language }”. Available: { $available }.
error-unknown-style = There is no picture style “{ $style }”. Choose light, dark, colorblind or auto.

# Storage faults: whether the request was saved is said as it is.
error-not-saved = I could not save this: { $cause ->
        [full] the bot's disk is full
        [damaged] the bot's database is damaged
       *[busy] the database is busy
    }. Nothing was changed; please try again { $cause ->
        [busy] in a moment
       *[other] later
    }.
error-saved-not-shown = This was saved, but I could not show the result: { $cause ->
        [full] the bot's disk is full
        [damaged] the bot's database is damaged
       *[busy] the database is busy
    }. Type /games to see where things stand.
error-maybe-saved = I could not tell whether this was saved: { $cause ->
        [full] the bot's disk is full
        [damaged] the bot's database is damaged
       *[busy] the database is busy
    }. Type /games to check before you try again.
error-inline-computer = Inline challenges are for people: play the computer in my private chat with /play.
