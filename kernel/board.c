/* The field and the surrounding rules, as core/board.py resolves them.
 *
 * A dot can only close a chain if it joins two or more runs of its own dots in play
 * (a 256-entry table of its neighbourhood) that are already one chain; then each
 * orthogonal gap between the runs is flood-filled, side by side with a growing budget,
 * until as many enclosed regions are found as the move can close. A region with an
 * enemy dot in play becomes an area (with whatever it encloses), one without is a house.
 * A dot put into an enemy house is surrounded by it when it made no area of its own.
 */
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

uint8_t GAPS[256][5];
uint8_t ARCS[256][5];
uint8_t TOUCHES[256];
uint8_t BITS[256];
uint8_t NTH[256][8];

void kernel_tables(void) {
    for (int k = 0; k < (1 << 16); k++) SHAPES[k] = 1.0f, PLAYOUT_SHAPES[k] = 16;
    for (int mask = 0; mask < 256; mask++) {
        int n = 0;
        for (int bit = 0; bit < 8; bit += 2) {
            if (!(mask >> bit & 1) && ((mask >> ((bit + 1) % 8) & 1) || (mask >> ((bit + 2) % 8) & 1)))
                GAPS[mask][1 + n++] = (uint8_t)bit;
        }
        GAPS[mask][0] = (uint8_t)n;
        if (n) {
            for (int k = 0; k < n; k++) {
                int g = GAPS[mask][1 + k];
                ARCS[mask][1 + k] = (uint8_t)((mask >> ((g + 1) % 8) & 1) ? (g + 1) % 8 : (g + 2) % 8);
            }
            ARCS[mask][0] = (uint8_t)n;
        } else if (mask) {
            int b = 0;
            while (!(mask >> b & 1)) b++;
            ARCS[mask][0] = 1;
            ARCS[mask][1] = (uint8_t)b;
        } else {
            ARCS[mask][0] = 0;
        }
        TOUCHES[mask] = ARCS[mask][0] >= 2;
        for (int bit = 0; bit < 8; bit++)
            if (mask >> bit & 1) NTH[mask][BITS[mask]++] = (uint8_t)bit;
    }
}

/* The four steps (east, west, north, south: 0 to 3) from the point (x, y) of a field,
 * ordered for a fill that starts there, two bits each: the step towards the nearest side
 * of the field last, so that a stack pops it first. */
static uint8_t steps_to_edge(int x, int y, int width, int height) {
    int dist[4] = {width + 1 - x, x, height + 1 - y, y}, step[4] = {0, 1, 2, 3};
    int code = 0;
    for (int i = 0; i < 4; i++) { /* farthest first */
        int far = i;
        for (int j = i + 1; j < 4; j++)
            if (dist[j] > dist[far]) far = j;
        code |= step[far] << (2 * i);
        dist[far] = dist[i], step[far] = step[i];
    }
    return (uint8_t)code;
}

static Scratch *scratch_new(int size, int stride) {
    Scratch *s = calloc(1, sizeof(Scratch));
    s->size = size;
    s->col = malloc((size_t)size);
    s->row = malloc((size_t)size);
    s->toward = malloc((size_t)size);
    s->border = malloc((size_t)size);
    s->column = malloc((size_t)size * sizeof(uint64_t));
    int width = stride - 2, height = size / stride - 2;
    const int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, dy[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    for (int i = 0; i < size; i++) {
        int x = i % stride, y = i / stride;
        s->col[i] = (uint8_t)x;
        s->row[i] = (uint8_t)y;
        s->toward[i] = steps_to_edge(x, y, width, height);
        s->column[i] = x >= 1 && x <= 64 && width <= 64 ? 1ULL << (x - 1) : 0;
        s->border[i] = 0;
        for (int k = 0; k < 8; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 1 || nx > width || ny < 1 || ny > height) s->border[i] |= (uint8_t)(1 << k);
        }
    }
    s->marks = calloc((size_t)size, sizeof(uint32_t));
    s->marks2 = calloc((size_t)size, sizeof(uint32_t));
    for (int k = 0; k < 4; k++) {
        s->lists[k] = malloc((size_t)size * sizeof(int16_t));
        s->stacks[k] = malloc((size_t)size * sizeof(int16_t));
    }
    s->stack = malloc((size_t)size * sizeof(int16_t));
    s->region = malloc((size_t)size * sizeof(int16_t));
    s->inside = malloc((size_t)size * sizeof(int16_t));
    return s;
}

uint32_t scratch_stamps(Scratch *s, int n) {
    if (s->stamp > 0xF0000000u) {
        memset(s->marks, 0, (size_t)s->size * sizeof(uint32_t));
        s->stamp = 0;
    }
    uint32_t base = s->stamp + 1;
    s->stamp += (uint32_t)n;
    return base;
}

uint32_t scratch_stamp2(Scratch *s) {
    if (s->stamp2 > 0xF0000000u) {
        memset(s->marks2, 0, (size_t)s->size * sizeof(uint32_t));
        s->stamp2 = 0;
    }
    return ++s->stamp2;
}

/* The block's parts; in_play comes first, where calloc's alignment suits its words. */
static void layout(Board *b) {
    size_t n = (size_t)b->size;
    b->in_play = (uint64_t *)b->mem;
    uint8_t *m = b->mem + (size_t)(b->height + 2) * sizeof(uint64_t);
    b->cells = m;
    b->dots = m + n;
    b->owner = m + 2 * n;
    b->counted = m + 3 * n;
    b->mask[0] = NULL;
    b->mask[1] = m + 4 * n;
    b->mask[2] = m + 5 * n;
    b->house[0] = NULL;
    b->house[1] = m + 6 * n;
    b->house[2] = m + 7 * n;
    b->links = (int16_t *)(m + 8 * n);
    b->ring = (int16_t *)(m + 10 * n);
    b->members = (int16_t *)(m + 12 * n);
    b->out_near = m + 14 * n;
    b->house_near[0] = NULL;
    b->house_near[1] = m + 15 * n;
    b->house_near[2] = m + 16 * n;
}

Board *board_new(int width, int height, int transfer, int extra_move, int instant_win) {
    Board *b = calloc(1, sizeof(Board));
    int s = width + 2;
    b->width = width;
    b->height = height;
    b->stride = s;
    b->size = s * (height + 2);
    int off[8] = {s, s + 1, 1, 1 - s, -s, -s - 1, -1, s - 1};
    memcpy(b->off, off, sizeof off);
    b->transfer = transfer;
    b->extra_move = extra_move;
    b->instant_win = instant_win;
    b->to_move = BLUE;
    b->empty = width * height;
    b->mem_len = (size_t)(height + 2) * sizeof(uint64_t) + (size_t)b->size * 17;
    b->mem = calloc(b->mem_len, 1);
    layout(b);
    for (int i = 0; i < b->size; i++) {
        int y = i / s, x = i % s;
        b->cells[i] = (x >= 1 && x <= width && y >= 1 && y <= height) ? EMPTY : EDGE;
        b->links[i] = b->ring[i] = (int16_t)i;
        b->members[i] = 1;
    }
    b->scratch = scratch_new(b->size, s);
    return b;
}

static void scratch_free(Scratch *s) {
    free(s->marks);
    free(s->marks2);
    for (int k = 0; k < 4; k++) {
        free(s->lists[k]);
        free(s->stacks[k]);
    }
    free(s->stack);
    free(s->region);
    free(s->inside);
    free(s->col);
    free(s->row);
    free(s->toward);
    free(s->border);
    free(s->column);
    free(s);
}

void board_free(Board *b) {
    if (!b) return;
    free(b->mem);
    scratch_free(b->scratch);
    free(b);
}

Board *board_clone(const Board *src) {
    Board *b = board_new(src->width, src->height, src->transfer, src->extra_move, src->instant_win);
    board_copy(b, src);
    return b;
}

void board_copy(Board *dst, const Board *src) {
    uint8_t *mem = dst->mem;
    Scratch *scratch = dst->scratch;
    memcpy(dst, src, sizeof(Board));
    dst->mem = mem;
    dst->scratch = scratch;
    memcpy(mem, src->mem, src->mem_len);
    layout(dst);
}

/* The 4-connected region of points around q that are not c's dots in play; 0 when it
 * reaches the border. */
static int fill_region(Board *b, int q, int c, int16_t *region) {
    Scratch *s = b->scratch;
    uint32_t stamp = scratch_stamp2(s);
    uint32_t *marks = s->marks2;
    int16_t *stack = s->stack;
    const int steps[4] = {1, -1, b->stride, -b->stride};
    int top = 0, n = 0;
    marks[q] = stamp;
    stack[top++] = (int16_t)q;
    region[n++] = (int16_t)q;
    while (top) {
        int p = stack[--top];
        for (int d = 0; d < 4; d++) {
            int t = p + steps[d];
            if (marks[t] == stamp || b->cells[t] == c) continue;
            if (b->cells[t] == EDGE) return 0;
            marks[t] = stamp;
            stack[top++] = (int16_t)t;
            region[n++] = (int16_t)t;
        }
    }
    return n;
}

/* Is q enclosed by c's dots in play (a 4-connected walk through anything else stays off
 * the border)? Uses its own marks: it may run in the middle of a move's fills. */
int board_enclosed(Board *b, int q, int c) { return fill_region(b, q, c, b->scratch->region) > 0; }

/* The region plus what it encloses: points of its bounding box (grown by one) that an
 * 8-connected walk from the box's frame cannot reach without crossing the region. */
static int with_holes(Board *b, const int16_t *region, int n, int16_t *inside) {
    memcpy(inside, region, (size_t)n * sizeof(int16_t));
    if (n < 8) return n;
    Scratch *s = b->scratch;
    int stride = b->stride;
    const uint8_t *col = s->col, *row = s->row;
    int x0 = 1 << 20, x1 = -1, y0 = 1 << 20, y1 = -1;
    for (int k = 0; k < n; k++) {
        int x = col[region[k]], y = row[region[k]];
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
    }
    x0--, x1++, y0--, y1++;
    if (x1 - x0 < 4 || y1 - y0 < 4) return n;
    uint32_t *marks = s->marks2;
    uint32_t inner = scratch_stamp2(s), outer = scratch_stamp2(s);
    for (int k = 0; k < n; k++) marks[region[k]] = inner;
    /* A 4-connected region's Euler number (points - neighbour pairs + 2x2 squares) is one
     * less its holes, the 8-connected pieces of the rest that it encloses: most regions
     * have none, and this count costs less than walking the box. */
    int pairs = 0, squares = 0;
    for (int k = 0; k < n; k++) {
        int p = region[k];
        int east = marks[p + 1] == inner, north = marks[p + stride] == inner;
        pairs += east + north;
        squares += east & north & (marks[p + stride + 1] == inner);
    }
    if (n - pairs + squares == 1) return n;
    int16_t *stack = s->stack;
    int top = 0;
    for (int x = x0; x <= x1; x++) {
        int a = y0 * stride + x, c = y1 * stride + x;
        if (marks[a] != inner) { marks[a] = outer; stack[top++] = (int16_t)a; }
        if (marks[c] != inner) { marks[c] = outer; stack[top++] = (int16_t)c; }
    }
    for (int y = y0 + 1; y < y1; y++) {
        int a = y * stride + x0, c = y * stride + x1;
        if (marks[a] != inner) { marks[a] = outer; stack[top++] = (int16_t)a; }
        if (marks[c] != inner) { marks[c] = outer; stack[top++] = (int16_t)c; }
    }
    while (top) {
        int p = stack[--top];
        int px = col[p], py = row[p];
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = px + dx, y = py + dy;
                if (x < x0 || x > x1 || y < y0 || y > y1) continue;
                int t = y * stride + x;
                if (marks[t] == inner || marks[t] == outer) continue;
                marks[t] = outer;
                stack[top++] = (int16_t)t;
            }
        }
    }
    for (int y = y0 + 1; y < y1; y++) {
        for (int x = x0 + 1; x < x1; x++) {
            int t = y * stride + x;
            if (marks[t] != inner && marks[t] != outer) inside[n++] = (int16_t)t;
        }
    }
    return n;
}

static void leave_play(Board *b, int t, int d) {
    untell_neighbours(b->mask[d] + t, b->stride);
    b->in_play[b->scratch->row[t]] &= ~b->scratch->column[t];
}

/* Paint the region (and what it encloses) as an area of c; the score follows. */
static void paint(Board *b, const int16_t *region, int n, int c) {
    int16_t *inside = b->scratch->inside;
    int m = with_holes(b, region, n, inside);
    for (int k = 0; k < m; k++) {
        int t = inside[k];
        int dot = b->dots[t], cell = b->cells[t];
        if (cell == BLUE || cell == RED) leave_play(b, t, cell);
        if (dot) {
            if (b->transfer) {
                int before = b->owner[t];
                if (before && before != dot) b->scores[before]--;
                if (dot != c) b->scores[c]++;
            } else if (dot != c && !b->counted[t]) {
                b->counted[t] = (uint8_t)c;
                b->scores[c]++;
            }
        } else if (cell == EMPTY) {
            b->empty--;
        }
        b->owner[t] = (uint8_t)c;
        if (cell != OUT) tell_neighbours(b->out_near + t, b->stride);
        b->cells[t] = OUT;
    }
}

static int find_fill(const int *parent, int j) {
    while (parent[j] != j) j = parent[j];
    return j;
}

/* A house of c at t (a point or more it encloses without an enemy dot in play). */
static void mark_house(Board *b, const int16_t *region, int n, int c) {
    for (int r = 0; r < n; r++) {
        int t = region[r];
        if (!b->house[c][t]) tell_neighbours(b->house_near[c] + t, b->stride);
        b->house[c][t] = 1;
    }
}

/* resolve where the rings closed by the dot at q are all around one point each (its sides
 * whose four neighbours are c's dots): each is an area when it holds an enemy dot in play,
 * else a house; returns the areas made. */
static int enclose_singles(Board *b, int q, int c, int mask) {
    const uint8_t *cells = b->cells;
    int stride = b->stride, made = 0;
    for (int i = 0; i < GAPS[mask][0]; i++) {
        int16_t t = (int16_t)(q + b->off[GAPS[mask][1 + i]]);
        if (cells[t] == EDGE || cells[t + 1] != c || cells[t - 1] != c || cells[t + stride] != c ||
            cells[t - stride] != c)
            continue;
        if (cells[t] == 3 - c) {
            paint(b, &t, 1, c);
            made++;
        } else {
            mark_house(b, &t, 1, c);
        }
    }
    return made;
}

/* Resolve the regions on each side of the new dot q; returns the areas made.
 *
 * One side is usually the inside of the new ring and another the rest of the field: the
 * fills run side by side, each on its own stack, heading for the nearest side of the
 * field, so that the outside one tends to escape before it has marked as many points as
 * the inside holds. */
__attribute__((noinline)) static int resolve(Board *b, int q, int c, int mask, int closable) {
    Scratch *s = b->scratch;
    uint8_t *cells = b->cells;
    uint32_t *marks = s->marks;
    int e = 3 - c;
    int k = GAPS[mask][0];
    uint32_t base = scratch_stamps(s, k);
    int stride = b->stride;
    /* Most rings close around one point: a side whose four neighbours are c's dots is
     * enclosed as it stands. Where these are as many as the rings the move can close, they
     * are all of them, the other sides being the outside, and no fill need run (but where
     * the dot stands enclosed by c already, which the fills read below). */
    int singles = 0;
    for (int i = 0; i < k; i++) {
        int t = q + b->off[GAPS[mask][1 + i]];
        singles += cells[t] != EDGE && cells[t + 1] == c && cells[t - 1] == c &&
                   cells[t + stride] == c && cells[t - stride] == c;
    }
    if (singles == closable && !(b->house[c][q] && board_enclosed(b, q, c)))
        return enclose_singles(b, q, c, mask);
    const int dirs[4] = {1, -1, stride, -stride};
    int steps[4][4];
    int parent[4], todo[4], len[4], state[4]; /* 0 running, 1 escaped, 2 enclosed */
    int16_t **lists = s->lists, **stacks = s->stacks;
    for (int i = 0; i < k; i++) {
        int start = q + b->off[GAPS[mask][1 + i]];
        marks[start] = base + (uint32_t)i;
        lists[i][0] = stacks[i][0] = (int16_t)start;
        parent[i] = i;
        todo[i] = 1;
        len[i] = 1;
        state[i] = cells[start] == EDGE ? 1 : 0;
        for (int d = 0; d < 4; d++) steps[i][d] = dirs[s->toward[start] >> (2 * d) & 3];
    }
    int budget = 4;
    int in_own = -1, closed = 0;
    for (;;) {
        for (int i = 0; i < k; i++) {
            if (parent[i] != i || state[i]) continue;
            int16_t *list = lists[i], *stack = stacks[i];
            const int *step = steps[i];
            int n = len[i], top = todo[i], left = budget, outcome = 0, j = -1;
            int p = 0;
            uint32_t mark = base + (uint32_t)i;
            while (left && top) {
                left--;
                p = stack[--top];
#pragma GCC unroll 4
                for (int d = 0; d < 4; d++) {
                    int t = p + step[d];
                    int cell = cells[t];
                    uint32_t m = marks[t];
                    /* the common cases without a branch: a wall, a point of this fill, a new
                     * point (a wall's mark is never read: every walk tests the cell first) */
                    int fresh = (cell != c) & (m != mark);
                    /* rare: the border, or a point of another fill (EDGE is never c) */
                    if ((cell == EDGE) | (fresh & (m - base < (uint32_t)k))) {
                        if (cell == EDGE) {
                            outcome = 1;
                            break;
                        }
                        j = find_fill(parent, (int)(m - base));
                        if (j == i) continue;
                        outcome = 3;
                        break;
                    }
                    marks[t] = mark;
                    list[n] = stack[top] = (int16_t)t;
                    n += fresh;
                    top += fresh;
                }
                if (outcome) break;
            }
            len[i] = n;
            todo[i] = top;
            if (outcome == 1) {
                state[i] = 1;
            } else if (outcome == 3) {
                parent[i] = j;
                if (state[j] == 0) {
                    /* fill j takes over the points still to expand, the met one among them;
                     * the points stay in i's list, which is part of j's region from now */
                    stack[top++] = (int16_t)p;
                    memcpy(stacks[j] + todo[j], stack, (size_t)top * sizeof(int16_t));
                    todo[j] += top;
                }
                todo[i] = 0;
            } else if (!top) {
                state[i] = 2;
                /* enough rings found: the sides still running are the outside */
                if (++closed >= closable) {
                    if (in_own < 0) in_own = b->house[c][q] && board_enclosed(b, q, c);
                    if (!in_own) goto done;
                }
            }
        }
        int roots = 0, running = 0, enclosed = 0, escaped = 0, last_running = -1;
        for (int i = 0; i < k; i++) {
            if (parent[i] != i) continue;
            roots++;
            if (state[i] == 0) running++, last_running = i;
            else if (state[i] == 1) escaped++;
            else enclosed++;
        }
        if (!running) break;
        if (enclosed >= closable) {
            if (in_own < 0) in_own = b->house[c][q] && board_enclosed(b, q, c);
            if (!in_own) break;
        }
        if (running == 1) {
            if (roots == 1) return 0;
            if (!escaped) {
                if (in_own < 0) in_own = b->house[c][q] && board_enclosed(b, q, c);
                if (!in_own) {
                    state[last_running] = 1;
                    break;
                }
            }
        }
        budget *= 2;
    }
done:;
    /* whether each enclosed region holds an enemy dot, read before any is painted: an
     * area's holes may take in another region of the same move */
    int enemy[4] = {0};
    for (int j = 0; j < k; j++) {
        int i = find_fill(parent, j);
        if (state[i] != 2 || enemy[i]) continue;
        for (int r = 0; r < len[j] && !enemy[i]; r++) enemy[i] = cells[lists[j][r]] == e;
    }
    int made = 0;
    for (int i = 0; i < k; i++) {
        if (parent[i] != i || state[i] != 2) continue;
        int16_t *region = s->region;
        int n = 0;
        for (int j = 0; j < k; j++) {
            if (find_fill(parent, j) != i) continue;
            memcpy(region + n, lists[j], (size_t)len[j] * sizeof(int16_t));
            n += len[j];
        }
        if (enemy[i]) {
            paint(b, region, n, c);
            made++;
        } else {
            mark_house(b, region, n, c);
        }
    }
    return made;
}

/* The chain headed by `other` joins the one headed by `head`: its dots are renamed and
 * the two rings become one. */
static void join_chain(Board *b, int head, int other) {
    int16_t *links = b->links, *ring = b->ring;
    int p = other;
    do {
        links[p] = (int16_t)head;
        p = ring[p];
    } while (p != other);
    int16_t after = ring[head];
    ring[head] = ring[other];
    ring[other] = after;
    b->members[head] = (int16_t)(b->members[head] + b->members[other]);
}

/* The rest of board_place for a dot next to two runs of its own dots or more (it may
 * close rings) or put into a house of the other side (it may be surrounded), its
 * neighbourhood mask told. */
__attribute__((noinline)) static int place_rarely(Board *b, int q, int c, int mask, int *own) {
    const int *off = b->off;
    int made = 0;
    int roots[4], nroots = 0;
    int narcs = ARCS[mask][0];
    if (narcs) {
        for (int a = 0; a < narcs; a++) {
            int r = board_root(b, q + off[ARCS[mask][1 + a]]);
            int seen = 0;
            for (int j = 0; j < nroots; j++) seen |= roots[j] == r;
            if (!seen) roots[nroots++] = r;
        }
        int closable = narcs - nroots;
        if (closable > 0 && GAPS[mask][0] >= 2) {
            made = resolve(b, q, c, mask, closable);
            if (made) *own = 1;
        }
    }
    int e = 3 - c;
    if (!made && b->house[e][q]) {
        int16_t *region = b->scratch->region;
        int n = fill_region(b, q, e, region);
        if (n) {
            paint(b, region, n, e);
            made++;
            nroots = 0;
        }
    }
    /* the new dot and the other runs' chains join the largest run's chain */
    if (nroots) {
        int head = roots[0];
        for (int j = 1; j < nroots; j++)
            if (b->members[roots[j]] > b->members[head]) head = roots[j];
        for (int j = 0; j < nroots; j++)
            if (roots[j] != head) join_chain(b, head, roots[j]);
        join_chain(b, head, q);
    }
    return made;
}

/* board_place, written into board_play too: most dots touch at most one run of their own
 * and stand outside the other side's houses, so they close nothing and are not
 * surrounded; such a dot joins its run's chain, or stays a chain of its own (an empty
 * point's links and ring name itself), without a branch on which. */
__attribute__((always_inline)) static inline int place(Board *b, int q, int c, int *own) {
    uint8_t *mine = b->mask[c];
    b->cells[q] = (uint8_t)c;
    b->dots[q] = (uint8_t)c;
    b->empty--;
    b->in_play[b->scratch->row[q]] |= b->scratch->column[q];
    tell_neighbours(mine + q, b->stride);
    int mask = mine[q];
    *own = 0;
    int narcs = ARCS[mask][0];
    if ((narcs >= 2) | b->house[3 - c][q]) return place_rarely(b, q, c, mask, own);
    int16_t *links = b->links, *ring = b->ring;
    int head = narcs ? board_root(b, q + b->off[ARCS[mask][1]]) : q;
    links[q] = (int16_t)head;
    int16_t after = ring[head];
    ring[head] = ring[q];
    ring[q] = after;
    b->members[head] = (int16_t)(b->members[head] + narcs);
    return 0;
}

int board_place(Board *b, int q, int c, int *own) { return place(b, q, c, own); }

void board_play(Board *b, int q) {
    int c = b->to_move, own;
    int made = place(b, q, c, &own);
    if (made) {
        if (b->extra_move && own) c = 3 - c;
        if (b->instant_win && abs(b->scores[1] - b->scores[2]) >= b->instant_win) b->over = 1;
    }
    b->to_move = 3 - c;
    b->prev = b->last;
    b->last = q;
    if (b->empty == 0) b->over = 1;
}

/* (own dots lost to the opponent, captured enemy dots given back) if c grounded now:
 * owned points are c's dots in play, c's areas and empty points inside c's houses; a dot
 * is grounded when 4-connected to the field's edge through owned points. */
void board_grounding(Board *b, int c, int *own_lost, int *captured_lost) {
    Scratch *s = b->scratch;
    int w = b->width, h = b->height, stride = b->stride;
    uint8_t *owned = calloc((size_t)b->size, 1);
    uint8_t *reached = calloc((size_t)b->size, 1);
    for (int y = 1; y <= h; y++) {
        for (int x = 1; x <= w; x++) {
            int t = y * stride + x;
            owned[t] = b->cells[t] == c || b->owner[t] == c ||
                       (b->cells[t] == EMPTY && b->house[c][t] && board_enclosed(b, t, c));
        }
    }
    int16_t *stack = s->stack;
    int top = 0;
    for (int y = 1; y <= h; y++) {
        for (int x = 1; x <= w; x++) {
            int t = y * stride + x;
            if ((x == 1 || x == w || y == 1 || y == h) && owned[t]) {
                reached[t] = 1;
                stack[top++] = (int16_t)t;
            }
        }
    }
    const int steps[4] = {1, -1, stride, -stride};
    while (top) {
        int p = stack[--top];
        for (int d = 0; d < 4; d++) {
            int t = p + steps[d];
            if (!reached[t] && owned[t]) {
                reached[t] = 1;
                stack[top++] = (int16_t)t;
            }
        }
    }
    *own_lost = *captured_lost = 0;
    for (int t = 0; t < b->size; t++) {
        int dot = b->dots[t];
        if (dot && !reached[t] && (b->cells[t] == c || b->owner[t] == c)) {
            if (dot == c) (*own_lost)++;
            else (*captured_lost)++;
        }
    }
    free(owned);
    free(reached);
}
