import type { ErrorCode } from '../../../shared/sync/protocol';

/**
 * When each error code of `ERROR_CODES` is answered, for docs/api.md's error table. A Record over every
 * code: a new code does not compile until it is described here.
 */
export const ERROR_CODE_NOTES: Record<ErrorCode, string> = {
  bad_request: '400: broken JSON, an empty body where one is needed, an unknown or used mail token, a refused link',
  validation_failed:
    '400: the body, a query value or a document does not match its schema (`field` names the first failing path), or JSON nested deeper than `LIMITS.maxJsonDepth`',
  unauthorized: '401: no, expired or forged access token, stream ticket or refresh cookie; wrong e-mail or password',
  forbidden: '403: a wrong current password, or a deletion that needs a fresh Google sign-in',
  not_found: '404: an unknown route, collection or image (another user’s image too), or Google sign-in when it is not set up',
  conflict: '409: the e-mail address belongs to another account',
  payload_too_large: '413: a body over the route’s limit, a document over `LIMITS.maxDocumentBytes`, a picture over 5 MB',
  unsupported_media_type: '415: an upload that is not a picture the server reads (judged by its content)',
  rate_limited: '429: too many requests from this address or user; `Retry-After` says when to try again',
  email_not_verified: '403: the route needs a verified e-mail address (sync, generation, billing)',
  account_deactivated: '403: a write by a deactivated account: it reads its data but writes after it reactivates',
  read_only_collection: '403: a push to a server-owned collection (`entitlements`, `usage`)',
  session_revoked:
    '401: the token’s session was ended (sign-out, sign-out everywhere, a password change or reset), or a used refresh token came back',
  account_deleted: '401: the account was deleted (on this or another device): the app removes this device’s copy and says why',
  consent_required: '403: generation without the user’s AI-data consent',
  limit_reached: '429: the plan’s daily conversions are used up; the message says when the day resets',
  plan_required: '403: filters or ingredient lists the plan does not include',
  provider_error: '502 or 503: the AI provider or Google failed, refused or sent a reply the server cannot use',
  billing_not_configured: '503: billing routes on a server without Stripe keys, or a plan price that is not set up',
  billing_unavailable: '502: Stripe could not be reached or refused; trying again may work',
  already_subscribed: '409: checkout for a user who already pays (the billing portal changes plans)',
  no_subscription: '409: the billing portal for a user who never subscribed',
  protocol_unsupported: '426: the app speaks a sync protocol version the server no longer speaks; it reloads to update',
  service_unavailable:
    '503: the database cannot be reached, or the server is stopping (`Retry-After` says when to try again); 504: a generation past its deadline',
  internal_error: '500: a fault in the server itself (never an answer to bad input): "Something went wrong on the server."',
};
