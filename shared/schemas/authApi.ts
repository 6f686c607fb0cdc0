import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../domain/accountRules';
import { PLAN_IDS } from '../domain/plans';
import { ACCOUNT_STATUSES } from './entitlements';

/** Request and response shapes of /api/auth and /api/account, shared by the client forms and the server. */
export const emailField = z
  .string({ error: ACCOUNT_MESSAGES.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }));

export const newPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** Sign-in does not re-check the password rules (they may change); only bounds the input. */
const givenPassword = z
  .string({ error: ACCOUNT_MESSAGES.wrongCredentials })
  .min(1, ACCOUNT_MESSAGES.wrongCredentials)
  .max(PASSWORD_MAX_LENGTH);
const mailToken = z
  .string({ error: ACCOUNT_MESSAGES.tokenInvalid })
  .min(1, ACCOUNT_MESSAGES.tokenInvalid)
  .max(200, ACCOUNT_MESSAGES.tokenInvalid);

export const signupRequestSchema = z.strictObject({
  email: emailField,
  password: newPasswordField,
  displayName: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH).optional(),
});
export const signinRequestSchema = z.strictObject({ email: emailField, password: givenPassword });
export const verifyEmailRequestSchema = z.strictObject({ token: mailToken });
export const resendVerificationRequestSchema = z.strictObject({ email: emailField });
export const passwordRecoveryRequestSchema = z.strictObject({ email: emailField });
export const resetPasswordRequestSchema = z.strictObject({ token: mailToken, password: newPasswordField });

export const publicUserSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  provider: z.enum(['password', 'google']),
  displayName: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const sessionResponseSchema = z.object({ accessToken: z.string(), user: publicUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export const messageResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
/** `{ ok, message, user }`: a change to the account (e-mail confirmed, reactivated, deactivated). */
export const userMessageResponseSchema = messageResponseSchema.extend({ user: publicUserSchema });
export const verifyEmailResponseSchema = messageResponseSchema.extend({ alreadyVerified: z.boolean(), user: publicUserSchema });
export const providersResponseSchema = z.object({ google: z.boolean() });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
