import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from './userRepository';

/**
 * A device cookie (OWASP "device cookies"): after a successful sign-in the browser keeps a signed
 * token naming the address it signed in with. A device holding one is not slowed down by the
 * account's failed attempts, so guessing from elsewhere cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'known_device';
const COOKIE_PATH = '/api/auth';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`device:${normalizeEmail(email)}:${nonce}`)
    .digest('base64url');
}

export function setDeviceCookie(reply: FastifyReply, secret: string, publicUrl: string, email: string): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${signature(secret, email, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** true when the request carries a device cookie issued for this address. */
export function isKnownDevice(request: FastifyRequest, secret: string, email: string): boolean {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 200) return false;
  const [nonce = '', mac = ''] = value.split('.');
  const expected = Buffer.from(signature(secret, email, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
