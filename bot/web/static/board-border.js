/* Dots live board: a border tapped dot by dot after the picked point (Territory's `=`
   border, a free contour's chain). Each tap is checked as one link of the chain: the
   player's own dot (or the point picked), one of the 8 points around the dot tapped
   before it, and not in the border already unless it closes the ring on the first dot;
   the last dot tapped again leaves the border. A tap that breaks this is not added, and
   the page says why in the words the server gave it (the keys below). The server still
   judges the whole border when the move is played (docs/rules.md §8.1.2, §8.3). Loaded
   before board.js, which uses it. */
(() => {
  'use strict';

  const RING = 3;  // dots a border holds before the first may close it

  const parse = (name) => name.split('-').map(Number);

  function touching(a, b) {
    const [ax, ay] = parse(a);
    const [bx, by] = parse(b);
    return a !== b && Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
  }

  // The border after `name` is tapped, given the border so far (its dots' names in order)
  // and `own(name)`, whether a point is the player's own dot: `{ chain, fault }`, where
  // `fault` is the key of the words saying why the tap was not added (the border as it
  // was), or null.
  function tapped(chain, name, own) {
    const last = chain[chain.length - 1];
    if (name === last) return { chain: chain.slice(0, -1), fault: null };
    const refused = (fault) => ({ chain, fault });
    if (chain.length > RING && last === chain[0]) return refused('web-border-closed');
    if (!own(name)) return refused('web-border-not-yours');
    if (last && !touching(last, name)) return refused('web-border-not-next');
    const closes = name === chain[0] && chain.length >= RING;
    if (chain.includes(name) && !closes) return refused('web-border-twice');
    return { chain: [...chain, name], fault: null };
  }

  window.dotsBorder = Object.freeze({ tapped });
})();
