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

/* The pool of the last tree let go, kept for the next one: on a virtual machine a page of
 * fresh memory costs about 2 µs to map, and a second's search on 39×32 maps 20,000 to
 * 30,000 of them (a twentieth of its time). The kernel runs under the GIL, so one spare
 * per process is safe. */
static Node *spare_pool;
static int spare_cap;
#define SPARE_LIMIT ((size_t)MAX_NODES * sizeof(Node))

static void let_go(Node *pool, int cap) {
    if (pool && cap > spare_cap && (size_t)cap * sizeof(Node) <= SPARE_LIMIT) {
        free(spare_pool);
        spare_pool = pool;
        spare_cap = cap;
    } else {
        free(pool);
    }
}

static int new_nodes(Search *s, int n) {
    if (s->pool_len + n > s->pool_cap) {
        int cap = s->pool_cap ? s->pool_cap : 4096;
        while (cap < s->pool_len + n) cap *= 2;
        if (spare_cap >= cap) {
            if (s->pool_len) memcpy(spare_pool, s->pool, (size_t)s->pool_len * sizeof(Node));
            free(s->pool);
            s->pool = spare_pool;
            s->pool_cap = spare_cap;
            spare_pool = NULL;
            spare_cap = 0;
        } else {
            s->pool = realloc(s->pool, (size_t)cap * sizeof(Node));
            s->pool_cap = cap;
        }
    }
    int first = s->pool_len;
    s->pool_len += n;
    return first;
}

static void init_node(Node *node, int move, int player, float prior) {
    memset(node, 0, sizeof(Node));
    node->move = (int16_t)move;
    node->player = (uint8_t)player;
    node->prior = prior;
    node->count = -1;
    node->ground = NOT_GROUNDED;
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
    s->value = malloc((size_t)size * sizeof(int32_t));
    s->first = malloc((size_t)size);
    s->path = malloc((size_t)(2 * size + 8) * sizeof(int));
    s->values = malloc((size_t)(2 * size + 1) * sizeof(float));
    for (int lead = -size; lead <= size; lead++) {
        double wdl = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
        double margin = 0.5 + 0.5 * tanh(lead / config.margin_scale);
        s->values[lead + size] = (float)((1 - config.margin_share) * wdl + config.margin_share * margin);
    }
    s->base = root->scores[1] - root->scores[2];
    s->root = new_nodes(s, 1);
    init_node(&s->pool[s->root], 0, 3 - root->to_move, 1.0f);
    s->pool[s->root].upgraded = 1; /* the caller's priors are the careful ones */
    int first = new_nodes(s, n);
    s->pool[s->root].first = first;
    s->pool[s->root].count = (int16_t)n;
    s->wdl = calloc((size_t)(n ? n : 1), sizeof(int[3]));
    s->virt = calloc((size_t)(n ? n : 1), sizeof(int32_t));
    for (int i = 0; i < n; i++) {
        Node *ch = &s->pool[first + i];
        init_node(ch, points[i], root->to_move, priors[i]);
        if (virt_n) {
            ch->n = virt_n[i];
            ch->w = virt_w[i] * (float)virt_n[i];
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
    let_go(s->pool, s->pool_cap);
    free(s->wdl);
    free(s->virt);
    free(s->order);
    free(s->moves);
    free(s->colors);
    free(s->cand);
    free(s->pri);
    free(s->value);
    free(s->first);
    free(s->path);
    free(s->values);
    free(s);
}

typedef float f4 __attribute__((vector_size(16)));
typedef int32_t i4 __attribute__((vector_size(16)));

static inline f4 blend(i4 mask, f4 yes, f4 no) {
    return (f4)((mask & (i4)yes) | (~mask & (i4)no));
}

/* The values of four children in the selection: each one's mean, mixed with its RAVE
 * mean while it has few visits (the RAVE mean alone before its first visit, 0.45 before
 * any), plus the prior's bonus and the exploration term. Every branch is computed for
 * all four and the right one kept, without a jump the processor would have to guess. */
static inline f4 child_values(const Node *ch, float weight, float bias, float explore) {
    i4 n = {ch[0].n, ch[1].n, ch[2].n, ch[3].n}, rn = {ch[0].rn, ch[1].rn, ch[2].rn, ch[3].rn};
    f4 w = {ch[0].w, ch[1].w, ch[2].w, ch[3].w}, rw = {ch[0].rw, ch[1].rw, ch[2].rw, ch[3].rw};
    f4 prior = {ch[0].prior, ch[1].prior, ch[2].prior, ch[3].prior}, inv, inv_sqrt;
    for (int k = 0; k < 4; k++) {
        int visits = n[k];
        inv[k] = visits < TABLE ? INV[visits] : 1.0f / (float)(visits + 1);
        inv_sqrt[k] = visits < TABLE ? INV_SQRT[visits] : sqrtf(inv[k]);
    }
    f4 fn = __builtin_convertvector(n, f4), frn = __builtin_convertvector(rn, f4);
    f4 mean = w / fn, rave = rw / frn;
    f4 beta = frn / (frn + fn + frn * fn * bias);
    f4 mixed = mean + beta * (rave - mean);
    i4 seen = n != 0, rave_seen = rn != 0;
    f4 untried = {0.45f, 0.45f, 0.45f, 0.45f};
    f4 q = blend(seen, blend(rave_seen, mixed, mean), blend(rave_seen, rave, untried));
    return q + weight * prior * inv + explore * inv_sqrt;
}

/* The first child with the best value. All the values are found first, four at a time,
 * then the highest, then its child: no child waits for the comparison with the one before. */
static int select_child(Search *s, int index) {
    const SearchConfig *cf = &s->config;
    Node *node = &s->pool[index];
    float explore = (float)(cf->exploration * sqrt(log((double)node->n + 1.0)));
    float weight = (float)cf->prior_weight, bias = (float)cf->rave_bias;
    const Node *children = &s->pool[node->first];
    /* the values are not negative: their bits order them as integers, in vector steps */
    int32_t *bits = s->value, top = 0;
    int count = node->count, k = 0;
    for (; k + 4 <= count; k += 4) {
        f4 v = child_values(children + k, weight, bias, explore);
        memcpy(bits + k, &v, sizeof v);
    }
    if (k < count) { /* the last one to three, padded with copies of the last */
        Node tail[4];
        for (int j = 0; j < 4; j++) tail[j] = children[k + j < count ? k + j : count - 1];
        f4 v = child_values(tail, weight, bias, explore);
        memcpy(bits + k, &v, (size_t)(count - k) * sizeof(int32_t));
    }
    for (k = 0; k < count; k++) top = bits[k] > top ? bits[k] : top;
    int best = 0;
    while (best < count - 1 && bits[best] != top) best++;
    return node->first + best;
}

static void expand(Search *s, int index, Board *sim) {
    /* a full tree stops growing: the playouts start from its leaves */
    if (s->pool_len + sim->width * sim->height > s->config.max_nodes) return;
    if (s->config.grounding) {
        int lead = grounding_end(sim);
        if (lead != NOT_GROUNDED) { /* the game ends here: a leaf for good */
            s->pool[index].ground = (int16_t)lead;
            s->pool[index].count = 0;
            return;
        }
    }
    int n = candidates(sim, s->cand);
    cheap_priors(sim, s->cand, n, s->config.fill_limit, s->pri);
    int first = new_nodes(s, n); /* may move the pool */
    Node *node = &s->pool[index];
    node->first = first;
    node->count = (int16_t)n;
    for (int k = 0; k < n; k++) init_node(&s->pool[first + k], s->cand[k], sim->to_move, s->pri[k]);
}

static void upgrade(Search *s, int index, Board *sim) {
    Node *node = &s->pool[index];
    node->upgraded = 1;
    int n = node->count;
    for (int k = 0; k < n; k++) s->cand[k] = s->pool[node->first + k].move;
    careful_priors(sim, s->trial, s->cand, n, s->pri);
    node = &s->pool[index];
    for (int k = 0; k < n; k++) s->pool[node->first + k].prior = s->pri[k];
}

void search_iterate(Search *s) {
    const SearchConfig *cf = &s->config;
    Board *sim = s->sim;
    board_copy(sim, s->root_board);
    int index = s->root, depth = 0, nmoves = 0;
    s->path[depth++] = index;
    while (s->pool[index].count > 0 && !sim->over) {
        Node *node = &s->pool[index];
        if (!node->upgraded && cf->upgrade_at && node->n >= cf->upgrade_at) upgrade(s, index, sim);
        int child = select_child(s, index);
        s->moves[nmoves] = s->pool[child].move;
        s->colors[nmoves] = (uint8_t)sim->to_move;
        nmoves++;
        board_play(sim, s->pool[child].move);
        index = child;
        s->path[depth++] = index;
        if (s->pool[index].count < 0 && s->pool[index].n >= 1 && !sim->over) expand(s, index, sim);
    }
    int tree_len = nmoves;
    const uint64_t *source = NULL;
    if (s->recent) {
        const Scratch *sc = sim->scratch;
        memcpy(s->source, s->recent_rows, sizeof s->source);
        for (int k = 0; k < tree_len; k++) s->source[sc->row[s->moves[k]]] |= sc->column[s->moves[k]];
        source = s->source;
    }
    int ground = s->pool[index].ground;
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
        Node *node = &s->pool[s->path[d]];
        node->n++;
        node->w += values[node->player];
    }
    if (depth > 1) {
        Node *top = &s->pool[s->path[1]];
        int k = s->path[1] - s->pool[s->root].first;
        int mover_lead = top->player == 1 ? lead : -lead;
        s->wdl[k][mover_lead > 0 ? 0 : mover_lead == 0 ? 1 : 2]++;
    }
    /* RAVE: every move's first appearance after a node counts for that node's child */
    uint8_t *first = s->first;
    memset(first, 0, (size_t)size);
    for (int k = nmoves - 1; k >= tree_len; k--) first[s->moves[k]] = s->colors[k];
    for (int d = depth - 1; d >= 0; d--) {
        if (d < tree_len) first[s->moves[d]] = s->colors[d];
        Node *node = &s->pool[s->path[d]];
        if (node->count <= 0) continue;
        Node *children = &s->pool[node->first];
        /* a node's children are all moves of one player; without a branch, since whether
         * a move came up is a coin toss to the processor */
        int player = children[0].player;
        const float gain[2] = {0.0f, values[player]};
        for (int k = 0; k < node->count; k++) {
            Node *ch = &children[k];
            int hit = first[ch->move] == player;
            ch->rn += hit;
            ch->rw += gain[hit];
        }
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
    Node *root = &s->pool[s->root];
    int a = -1, b = -1;
    for (int k = 0; k < root->count; k++) {
        int n = s->pool[root->first + k].n;
        if (n > a) {
            b = a;
            a = n;
        } else if (n > b) {
            b = n;
        }
    }
    return root->count > 1 && (double)(a - b) > remaining;
}

/* Copy the subtree under `from` (of the old pool) into `dst` as node `at`. */
static void copy_subtree(Node *old, Search *s, int from, int at) {
    Node src = old[from];
    s->pool[at] = src;
    if (src.count <= 0) return;
    int first = new_nodes(s, src.count);
    s->pool[at].first = first;
    for (int k = 0; k < src.count; k++) copy_subtree(old, s, src.first + k, first + k);
}

int search_advance(Search *s, Board *now, const int16_t *moves, int n) {
    int index = s->root;
    for (int m = 0; m < n; m++) {
        Node *node = &s->pool[index];
        int next = -1;
        for (int k = 0; k < node->count; k++)
            if (s->pool[node->first + k].move == moves[m]) next = node->first + k;
        if (next < 0) return 0;
        index = next;
    }
    Node *keep = &s->pool[index];
    if (keep->count <= 0) return 0;
    Node *old = s->pool;
    int old_cap = s->pool_cap;
    s->pool = NULL;
    s->pool_len = s->pool_cap = 0;
    s->root = new_nodes(s, 1);
    copy_subtree(old, s, index, s->root);
    let_go(old, old_cap);
    Node *root = &s->pool[s->root];
    root->upgraded = 1;
    board_copy(s->root_board, now);
    s->base = now->scores[1] - now->scores[2];
    free(s->wdl);
    free(s->virt);
    s->wdl = calloc((size_t)root->count, sizeof(int[3]));
    s->virt = calloc((size_t)root->count, sizeof(int32_t));
    s->playouts = 0;
    return 1;
}
