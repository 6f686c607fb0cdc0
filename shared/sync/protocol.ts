import { z } from 'zod';

/**
 * The replication protocol between the RxDB client and the sync server, one definition for both
 * sides. It follows RxDB's HTTP replication shape: pull by server checkpoint, push rows with the
 * assumed master state, conflicts answered with the real master state.
 */
export { PROTOCOL_HEADER, SUPPORTED_PROTOCOL_VERSIONS, SYNC_PROTOCOL_VERSION } from './protocolVersion';

/** Server sequence checkpoint; never a client clock. A plain object (RxDB drops non-object checkpoints). */
export const checkpointSchema = z.strictObject({
  seq: z.number().int().min(0),
  id: z.string().max(128),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const MAX_PULL_BATCH = 500;
export const MAX_PUSH_ROWS = 100;

/** The path of pull and push: `/api/sync/:collection/pull|push` (an unknown name is a 404, checked by the route). */
export const collectionParamsSchema = z.object({ collection: z.string().max(100) });

/** GET /api/sync/stream?ticket=: a ticket that is not a bounded string counts as none (the stream then needs a bearer token). */
export const streamQuerySchema = z.object({ ticket: z.string().max(4096).optional().catch(undefined) });

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
/** A document as the server sends it: always with its deleted flag. */
const sentDocSchema = z.looseObject({ id: z.string().min(1), _deleted: z.boolean() });

export const pushRowSchema = z.strictObject({
  assumedMasterState: wireDocSchema.nullable().optional(),
  newDocumentState: wireDocSchema,
});
export const pushRequestSchema = z.strictObject({
  rows: z.array(pushRowSchema).min(1).max(MAX_PUSH_ROWS),
});
export type PushRow = z.infer<typeof pushRowSchema>;
export type PushRequest = z.infer<typeof pushRequestSchema>;

/** Why the server refused to store one row of a push; the other rows of the batch are not affected. */
export const REJECT_REASONS = {
  /** The document does not pass the collection's schema (`field` names the first failing field). */
  invalid: 'validation_failed',
  /** The document is larger than LIMITS.maxDocumentBytes. */
  tooLarge: 'payload_too_large',
  /** A new recipe beyond the plan's recipe limit: it syncs after an upgrade or a delete. */
  recipeLimit: 'recipe_limit_reached',
  /** Meal plans are written only on plans with meal planning; reading stays allowed. */
  mealPlanning: 'meal_planning_required',
  /** A setting the plan does not unlock (default filters beyond the plan, health conditions or goals, profile picture). */
  planFeature: 'plan_feature_required',
} as const;
export type RejectReason = (typeof REJECT_REASONS)[keyof typeof REJECT_REASONS];

export const rejectedRowSchema = z.strictObject({
  id: z.string(),
  reason: z.enum(Object.values(REJECT_REASONS) as [RejectReason, ...RejectReason[]]),
  message: z.string(),
  field: z.string().optional(),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/**
 * Per-row result of a push: a row in `conflicts` (its real master state) conflicted, a row in
 * `rejected` was refused with a reason and nothing of it was stored, every other row was accepted.
 * `rejected` is left out when empty.
 */
export interface PushResponse {
  /** Real master states of the rows whose assumed master state did not match. */
  conflicts: WireDoc[];
  rejected?: RejectedRow[];
}

/** What the client accepts as a pull reply (documents are checked against the collection schema separately). */
export const pullResponseSchema = z.strictObject({
  documents: z.array(sentDocSchema),
  checkpoint: checkpointSchema.nullable(),
});
export const pushResponseSchema = z.strictObject({
  conflicts: z.array(sentDocSchema),
  rejected: z.array(rejectedRowSchema).optional(),
});

/** Most recipes a first-page request may ask for (the book shows 8 to a page). */
export const MAX_FIRST_PAGE = 50;

/**
 * POST /api/sync/recipes/first-page: the book's first page by date, straight from the server, for a
 * fresh device to show while its store opens and fills (nothing is stored from it).
 */
export const firstPageRequestSchema = z.strictObject({
  order: z.enum(['newest', 'oldest']),
  limit: z.number().int().min(1).max(MAX_FIRST_PAGE),
});
export type FirstPageRequest = z.infer<typeof firstPageRequestSchema>;
export const firstPageResponseSchema = z.strictObject({
  /** The live recipes of the page, ordered by createdAt (then id ascending), as stored. */
  documents: z.array(sentDocSchema),
  /** How many live recipes the user has. */
  total: z.number().int().min(0),
});
export interface FirstPageResponse {
  documents: WireDoc[];
  total: number;
}

/**
 * POST /api/auth/refresh?firstPage=n: a device that starts without a remembered user (likely a fresh
 * one) gets the book's first n recipes, newest first, with its new session: one round trip before
 * any pull, instead of a first-page request of its own racing the first pulls.
 */
export const refreshFirstPageQuerySchema = z.strictObject({
  firstPage: z.coerce.number().int().min(1).max(MAX_FIRST_PAGE).optional(),
});

/** Server-sent events on GET /api/sync/stream. */
export const STREAM_EVENTS = {
  /** data: StreamChange */
  change: 'change',
  /** data: {} — the client must re-pull every collection (stream (re)opened, server lost LISTEN, ...). */
  resync: 'resync',
  /** data: { reason } — the server ends the stream (token expiry); the client reconnects with a new ticket. */
  end: 'end',
  /**
   * data: StreamPreview — another device's edit, written but not yet durable (its COMMIT is under way): a view may
   * show it at once; it is never stored, and its `change` follows once committed (a view that showed it follows the store).
   */
  preview: 'preview',
} as const;

/** A `preview` event's data: the documents of a push about to commit, without a checkpoint (nothing is stored from it). */
export interface StreamPreview {
  collection: string;
  documents: WireDoc[];
}

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
  /** An upload whose content is not a picture the server reads (checked by content, not name or type). */
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  emailNotVerified: 'email_not_verified',
  accountDeactivated: 'account_deactivated',
  readOnlyCollection: 'read_only_collection',
  sessionRevoked: 'session_revoked',
  /** The account this session belonged to was deleted (on another device): the device wipes its local store. */
  accountDeleted: 'account_deleted',
  consentRequired: 'consent_required',
  limitReached: 'limit_reached',
  planRequired: 'plan_required',
  providerError: 'provider_error',
  billingNotConfigured: 'billing_not_configured',
  billingUnavailable: 'billing_unavailable',
  alreadySubscribed: 'already_subscribed',
  noSubscription: 'no_subscription',
  /** The client's protocol version (PROTOCOL_HEADER) is no longer spoken: the app must reload to update. */
  protocolUnsupported: 'protocol_unsupported',
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
