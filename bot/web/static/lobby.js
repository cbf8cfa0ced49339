/* Dots lobby: the open seeks, "Play" to take one, a seek of one's own, the lobby games to
   watch (each with a spectator's link) and the top players. Signed in as on
   the board: Telegram's initData (in the address Telegram opens) or a board link's token
   (#t=…). Every tap is a typed command the server runs through the bot's one door. */
(() => {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const ui = {
    heading: $('heading'), message: $('message'), empty: $('empty'), seeks: $('seeks'),
    fresh: $('new'), choices: $('choices'), own: $('own'), words: $('words'),
    wordsLabel: $('words-label'), send: $('send'), gamesHeading: $('games-heading'),
    gamesEmpty: $('games-empty'), games: $('games'), topHeading: $('top-heading'),
    topEmpty: $('top-empty'), top: $('top'),
  };
  let auth = null;
  let lobby = null;
  let taps = 0;

  // A board link's token, as written (URLSearchParams would read a '+' as a space).
  function linkToken() {
    const found = /(?:^|&)t=([^&]+)/.exec(location.hash.slice(1));
    if (!found) return null;
    try {
      return decodeURIComponent(found[1]);
    } catch (e) {
      return found[1];
    }
  }

  function mark() {
    taps += 1;
    const random = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
    return `${Date.now().toString(36)}-${taps}-${random}`;
  }

  async function api(path, body) {
    const headers = { Accept: 'application/json' };
    if (auth) headers.Authorization = auth;
    const options = { headers, credentials: 'same-origin' };
    if (body) {
      options.method = 'POST';
      headers['Content-Type'] = 'application/json';
      options.body = JSON.stringify({ ...body, request: mark() });
    }
    const response = await fetch(path, options);
    let data = null;
    try {
      data = await response.json();
    } catch (e) {
      data = { ok: false, message: response.statusText };
    }
    return data;
  }

  function say(text, refused) {
    ui.message.textContent = text || '';
    ui.message.hidden = !text;
    ui.message.classList.toggle('refused', Boolean(refused));
  }

  function button(label, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', onClick);
    return b;
  }

  function show(data) {
    if (!data || !data.words) return;
    lobby = data;
    const w = data.words;
    document.title = w.title;
    ui.heading.textContent = w.heading;
    ui.fresh.textContent = w.new;
    ui.wordsLabel.textContent = w.words;
    ui.send.textContent = w.send;
    ui.empty.textContent = w.empty;
    ui.empty.hidden = data.seeks.length > 0;
    ui.seeks.replaceChildren(...data.seeks.map((seek) => {
      const item = document.createElement('li');
      item.className = 'seek';
      item.dataset.seek = String(seek.id);
      const about = document.createElement('div');
      about.className = 'about';
      const terms = document.createElement('div');
      terms.className = 'terms';
      terms.textContent = seek.text;
      const details = document.createElement('div');
      details.className = 'details';
      details.textContent = [seek.rating, seek.range, seek.waited].join(' · ');
      about.append(terms, details);
      item.append(about);
      if (seek.mine) {
        const yours = document.createElement('span');
        yours.className = 'yours';
        yours.textContent = w.yours;
        item.append(yours);
      } else {
        item.append(button(w.play, () => send('api/lobby/seek', { words: seek.terms })));
      }
      return item;
    }));
    ui.choices.replaceChildren(...data.choices.map(
      (choice) => button(choice.label, () => send('api/lobby/press', { button: choice.data })),
    ));
    showGames(data.games || [], w);
    showTop(data.top || [], w);
  }

  function line(className, text) {
    const div = document.createElement('div');
    div.className = className;
    div.textContent = text;
    return div;
  }

  // A part of the page: its heading, what it says when empty, and its items.
  function part(heading, empty, list, items, words, make) {
    heading.textContent = words[0];
    empty.textContent = words[1];
    empty.hidden = items.length > 0;
    list.replaceChildren(...items.map(make));
  }

  function showGames(games, w) {
    const words = [w['games-heading'], w['games-empty']];
    part(ui.gamesHeading, ui.gamesEmpty, ui.games, games, words, (game) => {
      const item = document.createElement('li');
      item.className = 'game';
      item.dataset.game = String(game.id);
      const about = document.createElement('div');
      about.className = 'about';
      about.append(line('terms', `${game.game}: ${game.text}`),
        line('details', [game.ratings, game.moves].join(' · ')));
      const watch = document.createElement('a');
      watch.className = 'watch';
      watch.href = game.url;
      watch.textContent = w.watch;
      item.append(about, watch);
      return item;
    });
  }

  function showTop(classes, w) {
    const words = [w['top-heading'], w['top-empty']];
    part(ui.topHeading, ui.topEmpty, ui.top, classes, words, (board) => {
      const section = document.createElement('section');
      section.dataset.class = board.class;
      const heading = document.createElement('h3');
      heading.textContent = board.heading;
      const list = document.createElement('ol');
      list.append(...board.leaders.map((leader) => {
        const item = document.createElement('li');
        item.textContent = leader.text;
        return item;
      }));
      section.append(heading, list);
      return section;
    });
  }

  async function send(path, body) {
    const data = await api(path, body);
    say(data.message, !data.ok);
    show(data);
  }

  async function refresh() {
    const data = await api('api/lobby');
    if (!data.ok && !data.words) {
      say(data.message, true);
      return false;
    }
    show(data);
    return true;
  }

  async function boot() {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has('tgWebAppData')) {
      auth = `tma ${hash.get('tgWebAppData')}`;
    } else if (linkToken()) {
      auth = `Link ${linkToken()}`;
    }
    ui.own.addEventListener('submit', (event) => {
      event.preventDefault();
      const words = ui.words.value.trim();
      if (words) send('api/lobby/seek', { words });
    });
    if (await refresh()) setInterval(refresh, 5000);
  }

  window.dotsLobby = Object.freeze({
    get lobby() { return lobby; },
  });

  boot();
})();
