# Gra drużynowa (docs/rules.md §8.6): /team, odpowiedzi na nią, kolejka na karcie,
# głosowania strony i ranking drużynowy.

command-team = Zaproponuj grę drużynową: /team @a @b vs @c @d
option-sides = Gracze niebieskich, vs, gracze czerwonych, potem warunki gry

team-proposed = { $name } proponuje grę drużynową { $id }: { $blue } (niebiescy) przeciw { $red } (czerwoni), { $rated ->
        [rated] do rankingu drużynowego
        [unequal] towarzysko: strony różnej liczebności nie są oceniane
       *[casual] towarzysko
    }. Każdy członek odpowiada /team accept { $id } lub /team decline { $id }.
team-waiting = Gra drużynowa { $id } czeka na odpowiedź: { $names }.
team-accepted = { $name } dołącza do gry drużynowej { $id }.
team-declined = { $name } odrzuca grę drużynową { $id }: nie zostanie rozegrana.
team-cancelled = { $name } wycofuje grę drużynową { $id }.
team-started = Gra drużynowa { $id } zaczyna się jako gra { $game }: { $blue } (niebiescy) przeciw { $red } (czerwoni). Każda strona gra w tej kolejności; ruch może wykonać tylko ten, czyja kolej.
team-not-your-turn = W grze { $game } teraz kolej { $name } za { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }.
team-draw-offered = { $name } proponuje remis w imieniu { $color ->
        [blue] niebieskich
       *[red] czerwonych
    } w grze { $game }. Druga strona przyjmuje większością: każdy jej członek pisze /draw.
team-resign-vote = { $name } głosuje za poddaniem gry { $game } w imieniu { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }: { $votes } z { $members }. Potrzeba ponad połowy; głosy obowiązują do następnego ruchu strony.
team-draw-vote = { $name } głosuje za remisem w grze { $game } w imieniu { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }: { $votes } z { $members }. Decyduje większość.
team-nodraw-vote = { $name } głosuje przeciw remisowi w grze { $game } w imieniu { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }: { $votes } z { $members }. Gdy większość nie może już go przyjąć, jest odrzucony.
team-end-majority = Druga strona zgadza się większością: każdy jej członek pisze /end.
team-end-vote = { $name } głosuje za zakończeniem gry { $game } liczeniem w imieniu { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }: { $votes } z { $members }. Decyduje większość.
team-turn-passed = { $game }: { $name } nie wykonał ruchu na czas, kolej przechodzi na { $next } ({ $color ->
        [blue] niebiescy
       *[red] czerwoni
    }).
team-left = { $name } opuszcza { $color ->
        [blue] niebieskich
       *[red] czerwonych
    } w grze { $game }: kolejka strony idzie dalej bez niego.
team-left-last = { $name }, ostatni z { $color ->
        [blue] niebieskich
       *[red] czerwonych
    }, opuszcza grę { $game }: strona się poddaje.
team-rated = Ranking drużynowy: { $changes }.

card-teams = Niebiescy: { $blue } · Czerwoni: { $red }
card-team-next = ▸{ $name }

button-team-accept = Dołącz
button-team-decline = Odrzuć

team-error-usage = Napisz /team @a @b vs @c @d [warunki] albo /team accept, /team decline, /team cancel z numerem gry drużynowej.
team-error-sides = Wymień graczy każdej strony przez @, strony rozdziel słowem vs: /team @a @b vs @c @d
team-error-one-each = Po jednym graczu na stronę to zwykła gra: użyj /challenge.
team-error-too-many = Strona ma najwyżej { $max } graczy.
team-error-bot = Bot nie może grać w drużynie.
team-error-twice = { $name } podano dwa razy.
team-error-unknown = Nie ma tu gry drużynowej { $id }.
team-error-none = Żadna gra drużynowa nie czeka tu na Twoją odpowiedź.
team-error-ambiguous = Czeka tu kilka gier drużynowych: { $ids }. Dodaj numer, na przykład: { $example }
team-error-closed = Gra drużynowa { $id } nie czeka już na odpowiedzi.
team-error-not-proposer = Wycofać grę drużynową { $id } może tylko ten, kto ją zaproponował.
team-error-not-member = Nie jesteś członkiem gry drużynowej { $id }.
team-error-already = Już dołączyłeś do gry drużynowej { $id }.
team-error-voted = Już głosowałeś w grze { $game }.
team-error-not-playing = Nie grasz tu w żadnej grze drużynowej.
team-error-takeback = W grze drużynowej nie cofa się ruchów ({ $game }): kolejka poszła już dalej.
