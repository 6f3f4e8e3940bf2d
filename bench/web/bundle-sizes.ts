import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** Source modules loaded for the route besides the entry (its lazy page, the signed-in layout…). */
  modules: string[];
  /** As sent to a browser accepting gzip (the .gz files scripts/precompress.mjs writes). */
  jsBytes: number;
  cssBytes: number;
  /** As sent to a browser accepting brotli (the .br files). */
  jsBrotliBytes?: number;
  cssBrotliBytes?: number;
  files: number;
}

/** The routes the targets name, by the page module each one loads lazily ("" = the entry alone; app/pages/ composes features). */
export const NAMED_ROUTES: Array<[string, string]> = [
  ['/', ''],
  ['/auth', 'features/auth/auth-page.tsx'],
  ['/dashboard', 'app/pages/dashboard-page.tsx'],
  ['/productos', 'app/pages/products-page.tsx'],
  ['/marketplace', 'app/pages/marketplace-page.tsx'],
  ['/recetario', 'features/recipes/recipes-page.tsx'],
  ['/mensajes', 'features/chat/messages-page.tsx'],
];
/** The SPA itself: the entry loads it for every route but a visitor's "/" (pre-rendered landing, decision 016). */
const APP_START = 'app/start-app.tsx';
const LANDING_PAGE = 'features/landing/landing-page.tsx';
/** Loaded next to every signed-in page when the router loads it lazily. */
const SIGNED_IN_LAYOUT = 'app/app-layout.tsx';
const PUBLIC_PAGES = new Set([
  'features/auth/auth-page.tsx',
  'features/auth/choose-role-page.tsx',
  'app/not-found-page.tsx',
]);

/**
 * First-load JS and CSS per route as the server sends them (the build's precompressed .gz and .br copies;
 * a file without one goes uncompressed): the entry and its static imports, plus the route's lazy page and
 * its static imports, each file counted once.
 */
export function measureRouteSizes(webDir: string): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('El manifest no tiene entrada');
  // The landing page is "/" itself, pre-rendered; the app loads its module only after a session ends.
  const pages = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && key.endsWith('-page.tsx') && key !== LANDING_PAGE,
  );
  const named = NAMED_ROUTES.map(([route, module]) => {
    if (module && !manifest[module]) throw new Error(`La ruta ${route} no carga ${module}: actualiza NAMED_ROUTES`);
    return { route, module };
  });
  const others = pages
    .filter((key) => !named.some((route) => route.module === key))
    .map((key) => ({ route: `(${path.basename(key, '.tsx')})`, module: key }));
  const sent = new Map<string, number>();
  const size = (file: string, encoding: 'gz' | 'br') => {
    const key = `${file}.${encoding}`;
    if (!sent.has(key)) {
      const copy = path.join(webDir, key);
      sent.set(key, fs.statSync(fs.existsSync(copy) ? copy : path.join(webDir, file)).size);
    }
    return sent.get(key)!;
  };
  return [...named, ...others].map(({ route, module }) => {
    const modules = module ? [module] : [];
    if (module && manifest[APP_START]) modules.unshift(APP_START);
    if (module && manifest[SIGNED_IN_LAYOUT] && !PUBLIC_PAGES.has(module)) modules.push(SIGNED_IN_LAYOUT);
    const files = closure(manifest, [entryKey, ...modules]);
    const total = (list: Set<string>, encoding: 'gz' | 'br') =>
      [...list].reduce((sum, file) => sum + size(file, encoding), 0);
    return {
      route,
      modules,
      jsBytes: total(files.js, 'gz'),
      cssBytes: total(files.css, 'gz'),
      jsBrotliBytes: total(files.js, 'br'),
      cssBrotliBytes: total(files.css, 'br'),
      files: files.js.size + files.css.size,
    };
  });
}

function closure(manifest: Manifest, keys: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}
