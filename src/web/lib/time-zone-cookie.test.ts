// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZone, rememberTimeZoneWhenIdle } from './time-zone-cookie';

const clearCookie = () => (document.cookie = 'alacena_tz=; Path=/; Max-Age=0');

describe('rememberTimeZone', () => {
  afterEach(() => {
    clearCookie();
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("writes the browser's zone in the cookie the server reads", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/Mexico_City',
    } as Intl.ResolvedDateTimeFormatOptions);
    rememberTimeZone();
    expect(document.cookie).toContain('alacena_tz=America%2FMexico_City');
  });

  it('does not name the zone again while the cookie is there and the offset has not changed', () => {
    rememberTimeZone();
    const naming = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    rememberTimeZone();
    expect(naming).not.toHaveBeenCalled();
  });

  it('names it again when the offset changed (a trip, daylight saving time) or the cookie is gone', () => {
    rememberTimeZone();
    const naming = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    rememberTimeZone();
    expect(naming).toHaveBeenCalledTimes(1);
    clearCookie();
    rememberTimeZone();
    expect(naming).toHaveBeenCalledTimes(2);
  });

  it('waits for an idle moment before naming the zone', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const naming = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    rememberTimeZoneWhenIdle();
    expect(naming).not.toHaveBeenCalled();
    idle[0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(naming).toHaveBeenCalledTimes(1);
  });

  it("names the zone in a worker, so ICU starts off the page's thread", () => {
    const idle: IdleRequestCallback[] = [];
    const workers: FakeWorker[] = [];
    class FakeWorker {
      onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
      onerror: (() => void) | null = null;
      terminated = false;
      constructor(readonly url: URL) {
        workers.push(this);
      }
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('Worker', FakeWorker);
    const naming = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    rememberTimeZoneWhenIdle();
    idle[0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(workers[0].url.pathname).toMatch(/time-zone-worker/);
    workers[0].onmessage!(new MessageEvent('message', { data: 'America/Tijuana' }));
    expect(naming).not.toHaveBeenCalled();
    expect(workers[0].terminated).toBe(true);
    expect(document.cookie).toContain('alacena_tz=America%2FTijuana');
  });

  it('names it on the page when the worker fails', () => {
    const idle: IdleRequestCallback[] = [];
    const failing: Array<{ onerror: (() => void) | null }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal(
      'Worker',
      class {
        onerror: (() => void) | null = null;
        constructor() {
          failing.push(this);
        }
        terminate() {}
      },
    );
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/Merida',
    } as Intl.ResolvedDateTimeFormatOptions);
    rememberTimeZoneWhenIdle();
    idle[0]({ didTimeout: false, timeRemaining: () => 50 });
    failing[0].onerror!();
    expect(document.cookie).toContain('alacena_tz=America%2FMerida');
  });
});
