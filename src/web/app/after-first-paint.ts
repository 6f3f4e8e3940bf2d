/** A page whose first contentful paint never comes (nothing to paint, no paint timing) still starts its app. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the browser has shown the page's first contentful paint. Not on the next animation frame:
 * a new page's first frames can be drawn well before they are shown. A hidden page paints nothing, so it
 * starts at once, or as soon as it is hidden.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    start();
  };
  const onHidden = () => document.visibilityState === 'hidden' && once();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', onHidden);
  setTimeout(once, PAINT_WAIT_MS);
}

/** Preload links inserted per task: each costs the page's thread 1–2 ms, 4–8 ms on a phone (decision 072). */
const LINKS_PER_TASK = 3;

/**
 * Fetches the files a page's app is listed to need (`<meta name="alacena-app">`, scripts/prerender-landing.mjs),
 * a few per task so that a page listing 40 files does not hold the thread in one long task, then calls `then`.
 * The app is imported only then: its import lists its own files again and would insert every one still missing
 * in one task.
 */
export function preloadListedAppFiles(then: () => void = () => {}): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="alacena-app"]');
  const files = list?.content.split(' ').filter(Boolean) ?? [];
  const insert = (from: number) => {
    const links = document.createDocumentFragment();
    for (const file of files.slice(from, from + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
    if (from + LINKS_PER_TASK < files.length) setTimeout(() => insert(from + LINKS_PER_TASK), 0);
    else setTimeout(then, 0);
  };
  insert(0);
}
