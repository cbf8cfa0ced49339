/* Dots live board: the game's actions besides moving (resign, draw offers and answers,
   takebacks asked and answered, a hint in a training game, a finished game's analysis,
   STOP and the end after it, Territory's end by the count), a choice the server asks for
   before a move is played, and the move list. Loaded before board.js, which attaches it to the page's state and
   API; the server says in each state what the viewer may do now (state.actions), and each
   action is a POST to api/games/N/actions or api/games/N/analysis. */
(() => {
  'use strict';

  const POLL_MS = 3000;   // an analysis being made is asked about again this often...
  const POLLS = 200;      // ...this many times at most, while its sheet is open

  const $ = (id) => document.getElementById(id);

  function attach(core) {
    const ui = {
      menu: $('menu-button'), moves: $('moves-button'), sheet: $('sheet'), title: $('sheet-title'),
      body: $('sheet-body'), buttons: $('sheet-buttons'), offer: $('offer'), offerText: $('offer-text'),
      yes: $('offer-yes'), no: $('offer-no'),
    };
    let busy = false;
    let shown = '';        // which sheet is open: 'menu' | 'resign' | 'stop' | 'choose' | 'moves' | 'hint' | 'analysis'
    let opener = null;     // what had the focus before the sheet opened
    let poll = 0;

    const w = (key, fallback = '') => core.words[key] || fallback;
    const can = (action) => !!core.state && (core.state.actions || []).includes(action);

    function node(tag, cls, text) {
      const made = document.createElement(tag);
      if (cls) made.className = cls;
      if (text != null) made.textContent = text;
      return made;
    }

    // ---------- the sheet: one dialog over the page ----------

    function openSheet(kind, title, fill, buttons) {
      if (!shown) opener = document.activeElement;
      shown = kind;
      clearTimeout(poll);
      ui.sheet.dataset.kind = kind;
      ui.title.textContent = title;
      ui.body.textContent = '';
      if (fill) fill(ui.body);
      ui.buttons.textContent = '';
      for (const [text, cls, onClick, action] of buttons) {
        const b = node('button', `sheet-button ${cls}`, text);
        b.type = 'button';
        if (action) b.dataset.action = action;
        b.disabled = busy;
        b.addEventListener('click', onClick);
        ui.buttons.append(b);
      }
      ui.sheet.hidden = false;
      document.body.classList.add('sheet-open');
      const first = ui.buttons.querySelector('button');
      if (first && !ui.sheet.contains(document.activeElement)) first.focus();
    }

    function closeSheet() {
      if (!shown) return;
      shown = '';
      clearTimeout(poll);
      ui.sheet.hidden = true;
      document.body.classList.remove('sheet-open');
      if (opener && opener.focus) opener.focus();
      opener = null;
    }

    function paragraphs(text) {
      return (body) => {
        for (const line of String(text || '').split('\n')) if (line) body.append(node('p', '', line));
      };
    }

    // ---------- the menu ----------

    function menuEntries() {
      const s = core.state;
      if (!s) return [];
      const entries = [];
      const theirs = (offer) => !!offer && offer !== s.you;
      if (can('hint')) entries.push([w('web-hint'), '', () => run('hint'), 'hint']);
      if (can('draw')) {
        entries.push([theirs(s.draw_offer) ? w('web-draw-accept') : w('web-draw'), '', () => run('draw'), 'draw']);
      }
      if (can('decline-draw')) entries.push([w('web-draw-decline'), '', () => run('decline-draw'), 'decline-draw']);
      if (can('end')) {
        entries.push([theirs(s.end_offer) ? w('web-end-agree') : w('web-end'), '', () => run('end'), 'end']);
      }
      if (can('auto')) entries.push([w('web-auto'), '', () => run('auto'), 'auto']);
      if (can('stop')) entries.push([w('web-stop'), 'danger', askStop, 'stop']);
      if (can('takeback')) entries.push([w('web-takeback'), '', () => run('takeback'), 'takeback']);
      if (can('accept-takeback')) entries.push([w('web-takeback-accept'), '', () => run('accept-takeback'), 'accept-takeback']);
      if (can('decline-takeback')) entries.push([w('web-takeback-decline'), '', () => run('decline-takeback'), 'decline-takeback']);
      if (s.analysis) entries.push([w('web-analysis'), '', () => showAnalysis(0), 'analysis']);
      if (can('resign')) entries.push([w('web-resign'), 'danger', askResign, 'resign']);
      return entries;
    }

    function showMenu() {
      openSheet('menu', w('web-menu'), null, [...menuEntries(), [w('web-close'), 'quiet', closeSheet]]);
    }

    function askResign() {
      openSheet('resign', w('web-resign'), paragraphs(w('web-resign-ask')), [
        [w('web-resign-yes'), 'danger', () => run('resign'), 'resign'],
        [w('web-cancel'), 'quiet', closeSheet],
      ]);
    }

    function askStop() {
      openSheet('stop', w('web-stop'), paragraphs(w('web-stop-ask')), [
        [w('web-stop-yes'), 'danger', () => run('stop'), 'stop'],
        [w('web-cancel'), 'quiet', closeSheet],
      ]);
    }

    // The server asked before playing a tapped move (Territory: place, or place and
    // enclose): its question, a button per choice it named, and cancel.
    function choose(text, choices, onPick, onCancel) {
      const pick = (value) => () => { closeSheet(); onPick(value); };
      openSheet('choose', w('web-confirm'), paragraphs(text), [
        ...choices.map((value) => [w(`web-${value}`, value), '', pick(value), value]),
        [w('web-cancel'), 'quiet', () => { closeSheet(); onCancel(); }],
      ]);
    }

    function setBusy(on) {
      busy = on;
      for (const b of [...ui.buttons.querySelectorAll('button'), ui.yes, ui.no]) b.disabled = on;
    }

    async function run(action) {
      const s = core.state;
      if (busy || !s || core.stopped) return;
      setBusy(true);
      try {
        const res = await core.api(`api/games/${s.game}/actions`, { method: 'POST', body: { action, version: s.version } });
        core.applyState(res.state);
        if (action === 'hint') {
          showPicture('hint', w('web-hint'), res.message, res.picture);
        } else {
          closeSheet();
          if (res.message) core.toast(res.message.split('\n')[0]);
        }
      } catch (err) {
        closeSheet();
        if (err.state) core.applyState(err.state);
        core.handleError(err);
      } finally {
        setBusy(false);
      }
    }

    // ---------- pictures: a hint, an analysis ----------

    function showPicture(kind, title, text, picture) {
      openSheet(kind, title, (body) => {
        paragraphs(text)(body);
        if (picture) {
          const img = node('img', 'picture');
          img.src = picture;
          img.alt = title;
          body.append(img);
        }
      }, [[w('web-close'), 'quiet', closeSheet]]);
    }

    async function showAnalysis(polled) {
      const s = core.state;
      if (!s || core.stopped) return;
      try {
        const res = await core.api(`api/games/${s.game}/analysis`, { method: 'POST', body: {} });
        if (res.state) core.applyState(res.state);
        if (polled && shown !== 'analysis') return;  // closed meanwhile
        showPicture('analysis', w('web-analysis'), res.message, res.picture);
        if (res.analysis !== 'done' && polled < POLLS) {
          poll = setTimeout(() => shown === 'analysis' && showAnalysis(polled + 1), POLL_MS);
        }
      } catch (err) {
        closeSheet();
        core.handleError(err);
      }
    }

    // ---------- the move list ----------

    function fillMoves(body) {
      const moves = (core.state && core.state.moves) || [];
      if (!moves.length) {
        body.append(node('p', '', w('web-no-moves')));
        return;
      }
      const list = node('ol', 'moves');
      for (const [x, y, side] of moves) list.append(node('li', side === 'r' ? 'red' : 'blue', `${x}-${y}`));
      body.append(list);
      list.lastChild.scrollIntoView({ block: 'nearest' });
    }

    function showMoves() {
      openSheet('moves', w('web-moves'), fillMoves, [[w('web-close'), 'quiet', closeSheet]]);
    }

    // ---------- what the state shows: the offer waiting, the buttons ----------

    function offerShown(s) {
      if (s.status !== 'active') return null;
      if (s.draw_offer) {
        if (s.draw_offer === s.you) return { text: w('web-draw-offered') };
        return { text: w('web-draw-offered'), yes: can('draw') && ['draw', w('web-draw-accept')],
                 no: can('decline-draw') && ['decline-draw', w('web-draw-decline')] };
      }
      if (s.end_offer) {
        if (s.end_offer === s.you) return { text: w('web-end-offered') };
        return { text: w('web-end-offered'), yes: can('end') && ['end', w('web-end-agree')], no: null };
      }
      if (s.takeback_offer) {
        if (s.takeback_offer === s.you) return { text: w('web-takeback-yours') };
        return { text: w('web-takeback-offered'), yes: can('accept-takeback') && ['accept-takeback', w('web-takeback-accept')],
                 no: can('decline-takeback') && ['decline-takeback', w('web-takeback-decline')] };
      }
      return null;
    }

    function answerButton(b, what) {
      b.hidden = !what;
      if (!what) return;
      b.dataset.action = what[0];
      b.textContent = what[1];
      b.disabled = busy;
    }

    function render() {
      const s = core.state;
      if (!s) return;
      for (const [b, key] of [[ui.moves, 'web-moves'], [ui.menu, 'web-menu']]) {
        b.setAttribute('aria-label', w(key, '…'));
        b.title = w(key);
      }
      ui.menu.hidden = !menuEntries().length;
      const offer = offerShown(s);
      ui.offer.hidden = !offer;
      if (offer) {
        if (ui.offerText.textContent !== offer.text) ui.offerText.textContent = offer.text;
        answerButton(ui.yes, offer.yes);
        answerButton(ui.no, offer.no);
      }
      if (shown === 'menu') showMenu();
      else if (shown === 'moves') showMoves();
      else if (shown === 'resign' && !can('resign')) closeSheet();
      else if (shown === 'stop' && !can('stop')) closeSheet();
    }

    // ---------- start ----------

    ui.menu.addEventListener('click', showMenu);
    ui.moves.addEventListener('click', showMoves);
    for (const b of [ui.yes, ui.no]) b.addEventListener('click', () => run(b.dataset.action));
    ui.sheet.addEventListener('click', (e) => {
      if (e.target === ui.sheet) closeSheet();  // the shade around the card
    });
    document.addEventListener('keydown', (e) => {
      if (shown && e.key === 'Escape') {
        e.preventDefault();
        closeSheet();
      }
    });
    return { render, choose };
  }

  window.dotsActions = Object.freeze({ attach });
})();
