import type { ErrorCode } from '../../../shared/sync/protocol';

/** A failure of one generation request, with the HTTP status and the product's text for it. */
export class GenerationError extends Error {
  /** Create with the built-in engine: the closest built-in dishes, for the cook to pick from. */
  suggestions?: string[];

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** Extra detail for the log (never shown to the user). */
    readonly detail?: string,
    /** Seconds after which trying again can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}
