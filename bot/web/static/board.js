/* Dots live board: draws the server's game state as an SVG field, follows the live event
   stream and sends the viewer's moves. A plain script without a build step; the page and
   the server agree on the API and the state shape in the web contract. */
(() => {
  'use strict';

  const NS = 'http://www.w3.org/2000/svg';
  const S = 24;               // user units between two neighbouring points
  const EDGE = 0.55 * S;      // room beyond the outer lines for a dot and its ring
  const DOT_R = 0.31 * S;
  const HIT_R = 0.45 * S;
  const GUTTER = 20;          // screen px of the coordinate strips around the view
  const SLOP = 8;             // a pointer moving further than this pans instead of tapping
  const MAX_CELL_PX = 72;     // deepest zoom: one cell this many screen px
  const TINY_CELL_PX = 16;    // a finger picking on cells smaller than this zooms in...
  const PICK_CELL_PX = 36;    // ...to cells this big
  const TAP_KEY = 'dots.tapToPlay';
  const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };  // on screen
  const TURN_GAIN = 1.1;      // a field is turned when that makes its cells this much bigger
  const FATAL = [401, 403, 404];

  const $ = (id) => document.getElementById(id);
  const svg = $('board');
  const stage = $('stage');
  const ui = {
    turn: $('turn'), headline: $('headline'), outcome: $('outcome'), toast: $('toast'),
    confirm: $('confirm'), cancel: $('cancel'), pick: $('pick'), tap: $('tap-to-play'),
    border: $('border'),
    tapLabel: $('tap-label'), zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), fit: $('fit'),
  };

  let state = null;
  let words = {};
  let clockBase = 0;          // local time (ms) at which the state's clocks were read
  let tg = null;              // Telegram.WebApp inside Telegram
  let auth = null;            // Authorization header value
  let gameId = null;
  let stopped = false;        // a fatal answer: no more requests
  let ghost = null;           // "x-y" of the point picked but not yet played
  let chain = null;           // a border being tapped after it: its points in order, or null
  let posting = false;
  let playable = new Set();    // names of the points the viewer may play now
  let expanded = false;         // Telegram's expand() is asked once, after the first drawing
  let turned = false;           // the field's columns run down the screen (a wide field, a tall screen)
  let actions = null;           // the game's other actions (board-actions.js), when loaded

  // ---------- small helpers ----------

  function el(tag, attrs, parent) {
    const node = document.createElementNS(NS, tag);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (parent) parent.append(node);
    return node;
  }
  const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
  const r2 = (v) => Math.round(v * 100) / 100;
  // Where a point is drawn, in user units. As printed, column 1 is on the left and row 1 at
  // the bottom; a turned field has column 1 at the top and row 1 on the left, so its long
  // side runs along the screen's, and the numbers in the strips follow.
  const across = () => (turned ? state.height : state.width);   // points along the screen's x
  const down = () => (turned ? state.width : state.height);     // points along the screen's y
  const at = (x, y) => (turned ? [(y - 1) * S, (x - 1) * S] : [(x - 1) * S, (state.height - y) * S]);
  const alongX = (n) => (n - 1) * S;                            // a number of the top and bottom strips
  const alongY = (n) => (turned ? (n - 1) * S : (state.height - n) * S);  // of the side strips
  const nameOf = (x, y) => `${x}-${y}`;
  const parse = (name) => name.split('-').map(Number);

  function hexRgb(hex) {
    let h = String(hex).replace('#', '');
    if (h.length === 3) h = h.replace(/./g, '$&$&');
    const n = parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  function mix(a, b, t) {  // the colour t of the way from a to b
    const [p, q] = [hexRgb(a), hexRgb(b)];
    return '#' + p.map((v, i) => Math.round(v + (q[i] - v) * t).toString(16).padStart(2, '0')).join('');
  }
  function isDarkColour(hex) {
    const [r, g, b] = hexRgb(hex);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  }

  // ---------- the field: static layers built once per size ----------

  const layer = {};
  let hits = new Map();       // "x-y" -> invisible hit circle
  let labels = null;

  function buildField() {
    svg.textContent = '';
    for (const k of ['grid', 'areas', 'dots', 'marks', 'hits', 'labels']) {
      layer[k] = el('g', { class: k }, svg);
    }
    layer.grid.setAttribute('aria-hidden', 'true');
    layer.labels.setAttribute('aria-hidden', 'true');
    drawGrid();
    buildHits();
    buildLabels();
  }

  function line(x0, y0, x1, y1) {
    const [a, b] = at(x0, y0), [c, d] = at(x1, y1);
    return `M${a} ${b}L${c} ${d}`;
  }

  function drawGrid() {
    const { width: w, height: h } = state;
    let d = '';
    for (let x = 1; x <= w; x++) d += line(x, 1, x, h);
    for (let y = 1; y <= h; y++) d += line(1, y, w, y);
    el('path', { d }, layer.grid);
  }

  // The point drawn at a place of the screen's grid (column i, row j from the top left).
  const pointOn = (i, j) => (turned ? [j + 1, i + 1] : [i + 1, state.height - j]);

  // One circle per point, in reading order (top row first) so Tab walks the field naturally.
  function buildHits() {
    hits = new Map();
    for (let j = 0; j < down(); j++) {
      for (let i = 0; i < across(); i++) {
        const [x, y] = pointOn(i, j);
        const [cx, cy] = at(x, y);
        const name = nameOf(x, y);
        hits.set(name, el('circle', { class: 'hit', cx, cy, r: HIT_R, 'data-point': name }, layer.hits));
      }
    }
  }

  // Coordinates sit in four strips that follow the view, so they stay readable when zoomed:
  // column numbers above and below the field and row numbers beside it, or the other way
  // round on a turned field.
  function buildLabels() {
    const g = layer.labels;
    const strips = [0, 1, 2, 3].map(() => el('rect', { class: 'strip' }, g));
    const groups = { top: el('g', {}, g), bottom: el('g', {}, g), left: el('g', {}, g), right: el('g', {}, g) };
    const xs = [], ys = [];  // the numbers of the top and bottom strips, and of the sides
    for (let n = 1; n <= across(); n++) {
      xs[n] = ['top', 'bottom'].map((side) => {
        const t = el('text', { x: alongX(n), y: 0 }, groups[side]);
        t.textContent = n;
        return t;
      });
    }
    for (let n = 1; n <= down(); n++) {
      ys[n] = ['left', 'right'].map((side) => {
        const t = el('text', { x: 0, y: alongY(n) }, groups[side]);
        t.textContent = n;
        return t;
      });
    }
    labels = { strips, groups, xs, ys, stepX: 0, stepY: 0 };
  }

  // Show every number when there is room, else every other, every 5th, every 10th.
  function labelStep(cellPx, need) {
    return [1, 2, 5, 10].find((s) => s * cellPx >= need) || 10;
  }
  const labelShown = (n, step) => (step === 2 ? n % 2 === 1 : step === 1 || n === 1 || n % step === 0);

  function placeLabels(vb, scale) {
    if (!labels) return;
    const g = GUTTER / scale;
    const at = stripCentres(vb, g);
    placeStrips(at, g);
    hideCovered(at, g);
    thinOut(S * scale);
  }

  // Strip centres: hugging the field when it is smaller than the view, else at the view's edge.
  function stripCentres(vb, g) {
    return {
      top: Math.max(vb.y + g / 2, -EDGE - g / 2),
      bottom: Math.min(vb.y + vb.h - g / 2, (down() - 1) * S + EDGE + g / 2),
      left: Math.max(vb.x + g / 2, -EDGE - g / 2),
      right: Math.min(vb.x + vb.w - g / 2, (across() - 1) * S + EDGE + g / 2),
    };
  }

  function placeStrips({ top, bottom, left, right }, g) {
    const { strips, groups } = labels;
    const rect = (node, x, y, wd, ht) => {
      node.setAttribute('x', r2(x));
      node.setAttribute('y', r2(y));
      node.setAttribute('width', r2(wd));
      node.setAttribute('height', r2(ht));
    };
    rect(strips[0], left - g / 2, top - g / 2, right - left + g, g);
    rect(strips[1], left - g / 2, bottom - g / 2, right - left + g, g);
    rect(strips[2], left - g / 2, top - g / 2, g, bottom - top + g);
    rect(strips[3], right - g / 2, top - g / 2, g, bottom - top + g);
    groups.top.setAttribute('transform', `translate(0 ${r2(top)})`);
    groups.bottom.setAttribute('transform', `translate(0 ${r2(bottom)})`);
    groups.left.setAttribute('transform', `translate(${r2(left)} 0)`);
    groups.right.setAttribute('transform', `translate(${r2(right)} 0)`);
  }

  // A number that slid under a crossing strip would collide with that strip's numbers.
  function hideCovered({ top, bottom, left, right }, g) {
    const out = (v, lo, hi) => v < lo - 0.01 || v > hi + 0.01;
    labels.xs.forEach((pair, n) => pair.forEach((t) => t.classList.toggle('out', out(alongX(n), left + g / 2, right - g / 2))));
    labels.ys.forEach((pair, n) => pair.forEach((t) => t.classList.toggle('out', out(alongY(n), top + g / 2, bottom - g / 2))));
  }

  function thinOut(cellPx) {
    const stepX = labelStep(cellPx, 20), stepY = labelStep(cellPx, 15);
    if (stepX !== labels.stepX) {
      labels.xs.forEach((pair, n) => pair.forEach((t) => t.classList.toggle('skip', !labelShown(n, stepX))));
      labels.stepX = stepX;
    }
    if (stepY !== labels.stepY) {
      labels.ys.forEach((pair, n) => pair.forEach((t) => t.classList.toggle('skip', !labelShown(n, stepY))));
      labels.stepY = stepY;
    }
  }

  function highlightLabels(name, on) {
    if (!labels || !name) return;
    const [x, y] = parse(name);
    const [h, v] = turned ? [y, x] : [x, y];
    for (const t of [...(labels.xs[h] || []), ...(labels.ys[v] || [])]) t.classList.toggle('hl', on);
  }

  // ---------- drawing a state ----------

  // Areas and realms filled; Territory's pools (rings not drawn yet) only outlined.
  function drawAreas() {
    layer.areas.textContent = '';
    for (const [kind, list] of [['area', state.areas], ['pool', state.pools]]) {
      for (const area of list || []) {
        const points = area.chain.map(([x, y]) => at(x, y).join(',')).join(' ');
        el('polygon', { class: `${kind} ${area.owner === 'r' ? 'red' : 'blue'}`, points }, layer.areas);
      }
    }
  }

  // A dot: a circle, or a square for Red in the colour-blind style.
  function dotShape(x, y, side, cls, parent) {
    const attrs = { class: `${cls} ${side}`, 'data-point': nameOf(x, y) };
    const [cx, cy] = at(x, y);
    if (side === 'red' && squares) {
      const a = DOT_R * 0.9;
      return el('rect', { ...attrs, x: cx - a, y: cy - a, width: 2 * a, height: 2 * a, rx: a * 0.2 }, parent);
    }
    return el('circle', { ...attrs, cx, cy, r: DOT_R }, parent);
  }

  function drawDots() {
    const frag = document.createDocumentFragment();
    for (const [x, y, c, captured] of state.dots || []) {
      const dot = dotShape(x, y, c === 'r' ? 'red' : 'blue', 'dot', frag);
      if (captured) dot.classList.add('captured');
    }
    layer.dots.textContent = '';
    layer.dots.append(frag);
  }

  function drawMarks() {
    layer.marks.textContent = '';
    if (state.last) {
      const [cx, cy] = at(...state.last);
      el('circle', { class: 'last', cx, cy, r: 0.47 * S }, layer.marks);
    }
    if (ghost && state.you) {
      const [x, y] = parse(ghost);
      // a cross through the picked point: easy to check against the numbers when zoomed out
      const d = line(x, 1, x, state.height) + line(1, y, state.width, y);
      el('path', { class: 'cross', d }, layer.marks);
      dotShape(x, y, state.you, 'ghost', layer.marks);
    }
    if (chain && chain.length) {
      const points = chain.map((name) => at(...parse(name)).join(',')).join(' ');
      el('polyline', { class: 'chain', points }, layer.marks);
    }
  }

  // Empty points are buttons only while the viewer may move.
  function updateHits() {
    const taken = new Set((state.dots || []).map(([x, y]) => nameOf(x, y)));
    playable = new Set();
    for (const [name, hit] of hits) {
      const on = !!state.can_move && !taken.has(name);
      if (on) playable.add(name);
      if (on === hit.classList.contains('on')) continue;
      hit.classList.toggle('on', on);
      if (on) {
        hit.setAttribute('role', 'button');
        hit.setAttribute('tabindex', '0');
        hit.setAttribute('aria-label', name);
      } else {
        for (const a of ['role', 'tabindex', 'aria-label']) hit.removeAttribute(a);
      }
    }
  }

  function applyState(next) {
    if (!next || (state && next.game === state.game && next.version < state.version)) return;
    const resized = !state || next.width !== state.width || next.height !== state.height;
    state = next;
    gameId = next.game;
    words = next.words || words;
    // the clocks were read at server_ms; allow for the trip here, but not for a skewed clock
    const now = Date.now();
    clockBase = now - clamp(now - (next.server_ms || now), 0, 1000);
    applyTheme();
    renderChrome();  // first: what shows around the stage decides its size
    if (resized) {
      measureBox();
      turned = false;  // a new field: as printed, unless turning it is clearly better
      turned = shouldTurn();
      buildField();
    }
    drawState();
    if (resized) {
      measure();
      fitView();
    }
    if (tg && !expanded) call(tg, 'expand');
    expanded = true;
  }

  function drawState() {
    drawAreas();
    drawDots();
    updateHits();
    if (ghost && !playable.has(ghost)) clearGhost();
    drawMarks();
  }

  // The stage changed size (a phone turned, a bar appeared): turn the field when its long
  // side should follow the screen's, else keep the view.
  function onResize() {
    if (!state) return;
    measureBox();
    const turn = shouldTurn();
    if (turn !== turned) {
      turned = turn;
      buildField();
      drawState();
      highlightLabels(ghost, true);
      measure();
      fitView();
      return;
    }
    measure();
    applyView();
  }

  // ---------- page chrome: players, clocks, status ----------

  const w = (key, fallback = '') => words[key] || fallback;

  function setText(node, text) {  // unchanged text is not written: live regions stay quiet
    if (node.textContent !== String(text)) node.textContent = text;
  }

  function renderChrome() {
    const s = state;
    document.documentElement.lang = s.lang || 'en';
    document.title = w('web-title', document.title);
    svg.setAttribute('aria-label', w('web-board'));
    for (const side of ['blue', 'red']) {
      const p = s[side] || {};
      $(`${side}-name`).textContent = p.name || w(`web-${side}`);
      $(`${side}-score`).textContent = p.score ?? 0;
      const card = $(`${side}-card`);
      card.classList.toggle('turn', s.status === 'active' && s.to_move === side);
      card.classList.toggle('you', s.you === side);
    }
    tickClocks();
    setText(ui.headline, s.headline || '');
    const over = s.status !== 'active';
    setText(ui.turn, over ? w('web-game-over')
      : !s.you ? w('web-spectating')
        : s.can_move ? w('web-your-turn') : w('web-their-turn'));
    ui.turn.classList.toggle('mine', !over && !!s.can_move);
    ui.outcome.textContent = s.outcome || '';
    ui.outcome.hidden = !s.outcome;
    ui.confirm.textContent = w('web-confirm');
    ui.border.textContent = w('web-border');
    ui.cancel.textContent = w('web-cancel');
    ui.tapLabel.textContent = w('web-tap-to-play');
    ui.zoomIn.setAttribute('aria-label', w('web-zoom-in', '+'));
    ui.zoomOut.setAttribute('aria-label', w('web-zoom-out', '−'));
    ui.fit.setAttribute('aria-label', w('web-fit', '⤢'));
    for (const b of [ui.zoomIn, ui.zoomOut, ui.fit]) b.title = b.getAttribute('aria-label');
    document.body.classList.add('loaded');
    document.body.classList.toggle('spectator', !s.you);
    document.body.classList.toggle('over', over);
    showToast();
    if (actions) actions.render();
  }

  function clockLeft(side) {
    const p = state[side];
    if (!p || p.clock_ms == null) return null;
    const run = state.clock_running === side && state.status === 'active';
    return Math.max(0, p.clock_ms - (run ? Date.now() - clockBase : 0));
  }

  function formatClock(ms) {
    const t = Math.floor(ms / 1000);
    const h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, sec = t % 60;
    const ss = String(sec).padStart(2, '0');
    if (h) return `${h}:${String(m).padStart(2, '0')}:${ss}`;
    if (ms < 10000) return `0:${ss}.${Math.floor(ms / 100) % 10}`;  // tenths when short
    return `${m}:${ss}`;
  }

  function tickClocks() {
    if (!state) return;
    for (const side of ['blue', 'red']) {
      const node = $(`${side}-clock`);
      const ms = clockLeft(side);
      setText(node, ms == null ? w('web-no-clock') : formatClock(ms));
      node.classList.toggle('none', ms == null);
      node.classList.toggle('running', ms != null && state.status === 'active' && state.clock_running === side);
      node.classList.toggle('low', ms != null && ms < 20000);
    }
  }

  // ---------- theme ----------

  const darkQuery = window.matchMedia ? matchMedia('(prefers-color-scheme: dark)') : null;
  let squares = false;

  function pickTheme() {
    const themes = state.themes || {};
    let name = state.style;
    if (!themes[name]) {
      const dark = tg ? tg.colorScheme === 'dark' : !!(darkQuery && darkQuery.matches);
      name = dark ? 'dark' : 'light';
    }
    return themes[name] || themes.light || Object.values(themes)[0] || null;
  }

  function applyTheme() {
    const t = state && pickTheme();
    if (!t) return;
    const root = document.documentElement;
    const set = (k, v) => v != null && v !== '' && root.style.setProperty(k, String(v));
    const tp = (tg && tg.themeParams) || {};
    const you = state.you ? t[state.you] : t.blue;
    set('--board-bg', t.background);
    set('--grid', t.grid);
    set('--coord', t.coordinates);
    set('--blue', t.blue);
    set('--red', t.red);
    set('--marker', t.marker);
    set('--blue-dim', mix(t.blue, t.background, t.dim ?? 0.55));
    set('--red-dim', mix(t.red, t.background, t.dim ?? 0.55));
    set('--tint', t.tint ?? 0.16);
    set('--you', you);
    // page chrome: Telegram's colours when inside Telegram, else the board's theme
    const bg = tp.bg_color || t.background;
    set('--bg', bg);
    set('--text', tp.text_color || t.text);
    set('--muted', tp.hint_color || t.muted);
    set('--accent', tp.button_color || you);
    set('--accent-text', tp.button_text_color || '#ffffff');
    const dark = isDarkColour(bg);
    root.dataset.scheme = dark ? 'dark' : 'light';
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.content = bg;
    squares = !!t.red_squares;
    document.body.classList.toggle('squares', squares);
  }

  function onThemeChange() {
    if (!state) return;
    applyTheme();
    drawDots();
    drawMarks();
  }

  // ---------- the view: zoom and pan by changing the viewBox ----------

  const view = { cx: 0, cy: 0, k: 1 };   // centre in user units, zoom relative to fit
  const box = { w: 0, h: 0 };
  let fit = 1;                            // screen px per user unit at k = 1
  let anim = 0;

  function fieldRect() {
    return { x0: -EDGE, y0: -EDGE, x1: (across() - 1) * S + EDGE, y1: (down() - 1) * S + EDGE };
  }

  function measureBox() {
    box.w = stage.clientWidth;
    box.h = stage.clientHeight;
  }

  // Screen px per user unit that fit a field of a points across and b down on the stage.
  function fitFor(a, b) {
    const span = (n) => (n - 1) * S + 2 * EDGE;
    return Math.min((box.w - 2 * GUTTER) / span(a), (box.h - 2 * GUTTER) / span(b));
  }

  // A wide field on a tall stage (or a tall one on a wide stage) is laid along the long side;
  // once turned it stays so while that is no worse, so a line appearing above the field
  // (an offer) never turns it back and forth.
  function shouldTurn() {
    if (!state || !box.w || !box.h || state.width === state.height) return false;
    const gain = fitFor(state.height, state.width) / fitFor(state.width, state.height);
    return gain > (turned ? 1 : TURN_GAIN);
  }

  function measure() {
    measureBox();
    if (!state || !box.w || !box.h) return;
    const f = fieldRect();
    fit = Math.max(0.01, Math.min((box.w - 2 * GUTTER) / (f.x1 - f.x0), (box.h - 2 * GUTTER) / (f.y1 - f.y0)));
  }

  const scale = () => fit * view.k;
  const maxK = () => Math.max(2, MAX_CELL_PX / (S * fit));

  function clampAxis(c, lo, hi, span) {
    return hi - lo <= span ? (lo + hi) / 2 : clamp(c, lo + span / 2, hi - span / 2);
  }

  function clampView() {
    view.k = clamp(view.k, 1, maxK());
    const s = scale(), g = GUTTER / s, f = fieldRect();
    view.cx = clampAxis(view.cx, f.x0 - g, f.x1 + g, box.w / s);
    view.cy = clampAxis(view.cy, f.y0 - g, f.y1 + g, box.h / s);
  }

  function currentBox() {
    const s = scale(), wv = box.w / s, hv = box.h / s;
    return { x: view.cx - wv / 2, y: view.cy - hv / 2, w: wv, h: hv };
  }

  function applyView() {
    if (!state || !box.w || !box.h) return;
    clampView();
    const vb = currentBox(), s = scale();
    svg.setAttribute('viewBox', `${r2(vb.x)} ${r2(vb.y)} ${r2(vb.w)} ${r2(vb.h)}`);
    svg.style.setProperty('--u', (1 / s).toFixed(4));  // one screen px in user units, for CSS
    placeLabels(vb, s);
  }

  function fitView() {
    const f = fieldRect();
    Object.assign(view, { cx: (f.x0 + f.x1) / 2, cy: (f.y0 + f.y1) / 2, k: 1 });
    applyView();
  }

  // Zoom to k showing the user point (x, y) at screen offset (px, py) from the centre.
  function pinTo(x, y, k, px, py) {
    view.k = clamp(k, 1, maxK());
    view.cx = x - px / scale();
    view.cy = y - py / scale();
    applyView();
  }

  function zoomAround(px, py, k) {
    const s = scale();
    pinTo(view.cx + px / s, view.cy + py / s, k, px, py);
  }

  function fromCentre(clientX, clientY) {
    const r = stage.getBoundingClientRect();
    return [clientX - r.left - box.w / 2, clientY - r.top - box.h / 2];
  }

  function animateTo(target) {
    cancelAnimationFrame(anim);
    const from = { ...view }, t0 = performance.now(), ms = 200;
    const step = (now) => {
      const t = Math.min(1, (now - t0) / ms), e = 1 - (1 - t) ** 3;
      view.k = from.k * (target.k / from.k) ** e;   // even steps in scale, not in size
      view.cx = from.cx + (target.cx - from.cx) * e;
      view.cy = from.cy + (target.cy - from.cy) * e;
      applyView();
      if (t < 1) anim = requestAnimationFrame(step);
    };
    anim = requestAnimationFrame(step);
  }

  function zoomBy(factor) {
    const k = clamp(view.k * factor, 1, maxK());
    animateTo({ cx: view.cx, cy: view.cy, k });
  }

  function animateFit() {
    const f = fieldRect();
    animateTo({ cx: (f.x0 + f.x1) / 2, cy: (f.y0 + f.y1) / 2, k: 1 });
  }

  // Keep a keyboard-focused point in sight.
  function ensureVisible(name) {
    const [x, y] = parse(name);
    const vb = currentBox(), g = GUTTER / scale() + S / 2;
    const [px, py] = at(x, y);
    if (px < vb.x + g || px > vb.x + vb.w - g || py < vb.y + g || py > vb.y + vb.h - g) {
      view.cx = px;
      view.cy = py;
      applyView();
    }
  }

  // ---------- gestures: one pointer pans, two pinch, a short touch taps ----------

  const pointers = new Map();
  let gesture = null;
  let suppressClick = false;
  let lastPointer = '';       // 'mouse' | 'touch' | 'pen': what made the coming click

  function startGesture() {
    const pts = [...pointers.values()];
    if (pts.length === 1) {
      // after a pinch the remaining finger pans at once
      const moved = !!gesture && gesture.moved;
      gesture = { x: pts[0].x, y: pts[0].y, cx: view.cx, cy: view.cy, moved };
    } else if (pts.length >= 2) {
      const [a, b] = pts;
      const [mx, my] = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      const s = scale();
      // the user point under the fingers' midpoint; it follows the midpoint while pinching
      gesture = {
        pinch: true, moved: true, k: view.k,
        d: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        x: view.cx + mx / s, y: view.cy + my / s,
      };
      suppressClick = true;
    }
  }

  function moveGesture() {
    const pts = [...pointers.values()];
    if (!gesture || !pts.length) return;
    if (gesture.pinch && pts.length >= 2) {
      const [a, b] = pts;
      const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const [mx, my] = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      pinTo(gesture.x, gesture.y, gesture.k * d / gesture.d, mx, my);
      return;
    }
    const dx = pts[0].x - gesture.x, dy = pts[0].y - gesture.y;
    if (!gesture.moved && Math.hypot(dx, dy) < SLOP) return;
    gesture.moved = true;
    suppressClick = true;
    view.cx = gesture.cx - dx / scale();
    view.cy = gesture.cy - dy / scale();
    applyView();
  }

  function onPointerDown(e) {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    lastPointer = e.pointerType;
    cancelAnimationFrame(anim);
    if (!pointers.size) {
      suppressClick = false;
      gesture = null;
      call(tg, 'disableVerticalSwipes');
    }
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    startGesture();
  }

  function onPointerMove(e) {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    p.x = e.clientX;
    p.y = e.clientY;
    moveGesture();
  }

  function onPointerUp(e) {
    if (!pointers.delete(e.pointerId)) return;
    if (pointers.size) startGesture();
    else call(tg, 'enableVerticalSwipes');
  }

  function onWheel(e) {
    e.preventDefault();
    cancelAnimationFrame(anim);
    const dy = e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);
    const [px, py] = fromCentre(e.clientX, e.clientY);
    zoomAround(px, py, view.k * Math.exp(-dy * (e.ctrlKey ? 0.01 : 0.002)));  // ctrlKey: a trackpad pinch
  }

  // The nearest point to a click (a whole cell is the target, not only the hit circle).
  function pointAt(e) {
    const own = e.target && e.target.getAttribute && e.target.getAttribute('data-point');
    if (own) return own;
    const [px, py] = fromCentre(e.clientX, e.clientY);
    const s = scale();
    const [x, y] = pointOn(Math.round((view.cx + px / s) / S), Math.round((view.cy + py / s) / S));
    return x >= 1 && x <= state.width && y >= 1 && y <= state.height ? nameOf(x, y) : null;
  }

  function onClick(e) {
    if (suppressClick) {  // the end of a pan or a pinch, not a tap
      suppressClick = false;
      e.preventDefault();
      return;
    }
    if (!state) return;
    const name = pointAt(e);
    if (name && chain) tapChain(name);
    else if (name) tapPoint(name, lastPointer === 'touch');
  }

  function onKey(e) {
    const name = e.target.getAttribute && e.target.getAttribute('data-point');
    if (!name || !playable.has(name)) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      tapPoint(name);
      return;
    }
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    let [x, y] = parse(name);
    const [dx, dy] = turned ? [dir[1], dir[0]] : [dir[0], -dir[1]];
    for (;;) {  // the next playable point that way on the screen
      x += dx;
      y += dy;
      if (x < 1 || y < 1 || x > state.width || y > state.height) return;
      if (playable.has(nameOf(x, y))) return hits.get(nameOf(x, y)).focus();
    }
  }

  function onPageKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target === ui.tap) return;
    if (document.body.classList.contains('sheet-open')) return;  // a dialog has the keys
    if (e.key === 'Escape' && ghost && !posting) clearGhost();
    else if (e.key === '+' || e.key === '=') zoomBy(1.6);
    else if (e.key === '-') zoomBy(1 / 1.6);
    else if (e.key === '0') animateFit();
  }

  // ---------- picking and playing a move ----------

  function tapPoint(name, byFinger = false) {
    if (!state || !state.can_move || posting || !playable.has(name)) return;
    const again = ghost === name;
    setGhost(name);
    if (again || ui.tap.checked) {
      confirmMove();
    } else if (byFinger && S * scale() < TINY_CELL_PX) {
      // a finger on a tiny field: bring the picked point close, to check it or move it a step
      const [cx, cy] = at(...parse(name));
      animateTo({ cx, cy, k: PICK_CELL_PX / (S * fit) });
    }
  }

  // ---------- a border tapped after the point (the variant's form: state.forms) ----------

  const mine = (name) => name === ghost || (state.dots || []).some(
    ([x, y, side, captured]) => nameOf(x, y) === name && !captured && side === state.you[0]);

  function startChain() {
    if (!ghost || posting) return;
    chain = [];
    ui.border.hidden = true;
    ui.pick.textContent = '';
    toast(w('web-border-tap'));
  }

  // The player's own dots (and the point picked) join the border in the order tapped,
  // each link checked as it is tapped (board-border.js: a tap it refuses is not added, and
  // the page says why); the last one tapped again leaves it. The server judges the whole
  // border when it is played.
  function tapChain(name) {
    if (posting) return;
    const next = window.dotsBorder.tapped(chain, name, mine);
    if (next.fault) toast(w(next.fault));
    chain = next.chain;
    ui.pick.textContent = chain.length ? `${chain.length}` : '';
    drawMarks();
  }

  function setGhost(name) {
    highlightLabels(ghost, false);
    ghost = name;
    highlightLabels(ghost, true);
    drawMarks();
    ui.pick.textContent = name;
    ui.confirm.hidden = ui.cancel.hidden = false;
    ui.border.hidden = !(state.forms || []).includes('border');
    ui.confirm.disabled = posting;
    document.body.classList.add('picking');
    const mb = tg && tg.MainButton;
    if (mb) {
      call(mb, 'setText', w('web-confirm'));
      call(mb, 'enable');
      call(mb, 'show');
    }
  }

  function clearGhost() {
    highlightLabels(ghost, false);
    ghost = null;
    chain = null;
    if (state && layer.marks) drawMarks();
    ui.pick.textContent = '';
    ui.confirm.hidden = ui.cancel.hidden = ui.border.hidden = true;
    document.body.classList.remove('picking');
    if (tg && tg.MainButton) {
      call(tg.MainButton, 'hideProgress');
      call(tg.MainButton, 'hide');
    }
  }

  function setPosting(on) {
    posting = on;
    ui.confirm.disabled = on;
    ui.cancel.disabled = on;
    ui.border.disabled = on;
    const mb = tg && tg.MainButton;
    if (mb && ghost) {
      call(mb, on ? 'showProgress' : 'hideProgress', false);
      call(mb, on ? 'disable' : 'enable');
    }
  }

  // The move as picked: its point, a border tapped after it, or the form chosen when the
  // server asked (state.forms says what the variant takes; the server judges the move).
  async function confirmMove(form) {
    if (!ghost || posting || !state || stopped) return;
    const [x, y] = parse(ghost);
    const body = { x, y, ply: state.ply };
    if (typeof form === 'string') body.form = form;
    if (chain && chain.length) body.borders = [chain.map(parse)];
    setPosting(true);
    try {
      const res = await api(`api/games/${gameId}/moves`, { method: 'POST', body });
      if (res.choose && actions) {  // nothing played yet: the player chooses
        applyState(res.state);
        actions.choose(res.message, res.choose, (chosen) => confirmMove(chosen), clearGhost);
        return;
      }
      clearGhost();
      applyState(res.state);
    } catch (err) {
      clearGhost();
      if (err.state) applyState(err.state);
      handleError(err, err.status === 409 ? w('web-position-changed') : undefined);
    } finally {
      setPosting(false);
    }
  }

  // ---------- messages ----------

  let toastText = '', toastTimer = 0, offline = false, fatalText = '';

  function toast(text, ms = 3500) {
    toastText = text;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toastText = ''; showToast(); }, ms);
    showToast();
  }

  function showToast() {
    const text = fatalText || toastText || (offline ? w('web-offline', '…') : '');
    ui.toast.textContent = text;
    ui.toast.hidden = !text;
    ui.toast.classList.toggle('warn', !!fatalText || (!toastText && offline));
    ui.toast.classList.toggle('fatal', !!fatalText);
  }

  function setOffline(on) {
    if (offline === on) return;
    offline = on;
    showToast();
  }

  function handleError(err, fallback) {
    const text = err.message || fallback || w('web-error', 'Error');
    // no auth is final; no game or no access is final until something was shown
    if (err.status === 401 || (FATAL.includes(err.status) && !state)) {
      stopped = true;
      fatalText = text;
      if (streamAbort) streamAbort.abort();
      clearGhost();
      showToast();
    } else {
      toast(text);
    }
  }

  // ---------- the API ----------

  class ApiError extends Error {
    constructor(status, body, retry) {
      super((body && body.message) || '');
      this.status = status;
      this.code = body && body.error;
      this.state = body && body.state;
      this.retry = retry;
    }
  }

  function headers(extra) {
    const h = { Accept: 'application/json', ...extra };
    if (auth) h.Authorization = auth;
    return h;
  }

  async function api(path, opts = {}) {
    let res;
    try {
      res = await fetch(path, {
        method: opts.method || 'GET',
        headers: headers(opts.body ? { 'Content-Type': 'application/json' } : {}),
        body: opts.body ? JSON.stringify(opts.body) : undefined,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch (e) {
      throw new ApiError(0, null);
    }
    const body = await res.json().catch(() => null);
    if (res.ok && body && body.ok) return body;
    throw new ApiError(res.status, body, Number(res.headers.get('Retry-After')) || 0);
  }

  // ---------- the live stream ----------

  let streamAbort = null;
  let wake = null;

  function nap(ms) {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => { clearTimeout(t); resolve(); };
    });
  }

  // Read `event: state` blocks until the stream ends; true when some state arrived.
  async function readStream() {
    const ctrl = new AbortController();
    streamAbort = ctrl;
    let got = false, timer = 0, retry = 0;
    const kick = () => { clearTimeout(timer); timer = setTimeout(() => ctrl.abort(), 45000); };  // pings come every 15 s
    try {
      kick();
      const res = await fetch(`api/games/${gameId}/events`, {
        headers: headers({ Accept: 'text/event-stream' }), cache: 'no-store', signal: ctrl.signal,
      });
      if (!res.ok || !res.body) {
        const body = await res.json().catch(() => null);
        const err = new ApiError(res.status, body, Number(res.headers.get('Retry-After')) || 0);
        if (FATAL.includes(res.status)) {
          stopped = true;
          fatalText = err.message || w('web-error', 'Error');
          showToast();
        }
        return { got, retry: err.retry };
      }
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        kick();
        // normalise line ends; a lone \r at the very end may be half of a \r\n
        buf = (buf + decoder.decode(value, { stream: true })).replace(/\r\n/g, '\n').replace(/\r(?!$)/g, '\n');
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          if (onEventBlock(buf.slice(0, cut))) {
            got = true;
            setOffline(false);
          }
          buf = buf.slice(cut + 2);
        }
      }
    } catch (e) {
      // network failure or the watchdog: reconnect below
    } finally {
      clearTimeout(timer);
    }
    return { got, retry };
  }

  function onEventBlock(block) {
    let event = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (!line || line[0] === ':') continue;
      const i = line.indexOf(':');
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (event !== 'state' || !data.length) return false;
    try {
      applyState(JSON.parse(data.join('\n')));
    } catch (e) {
      return false;
    }
    return true;
  }

  async function follow() {
    let delay = 1000;
    while (!stopped) {
      const { got, retry } = await readStream();
      if (stopped) return;
      setOffline(true);
      if (got) delay = 1000;
      await nap(retry ? retry * 1000 : delay);
      delay = Math.min(delay * 2, 10000);
    }
  }

  // ---------- start ----------

  function call(obj, fn, ...args) {  // Telegram methods missing in old clients are skipped
    try {
      if (obj && typeof obj[fn] === 'function') return obj[fn](...args);
    } catch (e) { /* an old Telegram client */ }
    return undefined;
  }

  function loadTelegram() {
    return new Promise((resolve) => {
      const s = document.createElement('script');
      const done = () => resolve((window.Telegram && window.Telegram.WebApp) || null);
      s.src = 'https://telegram.org/js/telegram-web-app.js';
      s.onload = done;
      s.onerror = done;
      setTimeout(done, 10000);
      document.head.append(s);
    });
  }

  // The link token as written: URLSearchParams would turn a '+' in it into a space.
  function hashParam(name) {
    for (const part of location.hash.slice(1).split('&')) {
      const i = part.indexOf('=');
      if (i > 0 && part.slice(0, i) === name) {
        try {
          return decodeURIComponent(part.slice(i + 1));
        } catch (e) {
          return part.slice(i + 1);
        }
      }
    }
    return null;
  }

  function gameFromPage(query) {
    const direct = query.get('g');
    if (direct && /^\d+$/.test(direct)) return Number(direct);
    const start = query.get('tgWebAppStartParam') || (tg && tg.initDataUnsafe && tg.initDataUnsafe.start_param) || '';
    const m = /^g(\d+)$/.exec(start);
    return m ? Number(m[1]) : null;
  }

  function readTapSetting() {
    try {
      ui.tap.checked = localStorage.getItem(TAP_KEY) === '1';
    } catch (e) { /* storage blocked */ }
    ui.tap.addEventListener('change', () => {
      try {
        localStorage.setItem(TAP_KEY, ui.tap.checked ? '1' : '0');
      } catch (e) { /* storage blocked */ }
    });
  }

  function bindControls() {
    svg.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    svg.addEventListener('wheel', onWheel, { passive: false });
    svg.addEventListener('click', onClick);
    svg.addEventListener('keydown', onKey);
    svg.addEventListener('focusin', (e) => {
      const name = e.target.getAttribute && e.target.getAttribute('data-point');
      if (name && pointers.size === 0) ensureVisible(name);
    });
    document.addEventListener('keydown', onPageKey);
    document.addEventListener('gesturestart', (e) => e.preventDefault());  // Safari's page zoom
    ui.confirm.addEventListener('click', () => confirmMove());
    ui.border.addEventListener('click', startChain);
    ui.cancel.addEventListener('click', clearGhost);
    ui.zoomIn.addEventListener('click', () => zoomBy(1.6));
    ui.zoomOut.addEventListener('click', () => zoomBy(1 / 1.6));
    ui.fit.addEventListener('click', animateFit);
    readTapSetting();
    new ResizeObserver(onResize).observe(stage);
    if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', onThemeChange);
    setInterval(tickClocks, 200);
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden && wake) wake();
    });
  }

  function setupTelegram() {
    call(tg, 'ready');
    call(tg, 'onEvent', 'themeChanged', onThemeChange);
    if (tg.MainButton) call(tg.MainButton, 'onClick', () => confirmMove());
  }

  // The Mini App's direct link with startapp=lobby opens the lobby page, signed in the same.
  function toLobby() {
    const hash = new URLSearchParams(location.hash.slice(1));
    const signed = new URLSearchParams(hash.get('tgWebAppData') || '');
    const start = new URLSearchParams(location.search).get('tgWebAppStartParam')
      || signed.get('start_param');
    if (start !== 'lobby') return false;
    location.replace(`lobby${location.hash}`);
    return true;
  }

  async function boot() {
    if (toLobby()) return;
    bindControls();
    if (window.dotsActions) {
      actions = window.dotsActions.attach({
        api, toast, handleError, applyState,
        get state() { return state; },
        get words() { return words; },
        get stopped() { return stopped; },
      });
    }
    const hash = new URLSearchParams(location.hash.slice(1));
    const query = new URLSearchParams(location.search);
    if (hash.has('tgWebAppData')) {
      tg = await loadTelegram();
      auth = `tma ${(tg && tg.initData) || hash.get('tgWebAppData')}`;
      if (tg) setupTelegram();
    } else if (hashParam('t')) {
      auth = `Link ${hashParam('t')}`;
    }
    const activity = window.dotsActivity && !auth && window.dotsActivity.inActivity(query);
    gameId = gameFromPage(query);
    try {
      if (activity) auth = await window.dotsActivity.signIn(api);
      if (gameId == null) gameId = (await api('api/link')).game;
      // a link naming no game is the lobby's own (the answer to /seek): it opens there
      if (gameId == null) {
        location.replace(`lobby${location.hash}`);
        return;
      }
      applyState((await api(`api/games/${gameId}`)).state);
    } catch (err) {
      handleError(err);
      if (stopped || gameId == null) return;
    }
    follow();
  }

  window.dotsBoard = Object.freeze({
    get state() { return state; },
    get turned() { return turned; },
    viewBox() {
      const b = svg.viewBox.baseVal;
      return b ? [b.x, b.y, b.width, b.height] : null;
    },
  });

  boot();
})();
