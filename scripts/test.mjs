// `npm test`: typecheck and lint side by side, unit + API tests, build, then the Playwright journeys in Chromium.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const run = (command, env = {}) => {
  console.log(`\n▶ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
};

/** Runs commands at once (each is mostly one core), printing each one's output when it ends. */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      (command) =>
        new Promise((resolve) => {
          const child = spawn(command, { shell: true, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ command, code, output }));
        }),
    ),
  );
  for (const { command, output } of results) console.log(`\n▶ ${command}\n${output}`);
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) throw new Error(`Falló: ${failed.map((result) => result.command).join(', ')}`);
}

function ensureChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
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

await runTogether(['npm run typecheck', 'npm run lint']);
run('npx vitest run');
run('npm run build');
ensureChromium();
run('npx playwright test');
