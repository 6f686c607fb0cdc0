/**
 * Bounds of one generation and of a user's use of the AI provider. Each AI call costs the operator money and
 * each wait costs the user time: both are bounded here, and the environment may change the defaults.
 */
export interface GenerationLimits {
  /** GENERATION_TIMEOUT_MS: the whole generation, from the request to the answer (body streaming included). */
  timeoutMs: number;
  /** AI_CALLS_PER_HOUR: calls to the AI provider per user in any 60 minutes, failed ones included. */
  providerCallsPerHour: number;
  /** GENERATE_RATE_LIMIT_MAX: requests to /api/generate per user (or address) per minute, whatever the provider. */
  requestsPerMinute: number;
}

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = {
  timeoutMs: 60_000,
  providerCallsPerHour: 30,
  requestsPerMinute: 20,
};

/** The window of the provider-call budget. */
export const PROVIDER_CALL_WINDOW_MS = 60 * 60 * 1000;

/**
 * What is read from the provider. A recipe is a few kB of JSON; these leave room for the longest real one
 * (200 ingredients, 100 steps) many times over and stop a runaway reply early.
 */
export const REPLY_LIMITS = {
  /** Characters of the reply's text (the assembled content of a streamed reply). */
  maxChars: 256 * 1024,
  /** Bytes on the wire of a plain reply (the JSON envelope around the text, escapes included). */
  maxPlainBytes: 1024 * 1024,
  /** Bytes on the wire of a streamed reply (each chunk of text carries an envelope of ~150 bytes). */
  maxStreamBytes: 16 * 1024 * 1024,
} as const;

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export function generationLimitsFromEnv(env: Record<string, string | undefined>): GenerationLimits {
  return Object.freeze({
    timeoutMs: positiveInt(env.GENERATION_TIMEOUT_MS, 'GENERATION_TIMEOUT_MS', DEFAULT_GENERATION_LIMITS.timeoutMs, 15 * 60_000),
    providerCallsPerHour: positiveInt(env.AI_CALLS_PER_HOUR, 'AI_CALLS_PER_HOUR', DEFAULT_GENERATION_LIMITS.providerCallsPerHour, 100_000),
    requestsPerMinute: positiveInt(
      env.GENERATE_RATE_LIMIT_MAX,
      'GENERATE_RATE_LIMIT_MAX',
      DEFAULT_GENERATION_LIMITS.requestsPerMinute,
      100_000,
    ),
  });
}
