import path from 'node:path';
import type { Config } from './platform/config';
import { DEMO_ACCOUNTS } from './seed/demo';

const BILLING_LINES = {
  test: 'Cobros: modo de prueba (los planes se activan sin cargos reales; define STRIPE_* para cobrar con Stripe)',
  stripe: 'Cobros: Stripe',
} as const;

/** What `npm start` prints once the server listens: where it is, on what data, how it charges, the demo logins. */
export function startupBanner(config: Config, url: string, seeded: boolean): string {
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${path.join(config.dataDir, 'db')}`;
  const lines = [
    '',
    `Alacena está lista en ${url}`,
    `Base de datos: ${database}${seeded ? ' (datos de demostración creados)' : ''}`,
    BILLING_LINES[config.billingMode],
  ];
  if (config.SEED_DEMO) {
    lines.push('Cuentas de demostración:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.label.padEnd(22)} ${account.email} / ${account.password}`);
  }
  return lines.join('\n');
}
