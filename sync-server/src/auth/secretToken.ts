import { createHash, randomBytes } from 'node:crypto';

/** Random 32-byte tokens for mail links and refresh cookies; only their SHA-256 is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
