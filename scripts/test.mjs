// `npm test`: typecheck, lint, unit + API tests, build, then the Playwright journeys in Chromium.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const run = (command, env = {}) => {
  console.log(`\n▶ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
};

function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  if (candidates.some((path) => path && fs.existsSync(path))) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('No se encontró Chromium: instalándolo con apt-get (paquete chromium)…');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  } else {
    console.log('No se encontró Chromium: instalando el de Playwright (npx playwright install chromium)…');
    run('npx playwright install chromium');
  }
}

run('npm run typecheck');
run('npm run lint');
run('npx vitest run');
run('npm run build');
ensureChromium();
run('npx playwright test');
