import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      ADMIN_EMAILS: [],
      publicUrl: 'http://localhost:3000',
      MAIL_FROM: 'Alacena <no-reply@alacena.mx>',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({ PORT: '8080', ADMIN_EMAILS: ' Ana@Ejemplo.mx, ,beto@ejemplo.mx ', SEED_DEMO: 'false' });
    expect(config).toMatchObject({
      PORT: 8080,
      ADMIN_EMAILS: ['ana@ejemplo.mx', 'beto@ejemplo.mx'],
      SEED_DEMO: false,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('uses the offline AI engine unless a model is configured', () => {
    expect(loadConfig({}).AI_BASE_URL).toBeUndefined();
    const config = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1', AI_IMAGE_MODEL: ' ' });
    expect(config).toMatchObject({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' });
  });

  describe('billing mode', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    };
    const postgres = { DATABASE_URL: 'postgres://localhost/alacena', AUTH_SECRET: 's'.repeat(32) };

    it('is test mode on the embedded defaults, also with NODE_ENV=production', () => {
      expect(loadConfig({}).billingMode).toBe('test');
      expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000' }).billingMode).toBe('test');
    });

    it('is Stripe when its four variables are set', () => {
      expect(loadConfig({ ...postgres, ...stripe }).billingMode).toBe('stripe');
    });

    it.each([
      ['DATABASE_URL', postgres],
      ['an https PUBLIC_URL', { PUBLIC_URL: 'https://alacena.example.mx' }],
    ])('refuses a deployment with %s and no Stripe keys, naming them and BILLING_MODE', (_case, env) => {
      const start = () => loadConfig({ NODE_ENV: 'production', ...env });
      expect(start).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY y STRIPE_PRICE_YEARLY/);
      expect(start).toThrow(/BILLING_MODE=test/);
    });

    it('runs such a deployment in test mode only when BILLING_MODE=test says so', () => {
      expect(loadConfig({ ...postgres, BILLING_MODE: 'test' }).billingMode).toBe('test');
      expect(loadConfig({ ...postgres, ...stripe, BILLING_MODE: 'test' }).billingMode).toBe('test');
    });

    it('refuses BILLING_MODE=stripe without the keys and an unknown mode', () => {
      expect(() => loadConfig({ BILLING_MODE: 'stripe' })).toThrow(/BILLING_MODE=stripe: define STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ BILLING_MODE: 'gratis' })).toThrow(/BILLING_MODE/);
    });
  });

  it('trusts no proxy unless told how many or which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.4 ,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
    ]);
  });

  it.each([
    [{ PORT: 'ochenta' }, 'PORT'],
    [{ DATABASE_URL: 'no es url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://localhost/alacena' }, 'AUTH_SECRET'],
    [{ AUTH_SECRET: 'corto' }, 'AUTH_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test' }, 'STRIPE_'],
    [{ SMTP_URL: 'http://correo' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ AI_MODEL: 'llama3.1' }, 'AI_BASE_URL'],
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'AI_MODEL'],
    [{ AI_BASE_URL: 'ollama' }, 'AI_BASE_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('refuses %j and names the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
