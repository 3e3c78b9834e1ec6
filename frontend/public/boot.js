// Runs synchronously in <head> before first paint (external file: the CSP forbids inline scripts).
// Applies the stored theme so there is no flash of the wrong one, and the font loading classes.
(function () {
  var root = document.documentElement;
  var theme = null;
  try { theme = localStorage.getItem('theme'); } catch (e) {}
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.classList.add('fonts-loading');
  function loaded() { root.classList.remove('fonts-loading'); root.classList.add('fonts-loaded'); }
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(loaded, loaded);
  else setTimeout(loaded, 1000);
})();
