// `npm start`: builds when the sources are newer than the last build, then runs the server.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// ALACENA_DIST builds and runs from another folder (parallel checkouts), as the build scripts allow.
const dist = process.env.ALACENA_DIST ?? 'dist';
const stamp = `${dist}/.build-stamp`;
const inputs = ['src', 'public', 'package-lock.json', 'vite.config.ts'];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (!fs.existsSync(`${dist}/server/main.js`) || Math.max(...inputs.map(newest)) > built) {
  console.log('Construyendo Alacena…');
  execSync('npm run build', { stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}

const server = spawn(process.execPath, ['--enable-source-maps', `${dist}/server/main.js`], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
