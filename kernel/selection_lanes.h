/* The selection at one width, included by selection.c once per width: LANES children at a
 * time in vectors of that many lanes, functions named WIDE(name), compiled for TARGET.
 * Every lane does the same arithmetic at every width, so each width picks the same child. */

typedef float WIDE(vf) __attribute__((vector_size(4 * LANES)));
typedef int32_t WIDE(vi) __attribute__((vector_size(4 * LANES)));

TARGET static inline WIDE(vf) WIDE(blend)(WIDE(vi) mask, WIDE(vf) yes, WIDE(vf) no) {
    return (WIDE(vf))((mask & (WIDE(vi))yes) | (~mask & (WIDE(vi))no));
}

/* The values of the LANES children from k on in the selection: each one's mean, mixed
 * with its RAVE mean while it has few visits (the RAVE mean alone before its first visit,
 * 0.45 before any), plus the prior's bonus and the exploration term. Without a visit a
 * mean is taken as 0 (its sum is 0), so that the mix gives the other mean exactly; the
 * values are computed for all lanes without a jump the processor would have to guess. */
TARGET static inline WIDE(vf) WIDE(child_values)(const Nodes *t, int k, float weight, float bias,
                                                 float explore) {
    WIDE(vi) n, rn;
    WIDE(vf) w, rw, prior;
    memcpy(&n, t->n + k, sizeof n);
    memcpy(&rn, t->rn + k, sizeof rn);
    memcpy(&w, t->w + k, sizeof w);
    memcpy(&rw, t->rw + k, sizeof rw);
    memcpy(&prior, t->prior + k, sizeof prior);
    WIDE(vf) fn = __builtin_convertvector(n, WIDE(vf)), frn = __builtin_convertvector(rn, WIDE(vf));
    WIDE(vf) one = fn * 0.0f + 1.0f;
    WIDE(vf) inv = one / (fn + one), inv_sqrt = SQRT(inv);
    WIDE(vi) seen = n != 0, rave_seen = rn != 0;
    WIDE(vf) mean = w / WIDE(blend)(seen, fn, one), rave = rw / WIDE(blend)(rave_seen, frn, one);
    WIDE(vf) beta = frn / (frn + fn + frn * fn * bias);
    WIDE(vf) mixed = mean + beta * (rave - mean);
    WIDE(vf) untried = one * 0.45f;
    WIDE(vf) q = WIDE(blend)(seen | rave_seen, mixed, untried);
    return q + weight * prior * inv + explore * inv_sqrt;
}

/* The first child with the best value. The values are found LANES at a time, each lane
 * keeping its highest so far and the block where it first met it (the values are not
 * negative: their bits order them as integers; past the last child the lanes hold
 * whatever lies there and count as 0); the first child with the highest value is then the
 * first of the lanes holding it: no child waits for the comparison with the one before,
 * and no block is read twice. */
TARGET static int WIDE(select_child)(Search *s, int index) {
    const SearchConfig *cf = &s->config;
    const Nodes *t = &s->nodes;
    float explore = (float)(cf->exploration * sqrt(log((double)t->n[index] + 1.0)));
    float weight = (float)cf->prior_weight, bias = (float)cf->rave_bias;
    int first = t->first[index], count = t->count[index];
    WIDE(vi) top, lane, block;
    memset(&top, 0, sizeof top);
    memset(&block, 0, sizeof block);
    memcpy(&lane, LANE_INDEX, sizeof lane);
    int blocks = (count + LANES - 1) / LANES;
    for (int k = 0; k < blocks; k++) {
        WIDE(vi) v = (WIDE(vi))WIDE(child_values)(t, first + LANES * k, weight, bias, explore);
        v &= lane + LANES * k < count; /* the lanes past the last child count as 0 */
        WIDE(vi) higher = v > top;
        top = (higher & v) | (~higher & top);
        block = (higher & k) | (~higher & block);
    }
    int32_t most = top[0];
    for (int j = 1; j < LANES; j++) most = most > top[j] ? most : top[j];
    int best = LANES * blocks;
    for (int j = 0; j < LANES; j++) {
        int child = LANES * block[j] + j;
        if (top[j] == most && child < best) best = child;
    }
    if (best > count - 1) best = count - 1;
    return first + best;
}

#if LANES == 8
/* RAVE's update of a node's children (search.c search_iterate), eight at a time: each
 * child whose move came up first for its player (first[move] == player) counts a visit
 * and the gain. first is read four bytes at a time, so it holds three spare bytes. The
 * same sums as one child at a time: a child not hit adds 0. */
TARGET static void WIDE(rave_update)(const uint8_t *first, const int16_t *move, int32_t *rn,
                                     float *rw, int count, int player, float gain) {
    const __m256i low = _mm256_set1_epi32(0xFF), who = _mm256_set1_epi32(player);
    const __m256 add = _mm256_set1_ps(gain);
    int k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i at = _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(move + k)));
        __m256i seen = _mm256_and_si256(_mm256_i32gather_epi32((const int *)first, at, 1), low);
        __m256i hit = _mm256_cmpeq_epi32(seen, who); /* all ones where hit */
        __m256i n = _mm256_loadu_si256((const __m256i *)(rn + k));
        _mm256_storeu_si256((__m256i *)(rn + k), _mm256_sub_epi32(n, hit));
        __m256 w = _mm256_loadu_ps(rw + k);
        _mm256_storeu_ps(rw + k, _mm256_add_ps(w, _mm256_and_ps(_mm256_castsi256_ps(hit), add)));
    }
    for (; k < count; k++) {
        int hit = first[move[k]] == player;
        rn[k] += hit;
        rw[k] += hit ? gain : 0.0f;
    }
}
#endif
