import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_EMAIL = 'admin-e2e@alacena.mx';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // Building the demo database takes ~10 s on a quiet machine and over a minute on a loaded one.
    timeout: 180_000,
    env: { PORT: String(PORT), ADMIN_EMAILS: E2E_ADMIN_EMAIL },
  },
});
