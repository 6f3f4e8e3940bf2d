import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true, ADMIN_EMAILS: [], publicUrl: 'http://localhost:3000', MAIL_FROM: 'Alacena <no-reply@alacena.mx>' });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({ PORT: '8080', ADMIN_EMAILS: ' Ana@Ejemplo.mx, ,beto@ejemplo.mx ', SEED_DEMO: 'false' });
    expect(config).toMatchObject({ PORT: 8080, ADMIN_EMAILS: ['ana@ejemplo.mx', 'beto@ejemplo.mx'], SEED_DEMO: false, publicUrl: 'http://localhost:8080' });
  });

  it('uses the offline AI engine unless a model is configured', () => {
    expect(loadConfig({}).AI_BASE_URL).toBeUndefined();
    const config = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1', AI_IMAGE_MODEL: ' ' });
    expect(config).toMatchObject({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' });
  });

  it('trusts no proxy unless told how many or which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.4 ,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.4', '::1']);
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
