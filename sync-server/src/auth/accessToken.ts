import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { Config } from '../config';
import { HttpError } from '../errors';

export const ACCESS_TOKEN_TTL_SECONDS = ACCOUNT_TTL.accessTokenMinutes * 60;
/** Audience of access tokens; other tokens signed with the same secret (stream tickets) carry their own. */
export const ACCESS_TOKEN_AUDIENCE = 'access';

export interface AccessUser {
  id: string;
  email: string;
  emailVerified: boolean;
  provider: 'password' | 'google';
}

const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  ev: z.boolean(),
  prv: z.enum(['password', 'google']),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

declare module 'fastify' {
  interface FastifyInstance {
    issueAccessToken(user: AccessUser): string;
    /** Verifies an access token; returns the user and the token's expiry (epoch seconds), or throws 401. */
    verifyAccessToken(token: string): { user: AccessUser; expiresAt: number };
    requireUser: preHandlerAsyncHookHandler;
    requireVerifiedUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireVerifiedUser. */
    currentUser: AccessUser;
    /** Expiry (epoch seconds) of the access token of this request. */
    accessTokenExpiresAt: number;
  }
}

const unauthorized = (message: string) => new HttpError(401, ERROR_CODES.unauthorized, message);

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/** Password accounts must verify their address first; Google sign-ins may use the app at once. */
export function assertVerified(user: AccessUser): void {
  if (!user.emailVerified && user.provider !== 'google') {
    throw new HttpError(403, ERROR_CODES.emailNotVerified, 'Verify your e-mail address to use this feature.');
  }
}

function bearerToken(request: FastifyRequest): string {
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized('Sign in to continue.');
  return token;
}

/** Short-lived HS256 access tokens (algorithm pinned both ways) and the preHandlers that require them. */
async function accessTokenPlugin(app: FastifyInstance, options: { config: Pick<Config, 'jwtSecret'> }): Promise<void> {
  await app.register(jwt, {
    secret: options.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('issueAccessToken', (user: AccessUser): string =>
    app.jwt.sign(
      { sub: user.id, email: user.email, ev: user.emailVerified, prv: user.provider },
      { expiresIn: `${ACCESS_TOKEN_TTL_SECONDS}s`, aud: ACCESS_TOKEN_AUDIENCE },
    ),
  );

  app.decorate('verifyAccessToken', (token: string) => {
    let decoded: unknown;
    try {
      decoded = app.jwt.verify<object>(token, { algorithms: ['HS256'], allowedAud: ACCESS_TOKEN_AUDIENCE, requiredClaims: ['aud', 'exp'] });
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw unauthorized(expired ? 'Your session has expired. Sign in again.' : 'Sign in to continue.');
    }
    const claims = accessClaimsSchema.safeParse(decoded);
    if (!claims.success) throw unauthorized('Sign in to continue.');
    const { sub, email, ev, prv, exp } = claims.data;
    return { user: { id: sub, email, emailVerified: ev, provider: prv }, expiresAt: exp };
  });

  app.decorateRequest('currentUser', undefined as unknown as AccessUser);
  app.decorateRequest('accessTokenExpiresAt', 0);

  const requireUser = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const { user, expiresAt } = app.verifyAccessToken(bearerToken(request));
    request.currentUser = user;
    request.accessTokenExpiresAt = expiresAt;
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireVerifiedUser', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(request, reply);
    assertVerified(request.currentUser);
  });
}

export default fp(accessTokenPlugin, { name: 'access-token' });
