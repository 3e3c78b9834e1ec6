/** Registers /sw.js; the product’s outgoing calls: the outcome is only logged. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(
      (reg) => console.info('service worker registered', reg?.scope),
      (error) => console.warn('service worker registration failed', error),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
