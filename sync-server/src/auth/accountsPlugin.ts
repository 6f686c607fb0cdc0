import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import accountRoutes from '../account/accountRoutes';
import lifecycleRoutes from '../account/lifecycleRoutes';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { createMailer, type Mailer } from '../mail/mailer';
import googleRoutes from './googleRoutes';
import passwordAuthRoutes from './passwordAuthRoutes';
import { type AuthRateLimit, authRateLimitFromEnv, sessionRateLimitFromEnv } from './rateLimitSettings';

export interface AccountsPluginOptions {
  config: Config;
  db: Database;
  /** Defaults: SMTP or .eml files per config. */
  mailer?: Mailer;
  /** Defaults: AUTH_RATE_LIMIT_MAX / AUTH_RATE_LIMIT_WINDOW_MS, else 10 per minute. */
  rateLimit?: AuthRateLimit;
}

/**
 * Accounts: /api/auth (password accounts, sessions, Google) and /api/account (status).
 * Encapsulated on purpose: the rate limiter it adds applies to these routes only (app.ts parses cookies).
 */
export default async function accountsPlugin(app: FastifyInstance, options: AccountsPluginOptions): Promise<void> {
  const { config, db } = options;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.rateLimited),
  });
  const limit = options.rateLimit ?? authRateLimitFromEnv();
  const sessionLimit = sessionRateLimitFromEnv();
  const deps = { db, mailer: options.mailer ?? createMailer(config, app.log), publicUrl: config.publicUrl, log: app.log };

  await app.register(passwordAuthRoutes, {
    prefix: '/api/auth',
    deps,
    limited: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    sessionLimited: { rateLimit: { max: sessionLimit.max, timeWindow: sessionLimit.timeWindowMs } },
  });
  await app.register(googleRoutes, { prefix: '/api/auth', config, db });
  await app.register(accountRoutes, { prefix: '/api/account', db });
  // Under /api/auth because they need the refresh cookie (sent only there): "this device" and keeping it signed in.
  await app.register(lifecycleRoutes, {
    prefix: '/api/auth/account',
    deps,
    config,
    limited: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
  });
}
