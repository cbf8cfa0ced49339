/* Monte Carlo tree search with RAVE and priors over the kernel's board (core/ai/mcts.py
 * is the same search in Python and explains the choices). */
#ifndef DOTS_SEARCH_H
#define DOTS_SEARCH_H

#include "kernel.h"

/* The tree's nodes, field by field: node i is move[i], n[i] and so on. A node's children lie
 * side by side in every array (first[i] .. first[i] + count[i] - 1), so the selection reads
 * the visits, values and priors of four children with one load each; with a node as one
 * struct of 32 bytes it gathered them field by field. Each array has VECTOR_PAD spare
 * elements past cap, so a load of eight may run past the last child. */
typedef struct {
    int16_t *move;
    uint8_t *player; /* who made `move` */
    uint8_t *upgraded;
    int16_t *count; /* children, -1 before expansion */
    int16_t *ground; /* NOT_GROUNDED, or Blue's final lead where the game ends by a
                      * winning grounding (SearchConfig.grounding, search.c grounding_end) */
    float *prior, *w, *rw;
    int32_t *n, *rn, *first;
    int len, cap;
} Nodes;

#define VECTOR_PAD 8

/* Nodes of 32 bytes: 256 MiB, a search of about 2.5 s on 39×32 (core/ai/mcts.py
 * SearchConfig.max_nodes). */
#define MAX_NODES (1 << 23)
#define NOT_GROUNDED INT16_MIN

typedef struct {
    int playout_moves, fill_limit, upgrade_at;
    int policy; /* of the playouts: PLAYOUT_HEAVY, PLAYOUT_LIGHT or PLAYOUT_LOCAL */
    int reach;  /* of the playouts (see playout); 0 for the whole field */
    int max_nodes; /* the tree stops growing here; its nodes keep learning from playouts */
    int grounding; /* a tree node where a side wins by grounding ends the game there */
    int margin_from_root; /* the margin counts the dots won or lost since the root */
    int expand_at; /* a leaf gets its children once visited this often */
    int rave_until; /* a node's children stop learning RAVE once it has more visits; 0 never */
    double exploration, prior_weight, rave_bias, margin_share, margin_scale;
} SearchConfig;

typedef struct {
    SearchConfig config;
    Board *root_board, *sim, *trial;
    Nodes nodes;
    int root; /* index of the root node */
    Rng rng;
    long playouts;
    int (*wdl)[3];   /* per root child */
    int32_t *virt;   /* per root child: visits granted before the search */
    int16_t *order, *moves, *cand;
    uint8_t *colors, *first;
    float *pri, *values;
    int *path;
    int base;                /* the root's lead (Blue's score minus Red's) */
    int recent;              /* whether the reach counts from the recent moves (search_recent) */
    uint64_t recent_rows[64 + 1]; /* rows: the points of the game's recent moves */
    uint64_t source[64 + 1]; /* rows: those and the current playout's tree moves */
} Search;

Search *search_new(Board *root, SearchConfig config, uint64_t seed, const int16_t *points,
                   const float *priors, const int32_t *virt_n, const float *virt_w, int n);
void search_free(Search *s);
void search_iterate(Search *s);
/* The playouts' reach counts from these points (the game's last moves) and each
 * playout's tree moves from now on; from every dot in play again when n is 0. The tree
 * keeps this when it follows the moves played: the caller gives the new last moves. */
void search_recent(Search *s, const int16_t *points, int n);
int search_decided(Search *s, double spent, double left, long budget);
/* selection.c: the first child of node index with the best value (UCT with RAVE and the
 * priors), and the width it is computed at: selection_lanes(0) takes the widest the
 * processor has (8 with AVX2, else 4) and returns it; 4 takes 4 (the tests compare). */
int select_child(Search *s, int index);
/* The RAVE update of the count children from move on: those with first[move] == player
 * (first has three spare bytes) count one more visit and gain, at the same width. */
void rave_update(const uint8_t *first, const int16_t *move, int32_t *rn, float *rw, int count,
                 int player, float gain);
int selection_lanes(int want);
/* Re-root the tree after `moves` were played from the root; 0 when the tree has no such
 * line (the caller then starts afresh). */
int search_advance(Search *s, Board *now, const int16_t *moves, int n);

#endif
