# Inline mode: challenges posted with @bot in any chat, and games played in that message.
button-take-offer = Accept
button-withdraw-offer = Cancel
inline-offer-title = Challenge: { $size }
inline-offer-nearest = { $reason } Offered instead: { $terms }
inline-offer-caption = { $name } ({ $color ->
        [blue] Blue
       *[red] Red
    }) challenges { $target ->
        [open] anyone
       *[other] { $target }
    }: { $terms }. Press “Accept” to play.
inline-sent-private = Sent to our private chat.
inline-start-first = Open my chat and press Start first: I can send it to you only there.
inline-no-pictures = Inline games are not set up on this bot yet (its operator has to name a chat for pictures).
inline-moved = Played in game { $game }: its card is in the chat where it was posted.
error-inline-gone = This challenge is no longer open: type my name in the chat to post a new one.
guest-help = To play Dots here, write my name with a challenge: /challenge 15x15 5+5, @friend 20x20, or rules.
guest-help-title = Dots: how to start a game
