// The built app on a fresh embedded database, for the Playwright journeys.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const dist = process.env.ALACENA_DIST ?? 'dist';
const dataDir = `.tmp/e2e-data-${process.env.PORT ?? 3100}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--enable-source-maps', `${dist}/server/main.js`], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    DATA_DIR: dataDir,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
