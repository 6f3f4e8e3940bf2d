import { describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config';
import { startupBanner } from './startup-banner';

describe('startup banner', () => {
  it('says that billing runs in test mode on the embedded defaults, with the demo logins', () => {
    const banner = startupBanner(loadConfig({ DATA_DIR: '/srv/alacena' }), 'http://localhost:3000', true);
    expect(banner).toContain('Alacena está lista en http://localhost:3000');
    expect(banner).toContain('Base de datos: PGlite en /srv/alacena/db (datos de demostración creados)');
    expect(banner).toContain('Cobros: modo de prueba (los planes se activan sin cargos reales');
    expect(banner).toContain('Cuentas de demostración:');
  });

  it('says Stripe when it charges through Stripe, and lists no demo logins without demo data', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/alacena',
      AUTH_SECRET: 's'.repeat(32),
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    });
    const banner = startupBanner(config, 'http://localhost:3000', false);
    expect(banner).toContain('Base de datos: PostgreSQL (DATABASE_URL)\nCobros: Stripe');
    expect(banner).not.toContain('modo de prueba');
    expect(banner).not.toContain('Cuentas de demostración');
  });
});
