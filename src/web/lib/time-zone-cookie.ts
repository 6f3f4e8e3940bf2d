import { TIME_ZONE_COOKIE } from '@common/time-zone';

/** The clock's UTC offset when the zone was last named (minutes, as Date#getTimezoneOffset gives it). */
const OFFSET_KEY = 'alacena.timeZoneOffset';

/**
 * Tells the server the browser's time zone for the pages it renders (a year; not a secret). Naming the zone
 * is the page's first Intl call, tens of milliseconds on a phone, so it is done again only when the cookie is
 * missing or the clock's offset changed since (a trip, daylight saving time).
 */
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
