/** Texts of the account screens in Settings (change password and e-mail, devices, delete), written once. */
export const ACCOUNT_LIFECYCLE_TEXTS = {
  deviceSignedOut: 'That device has been signed out.',
  deviceNotFound: 'That device is no longer signed in.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  noPasswordAccount: 'This account signs in with Google and has no password.',
  emailSame: 'That is already your e-mail address.',
  /** A signed-in user asking for an address another account has: said without sending them to sign in. */
  emailInUse: 'Another account already uses this e-mail address. Choose a different one.',
  passwordSame: 'The new password must be different from the current one.',
  emailChangeSent: 'We sent a link to your new address. Your e-mail changes when you open it.',
  emailChanged: 'Your e-mail address has been changed.',
  emailChangeInvalid: 'This link is invalid or has expired. Please ask for a new one in Settings.',
  signedOutEverywhere: 'You are signed out on every device.',
  deleteNeedsPassword: 'Enter your password to delete your account.',
  deleteNeedsFreshGoogle: 'For your security, sign in with Google again, then delete your account within 10 minutes.',
  accountDeleted: 'Your account and everything in it have been deleted.',
} as const;

/** A Google account may be deleted only this soon after a fresh Google sign-in. */
export const FRESH_SIGN_IN_MINUTES = 10;
/** The e-mail change link expires after this many hours. */
export const EMAIL_CHANGE_HOURS = 24;
