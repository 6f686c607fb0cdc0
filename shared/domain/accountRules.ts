/** Account rules and the texts users see for them, written once for the client forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** Suffix a deactivated account carries in its display name; reactivation removes it (spec signed-in-features §4). */
export const DEACTIVATED_NAME_SUFFIX = ' (Deactivated)';

/**
 * A cookie scripts can read, set and cleared with the (httpOnly) refresh cookie: "a session may exist".
 * The app asks the server to refresh a session only when it is there, so an anonymous visit sends no
 * request that can only be refused. It holds no secret: its value is "1", or SESSION_MARKER_BOOK when the
 * account's recipe book was too big for one pull as the session started (a hint for a new device's start).
 */
export const SESSION_MARKER_COOKIE = 'signed_in';
/**
 * The marker's value for a session whose book took more than one pull of recipes as it started (sign-in): the app
 * page's first script then starts the first pulls' worker beside the session's refresh, not after its answer
 * (client/build/earlyRefreshPlugin.ts). Any other value: a session may exist, nothing more.
 */
export const SESSION_MARKER_BOOK = 'book';

export const ACCOUNT_TTL = {
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  verifyEmailHours: 48,
  resetPasswordHours: 1,
  oidcStateMinutes: 10,
  /** A refresh token presented again this soon after its first use (two tabs, a lost response) is not theft. */
  refreshReuseGraceSeconds: 30,
} as const;

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooWeak:
    'This password is too easy to guess. Avoid common passwords and words from your email address; a few unrelated words work well.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  emailTaken: 'An account with this e-mail already exists. Sign in instead, or reset your password.',
  wrongCredentials: 'Incorrect e-mail or password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Sign in to continue.',
  emailNotVerified: 'Verify your e-mail address to use this feature.',
  sessionRevoked: 'This session was ended for your security. Please sign in again.',
  accountDeletedHere: 'This account was deleted, so its data has been removed from this device.',
  tokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your e-mail address is verified.',
  emailAlreadyVerified: 'Your e-mail address is already verified. You can sign in and use the app.',
  verificationSent: 'If the address belongs to an unverified account, a verification e-mail is on its way.',
  recoverySent: 'If an account exists for this e-mail, a password reset link is on its way.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  signedOut: 'You are signed out.',
  /** A sign-in, sign-up or recovery request that failed without the server's own message. */
  requestFailed: 'Something went wrong. Please try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  accountThrottled:
    'Too many failed sign-ins for this account. Please wait a moment and try again, sign in on a device you used before, or reset your password.',
  googleUnavailable: 'Sign-in with Google is not set up on this server.',
  googleFailed: 'Sign-in with Google failed. Please try again.',
  reactivateFailed: 'Failed to reactivate account. Please try again.',
  reactivated: 'Welcome back! Your account has been successfully reactivated.',
  deactivated: 'Your account is deactivated.',
  deactivatedReadOnly: 'Your account is deactivated: your recipes can be read but not changed. Reactivate it to save changes.',
} as const;

/** The sign-up page's password strength meter, by zxcvbn score 0-4. */
export const PASSWORD_STRENGTH_LABELS = ['Too easy to guess', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** Where mail links land: the client's single auth-action page (public-site-and-plans §2). */
export const AUTH_ACTION_PATH = '/auth/action';
export const AUTH_ACTION_MODES = { verifyEmail: 'verifyEmail', resetPassword: 'resetPassword' } as const;
