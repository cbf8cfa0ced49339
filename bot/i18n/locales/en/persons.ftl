# One person across platforms (/link, /unlink) and privacy (/privacy, /forget).

command-link = Link your accounts on Telegram and Discord: one rating and history
command-unlink = Undo a link: this account stands on its own again
command-privacy = What the bot keeps about you, and for how long
command-forget = Erase what the bot keeps about you, on every linked platform
option-code = The code /link gave you on your other platform

persons-link-code = Your link code: { $code }
    Type /link { $code } to the bot on your other platform (Telegram or Discord) within { $wait }. It works once; never give it to anyone.
persons-linked = Linked: this account and your account on { $platforms } are one player now, { $name }: one rating per time class and one history. /unlink undoes it.
persons-unlinked = Unlinked: this account stands on its own again. It keeps a copy of the ratings you had together, and so does your account on { $platforms }.
persons-privacy = What I keep about you, { $name }:
    • your name and handle as { $platforms } shows them, your language and picture style: until you /forget;
    • { $linked ->
        [yes] the link between your accounts on { $platforms }: until you /unlink or /forget;
       *[no] no links to other platforms (/link makes one);
    }
    • your games (moves, result, the names of both players) and your ratings: for as long as the bot runs, as the chats' history;
    • a /link code: { $wait }, and only a digest of it, never the code.
    /forget erases your name, settings, links and ratings on every linked platform; your finished games stay for the other players, under a placeholder name.
persons-forget-ask = This erases your name, language, picture style, links and ratings on { $platforms }; your finished games stay, under a placeholder name. It cannot be undone. To go ahead, type /forget confirm
persons-forgotten = Done: I have forgotten you on { $platforms }. { $games ->
        [0] You had no finished games.
        [one] { $games } finished game now shows a placeholder name.
       *[other] { $games } finished games now show a placeholder name.
    } If you write to me again, I will know your name from then on.

error-link-private = Ask for a link code in your private chat with the bot, where nobody else can read it.
error-link-unknown = That is not a link code I gave. Check it, or ask for a new one with /link on your other platform.
error-link-expired = That link code has expired (a code lasts { $wait }). Ask for a new one with /link on your other platform.
error-link-used = That link code was used already: a code works once. Ask for a new one with /link on your other platform.
error-link-same-platform = A link code joins accounts on two platforms: type it on your other platform, not where you got it.
error-link-already = These accounts are linked already.
error-link-taken = This account is linked to another one already: /unlink it first.
error-link-platform-taken = That player has a { $platform } account linked already: /unlink it there first.
error-link-tries = Too many wrong codes. Try again in { $wait }.
error-unlink-none = This account is not linked to any other.
error-forget-playing = Finish or resign your games first ({ $games } in play), then /forget.
