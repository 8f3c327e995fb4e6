import os from 'node:os';
import path from 'node:path';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { EMBEDDED_MAX_CONNECTIONS } from './db/embedded-postgres.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which proxies in front of the app are trusted to tell the client's address: none (false), how
 * many hops (true is one: the load balancer), or their addresses and ranges, comma-separated.
 * Never "all": Fastify would then take the leftmost X-Forwarded-For entry, which the client writes.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string => {
    const lower = value.toLowerCase();
    if (['0', 'false', 'no', 'off', ''].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry) && entry.length > 1))
      return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true (one proxy), a number of proxies, or their addresses',
    });
    return z.NEVER;
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The largest MAX_UPLOAD_MB allowed: no upload was ever larger. */
export const MAX_UPLOAD_MB_CEILING = 100;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Server processes: 1 (no cluster), a number, or `auto` (one per core). */
  WORKERS: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'must be a whole number from 1 to 999, or auto')
    .default('1'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: bool.optional(),
  /** The demo accounts' password; unset, one is made at their first seeding (start/demo-password.ts). */
  DEMO_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Referral Marketplace <no-reply@localhost>'),
  STAFF_EMAIL: z.email().default('admin@demo.local'),
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  LINKEDIN_ISSUER_URL: z.url().default('https://www.linkedin.com/oauth'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Tests and staging only: where the `stripe` package sends its calls (a local fake). */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  /** The built-in test checkout without STRIPE_SECRET_KEY: on by default with the demo data only. */
  TEST_CHECKOUT: bool.optional(),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // The platform's own account that payout bank files debit; the defaults are published example
  // numbers, good for a demo file and refused by any real bank.
  PAYOUT_DEBTOR_NAME: z.string().trim().min(1).max(70).default('Demo Marketplace Ltd (DEMO)'),
  PAYOUT_DEBTOR_IBAN: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? value)
    .refine((value) => isValidIBAN(value), 'must be a valid IBAN')
    .default('DE89370400440532013000'),
  PAYOUT_DEBTOR_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => isValidBIC(value), 'must be a valid BIC')
    .default('COBADEFFXXX'),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(MAX_UPLOAD_MB_CEILING).default(10),
  CV_READER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  CV_READER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  CV_READER_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(2),
  CV_READER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  INVOICE_SELLER_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('Referral Marketplace Demo Ltd. (demo)'),
  INVOICE_SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(240)
    .default('1 Demo Street, 34000 Istanbul, Türkiye (demo address)'),
  INVOICE_SELLER_TAX_NUMBER: z.string().trim().min(1).max(60).default('DEMO-0000000000'),
  INVOICE_SELLER_EMAIL: z.email().default('billing@demo.local'),
});

export type Env = z.input<typeof schema>;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof schema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = env.DATABASE_URL === undefined;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL,
    embeddedDatabase: embedded,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    workers: serverProcesses(env.WORKERS, env.DATABASE_POOL_SIZE, embedded),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    seedDemo: env.SEED_DEMO ?? embedded,
    demoPassword: env.DEMO_PASSWORD,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL,
    recaptcha: { secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY },
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuerUrl: env.GOOGLE_ISSUER_URL,
    },
    linkedin: {
      clientId: env.LINKEDIN_CLIENT_ID,
      clientSecret: env.LINKEDIN_CLIENT_SECRET,
      issuerUrl: env.LINKEDIN_ISSUER_URL,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    },
    testCheckout: env.TEST_CHECKOUT ?? env.SEED_DEMO ?? embedded,
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    /** The account payout bank files (pain.001) debit. */
    payoutDebtor: {
      name: env.PAYOUT_DEBTOR_NAME,
      iban: env.PAYOUT_DEBTOR_IBAN,
      bic: env.PAYOUT_DEBTOR_BIC,
    },
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    /** The platform as printed on invoices and self-billing statements (demo values by default). */
    seller: {
      name: env.INVOICE_SELLER_NAME,
      address: env.INVOICE_SELLER_ADDRESS,
      taxNumber: env.INVOICE_SELLER_TAX_NUMBER,
      email: env.INVOICE_SELLER_EMAIL,
    },
    /** Worker threads reading CVs, reads waiting for one (more get 503), time limit of a read. */
    cvReader: {
      threads: env.CV_READER_THREADS,
      maxQueue: env.CV_READER_QUEUE,
      maxPerCaller: env.CV_READER_PER_ACCOUNT,
      timeoutMs: env.CV_READER_TIMEOUT_MS,
    },
  };
}

export class ConfigError extends Error {}

/** Connections of the embedded server kept free of the workers (setup, primary, superuser). */
const EMBEDDED_RESERVED_CONNECTIONS = 20;

/**
 * How many server processes to run. Each one holds its pool and one LISTEN connection; on the
 * embedded database they must fit its connection limit, so `auto` stops at what fits and a number
 * past it is refused. An external server's limit is unknown here: its operator sizes it.
 */
function serverProcesses(setting: string, poolSize: number, embedded: boolean): number {
  const perProcess = poolSize + 1;
  const fitting = embedded
    ? Math.max(
        1,
        Math.floor((EMBEDDED_MAX_CONNECTIONS - EMBEDDED_RESERVED_CONNECTIONS) / perProcess),
      )
    : Number.POSITIVE_INFINITY;
  if (setting === 'auto') return Math.min(os.availableParallelism(), fitting);
  const workers = Number(setting);
  if (workers > fitting)
    throw new ConfigError(
      `Invalid environment variable WORKERS=${JSON.stringify(setting)}: the embedded database takes at most ${fitting} processes of DATABASE_POOL_SIZE=${poolSize} connections; lower WORKERS or DATABASE_POOL_SIZE`,
    );
  return workers;
}

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(source[name])}: ${issue?.message}`,
    );
  }
  return toConfig(parsed.data);
}
