import type { Notification as AppNotification } from '@common/notifications';

const ICON = '/icon-192x192.png';
const ASKED_KEY = 'alacena:notification-permission-asked';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export const browserNotificationPermission = (): NotificationPermission | 'unsupported' =>
  supported() ? window.Notification.permission : 'unsupported';

/** SPEC §2: the browser's permission is requested while it is in its default state (once a session). */
export async function requestBrowserNotifications(force = false) {
  if (!supported() || window.Notification.permission !== 'default') return;
  if (!force && sessionStorage.getItem(ASKED_KEY)) return;
  sessionStorage.setItem(ASKED_KEY, '1');
  try {
    await window.Notification.requestPermission();
  } catch {
    // Old browsers take a callback instead; without an answer nothing is shown, which is fine.
  }
}

/** What counts as the user's own gesture: a tap or click ends in `pointerup`, typing starts with `keydown`. */
const GESTURES = ['pointerup', 'keydown'] as const;

/**
 * Asks for the permission at the session's first tap or key press, not when the page loads: Firefox and Safari
 * refuse a request made without a user gesture and Chrome shows it quietly (decision 076). Returns the undo.
 */
export function requestBrowserNotificationsOnFirstGesture(): () => void {
  // Whether this session already asked is read at the gesture (requestBrowserNotifications), not on the start-up path.
  if (!supported() || window.Notification.permission !== 'default') return () => {};
  const stop = () => GESTURES.forEach((type) => document.removeEventListener(type, ask, true));
  const ask = () => {
    stop();
    void requestBrowserNotifications();
  };
  GESTURES.forEach((type) => document.addEventListener(type, ask, true));
  return stop;
}

/** Shows a system notification while the tab is hidden (the in-app toast covers the visible tab). */
export function showBrowserNotification(notification: AppNotification, open: (link: string) => void) {
  if (!supported() || window.Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
  const options = { body: notification.message, icon: ICON, tag: notification.id };
  try {
    const shown = new window.Notification(notification.title, options);
    shown.onclick = () => {
      window.focus();
      if (notification.link) open(notification.link);
      shown.close();
    };
  } catch {
    // Android's Chrome only allows notifications through the service worker.
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(notification.title, options))
      .catch(() => {});
  }
}
