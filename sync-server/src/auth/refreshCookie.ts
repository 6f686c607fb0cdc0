import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';

/** The refresh token lives only in this httpOnly cookie, sent only to /api/auth. */
export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/auth';

function baseOptions(publicUrl: string) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: publicUrl.startsWith('https:'), path: COOKIE_PATH };
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...baseOptions(publicUrl), maxAge: ACCOUNT_TTL.refreshTokenDays * 24 * 60 * 60 });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(publicUrl));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
