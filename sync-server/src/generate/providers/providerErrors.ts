import OpenAI from 'openai';
import { AI_PATH_TEXTS } from '../../../../shared/domain/aiPathTexts';
import { MESSAGES } from '../../../../shared/domain/messages';
import { ERROR_CODES } from '../../../../shared/sync/protocol';
import { GenerationError } from '../generationError';
import { ReplyTooLargeError } from './cappedFetch';

/** A provider's Retry-After above this is not passed on: the user is told to try again later, not in an hour. */
const MAX_PASSED_RETRY_SECONDS = 600;

/** Retry-After of a provider's answer, in whole seconds (delta-seconds or an HTTP date). */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  const raw = headers?.get('retry-after')?.trim();
  if (!raw) return undefined;
  const seconds = /^\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : (Date.parse(raw) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(MAX_PASSED_RETRY_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/** Everything the provider said about an error, lower-cased: message, type, code, body. */
function errorText(error: InstanceType<typeof OpenAI.APIError>): string {
  return `${error.message} ${error.type ?? ''} ${error.code ?? ''} ${JSON.stringify(error.error ?? '')}`.toLowerCase();
}

/** A 400 (or 422) refusing the response_format asked for: the server lacks that output mode. */
export function isUnsupportedFormat(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) return false;
  return error.param === 'response_format' || /response_format|json_schema|json_object|structured output/.test(errorText(error));
}

/**
 * Maps SDK failures to the product's texts (signed-in-features §8): "quota" only when the provider said quota,
 * a refused connection as the connection text, a busy provider (429 without quota) as busy with its Retry-After.
 */
export function mapOpenAiError(error: unknown, timeoutMs: number): GenerationError {
  if (error instanceof GenerationError) return error;
  if (error instanceof ReplyTooLargeError || (error instanceof Error && error.cause instanceof ReplyTooLargeError)) {
    const limit = error instanceof ReplyTooLargeError ? error.limitBytes : (error.cause as ReplyTooLargeError).limitBytes;
    return new GenerationError(ERROR_CODES.providerError, 502, AI_PATH_TEXTS.replyTooLarge(Math.round(limit / 1024)), error.message);
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new GenerationError(ERROR_CODES.unavailable, 504, AI_PATH_TEXTS.timedOut(Math.round(timeoutMs / 1000)), error.message);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.connectionFailed, error.message);
  }
  if (error instanceof OpenAI.APIError) {
    const text = errorText(error);
    if (text.includes('quota')) return new GenerationError(ERROR_CODES.providerError, 503, MESSAGES.quotaExceeded, error.message);
    if (error.status === 429) {
      return new GenerationError(
        ERROR_CODES.providerError,
        503,
        AI_PATH_TEXTS.providerBusy,
        error.message,
        retryAfterSeconds(error.headers) ?? 60,
      );
    }
    return new GenerationError(
      ERROR_CODES.providerError,
      502,
      MESSAGES.generationFailed,
      `AI service answered HTTP ${error.status}: ${error.message}`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/ECONNREFUSED|ENOTFOUND|ECONNRESET|socket/i.test(message)) {
    return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.connectionFailed, message);
  }
  return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.generationFailed, message);
}
