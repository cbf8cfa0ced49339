# Vrácení tahu po dohodě (jen v nehodnocených partiích).

command-takeback = Požádat o vrácení svého posledního tahu, nebo odpovědět na žádost soupeře
option-answer = Povolit (accept), nebo odmítnout (decline) žádost soupeře

button-takeback = Vrátit tah
button-accept-takeback = Povolit vrácení
button-decline-takeback = Odmítnout vrácení

takeback-offered = { $name } ({ $color ->
        [blue] modré
       *[red] červené
    }) žádá v partii { $game } o vrácení svého posledního tahu. Povolit: /takeback accept. Odmítnout: /takeback decline.
takeback-accepted = Vrácení tahu v partii { $game }: { $count ->
        [one] vrácen { $count } tah
        [few] vráceny { $count } tahy
        [many] vráceno { $count } tahu
       *[other] vráceno { $count } tahů
    }, znovu táhne { $name }.
takeback-computer = Počítač povoluje vrácení tahu v partii { $game }: { $count ->
        [one] vrácen { $count } tah
        [few] vráceny { $count } tahy
        [many] vráceno { $count } tahu
       *[other] vráceno { $count } tahů
    }, znovu táhne { $name }.
takeback-declined = Žádost o vrácení tahu v partii { $game } byla odmítnuta.
takeback-lapsed = Žádost o vrácení tahu v partii { $game } propadla: padl tah.
card-takeback-offer = { $name } žádá o vrácení tahu.
card-takebacks = Vrácené tahy: { $count }

error-takeback-rated = Partie { $game } je hodnocená: zahraný tah je konečný (pravidla §2.6) a nelze ho vrátit.
error-takeback-tournament = Partie { $game } je turnajová: zahraný tah je konečný (pravidla §2.6) a nelze ho vrátit.
error-takeback-already-asked = O vrácení tahu v partii { $game } už jste požádali; počkejte na odpověď.
error-takeback-answer-first = Soupeř v partii { $game } žádá o vrácení tahu: nejdřív odpovězte — /takeback accept nebo /takeback decline.
error-takeback-nothing = V partii { $game } nemáte žádný tah, který by šel vrátit.
error-takeback-none = V partii { $game } nikdo nežádá o vrácení tahu.
error-takeback-own = Na vaši žádost o vrácení tahu v partii { $game } může odpovědět jen soupeř.
