/* The compiled playout kernel: the field, captures, a playout policy and a tree search.
 *
 * The rules follow core/board.py (the referee) point for point: a point is a flat index
 * y * stride + x into arrays with a one-point border ring, stride = width + 2. The Python
 * tests replay random games in both and compare them move by move.
 */
#ifndef DOTS_KERNEL_H
#define DOTS_KERNEL_H

#include <stdint.h>
#include <stddef.h>

enum { EMPTY = 0, BLUE = 1, RED = 2, OUT = 3, EDGE = 4 };

/* Per-field scratch space shared by a board and its copies (fills, holes, queues). */
typedef struct {
    int size;
    uint32_t *marks;   /* stamps of the fills of one move */
    uint32_t *marks2;  /* stamps of side walks that run inside those fills */
    uint32_t stamp, stamp2;
    int16_t *lists[4];  /* the points of each gap's fill */
    int16_t *stacks[4]; /* those of them still to expand */
    int16_t *stack;
    int16_t *region;
    int16_t *inside;
    uint8_t *col, *row; /* x and y of every point: a division costs more than a look-up */
    uint8_t *border;    /* neighbourhood mask of the points outside the field */
    uint64_t *column;   /* bit x - 1 of a row mask (Board.in_play); 0 past 64 columns */
    uint8_t *toward;    /* the order of steps that heads for the nearest side (board.c) */
} Scratch;

typedef struct {
    int width, height, stride, size;
    int off[8]; /* N NE E SE S SW W NW */
    int transfer, extra_move, instant_win;
    int to_move, over, last, prev;
    int scores[3];
    int empty;
    /* one block, copied whole: in_play, cells, dots, owner, counted, mask[1..2],
     * house[1..2], links, ring, members, out_near, house_near[1..2] */
    uint64_t *in_play; /* row y: bit x - 1 for each dot in play; kept up to 64 columns */
    uint8_t *cells, *dots, *owner, *counted;
    uint8_t *mask[3];  /* neighbourhood mask of each colour's dots in play (bit 0 north) */
    uint8_t *house[3]; /* point lies in a region once enclosed as a house of that colour */
    /* neighbourhood masks of the points in areas (OUT) and in each colour's houses: with
     * mask[1..2] and the border they say which neighbours are free without a look at each */
    uint8_t *out_near, *house_near[3];
    /* Chains of dots, 8-connected, never split: every dot names its chain's head (links),
     * the chain's dots form a ring (ring: the next one), and a head counts its chain's
     * dots (members). Joining chains renames the smaller one, so a look-up is one read. */
    int16_t *links, *ring, *members;
    uint8_t *mem;
    size_t mem_len;
    Scratch *scratch;
} Board;

/* board.c */
extern uint8_t GAPS[256][5];  /* count, then orthogonal gap bits */
extern uint8_t ARCS[256][5];  /* count, then one neighbour bit per run */
extern uint8_t TOUCHES[256];  /* 1 where the mask has two runs or more */
extern uint8_t BITS[256];     /* the number of bits set */
extern uint8_t NTH[256][8];   /* the direction of the mask's n-th set bit (0 past the last) */
void kernel_tables(void);
uint32_t scratch_stamps(Scratch *s, int n);
uint32_t scratch_stamp2(Scratch *s);
Board *board_new(int width, int height, int transfer, int extra_move, int instant_win);
void board_free(Board *b);
Board *board_clone(const Board *b);
void board_copy(Board *dst, const Board *src);
/* Put a colour's dot at q; returns the areas made; *own = 1 when one is the mover's. */
int board_place(Board *b, int q, int c, int *own);
/* Put the mover's dot and pass the turn as the variants say. */
void board_play(Board *b, int q);
int board_enclosed(Board *b, int q, int c);
void board_grounding(Board *b, int c, int *own_lost, int *captured_lost);
static inline int board_root(const Board *b, int i) { return b->links[i]; }
/* The neighbours of the point at m on a field of this stride learn (bit set) or forget
 * (bit cleared) a dot there: bit k of a mask is the neighbour in direction k (off). Written
 * out, each is one instruction. */
static inline void tell_neighbours(uint8_t *m, int stride) {
    uint8_t *north = m + stride, *south = m - stride;
    north[0] |= 1 << 4;
    north[1] |= 1 << 5;
    m[1] |= 1 << 6;
    south[1] |= 1 << 7;
    south[0] |= 1 << 0;
    south[-1] |= 1 << 1;
    m[-1] |= 1 << 2;
    north[-1] |= 1 << 3;
}

static inline void untell_neighbours(uint8_t *m, int stride) {
    uint8_t *north = m + stride, *south = m - stride;
    north[0] &= (uint8_t)~(1 << 4);
    north[1] &= (uint8_t)~(1 << 5);
    m[1] &= (uint8_t)~(1 << 6);
    south[1] &= (uint8_t)~(1 << 7);
    south[0] &= (uint8_t)~(1 << 0);
    south[-1] &= (uint8_t)~(1 << 1);
    m[-1] &= (uint8_t)~(1 << 2);
    north[-1] &= (uint8_t)~(1 << 3);
}

/* The neighbourhood mask of the free points around p outside the houses of colour e
 * (a dot of the other colour may be played at each). */
static inline int open_around(const Board *b, int p, int e) {
    return ~(b->mask[1][p] | b->mask[2][p] | b->out_near[p] | b->scratch->border[p] |
             b->house_near[e][p]) & 0xFF;
}

/* joins_itself on a board where a dot at p has joined the chains headed by joined[0, n). */
static inline int joins_itself_after(Board *b, int q, int mask, int p, const int *joined, int n) {
    int narcs = ARCS[mask][0];
    if (narcs < 2) return 0;
    int roots[4], seen = 0;
    for (int a = 0; a < narcs; a++) {
        int r = board_root(b, q + b->off[ARCS[mask][1 + a]]);
        for (int j = 0; j < n; j++)
            if (r == joined[j]) r = p;
        for (int j = 0; j < seen; j++)
            if (roots[j] == r) return 1;
        roots[seen++] = r;
    }
    return 0;
}

/* Does a dot at q with this neighbourhood mask join two runs already linked (the first
 * condition for closing a chain)? */
static inline int joins_itself(Board *b, int q, int mask) {
    return joins_itself_after(b, q, mask, 0, NULL, 0);
}

/* policy.c */
typedef struct {
    uint64_t s;
} Rng;
static inline uint64_t rng_next(Rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static inline int rng_below(Rng *r, int n) { return (int)(((rng_next(r) >> 32) * (uint64_t)n) >> 32); }
static inline double rng_unit(Rng *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

int may_close(Board *b, int q, int c);
int capture_gain(Board *b, int q, int c, int limit);
int exact_gain(Board *b, Board *trial, int q, int c);
int in_enemy_house(Board *b, int q, int c);
/* Playout policies: heavy looks for captures around the last two moves and plays next
 * to the last one half of the time; light plays uniformly random moves; local plays
 * next to the last move half of the time, else at random; shaped is local with the moves
 * next to the last one drawn by their shapes' weights (PLAYOUT_SHAPES). */
enum { PLAYOUT_HEAVY = 0, PLAYOUT_LIGHT = 1, PLAYOUT_LOCAL = 2, PLAYOUT_SHAPED = 3 };
/* reach > 0: the light and local playouts play only points within that many king steps
 * of the dots in source (rows as in Board.in_play; NULL: the dots in play) when they
 * start (within_reach_of); 0: the whole field. */
int playout(Board *b, Rng *rng, int max_moves, int limit, int policy, int reach,
            const uint64_t *source, int16_t *order, int16_t *moves, uint8_t *colors, int *count);
#define MAX_REACH 8
int within_reach(const Board *b, int reach, uint64_t *near);
int within_reach_of(const Board *b, const uint64_t *rows, int reach, uint64_t *near);
void mark_rows(const Board *b, const int16_t *points, int n, uint64_t *rows);
int candidates(Board *b, int16_t *out);
/* Shapes: a point's neighbourhood seen by colour c, its own dots in play in the low byte and
 * the other side's in the high one (a neighbour off the field or in an area sets both
 * bits). SHAPES weighs each for the priors of quiet moves (1 until shapes_set). */
extern float SHAPES[1 << 16];
extern int SHAPES_FLAT; /* every weight in SHAPES is 1 */
extern uint8_t PLAYOUT_SHAPES[1 << 16]; /* the same for the shaped playouts' local moves */
static inline int shape_key(const Board *b, int i, int c) {
    int blocked = b->scratch->border[i] | b->out_near[i];
    return (b->mask[c][i] | blocked) | (b->mask[3 - c][i] | blocked) << 8;
}
int shape_class(int key);
void shapes_set(const int *keys, const float *weights, int n, float unseen, int playouts);
void cheap_priors(Board *b, const int16_t *points, int n, int limit, float *out);
void careful_priors(Board *b, Board *trial, const int16_t *points, int n, float *out);
int opponent_best(Board *b, Board *trial, int c);
void setup_losses(Board *b, const int16_t *setups, int n, int c, int big, int stop, int depth,
                  int *out);
void big_threats(Board *b, const int16_t *points, int n, int c, int big, int first,
                 int *out);
void big_threats_in(Board *b, Board *after, Board *reply, Board *trial, const int16_t *points,
                    int n, int c, int big, int first, int *out);

#endif
