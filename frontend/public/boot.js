// Runs synchronously in <head> before first paint, inlined by the prerender (the CSP allows it by hash).
// Applies the stored theme so there is no flash of the wrong one, and the font loading classes.
(function () {
  var root = document.documentElement;
  var theme = null;
  try { theme = localStorage.getItem('theme'); } catch (e) {}
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.classList.add('fonts-loading');
  // The consent banner is in the prerendered page; it shows at first paint when no choice is stored
  // (the app confirms with the full check of consent-store.ts once it runs).
  var consent = null;
  try { consent = JSON.parse(localStorage.getItem('medical-privacy-consent') || 'null'); } catch (e) {}
  if (!consent || consent.version !== '1.0') root.classList.add('consent-pending');
  function fontsLoaded() { root.classList.remove('fonts-loading'); root.classList.add('fonts-loaded'); }
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(fontsLoaded, fontsLoaded);
  else setTimeout(fontsLoaded, 1000);

  // The app's scripts are requested once the prerendered page is painted (its first contentful paint)
  // and loaded (its pictures), a frame later; a picture still loading 1 s after the first paint no
  // longer holds them back. On a slow connection they would otherwise share the bandwidth with the
  // page, its stylesheet and its pictures and hold back the largest paint. The page is readable
  // meanwhile; hydration follows. The module script goes first, then the files the app fetches as it
  // starts (the core's WASM and the page's translations, which it would otherwise ask for only once
  // its modules had arrived and run: two more round trips before the forms work); the preloads of
  // the modules it imports follow in small batches, each its own task, so no task is long on a slow
  // phone.
  // (docs/decisions.md, "The app's scripts wait for the page's paint and load".)
  function loadApp() {
    var meta = document.querySelector('meta[name="app-modules"]');
    if (!meta) return;
    var files = meta.getAttribute('content').split(' ');
    var script = document.createElement('script');
    script.type = 'module';
    script.src = files[0];
    document.head.appendChild(script);
    var fetches = document.querySelector('meta[name="app-fetches"]');
    var early = fetches ? fetches.getAttribute('content').split(' ') : [];
    for (var i = 0; i < early.length; i++) {
      // as=fetch with crossorigin matches the app's own fetch() (same-origin credentials), so the
      // response is taken from this preload, not downloaded twice.
      var hint = document.createElement('link');
      hint.rel = 'preload';
      hint.as = 'fetch';
      hint.crossOrigin = 'anonymous';
      hint.href = early[i];
      document.head.appendChild(hint);
    }
    var next = 1;
    (function preload() {
      for (var end = next + 4; next < files.length && next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = files[next];
        document.head.appendChild(link);
      }
      if (next < files.length) setTimeout(preload, 0);
    })();
  }
  var painted = false;
  var pageLoaded = document.readyState === 'complete';
  var started = false;
  function startWhenReady() {
    if (started || !painted || !pageLoaded) return;
    started = true;
    requestAnimationFrame(function () { setTimeout(loadApp, 0); });
  }
  function onPainted() {
    if (painted) return;
    painted = true;
    setTimeout(function () { pageLoaded = true; startWhenReady(); }, 1000);
    startWhenReady();
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') { observer.disconnect(); onPainted(); return; }
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    onPainted(); // no paint timing in this browser: the load event (or 1 s) and a frame are the signal
  }
  if (!pageLoaded) addEventListener('load', function () { pageLoaded = true; startWhenReady(); });
  // The backstop: a tab opened in the background paints nothing and runs no frames until shown;
  // its app starts anyway, without waiting for a frame.
  setTimeout(function () { if (!started) { started = true; loadApp(); } }, 3000);
  startWhenReady();

  // A form sent before the app has taken it over would be sent by the browser itself: a GET of the
  // same page, which reloads it, loses what was typed and puts it in the address bar, the history and
  // the server's log (a name, a phone number, an e-mail). The app's own handler prevents the default;
  // where it has not (the form is still plain HTML), the sending is held and the form marked, and the
  // app sends it again once it has adopted what was typed (src/lib/forms/held-submit.ts). A form with
  // its own action (the booking and inquiry forms' plain fallback, the article search) goes as written.
  addEventListener('submit', function (e) {
    var form = e.target;
    if (e.defaultPrevented || !form || !form.hasAttribute || form.hasAttribute('action')) return;
    e.preventDefault();
    form.setAttribute('data-held-submit', '');
  });

  // A file dropped on a page the browser would open in its place, losing what was typed. Where the
  // app has not taken the drop (it prevents the default itself), a file dropped on a photo drop zone
  // goes into that zone's file input, which the app adopts when it starts; anywhere else it is
  // refused rather than opened.
  function hasFiles(e) {
    var types = e.dataTransfer ? e.dataTransfer.types : [];
    for (var i = 0; i < types.length; i++) if (types[i] === 'Files') return true;
    return false;
  }
  function dropInput(e) {
    var zone = e.target && e.target.closest ? e.target.closest('[data-drop-files]') : null;
    var input = zone && zone.querySelector('input[type="file"]');
    return input && !input.disabled ? input : null;
  }
  addEventListener('dragover', function (e) {
    if (e.defaultPrevented || !hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = dropInput(e) ? 'copy' : 'none';
  });
  addEventListener('drop', function (e) {
    if (e.defaultPrevented || !hasFiles(e)) return;
    e.preventDefault();
    var input = dropInput(e);
    if (!input) return;
    try {
      var all = new DataTransfer();
      var lists = [input.files || [], e.dataTransfer.files];
      for (var l = 0; l < lists.length; l++) for (var i = 0; i < lists[l].length; i++) all.items.add(lists[l][i]);
      input.files = all.files;
    } catch (err) {}
  });
})();
