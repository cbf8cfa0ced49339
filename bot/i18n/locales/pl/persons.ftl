# Jeden gracz na różnych platformach (/link, /unlink) i prywatność (/privacy, /forget).

command-link = Połącz konta w Telegramie i Discordzie: jeden ranking i jedna historia
command-unlink = Cofnij połączenie: to konto znów jest osobne
command-privacy = Co bot przechowuje o tobie i jak długo
command-forget = Usuń to, co bot przechowuje o tobie, na wszystkich połączonych platformach
option-code = Kod, który /link dał ci na drugiej platformie

persons-link-code = Twój kod połączenia: { $code }
    Napisz do bota /link { $code } na drugiej platformie (Telegram albo Discord). Kod ważny: { $wait }, i tylko raz; nikomu go nie dawaj.
persons-linked = Połączono: to konto i twoje konto na { $platforms } to teraz jeden gracz, { $name }: jeden ranking na każde tempo i jedna historia. /unlink cofa połączenie.
persons-unlinked = Połączenie cofnięte: to konto znów jest osobne. Zachowuje kopię wspólnych rankingów, tak samo jak twoje konto na { $platforms }.
persons-privacy = Co o tobie przechowuję, { $name }:
    • twoje imię i nazwę użytkownika, jak pokazuje je { $platforms }, twój język i styl obrazków — dopóki nie napiszesz /forget;
    • { $linked ->
        [yes] połączenie twoich kont na { $platforms } — dopóki nie napiszesz /unlink albo /forget;
       *[no] brak połączeń z innymi platformami (/link je tworzy);
    }
    • twoje partie (ruchy, wynik, imiona obu graczy) i rankingi — póki bot działa, jako historię czatów;
    • kod /link — ważny: { $wait }, i tylko jego skrót, nigdy sam kod.
    /forget usuwa twoje imię, ustawienia, połączenia i rankingi na wszystkich połączonych platformach; zakończone partie zostają dla innych graczy, pod zastępczym imieniem.
persons-forget-ask = To usunie twoje imię, język, styl obrazków, połączenia i rankingi na { $platforms }; zakończone partie zostaną pod zastępczym imieniem. Nie da się tego cofnąć. Aby kontynuować, napisz /forget confirm
persons-forgotten = Gotowe: zapomniałem cię na { $platforms }. { $games ->
        [0] Nie miałeś zakończonych partii.
        [one] { $games } zakończona partia pokazuje teraz zastępcze imię.
        [few] { $games } zakończone partie pokazują teraz zastępcze imię.
       *[other] { $games } zakończonych partii pokazuje teraz zastępcze imię.
    } Jeśli znów do mnie napiszesz, od tej chwili będę znać twoje imię.

error-link-private = Poproś o kod połączenia na prywatnym czacie z botem, gdzie nikt inny go nie zobaczy.
error-link-unknown = Nie dałem takiego kodu połączenia. Sprawdź go albo poproś o nowy przez /link na drugiej platformie.
error-link-expired = Ten kod połączenia wygasł (kod ważny: { $wait }). Poproś o nowy przez /link na drugiej platformie.
error-link-used = Ten kod połączenia został już użyty: kod działa raz. Poproś o nowy przez /link na drugiej platformie.
error-link-same-platform = Kod połączenia łączy konta na dwóch platformach: wpisz go na drugiej platformie, nie tam, gdzie go dostałeś.
error-link-already = Te konta są już połączone.
error-link-taken = To konto jest już połączone z innym: najpierw cofnij połączenie przez /unlink.
error-link-platform-taken = Ten gracz ma już połączone konto na { $platform }: najpierw cofnij tam połączenie przez /unlink.
error-link-tries = Za dużo błędnych kodów. Zaczekaj, zostało: { $wait }.
error-unlink-none = To konto nie jest połączone z żadnym innym.
error-forget-playing = Najpierw dokończ albo poddaj swoje partie (w toku: { $games }), potem /forget.
