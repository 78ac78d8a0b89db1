/*
 * MotoMaroc's service worker (registered by components/app/AppShell.tsx), in the browser and in the
 * companion app's WebView. It keeps only what is the same for everyone and never personal:
 * - the offline page in each language (/hors-ligne, /ar/hors-ligne) and the files they need, stored
 *   at install;
 * - the site's built files (/_next/static, hashed, so never stale) and icons, kept as they are used.
 * Pages are always asked of the network, and without one the offline page answers instead of the
 * browser's error. Nothing else is touched: no page, no v1 or BFF answer, no photo is ever stored,
 * so a signed-in page can never be shown to someone else or out of date.
 * Change VERSION to replace what the installed workers keep.
 */
const VERSION = '2';
const SHELL = `motomaroc-hors-ligne-${VERSION}`;
const ASSETS = `motomaroc-fichiers-${VERSION}`;
const OFFLINE_URL = '/hors-ligne';
const ARABIC_OFFLINE_URL = '/ar/hors-ligne';
/** An Arabic page's offline page is the Arabic one. */
const offlineUrlFor = (pathname) => (pathname === '/ar' || pathname.startsWith('/ar/') ? ARABIC_OFFLINE_URL : OFFLINE_URL);
const MAX_ASSETS = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const files = new Set();
      for (const url of [OFFLINE_URL, ARABIC_OFFLINE_URL]) {
        const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
        if (!response.ok) throw new Error(`offline page ${url}: ${response.status}`);
        const html = await response.clone().text();
        await cache.put(url, response);
        // The offline page's own styles, scripts and fonts, so that it looks right with no network.
        for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)) files.add(match[1]);
      }
      await caches.open(ASSETS).then((assets) => assets.addAll([...files, '/icons/icon-192.png']));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, ASSETS]);
      for (const name of await caches.keys()) if (name.startsWith('motomaroc-') && !keep.has(name)) await caches.delete(name);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function fromNetworkOrOffline(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    const offline = offlineUrlFor(new URL(event.request.url).pathname);
    return (await caches.match(offline, { cacheName: SHELL })) || Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    // Oldest first: old builds' files go first.
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fromNetworkOrOffline(event));
  } else if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request));
  }
});

// Web push (FCM, when configured: components/account/BrowserPush.tsx): shown as the site's
// notification; a tap opens the page it is about (a path of this site only).
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    return;
  }
  const notification = payload.notification || {};
  if (!notification.title) return;
  const lien = (payload.data && payload.data.lien) || '/compte/notifications';
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // French or Arabic, as the account's language wrote it.
      dir: 'auto',
      tag: payload.data && payload.data.type,
      data: { lien: typeof lien === 'string' && lien.startsWith('/') && !lien.startsWith('//') ? lien : '/compte/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.lien || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
