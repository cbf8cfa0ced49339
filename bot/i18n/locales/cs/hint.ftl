# Nápovědy v tréninkových partiích s počítačem.

command-hint = Tah, který navrhuje počítač ve vaší tréninkové partii s ním
button-hint = Nápověda

hint-chances = Nápověda pro { $game }: { $point } — šance { $color ->
        [blue] modrých
       *[red] červených
    } asi { $chances } %
hint-point = Nápověda pro { $game }: { $point }
hint-ground = Nápověda pro { $game }: uzemněte partii hned teď (/ground), uzemnění vám přinese výhru.
hint-lost = Nápověda pro { $game }: počítač nevidí zachraňující tah, pozice je prohraná.
card-hints = Nápovědy: { $count }

error-hint-people = Partie { $game } není tréninková: nápovědy jsou jen v tréninkových partiích s počítačem; v partiích mezi lidmi musí být tahy vaše vlastní.
error-hint-tournament = Partie { $game } je turnajová: bez nápověd, tahy musí být vaše vlastní.
error-hint-no-engine = Počítač tu není k dispozici, takže nápovědy nejsou.
error-hint-failed = Počítač teď nedokázal promyslet { $game }; zkuste to znovu.
error-hint-busy = Počítač ještě promýšlí vaši nápovědu k { $game }; požádejte znovu za { $seconds } { $seconds ->
        [one] sekundu
        [few] sekundy
        [many] sekundy
       *[other] sekund
    }.
error-hint-position-changed = Pozice v { $game } se změnila, zatímco počítač přemýšlel; požádejte o nápovědu znovu.
