// The sportsbook's service worker: shows the Web Push messages the API sends (a settled bet, a
// deposit's result) and opens the page they point to when one is clicked. The payload is worded by
// the server in the player's language: { id, type, title, body, url }.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Sportsbook', {
      body: data.body || '',
      // One notification per notification id: a repeated push replaces, never stacks.
      tag: data.id || undefined,
      data: { url: data.url || '/' },
      icon: '/icon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// SPEC §8 offline: each locale's offline page (/api/offline/<locale>) is kept once a page of that
// locale has loaded; a navigation that fails for want of a network shows it instead of the
// browser's error. Only navigations are handled: every other request goes to the network as usual.
const OFFLINE_CACHE = 'offline-v1';
const offlinePage = (pathname) => `/api/offline/${encodeURIComponent(pathname.split('/')[1] || 'en')}`;

self.addEventListener('install', (event) => {
  // Only navigations are handled here. A POST (the real-user metrics beacon sent as a page is left,
  // above all) goes straight to the network without passing through this worker: Chromium drops
  // many a beacon of an unloading page that a worker with a fetch handler controls.
  if (typeof event.addRoutes === 'function')
    event.waitUntil(
      event.addRoutes({ condition: { requestMethod: 'POST' }, source: 'network' }).catch(() => undefined),
    );
  self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  const page = offlinePage(url.pathname);
  event.respondWith(
    fetch(request).then(
      (response) => {
        event.waitUntil(
          caches
            .open(OFFLINE_CACHE)
            .then(async (cache) => {
              if (!(await cache.match(page))) await cache.add(page);
            })
            .catch(() => undefined),
        );
        return response;
      },
      async (error) => {
        const cache = await caches.open(OFFLINE_CACHE);
        const [any] = await cache.keys();
        const cached = (await cache.match(page)) ?? (any ? await cache.match(any) : undefined);
        if (cached) return cached;
        throw error;
      },
    ),
  );
});
