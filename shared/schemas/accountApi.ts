import { z } from 'zod';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../domain/accountLifecycleTexts';
import { PASSWORD_MAX_LENGTH } from '../domain/accountRules';
import { emailField, newPasswordField } from './authApi';

/** Requests of the account life-cycle routes under /api/account (Settings → Account). */
const currentPassword = z
  .string({ error: ACCOUNT_LIFECYCLE_TEXTS.currentPasswordWrong })
  .min(1, ACCOUNT_LIFECYCLE_TEXTS.currentPasswordWrong)
  .max(PASSWORD_MAX_LENGTH);

export const changePasswordRequestSchema = z.strictObject({ currentPassword, newPassword: newPasswordField });
export const changeEmailRequestSchema = z.strictObject({ newEmail: emailField, password: currentPassword.optional() });
export const confirmEmailChangeRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const deleteAccountRequestSchema = z.strictObject({ password: currentPassword.optional() });

export const sessionInfoSchema = z.strictObject({
  id: z.string(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
  /** The device's browser and operating system as it last said (null: not known, e.g. signed in before they were recorded). */
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });
/** POST /api/auth/account/sessions/:sessionId/signout: one signed-in device signed out. */
export const sessionParamsSchema = z.strictObject({ sessionId: z.string().uuid() });

export const aiProviderInfoSchema = z.strictObject({
  provider: z.enum(['local', 'openai']),
  /** Host the data goes to, e.g. api.openai.com or a local Ollama's 127.0.0.1:11434; null for the built-in engine. */
  host: z.string().nullable(),
  model: z.string().nullable(),
});
export type AiProviderInfo = z.infer<typeof aiProviderInfoSchema>;
