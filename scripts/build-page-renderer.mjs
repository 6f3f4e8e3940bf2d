// Builds src/web/app/render-route-page.tsx for Node into dist/web-render (decision 064): the server renders a
// route's page with the signed-in user's data into its shell. React and the other packages stay in node_modules.
import path from 'node:path';
import { build } from 'vite';

const dist = process.env.ALACENA_DIST ?? 'dist';

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'app/render-route-page.tsx',
    outDir: path.resolve(`${dist}/web-render`),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
