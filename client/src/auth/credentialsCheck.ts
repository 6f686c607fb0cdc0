import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/domain/accountRules';

/**
 * Quick checks before a request, with the server's own messages; the server validates again with
 * the shared zod schemas (kept out of the public bundle).
 */
export function checkEmail(raw: string): { email: string } | { error: string } {
  const email = raw.trim();
  if (!email || email.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { error: ACCOUNT_MESSAGES.emailInvalid };
  return { email };
}

export function checkNewPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}
