import type { z } from 'zod';
import { parseInput } from '../errors';

/**
 * Parses an auth request body. Failures are 400 validation_failed with the field and the
 * user-facing message alone (the forms show it under the field as is).
 */
export function parseAuthBody<T>(schema: z.ZodType<T>, body: unknown): T {
  return parseInput(schema, body ?? {}, { bareMessage: true });
}
