/**
 * Registers /sw.js, in a task of its own once the page has loaded: registering takes a millisecond or
 * two of the main thread, which would otherwise join the first effects after hydration in one task.
 * The product’s outgoing calls: the outcome is only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() =>
      navigator.serviceWorker.register('/sw.js').then(
        (reg) => console.info('service worker registered', reg?.scope),
        (error) => console.warn('service worker registration failed', error),
      ),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
