import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TTL, SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../../shared/domain/accountRules';

/** The refresh token lives only in this httpOnly cookie, sent only to /api/auth. */
export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/auth';

function baseOptions(publicUrl: string) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: publicUrl.startsWith('https:'), path: COOKIE_PATH };
}

/** The readable "a session may exist" marker beside it (no secret): the app refreshes only when it is set. */
function markerOptions(publicUrl: string) {
  return { httpOnly: false, sameSite: 'strict' as const, secure: publicUrl.startsWith('https:'), path: '/' };
}

/**
 * The refresh cookie and the marker beside it. `bigBook`: the marker says the book took more than one pull (see
 * SESSION_MARKER_BOOK); told at a session's start, kept by its refreshes (`request`: the marker it came with).
 */
export function setRefreshCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string,
  bigBook: boolean | { request: FastifyRequest } = false,
): void {
  const maxAge = ACCOUNT_TTL.refreshTokenDays * 24 * 60 * 60;
  const marker = typeof bigBook === 'boolean' ? bigBook : bigBook.request.cookies[SESSION_MARKER_COOKIE] === SESSION_MARKER_BOOK;
  reply.setCookie(REFRESH_COOKIE, token, { ...baseOptions(publicUrl), maxAge });
  reply.setCookie(SESSION_MARKER_COOKIE, marker ? SESSION_MARKER_BOOK : '1', { ...markerOptions(publicUrl), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(publicUrl));
  reply.clearCookie(SESSION_MARKER_COOKIE, markerOptions(publicUrl));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
