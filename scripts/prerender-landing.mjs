// Writes the landing page's HTML into the built index.html (docs/decisions/016), so "/" paints
// before any JavaScript runs. public/shell-hint.js hides it on other paths and for signed-in users,
// and preloads the app's files listed here, which the entry would otherwise only find one hop later.
import fs from 'node:fs';
import { createServer } from 'vite';

const webDir = `${process.env.ALACENA_DIST ?? 'dist'}/web`;
const indexPath = `${webDir}/index.html`;
const manifest = JSON.parse(fs.readFileSync(`${webDir}/.vite/manifest.json`, 'utf8'));

const appFiles = new Set();
const visit = (key) => {
  const file = `/${manifest[key].file}`;
  if (appFiles.has(file)) return;
  appFiles.add(file);
  (manifest[key].imports ?? []).forEach(visit);
};
visit('app/start-app.tsx');

const vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false } });
try {
  const { renderLanding } = await vite.ssrLoadModule('/app/render-landing.tsx');
  const html = fs.readFileSync(indexPath, 'utf8');
  const root = '<div id="root"></div>';
  const hint = '<script src="/shell-hint.js"></script>';
  if (!html.includes(root) || !html.includes(hint)) throw new Error(`${indexPath} has no empty #root or no shell-hint.js`);
  fs.writeFileSync(
    indexPath,
    html
      .replace(hint, `<meta name="alacena-app" content="${[...appFiles].join(' ')}" />\n    ${hint}`)
      .replace(root, `<div id="root"><div data-prerendered-landing>${renderLanding()}</div></div>`),
  );
} finally {
  await vite.close();
}
