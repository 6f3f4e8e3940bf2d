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
});
