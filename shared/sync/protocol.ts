import { z } from 'zod';

/**
 * The replication protocol between the RxDB client and the sync server, one definition for both
 * sides. It follows RxDB's HTTP replication shape: pull by server checkpoint, push rows with the
 * assumed master state, conflicts answered with the real master state.
 */
export const SYNC_PROTOCOL_VERSION = 1;

/** Server sequence checkpoint; never a client clock. A plain object (RxDB drops non-object checkpoints). */
export const checkpointSchema = z.strictObject({
  seq: z.number().int().min(0),
  id: z.string().max(128),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const MAX_PULL_BATCH = 500;
export const MAX_PUSH_ROWS = 100;

export const pullRequestSchema = z.strictObject({
  checkpoint: checkpointSchema.nullable(),
  batchSize: z.number().int().min(1).max(MAX_PULL_BATCH),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

/** A replicated document as it travels: the collection's document plus the deleted flag. */
export type WireDoc = Record<string, unknown> & { id: string; _deleted: boolean };

export interface PullResponse {
  documents: WireDoc[];
  /** null only when the collection is empty for this user and no checkpoint was given. */
  checkpoint: Checkpoint | null;
}

const wireDocSchema = z.looseObject({ id: z.string(), _deleted: z.boolean().optional() });

export const pushRowSchema = z.strictObject({
  assumedMasterState: wireDocSchema.nullable().optional(),
  newDocumentState: wireDocSchema,
});
export const pushRequestSchema = z.strictObject({
  rows: z.array(pushRowSchema).min(1).max(MAX_PUSH_ROWS),
});
export type PushRow = z.infer<typeof pushRowSchema>;
export type PushRequest = z.infer<typeof pushRequestSchema>;

export interface PushResponse {
  /** Real master states of the rows whose assumed master state did not match. */
  conflicts: WireDoc[];
}

/** Server-sent events on GET /api/sync/stream. */
export const STREAM_EVENTS = {
  /** data: StreamChange */
  change: 'change',
  /** data: {} — the client must re-pull every collection (stream (re)opened, server lost LISTEN, ...). */
  resync: 'resync',
  /** data: { reason } — the server ends the stream (token expiry); the client reconnects with a new ticket. */
  end: 'end',
} as const;

export interface StreamChange {
  collection: string;
  documents: WireDoc[];
  checkpoint: Checkpoint;
}

/** Machine-readable error codes in `{ error, message }` bodies. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  emailNotVerified: 'email_not_verified',
  accountDeactivated: 'account_deactivated',
  readOnlyCollection: 'read_only_collection',
  sessionRevoked: 'session_revoked',
  consentRequired: 'consent_required',
  limitReached: 'limit_reached',
  planRequired: 'plan_required',
  providerError: 'provider_error',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiError {
  error: ErrorCode;
  message: string;
  /** For validation errors: the path of the field that failed, e.g. "rows.0.newDocumentState.title". */
  field?: string;
}
