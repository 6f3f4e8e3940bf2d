import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads process.env. Each variable is documented here and in the README;
 * a bad value stops the process with the variable's name.
 */
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url('debe ser una URL válida').optional(),
);
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const envSchema = z.object({
  /** "production" serves the built web app and hides stack traces from logs' consumers. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Address to bind; 0.0.0.0 in containers. */
  HOST: z.string().default('0.0.0.0'),
  /** Folder for the embedded database, uploads and the e-mail outbox. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite in DATA_DIR/db is used. */
  DATABASE_URL: optionalUrl,
  /** Public origin of the app (used for cookies, CSRF origin checks and links in e-mails). */
  PUBLIC_URL: optionalUrl,
  /**
   * Secret that signs session cookies; at least 32 characters. Required with DATABASE_URL (all
   * instances must share it); otherwise one is generated once and kept in DATA_DIR/auth-secret.
   */
  AUTH_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  /** Comma-separated e-mails that are made admins at sign-up and at every start. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Seed demo accounts and data the first time the database is empty ("false" to skip). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Log level for pino. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * "test" runs billing in local test mode on purpose (no real charges); "stripe" charges through Stripe and
   * needs the four STRIPE_* variables. Unset: Stripe when they are set, test mode on the embedded defaults,
   * and a refusal to start for a deployment configured for real use (DATABASE_URL, or an https PUBLIC_URL).
   */
  BILLING_MODE: z.enum(['test', 'stripe'], 'debe ser test o stripe').optional(),
  /** Stripe secret key; with the webhook secret and both price ids it replaces billing test mode. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (POST /api/billing/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe price id of "Plan Mensual" ($49/mes). */
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  /** Stripe price id of "Plan Anual" ($490/año). */
  STRIPE_PRICE_YEARLY: z.string().optional(),
  /** Another Stripe API origin (a local fake server in tests). */
  STRIPE_API_URL: optionalUrl,
  /** SMTP server for e-mail (smtp://user:pass@host:587 or smtps://…); without it e-mails go to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'debe empezar con smtp:// o smtps://')
      .optional(),
  ),
  /** Sender of Alacena's e-mails. */
  MAIL_FROM: z.string().default('Alacena <no-reply@alacena.mx>'),
  /** When set, GET /api/metrics requires `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  /** Maximum sign-in attempts per minute, counted per client address and per account (e-mail), before answering 429. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (decision 023): absent or "false"
   * trusts nobody (the socket's address counts); a number is how many proxies stand in front (1 for
   * one load balancer); otherwise the proxies' addresses or CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string[] => {
      if (value === '' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const invalid = entries.filter((entry) => !isAddressOrRange(entry));
      if (invalid.length > 0 || entries.length === 0) {
        context.addIssue({
          code: 'custom',
          message: 'usa false, el número de proxies (p. ej. 1) o sus direcciones IP/CIDR separadas por comas',
        });
        return z.NEVER;
      }
      return entries;
    }),
  /** S3 bucket for uploaded files; when set it replaces the disk store (DATA_DIR/uploads). */
  S3_BUCKET: optionalText,
  /** Region of the S3 bucket. */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Endpoint of an S3-compatible service (MinIO, R2, Spaces…); absent for AWS S3. */
  S3_ENDPOINT: optionalUrl,
  /** Access key; without it the AWS SDK's default chain is used (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  /** Secret of S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: optionalText,
  /** "true" for path-style URLs (bucket in the path), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Origin of an OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp…), e.g. http://127.0.0.1:11434/v1.
   * Without it every AI feature uses the built-in offline engine.
   */
  AI_BASE_URL: optionalUrl,
  /** Key sent as `Authorization: Bearer …` to AI_BASE_URL (local servers usually need none). */
  AI_API_KEY: optionalText,
  /** Chat model (with tool calling) for the assistant, Mi Chef IA and AI recipes. */
  AI_MODEL: optionalText,
  /** Vision model that reads receipts; OCR takes over when it fails. */
  AI_VISION_MODEL: optionalText,
  /** Image model for recipe pictures; without it recipes get the built-in illustration. */
  AI_IMAGE_MODEL: optionalText,
});

function isAddressOrRange(entry: string) {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

export type BillingMode = 'test' | 'stripe';
export type Config = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string; billingMode: BillingMode };

const STRIPE_VARIABLES = 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY y STRIPE_PRICE_YEARLY';

/** Test mode lets any supplier activate a plan for free, so a real deployment must ask for it by name. */
function resolveBillingMode(config: z.infer<typeof envSchema>): BillingMode {
  const stripeConfigured = Boolean(config.STRIPE_SECRET_KEY);
  if (config.BILLING_MODE === 'stripe' && !stripeConfigured) {
    throw new ConfigError(`Configuración inválida:\n  BILLING_MODE=stripe: define ${STRIPE_VARIABLES}`);
  }
  if (config.BILLING_MODE) return config.BILLING_MODE;
  if (stripeConfigured) return 'stripe';
  const realUse = Boolean(config.DATABASE_URL) || config.PUBLIC_URL?.startsWith('https:');
  if (realUse) {
    throw new ConfigError(
      `Configuración inválida:\n  STRIPE_*: con DATABASE_URL o un PUBLIC_URL https define ${STRIPE_VARIABLES} para cobrar con Stripe, o BILLING_MODE=test para usar a propósito el modo de prueba (sin cargos reales)`,
    );
  }
  return 'test';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const stripeKeys = [
    config.STRIPE_SECRET_KEY,
    config.STRIPE_WEBHOOK_SECRET,
    config.STRIPE_PRICE_MONTHLY,
    config.STRIPE_PRICE_YEARLY,
  ];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Configuración inválida:\n  STRIPE_*: define STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY y STRIPE_PRICE_YEARLY juntos',
    );
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuración inválida:\n  S3_*: define S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY juntos');
  }
  const aiModels = [config.AI_MODEL, config.AI_VISION_MODEL, config.AI_IMAGE_MODEL];
  if (aiModels.some(Boolean) && !config.AI_BASE_URL) {
    throw new ConfigError(
      'Configuración inválida:\n  AI_BASE_URL: es obligatorio cuando se define AI_MODEL, AI_VISION_MODEL o AI_IMAGE_MODEL',
    );
  }
  if (config.AI_BASE_URL && !aiModels.some(Boolean)) {
    throw new ConfigError(
      'Configuración inválida:\n  AI_MODEL: define al menos un modelo (AI_MODEL, AI_VISION_MODEL o AI_IMAGE_MODEL) con AI_BASE_URL',
    );
  }
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    throw new ConfigError('Configuración inválida:\n  AUTH_SECRET: es obligatorio cuando se usa DATABASE_URL');
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    billingMode: resolveBillingMode(config),
  };
}
