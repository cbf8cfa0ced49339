"""How hard searches on each field: the constants that tune its search, and the
search's configuration made from them (``search_config``).

The benchmarks set these constants to play earlier versions of hard (``bench/bench_ai.py``
explains how a player is written); the journal of a match keeps the fingerprint of the
code, so each match says which engine played it.
"""

from __future__ import annotations

from core.ai import kernel
from core.ai.fast import View
from core.ai.mcts import Playouts, SearchConfig

UPGRADE_AT = 24
"""Visits after which a tree node's moves are judged as carefully as the root's."""
FULL_PLAYOUTS = 39 * 32
"""Up to this many points (the sport field) the compiled search's playouts run to the end
of the game. Longer playouts won at equal time wherever tried: on 20×20 to the end beat a
cut at 80 moves 8 to 0; on 39×32 to the end beat a cut at half the points 5 to 3."""
SMALL_FIELD = 15 * 15
"""The same for the pure-Python search, about 35 times slower a playout."""
HORIZON = 5
"""Above those fields the playouts stop after 1/HORIZON of the field's points (at least 80
moves), and the score decides."""
LIGHT_FIELD = 15 * 15
"""Up to this many points the compiled search's playouts are light (uniformly random
moves), on bigger fields local (half of the moves next to the last one); see
``SearchConfig.playouts``. At equal time light beat heavy on 11×11 and drew level on
15×15, but lost on 20×20 and 39×32, where random dots scattered over the field say little
about the fight; local, about as fast, held heavy level on 20×20 and beat it on 39×32."""
PLAYOUTS: Playouts | None = None
"""One playout policy on every field, for the benchmarks; None follows ``LIGHT_FIELD``."""
REACH = 3
"""On fields above ``REACH_FIELD`` the compiled search's light and local playouts draw
their moves only from the points within this many king steps of the dots in play when
the playout starts (``SearchConfig.reach``); a local move next to the last one may step
a point beyond. The playout ends when none of them is left, and the score decides."""
RECENT = 20
"""With the reach and above 0, it counts from the points of the game's last this many
moves (and the playout's moves in the tree) instead of every dot in play
(``SearchConfig.recent``): the playouts play out the fight going on. With 20 they get two
to three times shorter in the middle of a 39×32 game (about 59,000 playouts a second
against 32,000 at the greedy positions of ``bench/bench_ai.py speed``), and at equal time
they held the reach from every dot level or better: 12 of 20 games at 0.25 s a move, and
36 won, 1 drawn and 27 lost of 64 at 1 s. 0 counts from every dot, as before. Until the
game has this many moves the reach counts from every dot."""
REACH_FIELD = 20 * 20
"""The reach applies above this many points. On 39×32 at equal time reach 3 held playouts
over the whole field at least level (18 of 30 games at 0.25 s a move, 19 of 32 at 1 s;
reach 2: 11 of 20 at 0.25 s) with about 2.5 times the playouts in the middle game; on
20×20 it won 8 of 20 at 0.25 s, so there the playouts keep the whole field."""
ENCLOSURE = 10
"""Dots an enclosure must win for hard's root reading of it (``SearchConfig.enclosures``,
``core.ai.kernel.enclosure_reading``): a move sure to win that many within three plies
counts them in its material, a move that leaves the opponent such a win loses them; the
search holds back the rest as it does moves that leave dots hanging. 0 reads nothing."""
SMALL_ENCLOSURE = 4
"""Where the reading of ``ENCLOSURE`` dots changes nothing, hard reads enclosures of this
many dots or more the same way (``SearchConfig.small_enclosures``); 0 reads nothing more.
The big ones come first: with small threats about, the big ones lost their answers in the
kernel's reading (49 of the big suite's 57 instead of 55)."""
SETUPS = True
"""Where it reads enclosures, hard also reads the opponent's setups of ``SMALL_ENCLOSURE``
dots or more five plies deep at the root (``core.ai.kernel.setup_reading``)."""
SETUP_ANSWERS = True
"""Above ``ANSWERS_FIELD``, where the opponent has an enclosure of ``SMALL_ENCLOSURE`` dots or
more standing, hard reads the setups each answer to it leaves the opponent
(``core.ai.kernel.setup_reading``): in the 39×32 games it lost at the handicap, 14 of the 15
captures whose threat one answer removed when it first stood came after hard played that
answer and the next move built the threat again; in four of them another answer left no
setup."""
SETUP_DEPTH = 1
"""Above ``ANSWERS_FIELD`` the setup reading reads each answer that leaves no threat for the
setups within two points of it that build one again, this many times one inside another
(``Position.setup_losses``): a chase, where the five plies saw the threat answered. Of the
15 captures of the 39×32 games hard lost at the handicap whose threat an answer removed when
it first stood, the five plies saw the setup before it in one; with depth 1 in seven, with
depth 2 in eleven. At every 60th move of that match the setup reading took 46 ms of CPU a
move on average with depth 1, 34 ms without (``REBUILD_READS`` bounds it)."""
ANSWERS_FIELD = 20 * 20
"""``SETUP_ANSWERS`` and ``SETUP_DEPTH`` apply above this many points, where matches measured
them: on 39×32 at equal time hard reading the answers won 12 of 20 games against hard
without them, and with depth 1 11 of 20 against hard without the depth (docs/computer.md);
few games, both leaning their way. On 20×20 no match did, and the tactical suite's two
20×20 positions the depth answers otherwise split when played on
(``bench/bench_suite_answers.py``): at 47 the answer it holds back for a chase of 5 dots did
best (the chase never came: the side it would chase had a capture of its own to make
first); at 78 its answer did better than the suite's."""
ENCLOSURE_FIELD = 19 * 19
"""The reading applies above this many points (from 20×20 up), where big enclosures decide
games and the playouts find them late: kept near the fight (``REACH``) above 20×20, and on
20×20 too late at a second a move. There hard lost its games to captures of four dots or
more set up a move or two before (bench_losses.py); with this reading and the chases'
(``CHASE_FIELD``) it beat itself without them 61 to 39 at 0.25 s a move."""
MARGIN_FROM_ROOT = True
"""Where the compiled playouts keep near the dots (``REACH``), the search's score margin
counts the dots won or lost since the root, not the lead (saturated past about 8 dots),
and takes ``MARGIN_SHARE`` of a playout's value, not 0.1: those playouts end with the
local fight, so their win says little a few dots ahead, the dots they win or lose much.
At 0.25 s a move on 39×32 the margin from the root beat the margin from the lead 16 to 9,
and the share of 0.3 beat 0.1 by 14 games to 5 (``docs/computer.md``)."""
MARGIN_SHARE = 0.3
MARGIN_FIELD: int | None = None
"""Above this many points the margin counts from the root where the playouts do not keep
near the dots too; None: only where they do."""
EXPAND_AT = 1
"""Visits after which a leaf of the compiled tree gets its children
(``SearchConfig.expand_at``)."""
RAVE_UNTIL = 0
"""Visits after which a node's children stop learning RAVE (``SearchConfig.rave_until``;
0 never)."""
SHAPES = 0.5
"""The compiled search weighs the prior of a quiet move by its shape's gamma to this power
(``core.ai.shapes``); 0 leaves the priors as they were. At 0.25 s a move on 20×20 the
shapes beat hard without them in two matches of 100 games: 59 to 41 before the readings
on 20×20 (``ENCLOSURE_FIELD``), 58 to 39 with 3 drawn with them (``docs/computer.md``)."""
SHAPES_FIELD = 15 * 15
"""The priors take the shapes above this many points: the gammas were learnt on 39×32 and
won on 20×20. On the light playouts' fields (``LIGHT_FIELD``) no match tried them; on 8×8
at 150 playouts a move against the greedy player hard won 47 of 60 games with them and
52 without."""
PLAYOUT_SHAPES = 0.0
"""Above ``LIGHT_FIELD`` the compiled playouts draw their moves next to the last one by
their shapes' gamma to this power (``SearchConfig.playouts`` "shaped"); 0: uniformly."""
GROUNDING = True
"""Hard (compiled) reads groundings: its tree ends the game where a side wins by grounding
(``SearchConfig.grounding``), and its root holds back moves that leave the opponent a
winning grounding (``core.ai.groundings``). Without it the search never saw that a side
ahead, with its dots joined to the edge, stops the game: on 39×32 a ladder run to the
edge left the side a few dots ahead grounded, and it won by grounding at move 74."""
CHASES = True
"""Hard (with the kernel) starts a dot down every root move that starts or goes on with
a ladder that does not work (``tactics.failing_chases``): on 39×32 hard, as Red, chased
Blue's line to the edge with one dot on each side and lost them one by one."""
CHASE_FIELD = 19 * 19
"""Chases are read above this many points (from 20×20 up); on smaller fields ladders are
short, and the ladder reading at the root (16 blocks deep) and the search see them."""


def to_the_end(area: int, compiled: bool) -> bool:
    """Do the playouts run to the end of the game on a field of ``area`` points?"""
    limit = FULL_PLAYOUTS if compiled and kernel.load() is not None else SMALL_FIELD
    return area <= limit


def kept_near(area: int, compiled: bool) -> bool:
    """Do the compiled playouts keep near the dots (``REACH``) on a field of ``area``?"""
    return bool(REACH) and area > REACH_FIELD and compiled and kernel.load() is not None


def search_config(view: View, compiled: bool = True, enclosures: bool = False,
                endings: bool = False) -> SearchConfig:
    """Playouts to the end on small fields; on big ones a horizon, then the score decides;
    above 20×20 the compiled playouts keep near the dots (``REACH``); from 20×20 up hard
    reads big enclosures at the root (``ENCLOSURE``); hard's tree reads groundings
    (``GROUNDING``)."""
    area = view.width * view.height
    playouts = PLAYOUTS or ("light" if area <= LIGHT_FIELD
                            else "shaped" if PLAYOUT_SHAPES else "local")
    reach = REACH if kept_near(area, compiled) else 0
    moves = SearchConfig.playout_moves if to_the_end(area, compiled) else max(80, area // HORIZON)
    big = ENCLOSURE if enclosures and area > ENCLOSURE_FIELD else 0
    answers = area > ANSWERS_FIELD
    wide = MARGIN_FIELD is not None and area > MARGIN_FIELD and compiled
    margin = (bool(reach) or wide) and MARGIN_FROM_ROOT
    return SearchConfig(playout_moves=moves, upgrade_at=UPGRADE_AT, expand_at=EXPAND_AT,
                        rave_until=RAVE_UNTIL,
                        playouts=playouts,
                        reach=reach, recent=RECENT if reach else 0, enclosures=big,
                        small_enclosures=SMALL_ENCLOSURE if big else 0,
                        setups=SMALL_ENCLOSURE if big and SETUPS else 0,
                        setup_answers=SETUP_ANSWERS and answers,
                        setup_depth=SETUP_DEPTH if answers else 0,
                        grounding=endings and GROUNDING, margin_from_root=margin,
                        margin_share=MARGIN_SHARE if margin else SearchConfig.margin_share)
