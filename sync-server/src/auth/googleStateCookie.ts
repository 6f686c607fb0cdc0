import { createHmac } from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import type { GoogleLoginChecks } from './googleOidc';

/** State, nonce and PKCE verifier of one Google sign-in travel in a short-lived signed cookie. */
const COOKIE = 'google_login';
const COOKIE_PATH = '/api/auth/google';
const TTL_SECONDS = ACCOUNT_TTL.oidcStateMinutes * 60;

const payloadSchema = z.strictObject({
  codeVerifier: z.string().min(1).max(200),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  exp: z.number(),
});

/** A key of its own, derived from the server secret, so a cookie can never pass as anything else. */
function cookieKey(secret: string): string {
  return createHmac('sha256', secret).update('google-login-cookie').digest('base64url');
}

function options(publicUrl: string) {
  // Lax, not Strict: the cookie must come back on the top-level redirect from the identity provider.
  return { httpOnly: true, sameSite: 'lax' as const, secure: publicUrl.startsWith('https:'), path: COOKIE_PATH };
}

export function setGoogleLoginCookie(reply: FastifyReply, secret: string, publicUrl: string, checks: GoogleLoginChecks): void {
  const payload = Buffer.from(JSON.stringify({ ...checks, exp: Date.now() + TTL_SECONDS * 1000 })).toString('base64url');
  reply.setCookie(COOKIE, sign(payload, cookieKey(secret)), { ...options(publicUrl), maxAge: TTL_SECONDS });
}

/** Reads and clears the cookie; undefined when missing, tampered with or expired. */
export function takeGoogleLoginCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  publicUrl: string,
): GoogleLoginChecks | undefined {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, options(publicUrl));
  if (!raw) return undefined;
  const unsigned = unsign(raw, cookieKey(secret));
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp < Date.now()) return undefined;
    const { codeVerifier, state, nonce } = parsed.data;
    return { codeVerifier, state, nonce };
  } catch {
    return undefined;
  }
}
