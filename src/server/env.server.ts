import path from 'node:path'
import { z } from 'zod'

/**
 * Every environment variable Parley reads, validated once at start-up. The names are a contract that the
 * README, CI and deployments rely on: add new ones here and to the README's table, nowhere else.
 */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL connection URL (postgres://user@host:5432/db)')
      .optional(),
  ),
  BETTER_AUTH_URL: z.preprocess(emptyAsUndefined, z.url('must be an absolute URL').optional()),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 32)').optional(),
  ),
  RATE_LIMIT_ENABLED: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(600),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  REQUIRE_EMAIL_VERIFICATION: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Parley <no-reply@localhost>')),
  ADMIN_EMAILS: commaList.transform((emails) => emails.map((email) => email.toLowerCase())),
  ADMIN_USER_IDS: commaList,
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  MAX_TEAMS_PER_USER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(5)),
  MAX_PROJECTS_PER_ORG: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(20),
  ),
  PAGE_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(3600).default(5)),
  MAX_UPLOAD_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(100)),
  MAX_STORAGE_MB_PER_ORG: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000_000).default(10_000),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3–63 lowercase letters, digits, . and -)',
      )
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url('must be an absolute URL (https://s3.example.com)').optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Read before start-up (below), listed here so that this schema names every variable.
  LOG_FORMAT: z.string().optional(),
  PARLEY_MIGRATIONS_DIR: z.string().optional(),
})

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string | undefined
  dataDir: string
  databaseUrl: string | undefined
  baseUrl: string
  secret: string | undefined
  rateLimitEnabled: boolean
  /** Requests one API key may make per minute, on all nodes together (when rate limits are enabled). */
  apiRateLimitPerMinute: number
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (otherwise it is spoofable). */
  trustProxy: boolean
  /**
   * Let webhooks reach loopback, private and other non-public addresses (and plain http): self-hosted
   * intranets and tests. Off, such URLs are refused when saved and at every delivery (SSRF guard).
   */
  webhookAllowPrivateNetworks: boolean
  /** Refuse sign-in until the email address is verified (a verification mail is sent on sign-in). */
  requireEmailVerification: boolean
  smtpUrl: string | undefined
  mailFrom: string
  adminEmails: string[]
  adminUserIds: string[]
  /** Seed demo content on first start: by default only on the embedded database. */
  seedDemo: boolean
  /** How many teams one user may own (SPEC's underLimit). */
  maxTeamsPerUser: number
  maxProjectsPerOrg: number
  /**
   * How long a page rendered for an anonymous visitor may be served again to the next one (0: never). Every
   * committed change clears these pages sooner (src/server/page-cache.server.ts).
   */
  pageCacheSeconds: number
  /** The largest file one upload may be, in MiB. */
  maxUploadMb: number
  /** What one organisation's files (every version) may take together, in MiB. */
  maxStorageMbPerOrg: number
  /** Files go to this S3-compatible bucket when set (several nodes share it); else to DATA_DIR/files. */
  s3?: S3Config
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}

export type S3Config = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Parley cannot start: the configuration is invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
      }),
    )
  }
  const env = parsed.data
  const s3Problems = s3ConfigProblems(env)
  if (s3Problems.length > 0) throw new ConfigError(s3Problems)
  const baseUrl = (env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    baseUrl,
    secret: env.BETTER_AUTH_SECRET,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    webhookAllowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    adminUserIds: env.ADMIN_USER_IDS,
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    maxTeamsPerUser: env.MAX_TEAMS_PER_USER,
    maxProjectsPerOrg: env.MAX_PROJECTS_PER_ORG,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    maxUploadMb: env.MAX_UPLOAD_MB,
    maxStorageMbPerOrg: env.MAX_STORAGE_MB_PER_ORG,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
  }
}

/** The S3 settings belong together: a key without its secret, or settings without a bucket, are mistakes. */
function s3ConfigProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = []
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (to use the default AWS credentials)',
    )
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID))
    problems.push(
      'S3_BUCKET="": must be set when other S3_ settings are (files stay on the local disk without it)',
    )
  return problems
}

/*
 * Settings read where the validated configuration is not at hand: by the logger (created before anything
 * else), the migrations' lookup (scripts run it too), the site-admin check (which Better Auth's CLI loads as
 * well) and the request middleware (in the rendering bundle, per request). Each reads its variable here, by the
 * same rule as loadConfig, and none throws: loadConfig reports a bad value by name at start-up. `process.env.X`
 * is written out in full so that a build that fixes NODE_ENV replaces it here as it would anywhere else.
 */

let adminUserIdsRead: { raw: string | undefined; ids: string[] } | undefined

/** ADMIN_USER_IDS, split as loadConfig splits it (read again only when the variable changes). */
export function adminUserIdsFromEnv(): string[] {
  const raw = process.env.ADMIN_USER_IDS
  if (adminUserIdsRead && adminUserIdsRead.raw === raw) return adminUserIdsRead.ids
  const ids = envSchema.shape.ADMIN_USER_IDS.parse(raw)
  adminUserIdsRead = { raw, ids }
  return ids
}

/** NODE_ENV is `production` (a production build: no development allowances such as Vite's websocket). */
export function runsInProduction(): boolean {
  return process.env.NODE_ENV === 'production'
}

/** NODE_ENV is `test`. */
export function runsUnderTest(): boolean {
  return process.env.NODE_ENV === 'test'
}

/** LOG_LEVEL as written (trimmed, lower case), unchecked: the logger falls back on a level it does not know. */
export function requestedLogLevel(): string | undefined {
  return process.env.LOG_LEVEL?.trim().toLowerCase()
}

/** LOG_FORMAT=json: JSON lines even on a terminal. */
export function jsonLogsRequested(): boolean {
  return process.env.LOG_FORMAT === 'json'
}

/** BETTER_AUTH_URL is an https address (the site is served over TLS, perhaps behind a proxy). */
export function configuredUrlIsHttps(): boolean {
  return (process.env.BETTER_AUTH_URL ?? '').startsWith('https:')
}

/** PARLEY_MIGRATIONS_DIR, when set: where the SQL migrations are. */
export function migrationsDirFromEnv(): string | undefined {
  return process.env.PARLEY_MIGRATIONS_DIR || undefined
}

/**
 * The environment the social providers' settings are read from. Their names depend on which providers are
 * configured, so the auth module reads and checks them itself (with ConfigError); this is the one place that
 * hands it the environment.
 */
export function socialProviderEnvironment(): Record<string, string | undefined> {
  return process.env
}
