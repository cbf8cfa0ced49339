/* Quick looks into a board for search (capture estimates, exact trials), the playout
 * policy and the priors of tree nodes. They mirror core/ai/fast.py, sim.py, policy.py and
 * tactics.py, which hold the reasoning behind each weight. */
#include <string.h>

#include "kernel.h"

int may_close(Board *b, int q, int c) { return joins_itself(b, q, b->mask[c][q]); }

static int closing_gain(Board *b, int q, int c, int limit, int mask);

int in_enemy_house(Board *b, int q, int c) {
    int e = 3 - c;
    return b->house[e][q] && board_enclosed(b, q, e);
}

/* About how many enemy dots a c dot at q would surround; 0 for none. Each side is filled
 * up to `limit` points (a small budget first); a side that reaches the border, meets
 * another side or grows past the limit counts as the outside. */
int capture_gain(Board *b, int q, int c, int limit) {
    int mask = b->mask[c][q];
    return joins_itself(b, q, mask) ? closing_gain(b, q, c, limit, mask) : 0;
}

/* capture_gain for a dot already known to join two linked runs (mask: its neighbourhood). */
static int closing_gain(Board *b, int q, int c, int limit, int mask) {
    Scratch *s = b->scratch;
    uint32_t *marks = s->marks;
    uint8_t *cells = b->cells;
    int e = 3 - c;
    int k = GAPS[mask][0];
    uint32_t base = scratch_stamps(s, k + 1);
    uint32_t self = base + (uint32_t)k;
    marks[q] = self;
    const int steps[4] = {1, -1, b->stride, -b->stride};
    int head[4], len[4], found[4], state[4]; /* 0 running, 1 closed, 2 open, 3 big */
    for (int i = 0; i < k; i++) {
        int start = q + b->off[GAPS[mask][1 + i]];
        head[i] = 0;
        len[i] = 1;
        s->lists[i][0] = (int16_t)start;
        found[i] = 0;
        state[i] = 2;
        uint32_t m = marks[start];
        if ((m >= base && m <= self) || cells[start] == EDGE) continue;
        marks[start] = base + (uint32_t)i;
        found[i] = cells[start] == e;
        state[i] = 0;
    }
    int budgets[2] = {limit < 8 ? limit : 8, limit};
    for (int round = 0; round < 2; round++) {
        int any_closed = 0;
        for (int i = 0; i < k; i++) {
            if (state[i] != 0) continue;
            int16_t *list = s->lists[i];
            int h = head[i], n = len[i], outcome = 0;
            uint32_t mark = base + (uint32_t)i;
            while (h < n) {
                if (n > budgets[round]) {
                    outcome = 3;
                    break;
                }
                int p = list[h++];
                for (int d = 0; d < 4; d++) {
                    int t = p + steps[d];
                    int cell = cells[t];
                    if (cell == c) continue;
                    uint32_t m = marks[t];
                    if (m >= base && m <= self) {
                        if (m == mark || m == self) continue;
                        outcome = 2;
                        break;
                    }
                    if (cell == EDGE) {
                        outcome = 2;
                        break;
                    }
                    marks[t] = mark;
                    list[n++] = (int16_t)t;
                    if (cell == e) found[i]++;
                }
                if (outcome == 2) break;
            }
            head[i] = h;
            len[i] = n;
            state[i] = outcome == 0 ? 1 : outcome;
            any_closed |= state[i] == 1;
        }
        if (any_closed) break;
        for (int i = 0; i < k; i++)
            if (state[i] == 3) state[i] = 0;
    }
    int total = 0;
    for (int i = 0; i < k; i++)
        if (state[i] == 1) total += found[i];
    return total;
}

/* How much c's lead grows if it plays q (negative when the dot is put into a house). */
int exact_gain(Board *b, Board *trial, int q, int c) {
    if (!may_close(b, q, c) && !in_enemy_house(b, q, c)) return 0;
    int e = 3 - c, own;
    board_copy(trial, b);
    int before = trial->scores[c] - trial->scores[e];
    board_place(trial, q, c, &own);
    return trial->scores[c] - trial->scores[e] - before;
}

/* The largest number of dots c can win with one move now. */
int opponent_best(Board *b, Board *trial, int c) {
    int best = 0;
    for (int y = 1; y <= b->height; y++) {
        for (int t = y * b->stride + 1; t <= y * b->stride + b->width; t++) {
            if (b->cells[t] != EMPTY || !may_close(b, t, c)) continue;
            int g = exact_gain(b, trial, t, c);
            if (g > best) best = g;
        }
    }
    return best;
}

/* What a playout looks at around the last two moves: the empty neighbours of the last
 * move (near, in order) and, in the same order, the empty neighbours of both moves where
 * a mover's dot would touch two or more runs of its dots (mine: the cheap first test of
 * closing a chain), and those of the last move where the other side's would, outside
 * the other side's houses (theirs). */
typedef struct {
    int local, mine, theirs;
    int16_t near[8], mine_at[16], theirs_at[8];
} Around;

/* Add p's neighbours to a (all three lists when last is set, else mine only). Written
 * without a branch per point: in a playout each test is a coin toss that the processor
 * would often mispredict. */
static inline void look_around(const Board *b, int p, int c, int last, Around *a) {
    const uint8_t *cells = b->cells, *mine = b->mask[c], *theirs = b->mask[3 - c];
    const uint8_t *their_house = b->house[3 - c];
    int nm = a->mine, nl = a->local, nt = a->theirs;
    for (int k = 0; k < 8; k++) {
        int t = p + b->off[k];
        int empty = cells[t] == EMPTY;
        a->mine_at[nm] = (int16_t)t;
        nm += empty & TOUCHES[mine[t]];
        if (last) {
            a->near[nl] = (int16_t)t;
            nl += empty;
            a->theirs_at[nt] = (int16_t)t;
            nt += empty & TOUCHES[theirs[t]] & !their_house[t];
        }
    }
    a->mine = nm;
    a->local = nl;
    a->theirs = nt;
}

/* near[y] (y = 1..height): a bit for each point of row y within `reach` king steps of a
 * dot in play; a row of at most 64 points is one word. Returns 0, with near untouched,
 * where the field is wider or taller than 64 (the rules allow no more) or holds no dot in
 * play. */
int within_reach(const Board *b, int reach, uint64_t *near) {
    return within_reach_of(b, b->in_play, reach, near);
}

/* Mark the points in rows (cleared first), as Board.in_play marks the dots in play. */
void mark_rows(const Board *b, const int16_t *points, int n, uint64_t *rows) {
    memset(rows, 0, (size_t)(b->height + 1) * sizeof(uint64_t));
    for (int k = 0; k < n; k++) rows[b->scratch->row[points[k]]] |= b->scratch->column[points[k]];
}

/* The same from the points marked in rows (as in Board.in_play), taken or not. */
int within_reach_of(const Board *b, const uint64_t *rows, int reach, uint64_t *near) {
    if (b->width > 64 || b->height > 64) return 0;
    if (reach > MAX_REACH) reach = MAX_REACH;
    uint64_t wide[64 + 2 * MAX_REACH] = {0}; /* row y widened, at y - 1 + reach */
    uint64_t field = b->width == 64 ? ~0ULL : (1ULL << b->width) - 1, any = 0;
    for (int y = 1; y <= b->height; y++) {
        uint64_t dots = rows[y], widened = dots;
        for (int k = 1; k <= reach; k++) widened |= dots << k | dots >> k;
        wide[y - 1 + reach] = widened & field;
        any |= dots;
    }
    if (!any) return 0;
    for (int y = 1; y <= b->height; y++) {
        uint64_t row = 0;
        for (int k = 0; k <= 2 * reach; k++) row |= wide[y - 1 + k];
        near[y] = row;
    }
    return 1;
}

/* The free points (row by row) into out, only those marked in near when it is given;
 * returns how many. Without near, written without a branch per point; with it, only the
 * marked points are looked at. */
static int free_points(const Board *b, const uint64_t *near, int16_t *out) {
    int n = 0;
    for (int y = 1; y <= b->height; y++) {
        int row = y * b->stride + 1;
        if (near) {
            for (uint64_t bits = near[y]; bits; bits &= bits - 1) {
                int t = row + __builtin_ctzll(bits);
                out[n] = (int16_t)t;
                n += b->cells[t] == EMPTY;
            }
        } else {
            for (int x = 0; x < b->width; x++) {
                out[n] = (int16_t)(row + x);
                n += b->cells[row + x] == EMPTY;
            }
        }
    }
    return n;
}

/* The light playout: uniformly random moves among the free points outside the other
 * side's houses; with `local`, half of the moves go next to the last one instead where
 * it has such a point (with `local` 2, drawn by their shapes' weights, PLAYOUT_SHAPES);
 * with a `reach`, the draws come only from the points within reach of the dots in play at
 * the start. order[0, free) holds the points that may still be
 * free; a draw that finds its point taken drops it, one that finds it in the other
 * side's house sets it aside (order[0, aside)) for this move only: the next mover may
 * play there. Every move draws a random point, and only a played one leaves the list:
 * so whether the move is local needs no branch, which the processor could only guess. */
static int light_playout(Board *b, Rng *rng, int max_moves, int local, int reach,
                         const uint64_t *source, int16_t *order, int16_t *moves, uint8_t *colors,
                         int *count) {
    const uint8_t *cells = b->cells;
    uint64_t near[64 + 1];
    int limited = reach > 0 && within_reach_of(b, source ? source : b->in_play, reach, near);
    int free = free_points(b, limited ? near : NULL, order);
    for (int step = 0; step < max_moves; step++) {
        if (b->over) return 0;
        const uint8_t *enemy_house = b->house[3 - b->to_move];
        int drawn = 0, at = 0, aside = 0;
        while (aside < free) {
            int j = aside + rng_below(rng, free - aside);
            int16_t t = order[j];
            if (cells[t] != EMPTY) {
                order[j] = order[--free];
            } else if (enemy_house[t]) {
                order[j] = order[aside];
                order[aside++] = t;
            } else {
                drawn = t;
                at = j;
                break;
            }
        }
        if (!drawn) return 1;
        int choice = drawn;
        if (local > 1 && b->last) {
            /* a free neighbour outside the other side's houses, by its shape's weight */
            int last = b->last, c = b->to_move, open = open_around(b, last, 3 - c);
            int around = BITS[open], total = 0, sums[8];
            for (int k = 0; k < around; k++) {
                total += PLAYOUT_SHAPES[shape_key(b, last + b->off[NTH[open][k]], c)];
                sums[k] = total;
            }
            uint64_t r = rng_next(rng);
            int x = (int)(((r >> 32) * (uint64_t)total) >> 32), k = 0;
            while (k < around - 1 && sums[k] <= x) k++;
            if ((r & 1) && around) choice = last + b->off[NTH[open][k]];
        } else if (local && b->last) {
            /* the free neighbours outside the other side's houses, in direction order */
            int last = b->last, open = open_around(b, last, 3 - b->to_move);
            int n = BITS[open];
            uint64_t r = rng_next(rng);
            int pick = last + b->off[NTH[open][((r >> 32) * (uint64_t)n) >> 32]];
            int take = -((int)(r & 1) & (n > 0)); /* all ones or zero */
            choice = (pick & take) | (drawn & ~take);
        }
        int played = choice == drawn;
        order[at] = order[at + ((free - 1 - at) & -played)]; /* the last one fills its place */
        free -= played;
        moves[*count] = (int16_t)choice;
        colors[*count] = (uint8_t)b->to_move;
        (*count)++;
        board_play(b, choice);
    }
    return 0;
}

/* Finish the game in place. Heavy: a capture next to the last two moves (the largest),
 * else save own dots next to the last move, else (half of the time) a free neighbour of
 * the last move, else any playable point outside the other side's houses; light and
 * local: light_playout. Returns 1 when it stopped for want of a sensible point. */
int playout(Board *b, Rng *rng, int max_moves, int limit, int policy, int reach,
            const uint64_t *source, int16_t *order, int16_t *moves, uint8_t *colors, int *count) {
    if (policy != PLAYOUT_HEAVY)
        return light_playout(b, rng, max_moves,
                             policy == PLAYOUT_SHAPED ? 2 : policy == PLAYOUT_LOCAL, reach,
                             source, order, moves, colors, count);
    int n = b->width * b->height, ptr = 0;
    for (int step = 0; step < max_moves; step++) {
        if (b->over) return 0;
        int c = b->to_move, e = 3 - c;
        int last = b->last, choice = 0;
        uint8_t *enemy_house = b->house[e];
        if (last) {
            Around a;
            a.local = a.mine = a.theirs = 0;
            look_around(b, last, c, 1, &a);
            if (b->prev) look_around(b, b->prev, c, 0, &a);
            int best = 0;
            uint8_t *mine = b->mask[c], *theirs = b->mask[e];
            for (int j = 0; j < a.mine; j++) {
                int t = a.mine_at[j];
                if (joins_itself(b, t, mine[t])) {
                    int g = closing_gain(b, t, c, limit, mine[t]);
                    if (g > best) {
                        best = g;
                        choice = t;
                    }
                }
            }
            if (!choice) {
                for (int j = 0; j < a.theirs; j++) {
                    int t = a.theirs_at[j];
                    if (joins_itself(b, t, theirs[t]) && closing_gain(b, t, e, limit, theirs[t])) {
                        choice = t;
                        break;
                    }
                }
            }
            if (!choice && a.local && (rng_next(rng) & 1)) {
                int t = a.near[rng_below(rng, a.local)];
                if (!enemy_house[t]) choice = t;
            }
        }
        if (!choice) {
            while (ptr < n) {
                int j = ptr + rng_below(rng, n - ptr);
                int16_t t = order[j];
                order[j] = order[ptr];
                order[ptr] = t;
                ptr++;
                if (b->cells[t] == EMPTY && !enemy_house[t]) {
                    choice = t;
                    break;
                }
            }
            if (!choice) return 1;
        }
        moves[*count] = (int16_t)choice;
        colors[*count] = (uint8_t)c;
        (*count)++;
        board_play(b, choice);
    }
    return 0;
}

#define SMALL_FIELD (15 * 15)

/* Playable points worth searching: all on small fields, those near dots on big ones. */
int candidates(Board *b, int16_t *out) {
    int n = 0, stride = b->stride;
    if (b->width * b->height <= SMALL_FIELD) return free_points(b, NULL, out);
    uint64_t near[64 + 1];
    if (within_reach(b, 2, near) && (n = free_points(b, near, out))) return n;
    int cx = (b->width + 1) / 2, cy = (b->height + 1) / 2;
    for (int y = cy - 2; y <= cy + 2; y++)
        for (int x = cx - 2; x <= cx + 2; x++)
            if (y >= 1 && y <= b->height && x >= 1 && x <= b->width && b->cells[y * stride + x] == EMPTY)
                out[n++] = (int16_t)(y * stride + x);
    return n ? n : free_points(b, NULL, out);
}

static int chebyshev(Board *b, int a, int c) {
    const uint8_t *col = b->scratch->col, *row = b->scratch->row;
    int dx = col[a] - col[c], dy = row[a] - row[c];
    if (dx < 0) dx = -dx;
    if (dy < 0) dy = -dy;
    return dx > dy ? dx : dy;
}

static int edge_distance(Board *b, int i) {
    int x = b->scratch->col[i], y = b->scratch->row[i];
    int d = x - 1;
    if (y - 1 < d) d = y - 1;
    if (b->width - x < d) d = b->width - x;
    if (b->height - y < d) d = b->height - y;
    return d;
}

float SHAPES[1 << 16];
uint8_t PLAYOUT_SHAPES[1 << 16];
/* Every shape weighs 1 in the priors (as until shapes_set, or with the strength 0): then
 * weight need not look in SHAPES, a quarter of a megabyte read at random. */
int SHAPES_FLAT = 1;

/* A neighbourhood mask turned a quarter clockwise (bit k to k + 2), and mirrored east to
 * west (bit k to 8 - k). */
static int quarter(int m) { return ((m << 2) | (m >> 6)) & 0xFF; }
static int mirrored(int m) {
    int out = m & 0x11; /* north and south stay */
    for (int k = 1; k < 8; k++)
        if (k != 4 && (m >> k & 1)) out |= 1 << (8 - k);
    return out;
}

/* The smallest key of a shape's eight turns and mirror images: its class. */
int shape_class(int key) {
    int best = key;
    for (int flip = 0; flip < 2; flip++) {
        int own = key & 0xFF, other = key >> 8;
        if (flip) own = mirrored(own), other = mirrored(other);
        for (int turn = 0; turn < 4; turn++) {
            int k = own | other << 8;
            if (k < best) best = k;
            own = quarter(own), other = quarter(other);
        }
    }
    return best;
}

/* Weigh every shape by its class's weight among the n given (`unseen` for the others):
 * for the priors, or (playouts set) for the shaped playouts, in sixteenths from 1 to 255. */
void shapes_set(const int *keys, const float *weights, int n, float unseen, int playouts) {
    static float by_class[1 << 16];
    int flat = 1;
    for (int k = 0; k < (1 << 16); k++) by_class[k] = unseen;
    for (int j = 0; j < n; j++) by_class[keys[j] & 0xFFFF] = weights[j];
    for (int k = 0; k < (1 << 16); k++) {
        float w = by_class[shape_class(k)];
        if (!playouts) {
            SHAPES[k] = w;
            flat &= w == 1.0f;
            continue;
        }
        w = 16.0f * w + 0.5f;
        PLAYOUT_SHAPES[k] = (uint8_t)(w < 1.0f ? 1.0f : w > 255.0f ? 255.0f : w);
    }
    if (!playouts) SHAPES_FLAT = flat;
}

static float weight(Board *b, int i, int gain, int threat) {
    int c = b->to_move;
    float w = 1.0f;
    if (gain > 0) w += 6.0f + 2.0f * (float)(gain < 10 ? gain : 10);
    else if (gain < 0) w = 0.02f;
    if (threat > 0 && gain >= 0) w += 4.0f + 2.0f * (float)(threat < 10 ? threat : 10);
    if (b->last && chebyshev(b, i, b->last) == 1) w += 2.0f;
    else if ((b->last && chebyshev(b, i, b->last) == 2) || (b->prev && chebyshev(b, i, b->prev) == 1))
        w += 0.7f;
    if (gain <= 0 && threat <= 0) {
        if (edge_distance(b, i) == 0) w *= 0.3f;
        if (b->house[c][i] && board_enclosed(b, i, c)) w *= 0.05f;
        else if (gain == 0 && in_enemy_house(b, i, c)) w *= 0.02f;
        if (!SHAPES_FLAT) w *= SHAPES[shape_key(b, i, c)]; /* a quiet move: its shape says much */
    }
    return w;
}

static void normalize(float *out, int n) {
    float top = 0.0f;
    for (int k = 0; k < n; k++)
        if (out[k] > top) top = out[k];
    if (top > 0.0f)
        for (int k = 0; k < n; k++) out[k] /= top;
}

void cheap_priors(Board *b, const int16_t *points, int n, int limit, float *out) {
    int c = b->to_move;
    for (int k = 0; k < n; k++) {
        int i = points[k];
        out[k] = weight(b, i, capture_gain(b, i, c, limit), capture_gain(b, i, 3 - c, limit));
    }
    normalize(out, n);
}

#define THREAT_FILL 120

/* Closing points a `color` dot at p would leave for its next move, and the largest capture
 * among them (trial may be overwritten). A dot that makes no area and is not put into a
 * house of the other side changes only its cell, its neighbours' masks and the chains it
 * joins: then it is put on b itself and taken back, which on a big field costs far less
 * than a copy of the board. */
static int closing_points(Board *b, Board *trial, int p, int color, int *best) {
    Board *after = b;
    uint8_t *mine = b->mask[color];
    int joined[4], njoined = 0, mask = mine[p];
    int in_place = !may_close(b, p, color) && !b->house[3 - color][p];
    if (in_place) {
        for (int a = 0; a < ARCS[mask][0]; a++)
            joined[njoined++] = board_root(b, p + b->off[ARCS[mask][1 + a]]);
        b->cells[p] = (uint8_t)color;
        tell_neighbours(mine + p, b->stride);
    } else {
        int own;
        board_copy(trial, b);
        board_place(trial, p, color, &own);
        after = trial;
        mine = trial->mask[color];
    }
    int px = b->scratch->col[p], py = b->scratch->row[p], closing = 0;
    *best = 0;
    for (int y = py - 2; y <= py + 2; y++) {
        if (y < 1 || y > b->height) continue;
        for (int x = px - 2; x <= px + 2; x++) {
            if (x < 1 || x > b->width) continue;
            int t = y * b->stride + x;
            if (after->cells[t] != EMPTY || ARCS[mine[t]][0] < 2) continue;
            int joins = in_place ? joins_itself_after(b, t, mine[t], p, joined, njoined)
                                 : joins_itself(after, t, mine[t]);
            int g = joins ? closing_gain(after, t, color, THREAT_FILL, mine[t]) : 0;
            if (g > 0) {
                closing++;
                if (g > *best) *best = g;
            }
        }
    }
    if (in_place) {
        b->cells[p] = EMPTY;
        untell_neighbours(mine + p, b->stride);
    }
    return closing;
}

/* The root's care below the root: exact captures, and two-move threats for both sides
 * (core/ai/tactics.py threat_adjust). */
void careful_priors(Board *b, Board *trial, const int16_t *points, int n, float *out) {
    int c = b->to_move;
    for (int k = 0; k < n; k++) {
        int i = points[k];
        out[k] = weight(b, i, exact_gain(b, trial, i, c), exact_gain(b, trial, i, 3 - c));
    }
    const int colors[2] = {c, 3 - c};
    const float doubles[2] = {5.0f, 4.0f}, singles[2] = {0.8f, 0.5f};
    for (int side = 0; side < 2; side++) {
        int color = colors[side];
        for (int k = 0; k < n; k++) {
            int p = points[k];
            if (!b->mask[color][p] || in_enemy_house(b, p, color) || exact_gain(b, trial, p, color))
                continue;
            int best, closing = closing_points(b, trial, p, color, &best);
            if (closing >= 2) out[k] += doubles[side] + (float)(best < 10 ? best : 10);
            else if (closing) out[k] += singles[side];
        }
    }
    normalize(out, n);
}

/* The points where c wins at least big dots now (exact), at most max of them, with the
 * gains; the count. */
static int big_captures(Board *b, Board *trial, int c, int big, int16_t *at, int *gain, int max) {
    int n = 0;
    for (int y = 1; y <= b->height; y++) {
        for (int t = y * b->stride + 1; t <= y * b->stride + b->width; t++) {
            if (b->cells[t] != EMPTY || !may_close(b, t, c)) continue;
            int g = exact_gain(b, trial, t, c);
            if (g >= big && n < max) {
                at[n] = (int16_t)t;
                gain[n++] = g;
            }
        }
    }
    return n;
}

#define BIG_MAX 64

/* What c is sure to win with a capture of big dots or more after playing p (free) and
 * any answer of the other side: 0 when an answer stops it. An answer that makes no area
 * (may_close false is sure of that) and takes none of the closing points leaves the
 * capture standing, so only the closing points and the other side's closing moves are
 * tried. */
static int big_forcing(Board *b, Board *after, Board *reply, Board *trial, int p, int c,
                       int big) {
    int e = 3 - c, own;
    int16_t at[BIG_MAX], again[BIG_MAX];
    int gain[BIG_MAX], more[BIG_MAX];
    board_copy(after, b);
    board_place(after, p, c, &own);
    int n = big_captures(after, trial, c, big, at, gain, BIG_MAX);
    if (!n) return 0;
    int sure = gain[0];
    for (int k = 1; k < n; k++)
        if (gain[k] < sure) sure = gain[k];
    for (int y = 1; y <= after->height; y++) {
        for (int r = y * after->stride + 1; r <= y * after->stride + after->width; r++) {
            if (after->cells[r] != EMPTY) continue;
            int closing = 0;
            for (int k = 0; k < n && !closing; k++) closing = at[k] == r;
            if (!closing && !may_close(after, r, e)) continue;
            board_copy(reply, after);
            /* an answer that makes no area leaves every ring and closing point as it was
             * (a dot of its inside only adds to the capture) */
            if (!board_place(reply, r, e, &own) && !closing) continue;
            int m = big_captures(reply, trial, c, big, again, more, BIG_MAX);
            if (!m) return 0;
            int best = more[0];
            for (int k = 1; k < m; k++)
                if (more[k] > best) best = more[k];
            if (best < sure) sure = best;
        }
    }
    return sure;
}

/* For each of the n points: the dots c is sure to win by playing it, within three plies
 * (its move, any answer, its move), counting only captures of big dots or more; 0 for
 * none. A capture now counts its gain; otherwise only a dot next to c's dots can make a
 * new closing point. With first set, the reading stops at the first point found (the
 * rest stay 0), captures now being looked for first: is c winning such dots at all? */
void big_threats(Board *b, const int16_t *points, int n, int c, int big, int first,
                 int *out) {
    Board *after = board_clone(b), *reply = board_clone(b), *trial = board_clone(b);
    big_threats_in(b, after, reply, trial, points, n, c, big, first, out);
    board_free(after);
    board_free(reply);
    board_free(trial);
}

/* big_threats with the caller's three scratch boards (each overwritten before use), for
 * a caller that reads many times: a board of the sport field is made in 25 KB. */
void big_threats_in(Board *b, Board *after, Board *reply, Board *trial, const int16_t *points,
                    int n, int c, int big, int first, int *out) {
    int found = 0;
    for (int k = 0; k < n; k++) {
        int p = points[k];
        out[k] = 0;
        if (b->cells[p] != EMPTY) continue;
        int g = exact_gain(b, trial, p, c);
        if (g >= big) {
            out[k] = g;
            found = 1;
            if (first) break;
        }
    }
    for (int k = 0; k < n && !(first && found); k++) {
        int p = points[k];
        if (b->cells[p] != EMPTY || out[k] || !b->mask[c][p]) continue;
        if (exact_gain(b, trial, p, c) < 0) continue;  /* put into a house */
        out[k] = big_forcing(b, after, reply, trial, p, c, big);
        found |= out[k] > 0;
    }
}
