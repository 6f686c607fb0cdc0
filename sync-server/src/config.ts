import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { type GenerationLimits, generationLimitsFromEnv } from './generate/generationLimits';
import { MAX_PUSH_BYTES_IN_FLIGHT_PER_USER, MAX_PUSH_BYTES_IN_FLIGHT_TOTAL } from './sync/pushesInFlight';

export type GenerationProvider = 'openai' | 'local';
export type TrustProxy = false | number | readonly string[];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server reads from the environment, read once. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Unset: embedded PGlite in DATA_DIR/pglite. */
  readonly databaseUrl: string | undefined;
  readonly jwtSecret: string;
  /** Base URL used in links of mails (verify, reset). */
  readonly publicUrl: string;
  /** Allowed CORS origins; empty = CORS closed. */
  readonly corsOrigins: readonly string[];
  readonly logLevel: LogLevel;
  /**
   * Which X-Forwarded-For entries to believe: false = none; a number = that many proxies in front
   * (the client is the entry the outermost one appended); addresses = only hops from these
   * proxies. Never "all": the left-most entry is whatever the client sent.
   */
  readonly trustProxy: TrustProxy;
  readonly production: boolean;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  /** Where contact-form messages are mailed. */
  readonly contactEmail: string;
  /** ANALYTICS_SCRIPT_URL: an external analytics tag, loaded by the client only with analytics consent. */
  readonly analyticsScriptUrl: string | undefined;
  readonly googleClientId: string | undefined;
  readonly googleClientSecret: string | undefined;
  readonly googleIssuer: string;
  readonly openaiApiKey: string | undefined;
  readonly openaiBaseUrl: string | undefined;
  readonly openaiModel: string | undefined;
  readonly generationProvider: GenerationProvider;
  /** Deadline of one generation and the bounds of a user's AI calls (GENERATION_TIMEOUT_MS, AI_CALLS_PER_HOUR, GENERATE_RATE_LIMIT_MAX). */
  readonly generationLimits: GenerationLimits;
  readonly unsplashAccessKey: string | undefined;
  readonly pexelsApiKey: string | undefined;
  /** Image search API roots (overridable so tests use a local server). */
  readonly unsplashApiUrl: string;
  readonly pexelsApiUrl: string;
  /** Test-only: loopback addresses the recipe-link fetch may reach (RECIPE_LINK_TEST_ALLOW_IPS); empty in real use. */
  readonly recipeLinkAllowIps: readonly string[];
  readonly stripeSecretKey: string | undefined;
  readonly stripeWebhookSecret: string | undefined;
  /** STRIPE_PRICE_<NAME>=price_... keyed by the lower-cased <NAME>, e.g. { pro_monthly: 'price_1' }. */
  readonly stripePrices: Readonly<Record<string, string>>;
  /** Stripe API root (tests and stripe-mock use a local server); unset = Stripe's own. */
  readonly stripeApiUrl: string | undefined;
  /** Bytes of push bodies all users together may have in flight (PUSH_BODIES_MAX_MIB). */
  readonly pushBodiesMaxBytes: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const STRIPE_PRICE_PREFIX = 'STRIPE_PRICE_';
const MIB = 1024 * 1024;

/** The test-only allowance may name loopback addresses only, so it can never open private networks. */
function loopbackList(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const ip of list) {
    if (ip !== '127.0.0.1' && ip !== '::1') throw new Error(`RECIPE_LINK_TEST_ALLOW_IPS may list only 127.0.0.1 or ::1, not ${ip}`);
  }
  return list;
}

function optional(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

/** PUSH_BODIES_MAX_MIB: whole MiB, at least one account's share (one of the largest pushes). */
function parsePushBodiesMax(raw: string | undefined): number {
  if (raw === undefined) return MAX_PUSH_BYTES_IN_FLIGHT_TOTAL;
  const least = MAX_PUSH_BYTES_IN_FLIGHT_PER_USER / MIB;
  const mib = Number(raw);
  if (!Number.isInteger(mib) || mib < least || mib > 65_536) {
    throw new Error(`PUSH_BODIES_MAX_MIB must be a whole number of MiB from ${least} up, got "${raw}"`);
  }
  return mib * MIB;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  const level = raw.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, the number of reverse proxies in front of the server (e.g. 1), or their comma-separated addresses or CIDR ranges';

/** `true` means the one proxy in front (the hop count 1), so an old setting cannot trust what clients send. */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined) return false;
  const value = raw.trim().toLowerCase();
  if (['0', 'false', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`${TRUST_PROXY_HELP}, got "${raw}"`);
    return hops;
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const valid = (part: string) =>
    ipaddr.IPv4.isValidFourPartDecimal(part) ||
    ipaddr.IPv4.isValidCIDRFourPartDecimal(part) ||
    ipaddr.IPv6.isValid(part) ||
    ipaddr.IPv6.isValidCIDR(part);
  if (addresses.length === 0 || !addresses.every(valid)) throw new Error(`${TRUST_PROXY_HELP}, got "${raw}"`);
  return Object.freeze(addresses);
}

function parseProvider(raw: string | undefined, hasKey: boolean): GenerationProvider {
  if (raw === undefined) return hasKey ? 'openai' : 'local';
  if (raw !== 'openai' && raw !== 'local') throw new Error(`GENERATION_PROVIDER must be openai or local, got "${raw}"`);
  return raw;
}

/** A secret generated once and kept in DATA_DIR so access tokens survive restarts. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // no secret yet: create one below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const JWT_SECRET_MIN_LENGTH = 32;

/** A secret from the environment must be long and must not be a placeholder copied from an example. */
function checkedJwtSecret(raw: string): string {
  if (raw.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (use a long random value)`);
  }
  if (raw.toLowerCase().includes('change-me')) throw new Error('JWT_SECRET is a placeholder ("change-me"): set it to a long random value');
  return raw;
}

function stripePrices(env: Env): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith(STRIPE_PRICE_PREFIX) && value?.trim()) prices[key.slice(STRIPE_PRICE_PREFIX.length).toLowerCase()] = value.trim();
  }
  return prices;
}

/** An https address (http only on this machine, for tests); anything else stops the server with a clear message. */
function parseAnalyticsScriptUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ANALYTICS_SCRIPT_URL must be a full URL, e.g. https://analytics.example/script.js (got "${value}")`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error('ANALYTICS_SCRIPT_URL must use https (http is accepted for localhost only)');
  }
  return url.href;
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(optional(env, 'PORT'));
  const envJwtSecret = optional(env, 'JWT_SECRET');
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? './data');
  const openaiApiKey = optional(env, 'OPENAI_API_KEY');
  const corsOrigins = (optional(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
  return Object.freeze({
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL'),
    jwtSecret: envJwtSecret === undefined ? persistedJwtSecret(dataDir) : checkedJwtSecret(envJwtSecret),
    publicUrl: (optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: Object.freeze(corsOrigins),
    logLevel: parseLogLevel(optional(env, 'LOG_LEVEL')),
    trustProxy: parseTrustProxy(optional(env, 'TRUST_PROXY')),
    production: env.NODE_ENV === 'production',
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    contactEmail: optional(env, 'CONTACT_EMAIL') ?? 'support@localhost',
    analyticsScriptUrl: parseAnalyticsScriptUrl(optional(env, 'ANALYTICS_SCRIPT_URL')),
    googleClientId: optional(env, 'GOOGLE_CLIENT_ID'),
    googleClientSecret: optional(env, 'GOOGLE_CLIENT_SECRET'),
    googleIssuer: optional(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com',
    openaiApiKey,
    openaiBaseUrl: optional(env, 'OPENAI_BASE_URL'),
    openaiModel: optional(env, 'OPENAI_MODEL'),
    generationProvider: parseProvider(optional(env, 'GENERATION_PROVIDER'), openaiApiKey !== undefined),
    generationLimits: generationLimitsFromEnv(env),
    unsplashAccessKey: optional(env, 'UNSPLASH_ACCESS_KEY'),
    pexelsApiKey: optional(env, 'PEXELS_API_KEY'),
    unsplashApiUrl: optional(env, 'UNSPLASH_API_URL') ?? 'https://api.unsplash.com',
    pexelsApiUrl: optional(env, 'PEXELS_API_URL') ?? 'https://api.pexels.com',
    recipeLinkAllowIps: loopbackList(optional(env, 'RECIPE_LINK_TEST_ALLOW_IPS')),
    stripeSecretKey: optional(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
    stripePrices: Object.freeze(stripePrices(env)),
    stripeApiUrl: optional(env, 'STRIPE_API_URL'),
    pushBodiesMaxBytes: parsePushBodiesMax(optional(env, 'PUSH_BODIES_MAX_MIB')),
  });
}
