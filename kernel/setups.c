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
static int answer_leaves(Board *b, Board *trial, int a, int c, int big, const int16_t *at,
                         const int *gain, int threats, int least) {
    int own, most = 0;
    board_copy(trial, b);
    board_place(trial, a, 3 - c, &own);
    for (int k = 0; k < threats && gain[k] > most && most < least; k++) {
        if (trial->cells[at[k]] != EMPTY) continue;
        int left;
        big_threats(trial, &at[k], 1, c, big, 0, &left);
        if (left > most) most = left;
    }
    return most < least ? most : least;
}

/* With the other side of c to move: the dots of captures of big or more that c is sure of
 * within three plies after that side's best answer; 0 when an answer leaves none. The
 * answers tried are the points within ANSWER_REACH of c's threatening moves and of the
 * points where c would close after its biggest threats: others leave the threats as
 * they stand. */
static int sure_after_answer(Board *b, Board *trial, int setup, int c, int big, int16_t *spots,
                             int *gain, uint8_t *near) {
    int n = free_around(b, setup, spots);
    big_threats(b, spots, n, c, big, 0, gain);
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
        least = answer_leaves(b, trial, at[k], c, big, at, gain, threats, least);
        near[at[k]] = 0;
    }
    for (int a = 0; a < b->size && least > 0; a++)
        if (near[a] && b->cells[a] == EMPTY)
            least = answer_leaves(b, trial, a, c, big, at, gain, threats, least);
    return least;
}

/* For each of the n setups (c's moves; 0 where taken or inside a house of the other
 * side): what c is then sure of (sure_after_answer). With stop above 0 the reading ends
 * at the first setup sure of that many (the rest stay 0). */
void setup_losses(Board *b, const int16_t *setups, int n, int c, int big, int stop, int *out) {
    Board *after = board_clone(b), *trial = board_clone(b);
    int16_t *spots = malloc((size_t)b->size * sizeof(int16_t));
    int *gain = malloc((size_t)b->size * sizeof(int));
    uint8_t *near = malloc((size_t)b->size);
    int done = 0;
    for (int k = 0; k < n; k++) {
        out[k] = 0;
        if (done || b->cells[setups[k]] != EMPTY || in_enemy_house(b, setups[k], c)) continue;
        int own;
        board_copy(after, b);
        board_place(after, setups[k], c, &own);
        out[k] = sure_after_answer(after, trial, setups[k], c, big, spots, gain, near);
        done = stop > 0 && out[k] >= stop;
    }
    free(near);
    free(gain);
    free(spots);
    board_free(trial);
    board_free(after);
}
