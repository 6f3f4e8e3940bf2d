/**
 * Whether this browser was last signed in, so "/" can skip the pre-rendered landing before any
 * request (public/shell-hint.js reads the same key; the session cookie itself is httpOnly).
 */
export const SESSION_HINT_KEY = 'alacena.signedIn';

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked (private mode): "/" then shows the landing until the session check answers.
  }
}
