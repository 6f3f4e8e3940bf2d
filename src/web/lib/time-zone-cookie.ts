import { TIME_ZONE_COOKIE } from '@common/time-zone';

/** The clock's UTC offset when the zone was last named (minutes, as Date#getTimezoneOffset gives it). */
const OFFSET_KEY = 'alacena.timeZoneOffset';

/** Longest wait for an idle moment before the zone is named anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Tells the server the browser's time zone for the pages it renders (a year; not a secret). Naming the zone
 * can be the page's first Intl call, tens of milliseconds on a phone, so it waits until the browser is idle
 * (the cookie only matters for the next page the server renders), and is done again only when the cookie is
 * missing or the clock's offset changed since (a trip, daylight saving time).
 */
export function rememberTimeZoneWhenIdle(): void {
  // Safari has no requestIdleCallback: a timer still keeps the naming out of the start-up task.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(rememberTimeZone, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(rememberTimeZone, 0);
}

export function rememberTimeZone(): void {
  const offset = String(new Date().getTimezoneOffset());
  if (document.cookie.includes(`${TIME_ZONE_COOKIE}=`) && readOffset() === offset) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(OFFSET_KEY, offset);
  } catch {
    // Storage blocked: the zone is named again on every load, as it was before.
  }
}

function readOffset(): string | null {
  try {
    return localStorage.getItem(OFFSET_KEY);
  } catch {
    return null;
  }
}
