import { resolve } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Everything the server reads from its environment, parsed and checked once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database, outbox mail, uploaded files and generated secrets live here. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** Redis: BullMQ jobs and the Socket.IO adapter; when absent jobs run in-process. */
  redisUrl?: string;
  /**
   * The prefix of every Redis key and channel (BullMQ's queues, the Socket.IO adapter's
   * channels): the nodes of one installation share it; installations (or test runs) sharing
   * one Redis each take their own, so none takes another's jobs or pushes. Default `kollab`.
   */
  redisPrefix: string;
  /** SMTP server; when absent mail is written to dataDir/mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address users reach the product at; used in links sent by mail. */
  publicUrl: string;
  /** Secret for signing tokens; generated into dataDir when absent. */
  jwtSecret?: string;
  /**
   * SURVEY_BALLOT_KEY: the AES-256 key (base64, 32 bytes) that seals the answers of anonymous
   * surveys until they are cast (surveys README); generated into dataDir when absent. Never in
   * the database.
   */
  surveyBallotKey?: string;
  logLevel: LogLevel;
  /** LOG_FORMAT: JSON lines, readable lines, or (auto) readable at a terminal and JSON otherwise. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** How long a command's response waits for the read models (then 202). */
  readYourWritesTimeoutMs: number;
  /** A projection behind the newest committed event without moving this long is stalled (health answers 503). */
  projectionStallMs: number;
  /** Serve the built client from client/dist. */
  serveClient: boolean;
  /** The built client's folder (CLIENT_DIST; default client/dist of this checkout). */
  clientDist?: string;
  /**
   * Run projections and job workers in this process. A process with false only serves
   * HTTP and sockets (scale-out), and the CLI tools run with false.
   */
  runWorkers: boolean;
  /**
   * Express `trust proxy`: false (default: the client address is the socket's), true,
   * 'loopback', or a number of proxy hops. Login throttling keys on that address.
   */
  trustProxy: boolean | number | string;
  /** Seed the demo organisations on the first start of an embedded installation. */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: readonly string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${parsed.protocol}//..."`);
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return undefined;
    }
  };

  const port = integer('PORT', 3000, 1, 65535);
  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const logFormat = (text('LOG_FORMAT') ?? 'auto') as AppConfig['logFormat'];
  if (!['json', 'pretty', 'auto'].includes(logFormat)) problems.push(`LOG_FORMAT must be json, pretty or auto, got "${logFormat}"`);
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  const redisPrefix = text('REDIS_PREFIX') ?? 'kollab';
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(redisPrefix)) {
    problems.push(`REDIS_PREFIX must be 1 to 64 letters, digits, '_', '.' or '-' (starting with a letter or digit), got "${redisPrefix}"`);
  }
  const surveyBallotKey = text('SURVEY_BALLOT_KEY');
  if (surveyBallotKey !== undefined && Buffer.from(surveyBallotKey, 'base64').length !== 32) {
    problems.push('SURVEY_BALLOT_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  for (const name of ['EVENTSTORE_URL', 'MONGO_URL']) {
    if (text(name)) {
      problems.push(
        `${name} is set, but the app does not run on KurrentDB/MongoDB yet (their adapters pass the port contracts; the projection runners still need SQL: core/event-store/ADAPTERS.md); unset it to use PostgreSQL`,
      );
    }
  }
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (raw !== 'true' && raw !== 'false') problems.push(`${name} must be true or false, got "${raw}"`);
    return raw === 'true';
  };

  const config: AppConfig = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: resolve(text('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'Kollab <no-reply@kollab.localhost>',
    publicUrl: url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    jwtSecret,
    surveyBallotKey,
    logLevel,
    logFormat,
    readYourWritesTimeoutMs: integer('READ_YOUR_WRITES_TIMEOUT_MS', 2000, 0, 30000),
    projectionStallMs: integer('PROJECTION_STALL_MS', 10000, 100, 3_600_000),
    serveClient: flag('SERVE_CLIENT', true),
    clientDist: text('CLIENT_DIST') === undefined ? undefined : resolve(text('CLIENT_DIST')!),
    runWorkers: flag('RUN_WORKERS', true),
    trustProxy: parseTrustProxy(text('TRUST_PROXY'), problems),
    seedDemo: flag('SEED_DEMO', true),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^(loopback|linklocal|uniquelocal)(,\s*(loopback|linklocal|uniquelocal))*$/.test(raw)) return raw;
  problems.push(`TRUST_PROXY must be true, false, a number of hops or loopback/linklocal/uniquelocal, got "${raw}"`);
  return false;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
