import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../sync-server/src/auth/password';

describe('password hashing (scrypt)', () => {
  it('stores parameters and a random salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('pâte brisée 123'), hashPassword('pâte brisée 123')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('pâte brisée 123', first)).toBe(true);
    // The same text typed with a decomposed accent (NFD) still matches.
    expect(await verifyPassword('pâte brisée 123'.normalize('NFD'), first)).toBe(true);
    expect(await verifyPassword('pate brisee 123', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('treats tampered or foreign hashes as a mismatch instead of throwing', async () => {
    const stored = await hashPassword('a good password');
    const parts = stored.split('$');
    const truncatedKey = [...parts.slice(0, 5), (parts[5] ?? '').slice(0, 10)].join('$');
    expect(await verifyPassword('a good password', truncatedKey)).toBe(false);
    expect(await verifyPassword('a good password', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('a good password', 'scrypt$0$8$1$salt$key')).toBe(false);
    expect(await verifyPassword('a good password', 'scrypt$1000$8$1$salt$key')).toBe(false);
    expect(await verifyPassword('a good password', '')).toBe(false);
  });
});
