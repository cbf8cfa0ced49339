# Келісім бойынша жүрісті қайтару (тек рейтингсіз ойындарда).

command-takeback = Соңғы жүрісіңізді қайтаруды сұрау немесе қарсыластың өтінішіне жауап беру
option-answer = Қарсыластың өтінішіне рұқсат беру (accept) немесе бас тарту (decline)

button-takeback = Жүрісті қайтару
button-accept-takeback = Қайтаруға рұқсат
button-decline-takeback = Қайтарудан бас тарту

takeback-offered = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $game } ойынында соңғы жүрісін қайтаруды сұрайды. Рұқсат беру: /takeback accept. Бас тарту: /takeback decline.
takeback-accepted = { $game } ойынында жүріс қайтарылды: { $count ->
        [one] { $count } жүріс
       *[other] { $count } жүріс
    }, қайтадан { $name } жүреді.
takeback-computer = Компьютер { $game } ойынында жүрісті қайтаруға рұқсат берді: { $count ->
        [one] { $count } жүріс
       *[other] { $count } жүріс
    }, қайтадан { $name } жүреді.
takeback-declined = { $game } ойынында жүрісті қайтарудан бас тартылды.
takeback-lapsed = { $game } ойынында жүрісті қайтару өтініші күшін жойды: жүріс жасалды.
card-takeback-offer = { $name } жүрісті қайтаруды сұрайды.
card-takebacks = Қайтарылған жүрістер: { $count }

error-takeback-rated = { $game } — рейтингтік ойын: жасалған жүріс түпкілікті (ережелер §2.6), оны қайтаруға болмайды.
error-takeback-tournament = { $game } — турнир ойыны: жасалған жүріс түпкілікті (ережелер §2.6), оны қайтаруға болмайды.
error-takeback-already-asked = Сіз { $game } ойынында жүрісті қайтаруды сұрадыңыз; жауапты күтіңіз.
error-takeback-answer-first = Қарсылас { $game } ойынында жүрісті қайтаруды сұрайды: алдымен жауап беріңіз — /takeback accept немесе /takeback decline.
error-takeback-nothing = { $game } ойынында сізде қайтаратын жүріс жоқ.
error-takeback-none = { $game } ойынында ешкім жүрісті қайтаруды сұрамайды.
error-takeback-own = { $game } ойынындағы жүрісті қайтару өтінішіңізге тек қарсылас жауап бере алады.
