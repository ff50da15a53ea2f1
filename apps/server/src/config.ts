import path from 'node:path';
import { AUDIT_DEFAULT_RETENTION_DAYS, AUDIT_MIN_RETENTION_DAYS, FEED_CALLS_PER_MINUTE } from '@portal/shared';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** s3://bucket or s3://bucket/prefix, with S3's bucket naming rules. */
const S3_URL = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*[\w.-])?\/?$/;
/** CopyObject (how a staged file is placed) copies at most 5 GiB in one request. */
const S3_MAX_VIDEO_MB = 5120;

/** Every key the portal reads from the environment; nothing else touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').describe('Run mode'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  DATA_DIR: z.string().default('./data').describe('Folder for the embedded database and media'),
  DATABASE_URL: z.url().optional().describe('PostgreSQL URL; unset = embedded PGlite in DATA_DIR'),
  REDIS_URL: z
    .url()
    .optional()
    .describe('Redis URL: the per-IP rate limit counts there, shared by every instance; unset = in each instance'),
  SMTP_URL: z.url().optional().describe('SMTP server URL; unset = mail is kept in the outbox and the log names it'),
  MAIL_FROM: z.string().default('Rastriya Samachar Sewa <no-reply@samachar.local>').describe('Sender of every mail'),
  PUBLIC_URL: z.url().optional().describe('Address users reach the portal at; links in mails start with it'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AGENCY_NAME: z.string().default('Rastriya Samachar Sewa').describe('The agency name in mails and invoices'),
  APP_SECRET: z
    .string()
    .min(32, 'APP_SECRET must be at least 32 characters')
    .optional()
    .describe('Key that signs media links (at least 32 characters; required in production)'),
  STAFF_SECOND_FACTOR: z
    .enum(['required', 'optional'])
    .optional()
    .describe(
      'Whether staff must set up a second factor (app or passkey) before their first console action (default: required in production)',
    ),
  SEED_DEMO: flag.optional().describe('Seed demo data on first start (default: on outside production)'),
  WEB_DIST: z.string().optional().describe('Folder of the built web app (default apps/web/dist)'),
  CORS_ORIGINS: list.default([]).describe('Extra origins allowed to call the API from a browser'),
  TRUST_PROXY: z
    .union([flag, list.pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1))], {
      error: 'TRUST_PROXY must be true, false, or the proxies’ addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    })
    .default(false)
    .describe(
      'Take the client address from X-Forwarded-For: the proxies’ addresses (e.g. 127.0.0.1), so a client cannot name its own; true trusts any sender',
    ),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600).describe('Requests per minute per IP'),
  FEED_CALLS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(FEED_CALLS_PER_MINUTE)
    .describe('Feed API calls per minute per API key'),
  INGEST_CALLS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    // Superdesk sends each picture (asked for, then pushed) and then its story, one request each, and a desk
    // republishing its day sends a few hundred stories at once: 1 200 a minute (20 a second) lets such a burst
    // through and still stops a sender stuck in a loop.
    .default(1200)
    .describe(
      'Calls a minute to each ingest route (/push, /push_binary, /api/ingest/v1/items) per Superdesk, staff API key or, unauthenticated, IP',
    ),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  OUTBOUND_ALLOW_LOOPBACK: flag
    .default(false)
    .describe('Let calls to client sites reach loopback addresses (tests and local trials only; refused in production)'),
  REMEMBER_ME_DAYS: z.coerce.number().int().positive().default(30),
  OUTBOUND_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(10_000)
    .default(10_000)
    .describe('Deadline of a call to a client site (at most 10 s; tests set it lower)'),
  AGENCY_ADDRESS: z.string().default('Kathmandu, Nepal').describe('Seller address on invoices'),
  AGENCY_PHONE: z.string().default('+977-1-4000000').describe('Seller phone on invoices'),
  AGENCY_EMAIL: z.string().default('accounts@samachar.local').describe('Seller email on invoices'),
  AGENCY_PAN: z.string().default('000000000').describe('Seller PAN/VAT number on invoices'),
  PAYMENT_SIMULATORS: flag
    .optional()
    .describe('Serve the eSewa and Khalti simulators under /sim and pay through them (default: on outside production)'),
  ESEWA_FORM_URL: z.url().optional().describe('eSewa ePay v2 form URL (default: the simulator, or eSewa production)'),
  ESEWA_STATUS_URL: z.url().optional().describe('eSewa transaction status URL (default: the simulator, or eSewa production)'),
  ESEWA_PRODUCT_CODE: z.string().min(1).optional().describe('eSewa merchant product code (EPAYTEST in test)'),
  ESEWA_SECRET: z.string().min(1).optional().describe('eSewa HMAC secret (the test secret outside production)'),
  KHALTI_BASE_URL: z
    .url()
    .optional()
    .describe('Khalti ePayment API base, ending in /api/v2/ (default: the simulator, or Khalti production)'),
  KHALTI_SECRET_KEY: z.string().min(1).optional().describe('Khalti live or test secret key'),
  PAYMENT_RECHECK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60)
    .describe('How often held payments (pending, ambiguous, unanswered) are asked about again'),
  SOCIAIR_SIMULATOR: flag
    .optional()
    .describe('Serve the social-automation simulator under /sim/sociair and talk to it (default: on outside production)'),
  SOCIAIR_BASE_URL: z.url().optional().describe('Base URL of the social-automation service API (default: the simulator)'),
  AUTO_POST_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('First wait before an auto-post the service did not take is tried again (doubling each time)'),
  MAIL_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('First wait before a mail the SMTP server refused is tried again (doubling each time, up to an hour; 12 tries)'),
  WEBHOOK_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('First wait before a webhook delivery that failed is tried again (doubling each time, up to an hour; for 24 hours)'),
  SMS_GATEWAY: z
    .enum(['log', 'sparrow'])
    .default('log')
    .describe('How SMS go out: log (the log and the dev outbox) or sparrow (Sparrow SMS bulk API, docs/SMS-GATEWAY.md)'),
  SMS_GATEWAY_URL: z.url().optional().describe('The SMS API address (default: the simulator under /sim/sms outside production)'),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional().describe('The SMS API token'),
  SMS_SENDER_ID: z.string().min(1).max(11).optional().describe('The sender identity the SMS API approved for the agency'),
  SMS_SIMULATOR: flag.optional().describe('Serve the SMS gateway simulator under /sim/sms (default: on outside production)'),
  SMS_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe('First wait before an urgent SMS the gateway refused is tried again (doubling each time, up to 10 minutes; 6 tries)'),
  URGENT_SMS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(10)
    .describe('Urgent-news SMS a media house receives at most per Nepal day (all its members together)'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2).describe('How often the job queue looks for due jobs'),
  PICTURE_METADATA_SECONDS: z.coerce
    .number()
    .min(0)
    .default(5)
    .describe(
      'How often each instance looks for pictures whose IPTC metadata is to be written, besides every content change (0 = only when asked: tests)',
    ),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_MIN_RETENTION_DAYS)
    .default(AUDIT_DEFAULT_RETENTION_DAYS)
    .describe(`Days audit rows are kept; older ones are deleted daily (at least ${AUDIT_MIN_RETENTION_DAYS}, the database refuses less)`),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Answer 503 with Retry-After while the event loop lags more than this (0 = never; default 1000 on PostgreSQL, 0 embedded)'),
  DRAIN_SECONDS: z.coerce
    .number()
    .min(0)
    .default(0)
    .describe('On SIGTERM, how long /api/health/ready answers 503 while requests are still served, before the server closes'),
  MAX_VIDEO_UPLOAD_MB: z.coerce
    .number()
    .int()
    .positive()
    .max(10_240)
    .default(500)
    .describe('Largest video file staff may upload, in MB (streamed to disk, never held in memory)'),
  STORAGE_URL: z
    .string()
    .regex(S3_URL, 'must be s3://bucket or s3://bucket/prefix')
    .optional()
    .describe('s3://bucket[/prefix]: media and exports in that bucket; unset = files under DATA_DIR/media'),
  S3_ENDPOINT: z.url().optional().describe('Address of an S3-compatible store (MinIO, Ceph RGW, R2); unset = AWS S3'),
  S3_REGION: z.string().min(1).default('us-east-1').describe('Region of the bucket'),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe('Access key; unset = the AWS SDK finds credentials itself (instance role, ~/.aws)'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('Secret of S3_ACCESS_KEY_ID'),
  S3_FORCE_PATH_STYLE: flag.default(false).describe('Address the bucket as ENDPOINT/bucket (MinIO, Ceph) instead of bucket.ENDPOINT'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .describe('Bearer token Prometheus sends to scrape GET /metrics; unset = /metrics answers 404'),
  S3_PRESIGN: flag.default(false).describe('Answer a media download with a redirect to a presigned GET instead of streaming it'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url()
    .optional()
    .describe(
      'OpenTelemetry collector (OTLP/HTTP, e.g. http://collector:4318): traces of requests, queries, outbound calls and jobs go there; unset = no tracing and no tracing code loaded',
    ),
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .default('parentbased_always_on')
    .describe('Which traces are kept (the OpenTelemetry names); traceidratio keeps OTEL_TRACES_SAMPLER_ARG of them'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1).describe('Share of traces a traceidratio sampler keeps, 0 to 1'),
});

/** PROTOCOLS.md: the eSewa test merchant. */
const ESEWA_TEST = { productCode: 'EPAYTEST', secret: '8gBm/:&EnhH.1/q' };
const ESEWA_PRODUCTION = {
  formUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  statusUrl: 'https://epay.esewa.com.np/api/epay/transaction/status/',
};
const KHALTI_PRODUCTION_URL = 'https://khalti.com/api/v2/';
const SIMULATOR_PATH = '/sim/';
const SIMULATOR_KHALTI_KEY = 'simulator-khalti-secret-key';

/** Signs media links outside production only; production refuses to start without APP_SECRET. */
const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production';

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const storageProblems = checkStorageKeys(raw);
  if (storageProblems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${storageProblems.join('\n  ')}`);
  const production = raw.NODE_ENV === 'production';
  if (production) assertProductionReady(raw);
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    env: raw.NODE_ENV,
    production,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: raw.DATABASE_URL,
    redisUrl: raw.REDIS_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    mailRetry: { retryLimit: MAIL_RETRIES, retryDelaySeconds: raw.MAIL_RETRY_SECONDS, retryDelayMaxSeconds: MAIL_RETRY_MAX_SECONDS },
    publicUrl,
    logLevel: raw.LOG_LEVEL,
    agencyName: raw.AGENCY_NAME,
    seedDemo: raw.SEED_DEMO ?? !production,
    /** Staff must enrol a second factor before any console action. */
    staffSecondFactor: raw.STAFF_SECOND_FACTOR ?? (production ? 'required' : 'optional'),
    appSecret: raw.APP_SECRET ?? DEVELOPMENT_SECRET,
    webDist: path.resolve(raw.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    corsOrigins: raw.CORS_ORIGINS,
    trustProxy: raw.TRUST_PROXY,
    rateLimitMax: raw.RATE_LIMIT_MAX,
    feedCallsPerMinute: raw.FEED_CALLS_PER_MINUTE,
    ingestCallsPerMinute: raw.INGEST_CALLS_PER_MINUTE,
    outboundAllowLoopback: raw.OUTBOUND_ALLOW_LOOPBACK,
    outboundTimeoutMs: raw.OUTBOUND_TIMEOUT_MS,
    payments: paymentsConfig(raw, publicUrl),
    sociair: sociairConfig(raw, publicUrl),
    sms: smsConfig(raw, publicUrl),
    jobPollingSeconds: raw.JOB_POLL_SECONDS,
    pictureMetadataMs: raw.PICTURE_METADATA_SECONDS * 1000,
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS,
    webhookRetry: webhookRetry(raw.WEBHOOK_RETRY_SECONDS),
    drainMs: raw.DRAIN_SECONDS * 1000,
    // PGlite runs its queries on the event loop: a long one would shed every request of the embedded default.
    shedEventLoopDelayMs: raw.SHED_EVENT_LOOP_DELAY_MS ?? (raw.DATABASE_URL ? 1000 : 0),
    maxVideoUploadBytes: raw.MAX_VIDEO_UPLOAD_MB * 1_048_576,
    storage: storageConfig(raw, path.join(dataDir, 'media')),
    metricsToken: raw.METRICS_TOKEN,
    // The SDK reads the endpoint and the other OTEL_* keys (headers, service name, resource attributes) itself.
    tracing: raw.OTEL_EXPORTER_OTLP_ENDPOINT ? { sampler: raw.OTEL_TRACES_SAMPLER, samplerRatio: raw.OTEL_TRACES_SAMPLER_ARG } : undefined,
    seller: {
      name: raw.AGENCY_NAME,
      address: raw.AGENCY_ADDRESS,
      phone: raw.AGENCY_PHONE,
      email: raw.AGENCY_EMAIL,
      pan: raw.AGENCY_PAN,
    },
    session: {
      idleMs: raw.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: raw.SESSION_ABSOLUTE_HOURS * 3_600_000,
      rememberMeMs: raw.REMEMBER_ME_DAYS * 86_400_000,
    },
  };
}

/** The gateways: the built-in simulators unless real URLs are set; production has no simulators and no test keys. */
function paymentsConfig(raw: z.infer<typeof envSchema>, publicUrl: string) {
  const simulators = raw.PAYMENT_SIMULATORS ?? raw.NODE_ENV !== 'production';
  const simulator = (gateway: string, rest: string) => `${publicUrl}${SIMULATOR_PATH}${gateway}/${rest}`;
  return {
    simulators,
    recheckMs: raw.PAYMENT_RECHECK_SECONDS * 1000,
    esewa: {
      formUrl: raw.ESEWA_FORM_URL ?? (simulators ? simulator('esewa', 'api/epay/main/v2/form') : ESEWA_PRODUCTION.formUrl),
      statusUrl: raw.ESEWA_STATUS_URL ?? (simulators ? simulator('esewa', 'api/epay/transaction/status/') : ESEWA_PRODUCTION.statusUrl),
      productCode: raw.ESEWA_PRODUCT_CODE ?? ESEWA_TEST.productCode,
      secret: raw.ESEWA_SECRET ?? ESEWA_TEST.secret,
    },
    khalti: {
      baseUrl: raw.KHALTI_BASE_URL ?? (simulators ? simulator('khalti', 'api/v2/') : KHALTI_PRODUCTION_URL),
      secretKey: raw.KHALTI_SECRET_KEY ?? SIMULATOR_KHALTI_KEY,
    },
  };
}

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  presign: boolean;
};
export type StorageConfig = { kind: 'disk'; root: string } | S3StorageConfig;

function storageConfig(raw: z.infer<typeof envSchema>, mediaDir: string): StorageConfig {
  if (!raw.STORAGE_URL) return { kind: 'disk', root: mediaDir };
  const [bucket = '', ...prefix] = raw.STORAGE_URL.slice('s3://'.length).split('/');
  return {
    kind: 's3',
    bucket,
    prefix: prefix.filter(Boolean).join('/'),
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION,
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    presign: raw.S3_PRESIGN,
  };
}

/** The S3 keys make sense only together, and only with a bucket to use them on. */
function checkStorageKeys(raw: z.infer<typeof envSchema>): string[] {
  if (!raw.STORAGE_URL) {
    const bucketOnly = {
      S3_ENDPOINT: raw.S3_ENDPOINT,
      S3_ACCESS_KEY_ID: raw.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: raw.S3_SECRET_ACCESS_KEY,
      S3_PRESIGN: raw.S3_PRESIGN || undefined,
    };
    return Object.entries(bucketOnly)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => `${key}: set, but STORAGE_URL is not: set STORAGE_URL=s3://bucket to keep files in a bucket`);
  }
  const problems: string[] = [];
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    const missing = raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither`);
  }
  if (raw.MAX_VIDEO_UPLOAD_MB > S3_MAX_VIDEO_MB) {
    problems.push(`MAX_VIDEO_UPLOAD_MB: at most ${S3_MAX_VIDEO_MB} with STORAGE_URL (an S3 copy moves at most 5 GiB)`);
  }
  return problems;
}

/** Mails are tried 12 times, the waits doubling up to an hour: about five hours with the first wait of 30 s. */
const MAIL_RETRIES = 11;
const MAIL_RETRY_MAX_SECONDS = 3600;

/** Auto-posts are tried 7 times over about an hour and a half before they count as failed. */
const AUTO_POST_RETRIES = 6;
const AUTO_POST_RETRY_MAX_SECONDS = 3600;

/** Webhook deliveries are tried again for 24 hours, the waits doubling up to an hour: as many tries as that takes from the first wait. */
const WEBHOOK_RETRY_SPAN_SECONDS = 86_400;
const WEBHOOK_RETRY_MAX_SECONDS = 3600;

function webhookRetry(firstWaitSeconds: number) {
  let retryLimit = 0;
  for (let waited = 0; waited < WEBHOOK_RETRY_SPAN_SECONDS; retryLimit += 1) {
    waited += Math.min(firstWaitSeconds * 2 ** retryLimit, WEBHOOK_RETRY_MAX_SECONDS);
  }
  return { retryLimit, retryDelaySeconds: firstWaitSeconds, retryDelayMaxSeconds: WEBHOOK_RETRY_MAX_SECONDS };
}

function sociairConfig(raw: z.infer<typeof envSchema>, publicUrl: string) {
  const simulator = raw.SOCIAIR_SIMULATOR ?? raw.NODE_ENV !== 'production';
  return {
    simulator,
    baseUrl: raw.SOCIAIR_BASE_URL ?? `${publicUrl}${SIMULATOR_PATH}sociair/`,
    retry: {
      retryLimit: AUTO_POST_RETRIES,
      retryDelaySeconds: raw.AUTO_POST_RETRY_SECONDS,
      retryDelayMaxSeconds: AUTO_POST_RETRY_MAX_SECONDS,
    },
  };
}

/** Urgent SMS are tried 6 times (about half an hour with the first wait of 30 s): later than that the news is no longer urgent. */
const SMS_RETRIES = 5;
const SMS_RETRY_MAX_SECONDS = 600;
const SMS_SIMULATOR = { token: 'simulator-sms-token', senderId: 'Samachar' };

function smsConfig(raw: z.infer<typeof envSchema>, publicUrl: string) {
  const simulator = raw.SMS_SIMULATOR ?? raw.NODE_ENV !== 'production';
  return {
    gateway: raw.SMS_GATEWAY,
    simulator,
    url: raw.SMS_GATEWAY_URL ?? `${publicUrl}${SIMULATOR_PATH}sms/v2/sms/`,
    token: raw.SMS_GATEWAY_TOKEN ?? SMS_SIMULATOR.token,
    senderId: raw.SMS_SENDER_ID ?? SMS_SIMULATOR.senderId,
    urgentPerDay: raw.URGENT_SMS_PER_DAY,
    retry: { retryLimit: SMS_RETRIES, retryDelaySeconds: raw.SMS_RETRY_SECONDS, retryDelayMaxSeconds: SMS_RETRY_MAX_SECONDS },
  };
}

function assertProductionReady(raw: z.infer<typeof envSchema>) {
  const problems: string[] = [];
  if (!raw.DATABASE_URL) problems.push('DATABASE_URL: production needs PostgreSQL');
  if (!raw.SMTP_URL) problems.push('SMTP_URL: production needs a mail server');
  if (!raw.PUBLIC_URL) problems.push('PUBLIC_URL: production needs the public address');
  if (!raw.APP_SECRET) problems.push('APP_SECRET: production needs its own signing key');
  if (raw.SEED_DEMO) problems.push('SEED_DEMO: demo data is refused in production');
  if (raw.OUTBOUND_ALLOW_LOOPBACK) problems.push('OUTBOUND_ALLOW_LOOPBACK: loopback calls are refused in production');
  if (raw.PAYMENT_SIMULATORS) problems.push('PAYMENT_SIMULATORS: the payment simulators are refused in production');
  if (raw.SOCIAIR_SIMULATOR) problems.push('SOCIAIR_SIMULATOR: the social-automation simulator is refused in production');
  if (!raw.SOCIAIR_BASE_URL) problems.push('SOCIAIR_BASE_URL: production needs the social-automation service address');
  for (const key of ['ESEWA_FORM_URL', 'ESEWA_STATUS_URL', 'KHALTI_BASE_URL', 'SOCIAIR_BASE_URL'] as const) {
    const url = raw[key];
    if (url && new URL(url).pathname.startsWith(SIMULATOR_PATH)) problems.push(`${key}: a simulator address is refused in production`);
  }
  if (!raw.ESEWA_PRODUCT_CODE || raw.ESEWA_PRODUCT_CODE === ESEWA_TEST.productCode) {
    problems.push('ESEWA_PRODUCT_CODE: production needs the merchant code eSewa issued');
  }
  if (!raw.ESEWA_SECRET || raw.ESEWA_SECRET === ESEWA_TEST.secret) problems.push('ESEWA_SECRET: production needs the merchant secret');
  if (!raw.KHALTI_SECRET_KEY) problems.push('KHALTI_SECRET_KEY: production needs the live secret key');
  problems.push(...smsProductionProblems(raw));
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

function smsProductionProblems(raw: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (raw.SMS_SIMULATOR) problems.push('SMS_SIMULATOR: the SMS simulator is refused in production');
  if (raw.SMS_GATEWAY === 'log') return problems;
  if (!raw.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_URL: production needs the SMS API address');
  else if (new URL(raw.SMS_GATEWAY_URL).pathname.startsWith(SIMULATOR_PATH))
    problems.push('SMS_GATEWAY_URL: a simulator address is refused in production');
  if (!raw.SMS_GATEWAY_TOKEN) problems.push('SMS_GATEWAY_TOKEN: production needs the SMS API token');
  if (!raw.SMS_SENDER_ID) problems.push('SMS_SENDER_ID: production needs the approved sender identity');
  return problems;
}
