// The portal's service worker: keeps the app shell (the page and its hashed assets) so the
// installed app opens fast and shows itself offline. It never stores API answers, balances or
// anything under /wps, /lgw or the game pages: those always go to the network.
const SHELL = 'portal-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/favicon.svg', '/manifest.webmanifest']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (/^\/(wps|lgw|house)\//.test(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change their content: the first copy is good for ever.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(SHELL).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate') {
    // The page itself: always the newest from the network, the kept shell only when offline.
    event.respondWith(fetch(request).catch(() => caches.match('/').then((cached) => cached ?? Response.error())));
  }
});
