// Alacena service worker, hand-written (no Workbox): precache the shell, serve it offline,
// cache Vite's hashed assets, and never touch /api.
// Bump CACHE_VERSION whenever the caching rules below change; old caches are deleted on activate.
const CACHE_VERSION = 'v2';
const CACHE_PREFIX = 'alacena-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
const MAX_ASSETS = 120;

const PRECACHE_URLS = ['/', '/manifest.webmanifest', '/icon-192x192.png', '/icon-512x512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
  // No skipWaiting() here: the page decides, by posting SKIP_WAITING (register-service-worker.ts).
});

/**
 * Caches the shell and the hashed files its HTML links to, so the app also opens offline right
 * after the first visit (those files were fetched before this worker controlled the page).
 * `reload` skips the HTTP cache so what we keep is what the server has now.
 */
async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })));
  const index = await shell.match('/');
  if (!index) return;
  const html = await index.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s)>]+/g) || [])];
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(assets.map((url) => assetCache.add(url).catch(() => {})));
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== SHELL_CACHE && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;

  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API (JSON, uploads, WebSocket upgrades) always goes straight to the network.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(event));
  }
  // Anything else: default browser behaviour.
});

/** The SPA serves the same index.html for every route, so the latest one is kept under "/". */
async function networkFirstNavigation(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    // A page filled with a user's data (no-store, decision 064) is never kept: offline, another user could see it.
    const keep = !(response.headers.get('cache-control') || '').includes('no-store');
    if (keep && response.ok && response.type === 'basic' && !response.redirected && type.includes('text/html')) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)).catch(() => {}));
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Vite's /assets/* names carry a content hash, so a cached copy never goes stale. */
async function cacheFirstAsset(event) {
  const { request } = event;
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(ASSET_CACHE)
        .then(async (cache) => {
          await cache.put(request, copy);
          await trimCache(cache, MAX_ASSETS);
        })
        .catch(() => {}),
    );
  }
  return response;
}

/** Old deploys' hashed files are never requested again; drop the oldest beyond the limit. */
async function trimCache(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
