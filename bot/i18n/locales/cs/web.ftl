# Živé hrací pole na webu (PUBLIC_URL): odkazy na něj, jeho odmítnutí a slova samotné stránky.

command-web = Otevřít živé hrací pole: táhnete klepnutím na bod
button-web-board = Živé hrací pole
web-link-player = Vaše živé hrací pole partie { $game }: { $url }
    Odkaz si nechte pro sebe: hraje vaše tahy.
web-link-spectator = Živé hrací pole partie { $game } ke sledování: { $url }
error-web-off = Živé hrací pole není u tohoto bota zapnuté.
error-web-private = O živé hrací pole partie { $game } požádejte v soukromém chatu s botem.
error-web-spectator = Partii { $game } sledujete: táhnout mohou jen její hráči.
error-web-forged = Tento odkaz na hrací pole je neplatný. Požádejte o nový příkazem /web.
error-web-expired = Platnost tohoto odkazu na hrací pole vypršela. Požádejte o nový příkazem /web.
error-web-signin = Telegram vás na této stránce nepřihlásil. Otevřete hrací pole znovu z chatu.
error-web-other-game = Tento odkaz otevírá jinou partii.
error-web-hidden = Partie { $game } pro vás není otevřená: sledují ji její hráči, členové jejího chatu a ti, kdo dostali odkaz.
error-web-busy = Příliš mnoho požadavků: chvíli počkejte.
error-web-too-many-boards = Máte otevřeno příliš mnoho živých hracích polí: jedno zavřete a zkuste to znovu.
error-web-too-big = Tento požadavek je příliš velký.

web-title = Tečky: partie { $game }
web-board = Pole
web-confirm = Potvrdit
web-cancel = Zrušit
web-your-turn = Jste na tahu
web-their-turn = Na tahu: { $name }
web-spectating = Sledujete partii
web-game-over = Partie skončila
web-position-changed = Pozice se změnila: hrací pole ukazuje novou.
web-offline = Obnovuji spojení…
web-tap-to-play = Táhnout hned prvním klepnutím
web-zoom-in = Přiblížit
web-zoom-out = Oddálit
web-fit = Celé pole
web-blue = Modré
web-red = Červené
web-no-clock = Bez časového limitu
web-error = Něco se pokazilo: zkuste to znovu.
