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
      icon: '/favicon.ico',
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
