/* core.ai._kernel: the Python face of the kernel (Position and Search). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "kernel.h"
#include "search.h"

typedef struct {
    PyObject_HEAD
    Board *board;
} PositionObject;

typedef struct {
    PyObject_HEAD
    Search *search;
} SearchObject;

static PyTypeObject PositionType;
static PyTypeObject SearchType;

static int check_point(Board *b, long q) {
    if (q < 0 || q >= b->size || b->cells[q] == EDGE) {
        PyErr_Format(PyExc_ValueError, "index off the field: %ld", q);
        return 0;
    }
    return 1;
}

static int check_free(Board *b, long q) {
    if (!check_point(b, q)) return 0;
    if (b->cells[q] != EMPTY) {
        PyErr_Format(PyExc_ValueError, "point not playable: %ld", q);
        return 0;
    }
    return 1;
}

/* ------------------------------------------------------------------ Position */

static PyObject *position_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *names[] = {"width", "height", "transfer", "extra_move", "instant_win", NULL};
    int width, height, transfer = 1, extra = 0, instant = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "ii|ppi", names, &width, &height, &transfer, &extra,
                                     &instant))
        return NULL;
    if (width < 3 || height < 3 || width > 64 || height > 64) {
        PyErr_SetString(PyExc_ValueError, "field size must be 3..64 each way");
        return NULL;
    }
    PositionObject *self = (PositionObject *)type->tp_alloc(type, 0);
    if (self) self->board = board_new(width, height, transfer, extra, instant);
    return (PyObject *)self;
}

static void position_dealloc(PositionObject *self) {
    board_free(self->board);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *position_place(PositionObject *self, PyObject *args) {
    long q;
    int c, own;
    if (!PyArg_ParseTuple(args, "li", &q, &c) || !check_free(self->board, q)) return NULL;
    if (c != BLUE && c != RED) return PyErr_Format(PyExc_ValueError, "no such colour: %d", c);
    int made = board_place(self->board, (int)q, c, &own);
    return PyLong_FromLong(made);
}

static PyObject *position_play(PositionObject *self, PyObject *args) {
    long q;
    if (!PyArg_ParseTuple(args, "l", &q) || !check_free(self->board, q)) return NULL;
    board_play(self->board, (int)q);
    Py_RETURN_NONE;
}

static PyObject *position_set_turn(PositionObject *self, PyObject *args) {
    int to_move, last, prev, over;
    if (!PyArg_ParseTuple(args, "iiip", &to_move, &last, &prev, &over)) return NULL;
    Board *b = self->board;
    b->to_move = to_move;
    b->last = last;
    b->prev = prev;
    b->over = over || b->empty == 0;
    Py_RETURN_NONE;
}

static PyObject *bytes_of(Board *b, const uint8_t *data) {
    return PyBytes_FromStringAndSize((const char *)data, b->size);
}

static PyObject *position_cells(PositionObject *self, PyObject *unused) {
    (void)unused;
    return bytes_of(self->board, self->board->cells);
}
static PyObject *position_owners(PositionObject *self, PyObject *unused) {
    (void)unused;
    return bytes_of(self->board, self->board->owner);
}
static PyObject *position_dots(PositionObject *self, PyObject *unused) {
    (void)unused;
    return bytes_of(self->board, self->board->dots);
}

static PyObject *position_state(PositionObject *self, PyObject *unused) {
    (void)unused;
    Board *b = self->board;
    return Py_BuildValue("(iiiiii)", b->scores[1], b->scores[2], b->empty, b->to_move, b->over,
                         b->last);
}

static PyObject *position_grounding(PositionObject *self, PyObject *args) {
    int c, own, captured;
    if (!PyArg_ParseTuple(args, "i", &c)) return NULL;
    board_grounding(self->board, c, &own, &captured);
    return Py_BuildValue("(ii)", own, captured);
}

static PyObject *position_copy(PositionObject *self, PyObject *unused) {
    (void)unused;
    PositionObject *other = (PositionObject *)PositionType.tp_alloc(&PositionType, 0);
    if (other) other->board = board_clone(self->board);
    return (PyObject *)other;
}

static PyObject *position_capture_gain(PositionObject *self, PyObject *args) {
    long q;
    int c, limit;
    if (!PyArg_ParseTuple(args, "lii", &q, &c, &limit) || !check_free(self->board, q)) return NULL;
    return PyLong_FromLong(capture_gain(self->board, (int)q, c, limit));
}

static PyObject *position_candidates(PositionObject *self, PyObject *unused) {
    (void)unused;
    Board *b = self->board;
    int16_t *out = PyMem_Malloc((size_t)b->size * sizeof(int16_t));
    int n = candidates(b, out);
    PyObject *list = PyList_New(n);
    for (int k = 0; k < n; k++) PyList_SET_ITEM(list, k, PyLong_FromLong(out[k]));
    PyMem_Free(out);
    return list;
}

/* near(reach): the points within reach king steps of the dots in play, taken or not, as
 * the light and local playouts see them; [] where within_reach has no region. */
static PyObject *position_near(PositionObject *self, PyObject *args) {
    int reach;
    if (!PyArg_ParseTuple(args, "i", &reach)) return NULL;
    Board *b = self->board;
    uint64_t near[64 + 1];
    PyObject *list = PyList_New(0);
    if (!list || reach < 0 || !within_reach(b, reach, near)) return list;
    for (int y = 1; y <= b->height; y++)
        for (int x = 1; x <= b->width; x++)
            if (near[y] >> (x - 1) & 1) {
                PyObject *point = PyLong_FromLong(y * b->stride + x);
                int failed = !point || PyList_Append(list, point) < 0;
                Py_XDECREF(point);
                if (failed) {
                    Py_DECREF(list);
                    return NULL;
                }
            }
    return list;
}

/* open_around(index, color): the free neighbours of a point outside the houses of the
 * other colour, in direction order, as a local playout move for color draws them. */
static PyObject *position_open_around(PositionObject *self, PyObject *args) {
    long q;
    int c;
    if (!PyArg_ParseTuple(args, "li", &q, &c)) return NULL;
    Board *b = self->board;
    if (!check_point(b, q)) return NULL;
    if (c != BLUE && c != RED) return PyErr_Format(PyExc_ValueError, "no such colour: %d", c);
    int open = open_around(b, (int)q, 3 - c);
    PyObject *list = PyList_New(BITS[open]);
    for (int k = 0; list && k < BITS[open]; k++)
        PyList_SET_ITEM(list, k, PyLong_FromLong(q + b->off[NTH[open][k]]));
    return list;
}

/* A Python sequence of points as a C array; NULL with an exception set on a bad item.
 * Each must be free, or with `anywhere` only on the field. */
static int16_t *points_on(PyObject *seq, Board *b, Py_ssize_t *n, int anywhere) {
    PyObject *fast = PySequence_Fast(seq, "points must be a sequence");
    if (!fast) return NULL;
    *n = PySequence_Fast_GET_SIZE(fast);
    int16_t *out = PyMem_Malloc((size_t)(*n + 1) * sizeof(int16_t));
    for (Py_ssize_t k = 0; k < *n; k++) {
        long q = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, k));
        if ((q == -1 && PyErr_Occurred()) || !(anywhere ? check_point(b, q) : check_free(b, q))) {
            Py_DECREF(fast);
            PyMem_Free(out);
            return NULL;
        }
        out[k] = (int16_t)q;
    }
    Py_DECREF(fast);
    return out;
}

static int16_t *points_of(PyObject *seq, Board *b, Py_ssize_t *n) { return points_on(seq, b, n, 0); }

static PyObject *float_list(const float *v, Py_ssize_t n) {
    PyObject *list = PyList_New(n);
    for (Py_ssize_t k = 0; k < n; k++) PyList_SET_ITEM(list, k, PyFloat_FromDouble(v[k]));
    return list;
}

static PyObject *int_list(const int *v, Py_ssize_t n) {
    PyObject *list = PyList_New(n);
    for (Py_ssize_t k = 0; k < n; k++) PyList_SET_ITEM(list, k, PyLong_FromLong(v[k]));
    return list;
}

static PyObject *position_priors(PositionObject *self, PyObject *args) {
    PyObject *seq;
    int careful, limit = 48;
    if (!PyArg_ParseTuple(args, "Op|i", &seq, &careful, &limit)) return NULL;
    Board *b = self->board;
    Py_ssize_t n;
    int16_t *points = points_of(seq, b, &n);
    if (!points) return NULL;
    float *w = PyMem_Malloc((size_t)(n + 1) * sizeof(float));
    if (careful) {
        Board *trial = board_clone(b);
        careful_priors(b, trial, points, (int)n, w);
        board_free(trial);
    } else {
        cheap_priors(b, points, (int)n, limit, w);
    }
    PyObject *list = float_list(w, n);
    PyMem_Free(points);
    PyMem_Free(w);
    return list;
}

/* For each point: (dots the mover wins by playing it, the most the opponent can win with
 * its next move after it); 0 for the second when the mover moves again. */
static PyObject *position_safety(PositionObject *self, PyObject *args) {
    PyObject *seq;
    if (!PyArg_ParseTuple(args, "O", &seq)) return NULL;
    Board *b = self->board;
    Py_ssize_t n;
    int16_t *points = points_of(seq, b, &n);
    if (!points) return NULL;
    Board *after = board_clone(b), *trial = board_clone(b);
    int c = b->to_move;
    PyObject *list = PyList_New(n);
    for (Py_ssize_t k = 0; k < n; k++) {
        board_copy(after, b);
        board_play(after, points[k]);
        int gain = (after->scores[c] - after->scores[3 - c]) - (b->scores[c] - b->scores[3 - c]);
        int loss = 0;
        if (!after->over && after->to_move != c) loss = opponent_best(after, trial, 3 - c);
        PyList_SET_ITEM(list, k, Py_BuildValue("(ii)", gain, loss));
    }
    board_free(after);
    board_free(trial);
    PyMem_Free(points);
    return list;
}

/* big_threats(points, color, big, first=False) -> for each point, the dots color is sure
 * to win with captures of big or more within three plies by playing it there; 0 for
 * none. first: stop at the first point found (is there any?). */
static PyObject *position_big_threats(PositionObject *self, PyObject *args) {
    PyObject *seq;
    int c, big, first = 0;
    if (!PyArg_ParseTuple(args, "Oii|p", &seq, &c, &big, &first)) return NULL;
    if (c != BLUE && c != RED) return PyErr_Format(PyExc_ValueError, "no such colour: %d", c);
    Board *b = self->board;
    Py_ssize_t n;
    int16_t *points = points_of(seq, b, &n);
    if (!points) return NULL;
    int *out = PyMem_Malloc((size_t)(n + 1) * sizeof(int));
    big_threats(b, points, (int)n, c, big < 1 ? 1 : big, first, out);
    PyObject *list = int_list(out, n);
    PyMem_Free(out);
    PyMem_Free(points);
    return list;
}

/* setup_losses(setups, color, big, stop=0, depth=0) -> for each setup (a move of color),
 * the dots of captures of big or more color is then sure of within three more plies,
 * whatever the other side answers; 0 for none, or where the point is taken. stop: end the
 * reading at the first setup sure of that many. depth (at most 2): an answer that leaves
 * no threat is read for the setups near it that build one again, so many times. */
static PyObject *position_setup_losses(PositionObject *self, PyObject *args) {
    PyObject *seq;
    int c, big, stop = 0, depth = 0;
    if (!PyArg_ParseTuple(args, "Oii|ii", &seq, &c, &big, &stop, &depth)) return NULL;
    if (c != BLUE && c != RED) return PyErr_Format(PyExc_ValueError, "no such colour: %d", c);
    Board *b = self->board;
    Py_ssize_t n;
    int16_t *points = points_on(seq, b, &n, 1);
    if (!points) return NULL;
    int *out = PyMem_Malloc((size_t)(n + 1) * sizeof(int));
    setup_losses(b, points, (int)n, c, big < 1 ? 1 : big, stop, depth, out);
    PyObject *list = int_list(out, n);
    PyMem_Free(out);
    PyMem_Free(points);
    return list;
}

/* 1 for a playout policy of kernel.h's enum; else 0, with a ValueError set. */
static int known_policy(int policy) {
    if (policy >= PLAYOUT_HEAVY && policy <= PLAYOUT_SHAPED) return 1;
    PyErr_SetString(PyExc_ValueError, "no such playout policy");
    return 0;
}

static PyObject *position_playout(PositionObject *self, PyObject *args) {
    unsigned long long seed;
    int max_moves, limit, policy = PLAYOUT_HEAVY, reach = 0;
    PyObject *from = Py_None;
    if (!PyArg_ParseTuple(args, "Kii|iiO", &seed, &max_moves, &limit, &policy, &reach, &from))
        return NULL;
    if (!known_policy(policy)) return NULL;
    Board *b = self->board;
    uint64_t source[64 + 1] = {0};
    if (from != Py_None) {
        Py_ssize_t n;
        int16_t *points = points_on(from, b, &n, 1);
        if (!points) return NULL;
        mark_rows(b, points, (int)n, source);
        PyMem_Free(points);
    }
    Rng rng = {seed * 0x2545F4914F6CDD1DULL + 1};
    int16_t *order = PyMem_Malloc((size_t)b->size * sizeof(int16_t));
    int16_t *moves = PyMem_Malloc((size_t)(b->size + 1) * sizeof(int16_t));
    uint8_t *colors = PyMem_Malloc((size_t)b->size + 1);
    int k = 0, count = 0;
    for (int y = 1; y <= b->height; y++)
        for (int x = 1; x <= b->width; x++) order[k++] = (int16_t)(y * b->stride + x);
    if (max_moves > b->width * b->height) max_moves = b->width * b->height;
    playout(b, &rng, max_moves, limit, policy, reach, from == Py_None ? NULL : source, order, moves,
            colors, &count);
    PyObject *list = PyList_New(count);
    for (int j = 0; j < count; j++) PyList_SET_ITEM(list, j, PyLong_FromLong(moves[j]));
    PyMem_Free(order);
    PyMem_Free(moves);
    PyMem_Free(colors);
    return list;
}

/* shapes(color) -> bytes: every point's shape for the colour (kernel.h shape_key), two bytes
 * a point, little-endian. */
static PyObject *position_shapes(PositionObject *self, PyObject *args) {
    int c;
    if (!PyArg_ParseTuple(args, "i", &c)) return NULL;
    if (c != BLUE && c != RED) return PyErr_Format(PyExc_ValueError, "no such colour: %d", c);
    Board *b = self->board;
    PyObject *out = PyBytes_FromStringAndSize(NULL, 2 * (Py_ssize_t)b->size);
    if (!out) return NULL;
    uint8_t *keys = (uint8_t *)PyBytes_AS_STRING(out);
    for (int i = 0; i < b->size; i++) {
        int key = shape_key(b, i, c);
        keys[2 * i] = (uint8_t)(key & 0xFF);
        keys[2 * i + 1] = (uint8_t)(key >> 8);
    }
    return out;
}

static PyMethodDef position_methods[] = {
    {"shapes", (PyCFunction)position_shapes, METH_VARARGS, "shapes(color) -> two bytes a point"},
    {"place", (PyCFunction)position_place, METH_VARARGS, "place(index, color) -> areas made"},
    {"play", (PyCFunction)position_play, METH_VARARGS, "play(index): the mover's dot"},
    {"set_turn", (PyCFunction)position_set_turn, METH_VARARGS, "set_turn(to_move, last, prev, over)"},
    {"cells", (PyCFunction)position_cells, METH_NOARGS, "cell codes as bytes"},
    {"owners", (PyCFunction)position_owners, METH_NOARGS, "area owners as bytes"},
    {"dots", (PyCFunction)position_dots, METH_NOARGS, "dot colours as bytes"},
    {"state", (PyCFunction)position_state, METH_NOARGS,
     "(blue, red, empty, to_move, over, last)"},
    {"grounding", (PyCFunction)position_grounding, METH_VARARGS, "grounding(color) -> (own, captured)"},
    {"copy", (PyCFunction)position_copy, METH_NOARGS, "an independent copy"},
    {"capture_gain", (PyCFunction)position_capture_gain, METH_VARARGS, "capture_gain(index, color, limit)"},
    {"candidates", (PyCFunction)position_candidates, METH_NOARGS, "points worth searching"},
    {"priors", (PyCFunction)position_priors, METH_VARARGS, "priors(points, careful, limit=48)"},
    {"safety", (PyCFunction)position_safety, METH_VARARGS, "safety(points) -> [(gain, loss)]"},
    {"setup_losses", (PyCFunction)position_setup_losses, METH_VARARGS,
     "setup_losses(setups, color, big, stop=0, depth=0) -> dots sure to be won"},
    {"big_threats", (PyCFunction)position_big_threats, METH_VARARGS,
     "big_threats(points, color, big, first=False) -> dots sure to be won within three plies"},
    {"open_around", (PyCFunction)position_open_around, METH_VARARGS,
     "open_around(index, color) -> free neighbours outside the other colour's houses"},
    {"near", (PyCFunction)position_near, METH_VARARGS, "near(reach) -> points within reach of the dots"},
    {"playout", (PyCFunction)position_playout, METH_VARARGS, "playout(seed, max_moves, limit, policy=0, reach=0, source=None) -> moves: with a "
     "source, the reach counts from its points instead of the dots in play"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject PositionType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "core.ai._kernel.Position",
    .tp_basicsize = sizeof(PositionObject),
    .tp_dealloc = (destructor)position_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A board with turn order: Position(width, height, transfer, extra_move, instant_win)",
    .tp_methods = position_methods,
    .tp_new = position_new,
};

/* -------------------------------------------------------------------- Search */

static PyObject *search_create(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *names[] = {"position", "points", "priors", "seed", "playout_moves", "fill_limit",
                            "upgrade_at", "exploration", "prior_weight", "rave_bias",
                            "margin_share", "margin_scale", "virtual_visits", "virtual_values",
                            "policy", "reach", "max_nodes", "grounding", "margin_from_root",
                            "expand_at", "rave_until", NULL};
    PyObject *pos, *seq, *pri, *vn = Py_None, *vw = Py_None;
    unsigned long long seed;
    SearchConfig cf;
    cf.policy = PLAYOUT_HEAVY;
    cf.reach = 0;
    cf.max_nodes = MAX_NODES;
    cf.grounding = 0;
    cf.margin_from_root = 0;
    cf.expand_at = 1;
    cf.rave_until = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!OOKiiiddddd|OOiiippii", names, &PositionType, &pos, &seq,
                                     &pri, &seed, &cf.playout_moves, &cf.fill_limit, &cf.upgrade_at,
                                     &cf.exploration, &cf.prior_weight, &cf.rave_bias,
                                     &cf.margin_share, &cf.margin_scale, &vn, &vw, &cf.policy,
                                     &cf.reach, &cf.max_nodes, &cf.grounding, &cf.margin_from_root,
                                     &cf.expand_at, &cf.rave_until))
        return NULL;
    if (!known_policy(cf.policy)) return NULL;
    Board *b = ((PositionObject *)pos)->board;
    Py_ssize_t n;
    int16_t *points = points_of(seq, b, &n);
    if (!points) return NULL;
    float *priors = PyMem_Malloc((size_t)(n + 1) * sizeof(float));
    float *vvals = PyMem_Malloc((size_t)(n + 1) * sizeof(float));
    int32_t *vvis = PyMem_Malloc((size_t)(n + 1) * sizeof(int32_t));
    int ok = PySequence_Size(pri) == n;
    int virt = vn != Py_None && vw != Py_None;
    if (virt) ok = ok && PySequence_Size(vn) == n && PySequence_Size(vw) == n;
    for (Py_ssize_t k = 0; ok && k < n; k++) {
        PyObject *item = PySequence_GetItem(pri, k);
        priors[k] = (float)PyFloat_AsDouble(item);
        Py_XDECREF(item);
        if (virt) {
            item = PySequence_GetItem(vn, k);
            vvis[k] = (int32_t)PyLong_AsLong(item);
            Py_XDECREF(item);
            item = PySequence_GetItem(vw, k);
            vvals[k] = (float)PyFloat_AsDouble(item);
            Py_XDECREF(item);
        }
        if (PyErr_Occurred()) ok = 0;
    }
    SearchObject *self = NULL;
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "one prior (and visit) per point");
    } else {
        self = (SearchObject *)type->tp_alloc(type, 0);
        if (self)
            self->search = search_new(b, cf, seed, points, priors, virt ? vvis : NULL,
                                      virt ? vvals : NULL, (int)n);
    }
    PyMem_Free(points);
    PyMem_Free(priors);
    PyMem_Free(vvals);
    PyMem_Free(vvis);
    return (PyObject *)self;
}

static void search_dealloc(SearchObject *self) {
    search_free(self->search);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int read_clock(PyObject *clock, double *now) {
    PyObject *value = PyObject_CallNoArgs(clock);
    if (!value) return 0;
    *now = PyFloat_AsDouble(value);
    Py_DECREF(value);
    return !PyErr_Occurred();
}

#define CLOCK_SPAN 0.0002

/* run(max_playouts, deadline, clock): the loop of core/ai/mcts.py Search.run, reading the
 * clock about every CLOCK_SPAN seconds instead of after every playout. */
static PyObject *search_run(SearchObject *self, PyObject *args) {
    PyObject *budget_obj, *deadline_obj, *clock;
    if (!PyArg_ParseTuple(args, "OOO", &budget_obj, &deadline_obj, &clock)) return NULL;
    Search *s = self->search;
    long budget = budget_obj == Py_None ? -1 : PyLong_AsLong(budget_obj);
    double deadline = deadline_obj == Py_None ? 0.0 : PyFloat_AsDouble(deadline_obj);
    int timed = deadline_obj != Py_None;
    if (PyErr_Occurred()) return NULL;
    int count = s->nodes.count[s->root];
    if (count <= 0) return PyLong_FromLong(s->playouts);
    if (count == 1) {
        search_iterate(s);
        return PyLong_FromLong(s->playouts);
    }
    double start, now;
    if (!read_clock(clock, &start)) return NULL;
    long done = 0, next_read = 1;
    for (;;) {
        if (budget >= 0 && done >= budget) break;
        search_iterate(s);
        done++;
        if (timed && done >= next_read) {
            if (!read_clock(clock, &now)) return NULL;
            if (now >= deadline) break;
            double each = (now - start) / (double)done;
            /* a CPU-time clock is a system call: read it about every CLOCK_SPAN seconds */
            long every = each > 0.0 ? (long)(CLOCK_SPAN / each) : 1;
            next_read = done + (every < 1 ? 1 : every > 64 ? 64 : every);
            if (done >= 64 &&
                search_decided(s, now - start, deadline - now, budget >= 0 ? budget - done + s->playouts : -1))
                break;
        }
    }
    return PyLong_FromLong(s->playouts);
}

static PyObject *search_result(SearchObject *self, PyObject *unused) {
    (void)unused;
    Search *s = self->search;
    const Nodes *t = &s->nodes;
    int n = t->count[s->root] > 0 ? t->count[s->root] : 0;
    PyObject *list = PyList_New(n);
    for (int k = 0; k < n; k++) {
        int i = t->first[s->root] + k;
        int real = t->n[i] - s->virt[k];
        PyList_SET_ITEM(list, k,
                        Py_BuildValue("(iiidiiid)", t->move[i], t->n[i], real,
                                      t->n[i] ? t->w[i] / t->n[i] : 0.0, s->wdl[k][0],
                                      s->wdl[k][1], s->wdl[k][2], (double)t->prior[i]));
    }
    return list;
}

static PyObject *search_advance_py(SearchObject *self, PyObject *args) {
    PyObject *pos, *seq;
    if (!PyArg_ParseTuple(args, "O!O", &PositionType, &pos, &seq)) return NULL;
    Search *s = self->search;
    Py_ssize_t n;
    PyObject *fast = PySequence_Fast(seq, "moves must be a sequence");
    if (!fast) return NULL;
    n = PySequence_Fast_GET_SIZE(fast);
    int16_t *moves = PyMem_Malloc((size_t)(n + 1) * sizeof(int16_t));
    for (Py_ssize_t k = 0; k < n; k++) moves[k] = (int16_t)PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, k));
    Py_DECREF(fast);
    int ok = !PyErr_Occurred() && search_advance(s, ((PositionObject *)pos)->board, moves, (int)n);
    PyMem_Free(moves);
    if (PyErr_Occurred()) return NULL;
    return PyBool_FromLong(ok);
}

/* Give the root's children new priors (and visits granted up front) by move. */
static PyObject *search_reprior(SearchObject *self, PyObject *args) {
    PyObject *seq, *pri, *vn, *vw;
    if (!PyArg_ParseTuple(args, "OOOO", &seq, &pri, &vn, &vw)) return NULL;
    Search *s = self->search;
    Nodes *t = &s->nodes;
    int first = t->first[s->root], count = t->count[s->root];
    Py_ssize_t n = PySequence_Size(seq);
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *a = PySequence_GetItem(seq, j), *b = PySequence_GetItem(pri, j);
        PyObject *c = PySequence_GetItem(vn, j), *d = PySequence_GetItem(vw, j);
        long move = PyLong_AsLong(a);
        double prior = PyFloat_AsDouble(b);
        long visits = PyLong_AsLong(c);
        double value = PyFloat_AsDouble(d);
        Py_XDECREF(a);
        Py_XDECREF(b);
        Py_XDECREF(c);
        Py_XDECREF(d);
        if (PyErr_Occurred()) return NULL;
        for (int k = 0; k < count; k++) {
            int i = first + k;
            if (t->move[i] != move) continue;
            t->prior[i] = (float)prior;
            t->n[i] += (int32_t)visits;
            t->w[i] += (float)(visits * value);
            s->virt[k] += (int32_t)visits;
        }
    }
    Py_RETURN_NONE;
}

/* recent(points): the game's recent moves, from which the playouts' reach counts from
 * now on; none: from every dot in play again. */
static PyObject *search_recent_py(SearchObject *self, PyObject *seq) {
    Search *s = self->search;
    Py_ssize_t n;
    int16_t *points = points_on(seq, s->root_board, &n, 1);
    if (!points) return NULL;
    search_recent(s, points, (int)n);
    PyMem_Free(points);
    Py_RETURN_NONE;
}

static PyObject *search_size(SearchObject *self, PyObject *unused) {
    (void)unused;
    return PyLong_FromLong(self->search->nodes.len);
}

static PyMethodDef search_methods[] = {
    {"run", (PyCFunction)search_run, METH_VARARGS, "run(max_playouts, deadline, clock) -> playouts"},
    {"result", (PyCFunction)search_result, METH_NOARGS,
     "[(move, n, visits, value, wins, draws, losses, prior)] per root move"},
    {"advance", (PyCFunction)search_advance_py, METH_VARARGS,
     "advance(position, moves) -> whether the tree followed the moves"},
    {"reprior", (PyCFunction)search_reprior, METH_VARARGS,
     "reprior(points, priors, visits, values)"},
    {"recent", (PyCFunction)search_recent_py, METH_O,
     "recent(points): the game's last moves, from which the playouts' reach counts"},
    {"nodes", (PyCFunction)search_size, METH_NOARGS, "nodes in the tree's pool"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "core.ai._kernel.Search",
    .tp_basicsize = sizeof(SearchObject),
    .tp_dealloc = (destructor)search_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A tree search from one position",
    .tp_methods = search_methods,
    .tp_new = search_create,
};

/* set_shapes(classes, weights, unseen, playouts=False): the weight of each shape class
 * (kernel.h) in the priors, or in the shaped playouts; `unseen` for the classes not given. */
static PyObject *module_set_shapes(PyObject *unused, PyObject *args) {
    (void)unused;
    PyObject *keys, *weights;
    double unseen;
    int playouts = 0;
    if (!PyArg_ParseTuple(args, "OOd|p", &keys, &weights, &unseen, &playouts)) return NULL;
    Py_ssize_t n = PySequence_Size(keys);
    if (n < 0 || PySequence_Size(weights) != n) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "one weight per shape class");
        return NULL;
    }
    int *k = PyMem_Malloc((size_t)(n + 1) * sizeof(int));
    float *w = PyMem_Malloc((size_t)(n + 1) * sizeof(float));
    for (Py_ssize_t j = 0; j < n && !PyErr_Occurred(); j++) {
        PyObject *a = PySequence_GetItem(keys, j), *b = PySequence_GetItem(weights, j);
        k[j] = a ? (int)PyLong_AsLong(a) : 0;
        w[j] = b ? (float)PyFloat_AsDouble(b) : 0.0f;
        Py_XDECREF(a);
        Py_XDECREF(b);
    }
    if (!PyErr_Occurred()) shapes_set(k, w, (int)n, (float)unseen, playouts);
    PyMem_Free(k);
    PyMem_Free(w);
    if (PyErr_Occurred()) return NULL;
    Py_RETURN_NONE;
}

static PyObject *module_shape_class(PyObject *unused, PyObject *arg) {
    (void)unused;
    long key = PyLong_AsLong(arg);
    if (PyErr_Occurred()) return NULL;
    if (key < 0 || key > 0xFFFF) return PyErr_Format(PyExc_ValueError, "no such shape: %ld", key);
    return PyLong_FromLong(shape_class((int)key));
}

static PyObject *module_selection_lanes(PyObject *unused, PyObject *args) {
    (void)unused;
    int want = 0;
    if (!PyArg_ParseTuple(args, "|i", &want)) return NULL;
    return PyLong_FromLong(selection_lanes(want));
}

static PyMethodDef module_methods[] = {
    {"set_shapes", module_set_shapes, METH_VARARGS,
     "set_shapes(classes, weights, unseen, playouts=False): each shape class's weight"},
    {"shape_class", module_shape_class, METH_O, "shape_class(key) -> the class of a shape"},
    {"selection_lanes", module_selection_lanes, METH_VARARGS,
     "selection_lanes(want=0) -> the children a search's selection values at a time: 8 where "
     "the processor has AVX2 (want 0: the widest), else 4"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef kernel_module = {
    PyModuleDef_HEAD_INIT, "_kernel", "The compiled playout kernel of core.ai.", -1,
    module_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kernel(void) {
    kernel_tables();
    selection_lanes(0);
    if (PyType_Ready(&PositionType) < 0 || PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&kernel_module);
    if (!m) return NULL;
    Py_INCREF(&PositionType);
    Py_INCREF(&SearchType);
    PyModule_AddObject(m, "Position", (PyObject *)&PositionType);
    PyModule_AddObject(m, "Search", (PyObject *)&SearchType);
    return m;
}
