/* Monte Carlo tree search with RAVE and priors over the kernel's board (core/ai/mcts.py
 * is the same search in Python and explains the choices). */
#ifndef DOTS_SEARCH_H
#define DOTS_SEARCH_H

#include "kernel.h"

typedef struct {
    int16_t move;
    uint8_t player; /* who made `move` */
    uint8_t upgraded;
    int16_t count;  /* children, -1 before expansion */
    float prior;
    int32_t n, rn;
    float w, rw;
    int32_t first;
} Node;

typedef struct {
    int playout_moves, fill_limit, upgrade_at;
    int policy; /* of the playouts: PLAYOUT_HEAVY, PLAYOUT_LIGHT or PLAYOUT_LOCAL */
    int reach;  /* of the playouts (see playout); 0 for the whole field */
    double exploration, prior_weight, rave_bias, margin_share, margin_scale;
} SearchConfig;

typedef struct {
    SearchConfig config;
    Board *root_board, *sim, *trial;
    Node *pool;
    int pool_len, pool_cap;
    int root; /* index of the root node in the pool */
    Rng rng;
    long playouts;
    int (*wdl)[3];   /* per root child */
    int32_t *virt;   /* per root child: visits granted before the search */
    int16_t *order, *moves, *cand;
    uint8_t *colors, *first;
    float *pri, *values;
    int *path;
} Search;

Search *search_new(Board *root, SearchConfig config, uint64_t seed, const int16_t *points,
                   const float *priors, const int32_t *virt_n, const float *virt_w, int n);
void search_free(Search *s);
void search_iterate(Search *s);
int search_decided(Search *s, double spent, double left, long budget);
/* Re-root the tree after `moves` were played from the root; 0 when the tree has no such
 * line (the caller then starts afresh). */
int search_advance(Search *s, Board *now, const int16_t *moves, int n);

#endif
