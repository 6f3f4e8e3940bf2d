import type { Config } from '../config';
import { createTestBillingProvider } from './test-provider';

/** The adapter of the configured billing mode (config.ts decides it and refuses an ambiguous deployment). */
export async function createBillingProvider(config: Config, secret: string) {
  if (config.billingMode === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { createStripeBillingProvider } = await import('./stripe-provider');
    return createStripeBillingProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publicUrl: config.publicUrl,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return createTestBillingProvider(secret);
}
