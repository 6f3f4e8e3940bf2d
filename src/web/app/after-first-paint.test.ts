// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, preloadListedAppFiles } from './after-first-paint';

/** A stand-in for the browser's paint timing: `paint(name)` delivers an entry to every observer. */
function fakePaintTiming() {
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) =>
    [...observers].forEach((callback) =>
      callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as never, {} as never),
    );
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts in the task after the first contentful paint, once', () => {
    vi.useFakeTimers();
    const paint = fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported', () => {
    vi.useFakeTimers();
    fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(2000);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the page is hidden before its first paint', () => {
    fakePaintTiming();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('preloadListedAppFiles', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('preloads every file the page lists', () => {
    document.head.innerHTML = '<meta name="alacena-app" content="/assets/a.js /assets/b.js" />';
    preloadListedAppFiles();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('inserts the first files at once, the rest a few per task, and then starts the app', () => {
    vi.useFakeTimers();
    const files = Array.from({ length: 20 }, (_, index) => `/assets/f${index}.js`);
    document.head.innerHTML = `<meta name="alacena-app" content="${files.join(' ')}" />`;
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    const startApp = vi.fn();
    preloadListedAppFiles(startApp);
    expect(preloaded()).toEqual(files.slice(0, 3));
    vi.runOnlyPendingTimers();
    expect(preloaded()).toEqual(files.slice(0, 6));
    expect(startApp).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(preloaded()).toEqual(files);
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
