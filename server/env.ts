/**
 * The one place that reads process.env (browser-visible NEXT_PUBLIC_ values excepted, which Next
 * inlines at build time). Parsed lazily, so that `next build` does not need a database.
 */
import path from 'node:path';
import { z } from 'zod';
import { trustedProxyProblem } from './client-address';

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (what: string) => z.preprocess(emptyAsUndefined, z.url({ error: `${what} doit être une URL complète (ex. https://…)` }).optional());
const port = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'doit être un numéro de port' })
      .int('doit être un numéro de port')
      .min(1, 'doit être un numéro de port entre 1 et 65535')
      .max(65535, 'doit être un numéro de port entre 1 et 65535')
      .default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port of the site */
  PORT: port(3000),
  /** Interface the standalone v1 server listens on */
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  /** Folder for everything the app writes locally: embedded PostgreSQL, uploads, mails, emulator data */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  /** External PostgreSQL; unset means the embedded server started by npm start / npm run dev */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  /** Read replicas of DATABASE_URL, comma-separated: anonymous reads (public pages, the app's browsing) go to them, writes and signed-in reads to the primary */
  DATABASE_READ_URLS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : [],
    z.array(z.string().regex(/^postgres(ql)?:\/\//, 'doit être une liste d’URL postgres:// séparées par des virgules')).max(16),
  ),
  /** Port of the embedded PostgreSQL server (only when DATABASE_URL is unset) */
  EMBEDDED_PG_PORT: port(5433),
  /** Whether this instance runs the job queue's workers (cleanups…); off for instances that only serve requests */
  JOBS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'doit valoir on ou off' }).default('on')),
  /** Redis shared by the app instances (redis://[:password@]host:6379[/db], rediss:// for TLS): rate limits count across all of them; unset: each instance counts its own */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
      .optional(),
  ),
  /**
   * Proxies in front of this instance whose X-Forwarded-For is believed, comma-separated: loopback,
   * private, addresses, CIDR ranges (server/client-address.ts); default the same machine only: any
   * host of a private network could otherwise write the header and pass for anyone.
   */
  TRUSTED_PROXIES: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : ['loopback'],
    z
      .array(z.string().max(50))
      .max(64)
      .superRefine((entries, context) => {
        for (const entry of entries) {
          const problem = trustedProxyProblem(entry);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }
      }),
  ),
  /** Connections per app instance */
  DB_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
  /** Firebase project; a demo- id means the local Auth emulator */
  FIREBASE_PROJECT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, 'doit être un identifiant de projet Firebase (minuscules, chiffres, tirets)')
      .default('demo-motomaroc'),
  ),
  /** host:port of a running Auth emulator; set by the start script when it starts one */
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^:/\s]+:\d+$/, 'doit être de la forme hôte:port')
      .optional(),
  ),
  /**
   * With the Auth emulator (which accepts unsigned tokens), the site and the standalone v1 listen
   * on loopback only; 1 opens them to the network anyway, where anyone could sign in as anyone.
   */
  ALLOW_FORGED_SIGN_IN_FROM_NETWORK: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['0', '1'], { error: 'doit valoir 0 ou 1' })
      .default('0')
      .transform((value) => value === '1'),
  ),
  /** Port for the Auth emulator that the start script starts */
  FIREBASE_EMULATOR_PORT: port(9099),
  /** Web API key of the Firebase project (browser SDK and token refresh); any value works with the emulator */
  FIREBASE_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{1,100}$/, 'doit être une clé d’API Firebase')
      .default('demo-api-key'),
  ),
  /** authDomain of the Firebase project (Google sign-in popup); default <project>.firebaseapp.com */
  FIREBASE_AUTH_DOMAIN: optionalString,
  /**
   * Seals the session cookie (at least 32 characters). Required with a real Firebase project;
   * with a demo- project a random one is generated once into DATA_DIR/session-secret.
   */
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'doit faire au moins 32 caractères').optional()),
  /** Signs ALTCHA challenges and captcha proofs; unset: derived from SESSION_SECRET */
  CAPTCHA_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'doit faire au moins 32 caractères').optional()),
  /** Google reCAPTCHA instead of ALTCHA when set (with NEXT_PUBLIC_RECAPTCHA_SITE_KEY) */
  RECAPTCHA_SECRET_KEY: optionalString,
  /** v1 API deployed elsewhere; unset means in-process calls */
  V1_API_URL: optionalUrl('V1_API_URL'),
  /** Where uploaded photos are stored (default DATA_DIR/uploads) */
  UPLOADS_DIR: optionalString,
  /** S3-compatible storage for uploads instead of UPLOADS_DIR, when set (with NEXT_PUBLIC_UPLOADS_HOST for browsers) */
  S3_BUCKET: optionalString,
  /** on: the embedded PostgreSQL archives its WAL and is backed up daily, with the photos (docs/operations.md § Backups); off: neither */
  BACKUPS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'doit valoir on ou off' }).default('on')),
  /** Where backups are kept (default DATA_DIR/backups); with BACKUP_S3_BUCKET, only the WAL waiting to be sent */
  BACKUP_DIR: optionalString,
  /** A private S3-compatible bucket for backups (never the photos' public one); same S3_ENDPOINT and keys */
  BACKUP_S3_BUCKET: optionalString,
  /** Daily and weekly base backups kept */
  BACKUP_KEEP_DAILY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'doit être un nombre' }).int().min(1, 'doit valoir au moins 1').max(366).default(7),
  ),
  BACKUP_KEEP_WEEKLY: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'doit être un nombre' }).int().min(0).max(520).default(4)),
  /** Key of our own clients (the site's BFF, the mobile app) for counters that only they may call (X-App-Key) */
  APP_KEY: z.preprocess(emptyAsUndefined, z.string().min(16, 'doit faire au moins 16 caractères').default('motomaroc-cle-app-developpement')),
  /** Bearer token Prometheus sends to read /api/v1/sante/metriques; unset: that address answers 404 */
  METRICS_KEY: z.preprocess(emptyAsUndefined, z.string().min(16, 'doit faire au moins 16 caractères').optional()),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587, smtps://…); unset: mails are written as .eml files under DATA_DIR/mail */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
      .optional(),
  ),
  /** Where questions about sponsoring go (the sales team) */
  SALES_EMAIL: z.preprocess(emptyAsUndefined, z.email('doit être une adresse e-mail').default('ventes@motomaroc.ma')),
  /** Push notifications: fcm sends them through Firebase Cloud Messaging (a real Firebase project); journal only records them in push_message */
  PUSH: z.preprocess(emptyAsUndefined, z.enum(['journal', 'fcm'], { error: 'doit valoir journal ou fcm' }).default('journal')),
  /** Web push in browsers (with PUSH=fcm): the Firebase web app's id, sender id and VAPID key (Cloud Messaging's 'Web Push certificates') */
  FIREBASE_APP_ID: optionalString,
  FIREBASE_MESSAGING_SENDER_ID: optionalString,
  FIREBASE_VAPID_KEY: optionalString,
  /** Sender of the site's mails */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('MotoMaroc <no-reply@motomaroc.ma>')),
  /** Public address of the site for what the server hands out at run time (CMI's return and callback URLs); default NEXT_PUBLIC_SITE_URL */
  SITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, 'doit être une origine http(s), sans chemin')
      .optional(),
  ),
  /** CMI's 3-D Secure payment page; unset: the local CMI simulator started by npm start / npm run dev */
  CMI_GATEWAY_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\//, 'doit être une adresse http(s)')
      .optional(),
  ),
  /** Merchant id given by CMI (the simulator's by default) */
  CMI_CLIENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\w{1,40}$/, 'doit être l’identifiant marchand CMI')
      .default('600000000'),
  ),
  /** Store key shared with CMI, signs every form and callback; the simulator's development key by default */
  CMI_STORE_KEY: z.preprocess(emptyAsUndefined, z.string().min(6, 'doit faire au moins 6 caractères').default('TEST1234')),
  /** Port of the local CMI simulator */
  CMI_SIMULATOR_PORT: port(3100),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** another S3-compatible service than AWS (MinIO, R2, Scaleway…) */
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Memory for cached pages (home, list searches, listing pages); 0 renders every request (read by next.config.ts) */
  PAGE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(16_384).default(128)),
  /** on (the default): a log line per request of the site's HTTP server; off: v1's own lines only, which are always written (docs/operations.md § Request logs) */
  REQUEST_LOG: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'doit valoir on ou off' }).default('on')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A query slower than this many ms is counted (motomaroc_db_slow_queries_total) and logged, its text without values; 0: never */
  SLOW_QUERY_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'doit être un nombre de millisecondes' }).int('doit être un nombre entier de millisecondes').min(0).max(600_000).default(250),
  ),
  /** OpenTelemetry collector (http://collector:4318): traces of pages, v1 handlers and queries sent there in OTLP/HTTP; unset: no tracing at all */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  /** the service name the traces carry */
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().max(100).default('motomaroc')),
  /** Seconds the server's event loop may stay stuck before the process is ended and started again (server/runtime/event-loop-watchdog.ts); 0: never */
  EVENT_LOOP_STALL_S: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'doit être un nombre de secondes' })
      .int('doit être un nombre entier de secondes')
      .min(0, 'doit être 0 (jamais) ou un nombre de secondes entre 5 et 3600')
      .max(3600, 'doit être 0 (jamais) ou un nombre de secondes entre 5 et 3600')
      .refine((seconds) => seconds === 0 || seconds >= 5, 'doit être 0 (jamais) ou un nombre de secondes entre 5 et 3600')
      .default(30),
  ),
});

export type Env = z.infer<typeof envSchema> & {
  /** absolute paths derived from DATA_DIR */
  dataDir: string;
  uploadsDir: string;
  backupDir: string;
  /** the Firebase project is a local demo one, served by the Auth emulator */
  firebaseUsesEmulator: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const values = parsed.data;
  if (!values.SESSION_SECRET && !values.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new EnvError(['SESSION_SECRET est obligatoire avec un vrai projet Firebase (au moins 32 caractères aléatoires)']);
  }
  if (values.FIREBASE_API_KEY === 'demo-api-key' && !values.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new EnvError(['FIREBASE_API_KEY est obligatoire avec un vrai projet Firebase (clé d’API web du projet)']);
  }
  if (values.APP_KEY === 'motomaroc-cle-app-developpement' && !values.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new EnvError(['APP_KEY est obligatoire avec un vrai projet Firebase (au moins 16 caractères aléatoires)']);
  }
  if (values.DATABASE_READ_URLS.length > 0 && !values.DATABASE_URL) {
    throw new EnvError(['DATABASE_READ_URLS demande DATABASE_URL (le serveur principal dont ce sont les réplicas)']);
  }
  if (values.PUSH === 'fcm' && values.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new EnvError(['PUSH=fcm demande un vrai projet Firebase (FIREBASE_PROJECT_ID) et ses identifiants (GOOGLE_APPLICATION_CREDENTIALS)']);
  }
  if (values.CMI_GATEWAY_URL?.includes('cmi.co.ma') && values.CMI_STORE_KEY === 'TEST1234') {
    throw new EnvError(['CMI_STORE_KEY est obligatoire avec la passerelle CMI (la clé de magasin fournie par CMI)']);
  }
  if (values.BACKUP_S3_BUCKET && values.BACKUP_S3_BUCKET === values.S3_BUCKET) {
    throw new EnvError(['BACKUP_S3_BUCKET doit être un autre bucket que S3_BUCKET : les photos sont publiques, les sauvegardes jamais']);
  }
  // Runtime folders, not sources: keep the bundler from tracing them.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ values.DATA_DIR);
  return {
    ...values,
    dataDir,
    uploadsDir: path.resolve(/*turbopackIgnore: true*/ values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    backupDir: path.resolve(/*turbopackIgnore: true*/ values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    firebaseUsesEmulator: values.FIREBASE_PROJECT_ID.startsWith('demo-'),
  };
}

let current: Env | undefined;

/** The validated environment of this process. */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** For scripts that change process.env after start (the embedded database URL, emulator host). */
export function reloadEnv(): Env {
  current = parseEnv(process.env);
  return current;
}
