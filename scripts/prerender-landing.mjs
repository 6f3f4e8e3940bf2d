// Writes the landing page's HTML into the built index.html (docs/decisions/016), so "/" paints
// before any JavaScript runs. public/shell-hint.js hides it on other paths and for signed-in users,
// and preloads the app's files listed here, which the entry would otherwise only find one hop later.
// Also writes shells/<route>.html for the routes of src/web/app/route-shell.tsx (decision 030): the
// route's heading and placeholders, with the app's and its page's files preloaded by tags (no hint
// script); the server sends that file (filled with the user's page, decision 064) for
// the route instead of index.html.
import fs from 'node:fs';
import { createServer } from 'vite';

const webDir = `${process.env.ALACENA_DIST ?? 'dist'}/web`;
const indexPath = `${webDir}/index.html`;
const manifest = JSON.parse(fs.readFileSync(`${webDir}/.vite/manifest.json`, 'utf8'));

/** The lazy modules each shell's route loads (src/web/app/router.tsx). */
const SIGNED_IN = ['app/app-layout.tsx'];
const ROUTE_MODULES = {
  '/auth': ['features/auth/auth-page.tsx'],
  '/dashboard': [...SIGNED_IN, 'app/pages/dashboard-page.tsx'],
  '/inicio': [...SIGNED_IN, 'app/pages/dashboard-page.tsx'],
  '/productos': [...SIGNED_IN, 'app/pages/products-page.tsx'],
  '/marketplace': [...SIGNED_IN, 'app/pages/marketplace-page.tsx'],
  '/recetario': [...SIGNED_IN, 'features/recipes/recipes-page.tsx'],
  '/mensajes': [...SIGNED_IN, 'features/chat/messages-page.tsx'],
};

function filesOf(keys, into = new Set()) {
  const visit = (key) => {
    if (!manifest[key]) throw new Error(`${key} is not in the manifest: update ROUTE_MODULES`);
    const file = `/${manifest[key].file}`;
    if (into.has(file)) return;
    into.add(file);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return into;
}

const appFiles = filesOf(['app/start-app.tsx']);

const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
try {
  const { renderLanding } = await vite.ssrLoadModule('/app/render-landing.tsx');
  const { renderRouteShells } = await vite.ssrLoadModule('/app/render-route-shells.tsx');
  const html = fs.readFileSync(indexPath, 'utf8');
  const root = '<div id="root"></div>';
  const hint = '<script src="/shell-hint.js"></script>';
  if (!html.includes(root) || !html.includes(hint))
    throw new Error(`${indexPath} has no empty #root or no shell-hint.js`);
  // The stylesheet first: the page's first paint waits for it, and the browser opens a handful of connections
  // at a time, in document order; behind the modulepreloads it arrived last (FCP ~2 s on slow 4G, Lighthouse).
  const stylesheet = html.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0];
  if (!stylesheet) throw new Error(`${indexPath} has no stylesheet`);
  const head = (tags) => html.replace(stylesheet, '').replace(hint, [stylesheet.trim(), ...tags].join('\n    '));
  // The files the page's app needs: shell-hint.js preloads them on the landing for a signed-in visitor; a shell
  // already shows its page (signed in, with the user's data: decision 064); its scripts only make it
  // interactive. They are listed, not preloaded: main.tsx fetches them once the page has painted (decision 068),
  // so on a slow connection they do not share the bandwidth the stylesheet and the page need first.
  const appList = (files) => `<meta name="alacena-app" content="${files.join(' ')}" />`;
  const page = head([appList([...appFiles]), hint]);

  fs.rmSync(`${webDir}/shells`, { recursive: true, force: true });
  fs.mkdirSync(`${webDir}/shells`);
  for (const [path, { html: shell, data }] of Object.entries(renderRouteShells())) {
    if (!ROUTE_MODULES[path]) throw new Error(`No modules listed for the shell of ${path}`);
    const routeFiles = [...filesOf(ROUTE_MODULES[path])].filter((file) => !appFiles.has(file));
    // Same mode and credentials as the api client's fetch (cors, same-origin), so the browser reuses the answer.
    const dataPreloads = data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}" />`);
    fs.writeFileSync(
      `${webDir}/shells/${path.slice(1)}.html`,
      head([...dataPreloads, appList([...appFiles, ...routeFiles])])
        .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        // The server replaces what is between the markers with the signed-in user's page (decision 064). Until the
        // app takes it over it says it is not usable yet, and main.tsx holds what would be lost (hold-input.ts,
        // decision 072); not `inert`, whose removal restyled the whole page.
        .replace(
          root,
          `<div id="root"><div data-prerendered-shell aria-disabled="true"><!--page-->${shell}<!--/page--></div></div>`,
        ),
    );
  }
  fs.writeFileSync(
    indexPath,
    page.replace(root, `<div id="root"><div data-prerendered-landing>${renderLanding()}</div></div>`),
  );
} finally {
  await vite.close();
}
