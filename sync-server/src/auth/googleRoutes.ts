import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { summarizeUserAgent } from '../../../shared/domain/deviceSummary';
import { type ProvidersResponse, providersResponseSchema } from '../../../shared/schemas/authApi';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { errorReplies, zodRoutes } from '../http/zodSchemas';
import { bookTakesSeveralPulls } from '../sync/bookHint';
import { findOrCreateGoogleUser } from './googleAccounts';
import { completeGoogleLogin, createGoogleClient, googleAuthorizationUrl, googleEnabled, googleRedirectUri } from './googleOidc';
import { setGoogleLoginCookie, takeGoogleLoginCookie } from './googleStateCookie';
import { setRefreshCookie } from './refreshCookie';
import { startRefreshFamily } from './refreshTokenStore';

/** Where the browser lands after a failed Google sign-in; the sign-in page shows ACCOUNT_MESSAGES.googleFailed. */
/** What the provider appends (code, state, iss, or error): read from the URL by the OIDC client, only bounded here. */
const providerCallbackQuery = z.record(z.string().max(100), z.union([z.string().max(4096), z.array(z.string().max(4096)).max(10)]));

export const GOOGLE_FAILED_REDIRECT = '/signin?error=google';
export const GOOGLE_SUCCESS_REDIRECT = '/app';

/** Sign-in with Google (OpenID Connect, PKCE + state + nonce) under /api/auth. */
export default async function googleRoutes(app: FastifyInstance, { config, db }: { config: Config; db: Database }): Promise<void> {
  const enabled = googleEnabled(config);
  const google = createGoogleClient(config);
  const routes = zodRoutes(app);

  routes.get(
    '/providers',
    { schema: { response: { 200: providersResponseSchema, ...errorReplies } } },
    async (): Promise<ProvidersResponse> => ({
      google: enabled,
    }),
  );

  // Both answer with a redirect; only errors before it (Google not set up, discovery down) are JSON.
  routes.get('/google', { schema: { response: errorReplies } }, async (request, reply) => {
    if (!enabled) throw new HttpError(404, ERROR_CODES.notFound, ACCOUNT_MESSAGES.googleUnavailable);
    let configuration: Awaited<ReturnType<typeof google.configuration>>;
    try {
      configuration = await google.configuration();
    } catch (err) {
      request.log.error({ err }, 'OpenID discovery failed');
      throw new HttpError(502, ERROR_CODES.providerError, ACCOUNT_MESSAGES.googleFailed);
    }
    const { url, checks } = await googleAuthorizationUrl(configuration, config.publicUrl);
    setGoogleLoginCookie(reply, config.jwtSecret, config.publicUrl, checks);
    return reply.redirect(url.href, 302);
  });

  routes.get('/google/callback', { schema: { querystring: providerCallbackQuery, response: errorReplies } }, async (request, reply) => {
    if (!enabled) throw new HttpError(404, ERROR_CODES.notFound, ACCOUNT_MESSAGES.googleUnavailable);
    const checks = takeGoogleLoginCookie(request, reply, config.jwtSecret, config.publicUrl);
    if (!checks) return reply.redirect(GOOGLE_FAILED_REDIRECT, 302);
    try {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const identity = await completeGoogleLogin(
        await google.configuration(),
        new URL(`${googleRedirectUri(config.publicUrl)}${query}`),
        checks,
      );
      const user = await findOrCreateGoogleUser(db, identity);
      const refresh = await startRefreshFamily(db, user.id, summarizeUserAgent(request.headers['user-agent']));
      setRefreshCookie(reply, config.publicUrl, refresh.token, await bookTakesSeveralPulls(db, user.id));
      return reply.redirect(GOOGLE_SUCCESS_REDIRECT, 302);
    } catch (err) {
      request.log.warn({ err }, 'Google sign-in failed');
      return reply.redirect(GOOGLE_FAILED_REDIRECT, 302);
    }
  });
}
