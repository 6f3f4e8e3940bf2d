// Runs before the body paints (a classic script in <head>, allowed by the CSP's script-src 'self').
// The pre-rendered landing in index.html is for a visitor at "/"; any other path, or a browser
// that was signed in (key written by src/web/lib/session-hint.ts), hides it and starts fetching
// the app's files (listed by scripts/prerender-landing.mjs) before the entry asks for them.
(function () {
  var signedIn = false;
  try {
    signedIn = localStorage.getItem('alacena.signedIn') === '1';
  } catch {
    // Storage blocked: treated as a visitor; the entry's session check still finds a session.
  }
  if (location.pathname === '/' && !signedIn) return;
  document.documentElement.setAttribute('data-shell', 'app');
  var files = document.querySelector('meta[name="alacena-app"]');
  if (!files) return;
  files.content.split(' ').forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  });
})();
