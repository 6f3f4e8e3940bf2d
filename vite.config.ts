import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Pages a visitor reaches without a session. The landing module loads only after a sign-out and the role
 * choice only after a sign-up, on the way to the frame, so those two may share its chunk.
 */
const VISITOR_PAGES = ['features/auth/auth-page.tsx', 'app/not-found-page.tsx'];

/**
 * Everything the signed-in frame (app-layout) imports statically and neither the app's start nor a visitor's
 * page does, as one chunk: apart, its dozen small modules (nav icons, badge, unread query…) each cost a
 * request and compress worse (decision 065). lucide-react's index re-exports every icon, so a module's icons
 * are the ones it names in its import, not everything the index imports.
 */
function signedInFrameChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const frame = new Set<string>();
  const plugin: Plugin = {
    name: 'signed-in-frame-chunk',
    buildEnd() {
      const icons = lucideIconFiles();
      const closure = (from: string, seen = new Set<string>()) => {
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? [])
            if (!next.includes('/lucide-react/dist/esm/lucide-react.')) visit(next);
          for (const [, names] of info?.code?.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g) ?? [])
            for (const name of names.split(',')) visit(icons.get(name.trim().split(/\s/)[0]) ?? '');
        };
        visit(from);
        return seen;
      };
      // What a visitor loads stays out, so a visitor's page never loads the frame for one shared icon.
      const outside = new Set<string>();
      for (const from of ['main.tsx', 'app/start-app.tsx', ...VISITOR_PAGES])
        closure(src(`./src/web/${from}`), outside);
      const layout = src('./src/web/app/app-layout.tsx');
      for (const id of closure(layout)) if (id && id !== layout && !outside.has(id)) frame.add(id);
    },
  };
  return { plugin, test: (id) => frame.has(id) };
}

/** lucide-react's icon names → the file of each icon. */
function lucideIconFiles() {
  const index = src('./node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g))
    for (const name of names.matchAll(/as (\w+)/g))
      files.set(name[1], fileURLToPath(new URL(file, pathToFileURL(index))));
  return files;
}
const frameChunk = signedInFrameChunk();

export default defineConfig({
  root: src('./src/web'),
  publicDir: src('./public'),
  plugins: [react(), tailwindcss(), frameChunk.plugin],
  resolve: {
    alias: { '@common': src('./src/common'), '@web': src('./src/web') },
  },
  // ALACENA_DIST lets parallel checkouts build side by side (default dist/).
  build: {
    outDir: src(`./${process.env.ALACENA_DIST ?? 'dist'}/web`),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari since 17); the polyfill cost every page 0.3 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app-frame', test: frameChunk.test, includeDependenciesRecursively: false },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
