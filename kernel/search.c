#include "search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TABLE 4096
static float INV[TABLE], INV_SQRT[TABLE];

static void tables(void) {
    if (INV[0] != 0.0f) return;
    for (int n = 0; n < TABLE; n++) {
        INV[n] = 1.0f / (float)(n + 1);
        INV_SQRT[n] = sqrtf(INV[n]);
    }
}

/* The nodes of the last tree let go, kept for the next one: on a virtual machine a page of
 * fresh memory costs about 2 µs to map, and a second's search on 39×32 maps 20,000 to
 * 30,000 of them (a twentieth of its time). The kernel runs under the GIL, so one spare
 * per process is safe. */
static Nodes spare;
#define NODE_BYTES 32
#define SPARE_LIMIT ((size_t)MAX_NODES * NODE_BYTES)

/* Every field of the nodes with its type, for the loops over all of their arrays. */
#define NODE_FIELDS(X)                                                                       \
    X(move, int16_t) X(player, uint8_t) X(upgraded, uint8_t) X(count, int16_t)               \
    X(ground, int16_t) X(prior, float) X(w, float) X(rw, float) X(n, int32_t)                \
    X(rn, int32_t) X(first, int32_t)

static void nodes_free(Nodes *t) {
#define FREE(f, type) free(t->f);
    NODE_FIELDS(FREE)
#undef FREE
    memset(t, 0, sizeof *t);
}

/* Keep t's arrays as the spare when they are the largest let go yet (their nodes are
 * forgotten), else free them. */
static void let_go(Nodes *t) {
    if (t->move && t->cap > spare.cap && (size_t)t->cap * NODE_BYTES <= SPARE_LIMIT) {
        nodes_free(&spare);
        spare = *t;
        spare.len = 0;
        memset(t, 0, sizeof *t);
    } else {
        nodes_free(t);
    }
}

static int new_nodes(Search *s, int n) {
    Nodes *t = &s->nodes;
    if (t->len + n > t->cap) {
        int cap = t->cap ? t->cap : 4096;
        while (cap < t->len + n) cap *= 2;
        if (spare.cap >= cap) {
            Nodes old = *t;
            *t = spare;
            t->len = old.len;
            memset(&spare, 0, sizeof spare);
#define COPY(f, type) if (old.len) memcpy(t->f, old.f, (size_t)old.len * sizeof(type));
            NODE_FIELDS(COPY)
#undef COPY
            nodes_free(&old);
        } else {
#define GROW(f, type) t->f = realloc(t->f, ((size_t)cap + VECTOR_PAD) * sizeof(type));
            NODE_FIELDS(GROW)
#undef GROW
            t->cap = cap;
        }
    }
    int first = t->len;
    t->len += n;
    return first;
}

static void init_node(Nodes *t, int i, int move, int player, float prior) {
    t->move[i] = (int16_t)move;
    t->player[i] = (uint8_t)player;
    t->upgraded[i] = 0;
    t->count[i] = -1;
    t->ground[i] = NOT_GROUNDED;
    t->prior[i] = prior;
    t->w[i] = t->rw[i] = 0.0f;
    t->n[i] = t->rn[i] = 0;
    t->first[i] = 0;
}

/* Blue's final lead if side c declares grounding (§8.4) in sim and wins by it, else
 * NOT_GROUNDED. Only a side ahead can win so; the flood fill (a few µs) runs only then. */
static int winning_grounding(Board *sim, int c) {
    int other = 3 - c;
    if (sim->over || sim->scores[c] <= sim->scores[other]) return NOT_GROUNDED;
    int own_lost, captured_lost;
    board_grounding(sim, c, &own_lost, &captured_lost);
    int mine = sim->scores[c] - (sim->transfer ? captured_lost : 0);
    int theirs = sim->scores[other] + own_lost;
    if (mine <= theirs) return NOT_GROUNDED;
    return c == 1 ? mine - theirs : theirs - mine;
}

/* Has c a dot that surrounds enemy dots now? Only a capture changes the score or takes
 * the other side's grounded dots; every other move leaves its grounding as it is. */
static int any_capture(Board *b, int c) {
    for (int y = 1; y <= b->height; y++) {
        for (int x = 1; x <= b->width; x++) {
            int q = y * b->stride + x;
            if (b->cells[q] == EMPTY && may_close(b, q, c) && capture_gain(b, q, c, b->size) > 0)
                return 1;
        }
    }
    return 0;
}

/* NOT_GROUNDED, or Blue's final lead where the game ends by grounding at this node: the
 * side to move grounds and wins, or the side that just moved could, and the side to
 * move has no capture to stop it (any other move, and it grounds next). */
static int grounding_end(Board *sim) {
    int lead = winning_grounding(sim, sim->to_move);
    if (lead != NOT_GROUNDED) return lead;
    lead = winning_grounding(sim, 3 - sim->to_move);
    return lead != NOT_GROUNDED && !any_capture(sim, sim->to_move) ? lead : NOT_GROUNDED;
}

Search *search_new(Board *root, SearchConfig config, uint64_t seed, const int16_t *points,
                   const float *priors, const int32_t *virt_n, const float *virt_w, int n) {
    Search *s = calloc(1, sizeof(Search));
    int size = root->size;
    tables();
    s->config = config;
    s->root_board = board_clone(root);
    s->sim = board_clone(root);
    s->trial = board_clone(root);
    s->rng.s = seed * 0x2545F4914F6CDD1DULL + 1;
    s->order = malloc((size_t)size * sizeof(int16_t));
    int k = 0;
    for (int y = 1; y <= root->height; y++)
        for (int x = 1; x <= root->width; x++) s->order[k++] = (int16_t)(y * root->stride + x);
    s->moves = malloc((size_t)(2 * size + config.playout_moves + 8) * sizeof(int16_t));
    s->colors = malloc((size_t)(2 * size + config.playout_moves + 8));
    s->cand = malloc((size_t)size * sizeof(int16_t));
    s->pri = malloc((size_t)size * sizeof(float));
    s->first = calloc((size_t)size + 4, 1); /* rave_update reads four bytes at a time */
    s->path = malloc((size_t)(2 * size + 8) * sizeof(int));
    s->values = malloc((size_t)(2 * size + 1) * sizeof(float));
    for (int lead = -size; lead <= size; lead++) {
        double wdl = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
        double margin = 0.5 + 0.5 * tanh(lead / config.margin_scale);
        s->values[lead + size] = (float)((1 - config.margin_share) * wdl + config.margin_share * margin);
    }
    s->base = root->scores[1] - root->scores[2];
    s->root = new_nodes(s, 1);
    int first = new_nodes(s, n);
    Nodes *t = &s->nodes;
    init_node(t, s->root, 0, 3 - root->to_move, 1.0f);
    t->upgraded[s->root] = 1; /* the caller's priors are the careful ones */
    t->first[s->root] = first;
    t->count[s->root] = (int16_t)n;
    s->wdl = calloc((size_t)(n ? n : 1), sizeof(int[3]));
    s->virt = calloc((size_t)(n ? n : 1), sizeof(int32_t));
    for (int i = 0; i < n; i++) {
        init_node(t, first + i, points[i], root->to_move, priors[i]);
        if (virt_n) {
            t->n[first + i] = virt_n[i];
            t->w[first + i] = virt_w[i] * (float)virt_n[i];
            s->virt[i] = virt_n[i];
        }
    }
    return s;
}

void search_free(Search *s) {
    if (!s) return;
    board_free(s->root_board);
    board_free(s->sim);
    board_free(s->trial);
    let_go(&s->nodes);
    free(s->wdl);
    free(s->virt);
    free(s->order);
    free(s->moves);
    free(s->colors);
    free(s->cand);
    free(s->pri);
    free(s->first);
    free(s->path);
    free(s->values);
    free(s);
}

static void expand(Search *s, int index, Board *sim) {
    /* a full tree stops growing: the playouts start from its leaves */
    if (s->nodes.len + sim->width * sim->height > s->config.max_nodes) return;
    if (s->config.grounding) {
        int lead = grounding_end(sim);
        if (lead != NOT_GROUNDED) { /* the game ends here: a leaf for good */
            s->nodes.ground[index] = (int16_t)lead;
            s->nodes.count[index] = 0;
            return;
        }
    }
    int n = candidates(sim, s->cand);
    cheap_priors(sim, s->cand, n, s->config.fill_limit, s->pri);
    int first = new_nodes(s, n); /* may move the arrays */
    Nodes *t = &s->nodes;
    t->first[index] = first;
    t->count[index] = (int16_t)n;
    for (int k = 0; k < n; k++) init_node(t, first + k, s->cand[k], sim->to_move, s->pri[k]);
}

static void upgrade(Search *s, int index, Board *sim) {
    Nodes *t = &s->nodes;
    t->upgraded[index] = 1;
    int n = t->count[index], first = t->first[index];
    for (int k = 0; k < n; k++) s->cand[k] = t->move[first + k];
    careful_priors(sim, s->trial, s->cand, n, s->pri);
    for (int k = 0; k < n; k++) t->prior[first + k] = s->pri[k];
}

void search_iterate(Search *s) {
    const SearchConfig *cf = &s->config;
    Board *sim = s->sim;
    Nodes *t = &s->nodes;
    board_copy(sim, s->root_board);
    int index = s->root, depth = 0, nmoves = 0;
    s->path[depth++] = index;
    while (t->count[index] > 0 && !sim->over) {
        if (!t->upgraded[index] && cf->upgrade_at && t->n[index] >= cf->upgrade_at)
            upgrade(s, index, sim);
        int child = select_child(s, index);
        s->moves[nmoves] = t->move[child];
        s->colors[nmoves] = (uint8_t)sim->to_move;
        nmoves++;
        board_play(sim, t->move[child]);
        index = child;
        s->path[depth++] = index;
        if (t->count[index] < 0 && t->n[index] >= cf->expand_at && !sim->over)
            expand(s, index, sim);
    }
    int tree_len = nmoves;
    const uint64_t *source = NULL;
    if (s->recent) {
        const Scratch *sc = sim->scratch;
        memcpy(s->source, s->recent_rows, sizeof s->source);
        for (int k = 0; k < tree_len; k++) s->source[sc->row[s->moves[k]]] |= sc->column[s->moves[k]];
        source = s->source;
    }
    int ground = t->ground[index];
    if (ground == NOT_GROUNDED)
        playout(sim, &s->rng, cf->playout_moves, cf->fill_limit, cf->policy, cf->reach, source,
                s->order, s->moves, s->colors, &nmoves);
    s->playouts++;
    int lead = ground == NOT_GROUNDED ? sim->scores[1] - sim->scores[2] : ground;
    int size = sim->size;
    if (lead > size) lead = size;
    if (lead < -size) lead = -size;
    float values[3] = {0.0f, s->values[lead + size], s->values[-lead + size]};
    if (cf->margin_from_root) {
        double won = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
        double margin = 0.5 * tanh((lead - s->base) / cf->margin_scale);
        values[1] = (float)((1 - cf->margin_share) * won + cf->margin_share * (0.5 + margin));
        values[2] = (float)((1 - cf->margin_share) * (1 - won) + cf->margin_share * (0.5 - margin));
    }
    for (int d = 0; d < depth; d++) {
        int i = s->path[d];
        t->n[i]++;
        t->w[i] += values[t->player[i]];
    }
    if (depth > 1) {
        int top = s->path[1];
        int k = top - t->first[s->root];
        int mover_lead = t->player[top] == 1 ? lead : -lead;
        s->wdl[k][mover_lead > 0 ? 0 : mover_lead == 0 ? 1 : 2]++;
    }
    /* RAVE: every move's first appearance after a node counts for that node's child */
    uint8_t *first = s->first;
    memset(first, 0, (size_t)size);
    for (int k = nmoves - 1; k >= tree_len; k--) first[s->moves[k]] = s->colors[k];
    for (int d = depth - 1; d >= 0; d--) {
        if (d < tree_len) first[s->moves[d]] = s->colors[d];
        int i = s->path[d], count = t->count[i];
        if (count <= 0 || (cf->rave_until && t->n[i] > cf->rave_until)) continue;
        int from = t->first[i];
        const int16_t *move = t->move + from;
        int32_t *rn = t->rn + from;
        float *rw = t->rw + from;
        /* a node's children are all moves of one player; without a branch, since whether
         * a move came up is a coin toss to the processor */
        int player = t->player[from];
        rave_update(first, move, rn, rw, count, player, values[player]);
    }
}

void search_recent(Search *s, const int16_t *points, int n) {
    mark_rows(s->root_board, points, n, s->recent_rows);
    s->recent = n > 0;
}

/* Can the runner-up still overtake the most visited move in the time left? */
int search_decided(Search *s, double spent, double left, long budget) {
    double rate = (double)s->playouts / (spent > 1e-9 ? spent : 1e-9);
    double remaining = rate * left;
    if (budget >= 0 && (double)(budget - s->playouts) < remaining) remaining = (double)(budget - s->playouts);
    const Nodes *t = &s->nodes;
    int a = -1, b = -1, count = t->count[s->root], first = t->first[s->root];
    for (int k = 0; k < count; k++) {
        int n = t->n[first + k];
        if (n > a) {
            b = a;
            a = n;
        } else if (n > b) {
            b = n;
        }
    }
    return count > 1 && (double)(a - b) > remaining;
}

/* Copy the subtree under `from` (of the old nodes) into s's nodes as node `at`. */
static void copy_subtree(const Nodes *old, Search *s, int from, int at) {
    Nodes *t = &s->nodes;
#define COPY(f, type) t->f[at] = old->f[from];
    NODE_FIELDS(COPY)
#undef COPY
    int count = old->count[from];
    if (count <= 0) return;
    int first = new_nodes(s, count); /* may move the arrays */
    s->nodes.first[at] = first;
    for (int k = 0; k < count; k++) copy_subtree(old, s, old->first[from] + k, first + k);
}

int search_advance(Search *s, Board *now, const int16_t *moves, int n) {
    Nodes *t = &s->nodes;
    int index = s->root;
    for (int m = 0; m < n; m++) {
        int next = -1, first = t->first[index];
        for (int k = 0; k < t->count[index]; k++)
            if (t->move[first + k] == moves[m]) next = first + k;
        if (next < 0) return 0;
        index = next;
    }
    if (t->count[index] <= 0) return 0;
    Nodes old = *t;
    memset(t, 0, sizeof *t);
    s->root = new_nodes(s, 1);
    copy_subtree(&old, s, index, s->root);
    let_go(&old);
    t = &s->nodes;
    t->upgraded[s->root] = 1;
    board_copy(s->root_board, now);
    s->base = now->scores[1] - now->scores[2];
    free(s->wdl);
    free(s->virt);
    int count = t->count[s->root];
    s->wdl = calloc((size_t)count, sizeof(int[3]));
    s->virt = calloc((size_t)count, sizeof(int32_t));
    s->playouts = 0;
    return 1;
}
