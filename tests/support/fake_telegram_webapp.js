// A stand-in for https://telegram.org/js/telegram-web-app.js in the browser tests: the
// Telegram.WebApp a Mini App sees, reading its initData from the page address as the real
// script does (#tgWebAppData=...), and keeping what the page asked of it in
// window.__telegramCalls. The test taps Telegram's main button with MainButton.__press().
(function () {
  const calls = [];
  window.__telegramCalls = calls;
  const hash = new URLSearchParams(location.hash.slice(1));
  const initData = hash.get('tgWebAppData') || '';
  const fields = new URLSearchParams(initData);
  const unsafe = {};
  for (const [key, value] of fields) {
    try { unsafe[key] = key === 'user' ? JSON.parse(value) : value; } catch (e) { unsafe[key] = value; }
  }
  const scheme = hash.get('fakeColorScheme') || 'light';
  const handlers = {};
  const record = (name) => (...args) => { calls.push([name, ...args.filter((a) => typeof a !== 'function')]); };
  const mainClicks = [];
  const MainButton = {
    text: '', isVisible: false, isActive: true,
    setText(text) { this.text = text; calls.push(['MainButton.setText', text]); return this; },
    show() { this.isVisible = true; calls.push(['MainButton.show']); return this; },
    hide() { this.isVisible = false; calls.push(['MainButton.hide']); return this; },
    enable() { this.isActive = true; return this; },
    disable() { this.isActive = false; return this; },
    showProgress() { return this; },
    hideProgress() { return this; },
    onClick(fn) { mainClicks.push(fn); return this; },
    offClick(fn) { const i = mainClicks.indexOf(fn); if (i >= 0) mainClicks.splice(i, 1); return this; },
    __press() {
      if (!this.isVisible || !this.isActive) return false;
      mainClicks.slice().forEach((fn) => fn());
      return true;
    },
  };
  window.Telegram = {
    WebApp: {
      initData,
      initDataUnsafe: unsafe,
      version: '8.0',
      platform: 'web',
      colorScheme: scheme,
      themeParams: scheme === 'dark'
        ? { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', button_color: '#5288c1', button_text_color: '#ffffff' }
        : { bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', button_color: '#3390ec', button_text_color: '#ffffff' },
      ready: record('ready'),
      expand: record('expand'),
      disableVerticalSwipes: record('disableVerticalSwipes'),
      enableVerticalSwipes: record('enableVerticalSwipes'),
      onEvent(name, fn) { (handlers[name] = handlers[name] || []).push(fn); },
      offEvent(name, fn) { handlers[name] = (handlers[name] || []).filter((f) => f !== fn); },
      MainButton,
    },
  };
}());
