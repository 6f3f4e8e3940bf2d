import { TIME_ZONE_COOKIE } from '@common/time-zone';
import { whenIdle } from './when-idle';

/** The clock's UTC offset when the zone was last named (minutes, as Date#getTimezoneOffset gives it). */
const OFFSET_KEY = 'alacena.timeZoneOffset';

/**
 * Tells the server the browser's time zone for the pages it renders (a year; not a secret). Naming the zone
 * is the page's first Intl call, which loads ICU's data: 30–50 ms on a phone. So it waits until the browser is
 * idle and happens in a worker where there is one (the cookie only matters for the next page the server
 * renders), and is done again only when the cookie is missing or the clock's offset changed since (a trip,
 * daylight saving time).
 */
export function rememberTimeZoneWhenIdle(): void {
  whenIdle(() => rememberTimeZone(nameZoneInWorker));
}

type ZoneNamer = (then: (zone: string) => void) => void;

const nameZoneHere: ZoneNamer = (then) => then(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');

/** The worker's answer, or the page's own when workers are missing or fail (a strict policy, an old browser). */
const nameZoneInWorker: ZoneNamer = (then) => {
  if (typeof Worker !== 'function') return nameZoneHere(then);
  const worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<unknown>) => {
    worker.terminate();
    then(typeof event.data === 'string' ? event.data : '');
  };
  worker.onerror = () => {
    worker.terminate();
    nameZoneHere(then);
  };
};

export function rememberTimeZone(nameZone: ZoneNamer = nameZoneHere): void {
  const offset = String(new Date().getTimezoneOffset());
  if (document.cookie.includes(`${TIME_ZONE_COOKIE}=`) && readOffset() === offset) return;
  nameZone((zone) => zone && writeZone(zone, offset));
}

function writeZone(zone: string, offset: string): void {
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
