# Камандная гульня (docs/rules.md §8.6): /team, адказы на яе, чарга на картцы,
# галасаванні боку і камандны рэйтынг.

command-team = Прапанаваць камандную партыю: /team @a @b vs @c @d
option-sides = Гульцы сініх, vs, гульцы чырвоных, потым умовы партыі

team-proposed = { $name } прапануе камандную партыю { $id }: { $blue } (сінія) супраць { $red } (чырвоныя), { $rated ->
        [rated] на камандны рэйтынг
        [unequal] без рэйтынгу: бакі рознай колькасці не ацэньваюцца
       *[casual] без рэйтынгу
    }. Кожны ўдзельнік адказвае /team accept { $id } або /team decline { $id }.
team-waiting = Камандная партыя { $id } чакае адказу: { $names }.
team-accepted = { $name } уступае ў камандную партыю { $id }.
team-declined = { $name } адмаўляецца ад каманднай партыі { $id }: яна не адбудзецца.
team-cancelled = { $name } адклікае камандную партыю { $id }.
team-started = Камандная партыя { $id } пачынаецца як партыя { $game }: { $blue } (сінія) супраць { $red } (чырвоныя). Кожны бок ходзіць у гэтым парадку; хадзіць можа толькі той, чыя чарга.
team-not-your-turn = У партыі { $game } цяпер чарга { $name } за { $color ->
        [blue] сініх
       *[red] чырвоных
    }.
team-draw-offered = { $name } прапануе нічыю ад { $color ->
        [blue] сініх
       *[red] чырвоных
    } у партыі { $game }. Іншы бок прымае большасцю: кожны яго ўдзельнік піша /draw.
team-resign-vote = { $name } галасуе за здачу партыі { $game } ад { $color ->
        [blue] сініх
       *[red] чырвоных
    }: { $votes } з { $members }. Трэба больш за палову; галасы дзейнічаюць да наступнага ходу боку.
team-draw-vote = { $name } галасуе за нічыю ў партыі { $game } ад { $color ->
        [blue] сініх
       *[red] чырвоных
    }: { $votes } з { $members }. Прымае большасць.
team-nodraw-vote = { $name } галасуе супраць нічыі ў партыі { $game } ад { $color ->
        [blue] сініх
       *[red] чырвоных
    }: { $votes } з { $members }. Калі большасць ужо не зможа яе прыняць, яна адхілена.
team-end-majority = Іншы бок згаджаецца большасцю: кожны яго ўдзельнік піша /end.
team-end-vote = { $name } галасуе за заканчэнне партыі { $game } падлікам ад { $color ->
        [blue] сініх
       *[red] чырвоных
    }: { $votes } з { $members }. Згаджаецца большасць.
team-turn-passed = { $game }: { $name } не пахадзіў своечасова, чарга пераходзіць да { $next } ({ $color ->
        [blue] сінія
       *[red] чырвоныя
    }).
team-left = { $name } пакідае { $color ->
        [blue] сініх
       *[red] чырвоных
    } у партыі { $game }: чарга боку ідзе далей без яго.
team-left-last = { $name }, апошні з { $color ->
        [blue] сініх
       *[red] чырвоных
    }, пакідае партыю { $game }: бок здаецца.
team-rated = Камандны рэйтынг: { $changes }.

card-teams = Сінія: { $blue } · Чырвоныя: { $red }
card-team-next = ▸{ $name }

button-team-accept = Уступіць
button-team-decline = Адмовіцца

team-error-usage = Напішыце /team @a @b vs @c @d [умовы] або /team accept, /team decline, /team cancel з нумарам каманднай партыі.
team-error-sides = Назавіце гульцоў кожнага боку праз @, бакі падзяліце словам vs: /team @a @b vs @c @d
team-error-one-each = Па адным гульцы на бок — гэта звычайная партыя: скарыстайцеся /challenge.
team-error-too-many = У баку не больш за { $max } гульцоў.
team-error-bot = Бот не можа гуляць у камандзе.
team-error-twice = { $name } названы двойчы.
team-error-unknown = Тут няма каманднай партыі { $id }.
team-error-none = Тут няма каманднай партыі, якая чакае вашага адказу.
team-error-ambiguous = Тут чакаюць некалькі камандных партый: { $ids }. Дадайце нумар, напрыклад: { $example }
team-error-closed = Камандная партыя { $id } больш не чакае адказаў.
team-error-not-proposer = Адклікаць камандную партыю { $id } можа толькі той, хто яе прапанаваў.
team-error-not-member = Вы не ўдзельнік каманднай партыі { $id }.
team-error-already = Вы ўжо ўступілі ў камандную партыю { $id }.
team-error-voted = Вы ўжо прагаласавалі ў партыі { $game }.
team-error-not-playing = Вы не гуляеце тут ні ў адной каманднай партыі.
team-error-takeback = У каманднай партыі хады не вяртаюць ({ $game }): чарга ўжо пайшла далей.
