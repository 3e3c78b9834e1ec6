// Service worker: caches the shell at install and every page visited, so they read offline.
// Network first for pages (fresh content), cache first for hashed assets. Failures are only logged.
const VERSION = '__VERSION__';
const SHELL = self.__SHELL__;
const CACHE = `clinic-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(Array.isArray(SHELL) ? SHELL : []))
      .catch((error) => console.warn('sw: shell not cached', error))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('clinic-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
      .catch((error) => console.warn('sw: activate failed', error)),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A page the server marks no-store (the health questions, a booking's one-tap answers) is
          // never kept: it may hold health data, and it is only right as the server renders it now.
          if (response.ok && !/no-store/i.test(response.headers.get('cache-control') ?? '')) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(request, copy)).catch((e) => console.warn('sw: page not cached', e));
          }
          return response;
        })
        .catch(() => caches.match(request).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/i18n/') || url.pathname.startsWith('/images/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((c) => c.put(request, copy)).catch((e) => console.warn('sw: asset not cached', e));
            }
            return response;
          }),
      ),
    );
  }
});
