// The contact backend's settings, read from the environment: by the server and the CLI from process.env,
// by the endpoint (when it runs without our server, as in `astro dev`) through astro:env.
import { company } from '../../lib/company.ts';

export interface ContactConfig {
  /** nodemailer connection URL; without it messages are only stored. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
  /** The SQLite outbox file, used when `databaseUrl` is unset. */
  dbFile: string;
  /** PostgreSQL connection URL (DATABASE_URL); when set, the outbox lives there instead of `dbFile`. */
  databaseUrl: string | undefined;
  /** Connections one process may open to PostgreSQL. */
  poolMax: number;
  /** Longest wait for a PostgreSQL connection or statement before the call fails (a post then gets 503). */
  statementTimeoutMs: number;
  /** Submissions per client address per minute. */
  rateLimit: number;
  /** First retry delay; each later one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the running server looks for messages due for delivery. */
  workerIntervalMs: number;
  /** How long a claimed message stays reserved for its sender before another may take it over. */
  leaseMs: number;
  /** A message undelivered for longer than this is reported in the log, once an hour. */
  alertAfterMs: number;
  /** Delivered messages older than this many days are deleted (daily by the server, or `contact:prune`). */
  retentionDays: number;
}

/** The variables read here; astro.config.mjs declares the same ones in `env.schema`. */
export type ContactEnvName =
  | 'SMTP_URL'
  | 'CONTACT_TO'
  | 'CONTACT_FROM'
  | 'CONTACT_DB'
  | 'DATABASE_URL'
  | 'DATABASE_POOL_MAX'
  | 'DATABASE_STATEMENT_TIMEOUT'
  | 'CONTACT_RATE_LIMIT'
  | 'CONTACT_RETRY_BASE_MS'
  | 'CONTACT_RETRY_MAX_MS'
  | 'CONTACT_WORKER_INTERVAL_MS'
  | 'CONTACT_LEASE_MS'
  | 'CONTACT_ALERT_AFTER'
  | 'CONTACT_RETENTION_DAYS';

export type EnvLookup = (name: ContactEnvName) => string | undefined;

const unitMs = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A duration written as a whole number and a unit: `90s`, `30m`, `1h`, `180d`; null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * unitMs[match[2] as keyof typeof unitMs] : null;
}

/** A variable read with `parse`; unset or blank gives `fallback`, anything `parse` refuses stops the start. */
function setting<T>(
  get: EnvLookup,
  name: ContactEnvName,
  fallback: T,
  parse: (raw: string) => T | null,
  expected: string,
): T {
  const raw = get(name)?.trim();
  if (!raw) return fallback;
  const value = parse(raw);
  if (value === null) throw new Error(`${name} must be ${expected}, not "${raw}"`);
  return value;
}

const positiveInteger = (raw: string) => (Number.isSafeInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : null);
const whole = 'a positive whole number';

export function readContactConfig(get: EnvLookup): ContactConfig {
  const text = (name: ContactEnvName) => get(name)?.trim() || undefined;
  const config: ContactConfig = {
    smtpUrl: text('SMTP_URL'),
    to: text('CONTACT_TO') ?? company.email,
    from: text('CONTACT_FROM') ?? 'Lumbre website <no-reply@lumbre.com.ar>',
    dbFile: text('CONTACT_DB') ?? 'data/contact.sqlite',
    databaseUrl: text('DATABASE_URL'),
    poolMax: setting(get, 'DATABASE_POOL_MAX', 10, positiveInteger, whole),
    statementTimeoutMs: setting(
      get,
      'DATABASE_STATEMENT_TIMEOUT',
      5_000,
      (raw) => positiveInteger(raw) ?? (parseDuration(raw) || null),
      'milliseconds or a duration such as 5s',
    ),
    rateLimit: setting(get, 'CONTACT_RATE_LIMIT', 5, positiveInteger, whole),
    retryBaseMs: setting(get, 'CONTACT_RETRY_BASE_MS', 30_000, positiveInteger, whole),
    retryMaxMs: setting(get, 'CONTACT_RETRY_MAX_MS', 60 * 60_000, positiveInteger, whole),
    workerIntervalMs: setting(get, 'CONTACT_WORKER_INTERVAL_MS', 15_000, positiveInteger, whole),
    leaseMs: setting(get, 'CONTACT_LEASE_MS', 5 * 60_000, positiveInteger, whole),
    alertAfterMs: setting(
      get,
      'CONTACT_ALERT_AFTER',
      unitMs.h,
      (raw) => parseDuration(raw) || null,
      'a duration such as 30m, 1h or 2d',
    ),
    retentionDays: setting(get, 'CONTACT_RETENTION_DAYS', 180, positiveInteger, whole),
  };
  if (config.smtpUrl && !/^smtps?:\/\//i.test(config.smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (config.databaseUrl && !/^postgres(?:ql)?:\/\//i.test(config.databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return config;
}

/** The environment as a lookup, for the server and the CLI. */
export const processEnv: EnvLookup = (name) => process.env[name];
