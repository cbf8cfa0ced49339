# Ойналған партияны компьютердің талдауы (/analysis).

command-analysis = Ойналған партияны компьютер талдайды: қай жерде ұтып, қай жерде ұтылғаны
button-analysis = Талдау

analysis-progress = 🔎 { $game } талдануда ({ $moves } жүріс)… { $percent }%
analysis-finished = 🔎 { $game } талдауы: дайын.
analysis-failed = 🔎 Компьютер { $game } партиясын талдай алмады; кейінірек /analysis арқылы сұраңыз.
analysis-busy = { $game } қазір талдануда: { $percent }% дайын. Нәтиже сұралған чатқа келеді.
analysis-title = { $game } талдауы: { $blue } (көк) – { $red } (қызыл), жүрістер: { $moves }
analysis-turn = Партияның бетбұрысы — { $number }-жүріс, { $color ->
        [blue] көк
       *[red] қызыл
    } { $point }: көктің мүмкіндігі { $before }% → { $after }%.
analysis-resigned = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $number }-жүрістен кейін берілді; компьютердің бағасы бойынша мүмкіндігі { $chance }% еді.
analysis-time = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $number }-жүрістен кейін уақыттан ұтылды; компьютердің бағасы бойынша мүмкіндігі { $chance }% еді.
analysis-grounding = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }) { $number }-жүрістен кейін жерге тұйықтауды жариялады; компьютердің бағасы бойынша мүмкіндігі { $chance }% еді.
analysis-draw = { $number }-жүрістен кейін келісіммен тең ойын; компьютердің бағасы бойынша көктің мүмкіндігі { $chance }% еді.
analysis-side = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }), ең үлкен қателер:
analysis-clean = { $name } ({ $color ->
        [blue] көк
       *[red] қызыл
    }): үлкен қате жоқ.
analysis-mistake = { $number }-жүріс, { $color ->
        [blue] көк
       *[red] қызыл
    } { $point }: { $before }% → { $after }%; { $best } { $kept }% сақтайтын еді
analysis-mistake-plain = { $number }-жүріс, { $color ->
        [blue] көк
       *[red] қызыл
    } { $point }: { $before }% → { $after }%

error-analysis-no-engine = Мұнда компьютер қолжетімсіз, сондықтан партияларды талдау мүмкін емес.
error-analysis-where = Талдауды ботпен чатта сұраңыз, кірістірілген хабарламада емес.
error-analysis-playing = { $game } әлі жүріп жатыр: талдау ол аяқталған соң.
error-analysis-empty = { $game } партиясында талданатын жүріс жоқ.
error-analysis-waiting = Сіздің { $count } ойыныңыз талдауды күтіп тұр; біреуі дайын болғанда, шамамен { $minutes ->
        [one] { $minutes } минуттан
       *[other] { $minutes } минуттан
    } кейін тағы сұраңыз.
