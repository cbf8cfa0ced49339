/* The setup reading: which moves of one side leave a big capture the other side cannot
 * stop (core/ai/kernel.py setup_reading). Built on the three-ply reading (big_threats). */
#include <stdlib.h>

#include "kernel.h"

#define CLOSING_FILL 400 /* largest enclosure a threat's closing points are looked for with */
#define ANSWER_REACH 3   /* king steps from a threat's moves and closing points to its answers */
#define READ_THREATS 4   /* the biggest threats whose closing points are read */
/* King steps from a setup to the threats it makes: with no threat standing before it, a
 * new one comes from the setup. Over the setups of 46 captures in 39×32 games (bench/
 * bench_losses.py), the threatening moves lay within 6 of them. */
#define THREAT_REACH 7
#define REBUILD_REACH 2 /* king steps from an answer to the setups that build a threat again */
#define MAX_DEPTH 2     /* answers read for the setups they leave, one inside another */
/* Setups read behind answers in one call of setup_losses: past them an answer that leaves
 * no threat counts as a full answer, as without depth. On the 39×32 match's positions the
 * reading with depth 1 took 1.3 s at most without a bound, 47 ms a move on average. */
#define REBUILD_READS 100

/* One level of the reading's scratch space: a level reads the setups an answer of the
 * level above leaves, so each has its own. */
typedef struct {
    Board *trial, *answered, *again;
    Board *read[3]; /* big_threats_in's scratch */
    int16_t *spots;
    int *gain;
    uint8_t *near;
    int *reads_left; /* REBUILD_READS, shared by the levels */
} Level;

static int on_field(const Board *b, int q) { return q >= 0 && q < b->size && b->cells[q] != EDGE; }

/* The free points within THREAT_REACH king steps of q; the count. */
static int free_around(const Board *b, int q, int16_t *out) {
    int n = 0;
    for (int dy = -THREAT_REACH; dy <= THREAT_REACH; dy++)
        for (int dx = -THREAT_REACH; dx <= THREAT_REACH; dx++) {
            int r = q + dy * b->stride + dx;
            if (on_field(b, r) && b->cells[r] == EMPTY) out[n++] = (int16_t)r;
        }
    return n;
}

/* Mark (near[q] = 1) the free points within ANSWER_REACH king steps of q. */
static void mark_around(const Board *b, int q, uint8_t *near) {
    for (int dy = -ANSWER_REACH; dy <= ANSWER_REACH; dy++)
        for (int dx = -ANSWER_REACH; dx <= ANSWER_REACH; dx++) {
            int r = q + dy * b->stride + dx;
            if (on_field(b, r) && b->cells[r] == EMPTY) near[r] = 1;
        }
}

/* The threats sorted biggest first (insertion sort: there are few). */
static void sort_threats(int16_t *at, int *gain, int n) {
    for (int i = 1; i < n; i++) {
        int16_t a = at[i];
        int g = gain[i], j = i - 1;
        for (; j >= 0 && gain[j] < g; j--) {
            at[j + 1] = at[j];
            gain[j + 1] = gain[j];
        }
        at[j + 1] = a;
        gain[j + 1] = g;
    }
}

/* The least of `least` and the most c is still sure of through its threats (biggest
 * first) after the other side's answer at a. */
static int answer_leaves(Board *b, Board *trial, Board **read, int a, int c, int big,
                         const int16_t *at, const int *gain, int threats, int least) {
    int own, most = 0;
    board_copy(trial, b);
    board_place(trial, a, 3 - c, &own);
    for (int k = 0; k < threats && gain[k] > most && most < least; k++) {
        if (trial->cells[at[k]] != EMPTY) continue;
        int left;
        big_threats_in(trial, read[0], read[1], read[2], &at[k], 1, c, big, 0, &left);
        if (left > most) most = left;
    }
    return most < least ? most : least;
}

static int sure_after_answer(Board *b, Level *lv, int setup, int c, int big, int depth);

/* What c is still sure of after the other side's answer a (which leaves c no threat)
 * through a setup within REBUILD_REACH of a: the chase, where the next move builds the
 * threat again. Stops once some setup is sure of `least` or more. */
static int rebuilt(Board *b, Level *lv, int a, int c, int big, int depth, int least) {
    int own, most = 0;
    board_copy(lv->answered, b);
    board_place(lv->answered, a, 3 - c, &own);
    for (int dy = -REBUILD_REACH; dy <= REBUILD_REACH && most < least; dy++)
        for (int dx = -REBUILD_REACH; dx <= REBUILD_REACH && most < least; dx++) {
            int s = a + dy * b->stride + dx;
            if (!on_field(lv->answered, s) || lv->answered->cells[s] != EMPTY ||
                in_enemy_house(lv->answered, s, c))
                continue;
            if (*lv->reads_left <= 0) return most;
            --*lv->reads_left;
            board_copy(lv->again, lv->answered);
            board_place(lv->again, s, c, &own);
            int v = sure_after_answer(lv->again, lv + 1, s, c, big, depth - 1);
            if (v > most) most = v;
        }
    return most < least ? most : least;
}

/* The least of `least` and what c keeps after the answer a: its threats as they stand
 * after a, or with depth left and none standing, the setups that build one again. */
static int answer_costs(Board *b, Level *lv, int a, int c, int big, const int16_t *at,
                        const int *gain, int threats, int least, int depth) {
    int left = answer_leaves(b, lv->trial, lv->read, a, c, big, at, gain, threats, least);
    if (left == 0 && depth > 0) left = rebuilt(b, lv, a, c, big, depth, least);
    return left;
}

/* With the other side of c to move: the dots of captures of big or more that c is sure of
 * within three plies after that side's best answer; 0 when an answer leaves none. The
 * answers tried are the points within ANSWER_REACH of c's threatening moves and of the
 * points where c would close after its biggest threats: others leave the threats as
 * they stand. With depth, an answer that leaves no threat is read for the setups that
 * build one again (rebuilt), each read so with one depth less. */
static int sure_after_answer(Board *b, Level *lv, int setup, int c, int big, int depth) {
    int16_t *spots = lv->spots;
    int *gain = lv->gain;
    uint8_t *near = lv->near;
    Board *trial = lv->trial;
    int n = free_around(b, setup, spots);
    big_threats_in(b, lv->read[0], lv->read[1], lv->read[2], spots, n, c, big, 0, gain);
    int threats = 0;
    for (int k = 0; k < n; k++)
        if (gain[k] > 0) {
            spots[threats] = spots[k];
            gain[threats++] = gain[k];
        }
    if (!threats) return 0;
    sort_threats(spots, gain, threats);
    int16_t *at = spots;
    for (int q = 0; q < b->size; q++) near[q] = 0;
    for (int k = 0; k < threats; k++) mark_around(b, at[k], near);
    for (int k = 0; k < threats && k < READ_THREATS; k++) {
        int own;
        board_copy(trial, b);
        board_place(trial, at[k], c, &own);
        for (int y = 1; y <= b->height; y++)
            for (int q = y * b->stride + 1; q <= y * b->stride + b->width; q++)
                if (trial->cells[q] == EMPTY && capture_gain(trial, q, c, CLOSING_FILL) >= big)
                    mark_around(b, q, near);
    }
    int least = gain[0];
    /* the threatening moves first: taking one is the answer most often */
    for (int k = 0; k < threats && least > 0; k++) {
        least = answer_costs(b, lv, at[k], c, big, at, gain, threats, least, depth);
        near[at[k]] = 0;
    }
    for (int a = 0; a < b->size && least > 0; a++)
        if (near[a] && b->cells[a] == EMPTY)
            least = answer_costs(b, lv, a, c, big, at, gain, threats, least, depth);
    return least;
}

/* For each of the n setups (c's moves; 0 where taken or inside a house of the other
 * side): what c is then sure of (sure_after_answer, `depth` answers deep, at most
 * MAX_DEPTH). With stop above 0 the reading ends at the first setup sure of that many
 * (the rest stay 0). */
void setup_losses(Board *b, const int16_t *setups, int n, int c, int big, int stop, int depth,
                  int *out) {
    if (depth < 0) depth = 0;
    if (depth > MAX_DEPTH) depth = MAX_DEPTH;
    Level levels[MAX_DEPTH + 1];
    int reads_left = REBUILD_READS;
    for (int k = 0; k <= depth; k++) {
        levels[k].reads_left = &reads_left;
        levels[k].trial = board_clone(b);
        levels[k].answered = board_clone(b);
        levels[k].again = board_clone(b);
        for (int r = 0; r < 3; r++) levels[k].read[r] = board_clone(b);
        levels[k].spots = malloc((size_t)b->size * sizeof(int16_t));
        levels[k].gain = malloc((size_t)b->size * sizeof(int));
        levels[k].near = malloc((size_t)b->size);
    }
    Board *after = board_clone(b);
    int done = 0;
    for (int k = 0; k < n; k++) {
        out[k] = 0;
        if (done || b->cells[setups[k]] != EMPTY || in_enemy_house(b, setups[k], c)) continue;
        int own;
        board_copy(after, b);
        board_place(after, setups[k], c, &own);
        out[k] = sure_after_answer(after, levels, setups[k], c, big, depth);
        done = stop > 0 && out[k] >= stop;
    }
    board_free(after);
    for (int k = 0; k <= depth; k++) {
        free(levels[k].near);
        free(levels[k].gain);
        free(levels[k].spots);
        board_free(levels[k].again);
        for (int r = 0; r < 3; r++) board_free(levels[k].read[r]);
        board_free(levels[k].answered);
        board_free(levels[k].trial);
    }
}
