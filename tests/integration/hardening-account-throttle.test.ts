import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { hashPassword } from '../../sync-server/src/auth/password';
import { FREE_FAILURES } from '../../sync-server/src/auth/signInThrottle';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

// The per-IP limit is tested elsewhere; here many addresses guess at one account.
process.env.AUTH_RATE_LIMIT_MAX = '100000';

const PASSWORD = 'the owner has a long passphrase';

describe('per-account slow-down after repeated failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const signIn = (email: string, password: string, ip: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: ip, cookies, payload: { email, password } });

  it('slows guesses from any address down, but the owner’s known device still signs in; a reset clears it', async () => {
    const email = 'throttled@example.test';
    await insertUser(t.db, { email, passwordHash: await hashPassword(PASSWORD), emailVerified: true, provider: 'password' });

    // The owner signed in on this device before: it keeps a device cookie.
    const first = await signIn(email, PASSWORD, '10.0.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'known_device')?.value as string;
    expect(device).toBeTruthy();

    // An attacker guesses from a new address every time.
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 5; i++) statuses.push((await signIn(email, `guess ${i}`, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(statuses.slice(FREE_FAILURES + 1).every((status) => status === 429)).toBe(true);
    const throttled = await signIn(email, PASSWORD, '198.51.100.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: 'rate_limited', message: ACCOUNT_MESSAGES.accountThrottled });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    // The owner's device is not locked out, even with the right password during the attack.
    expect((await signIn(email, PASSWORD, '10.0.0.1', { known_device: device })).statusCode).toBe(200);
    // A device cookie of another address does not help.
    const otherEmail = 'other@example.test';
    await insertUser(t.db, { email: otherEmail, passwordHash: await hashPassword(PASSWORD), emailVerified: true, provider: 'password' });
    const otherDevice = (await signIn(otherEmail, PASSWORD, '10.0.0.2')).cookies.find((c) => c.name === 'known_device')?.value as string;
    for (let i = 0; i < FREE_FAILURES + 2; i++) await signIn(email, `guess again ${i}`, '203.0.113.99');
    expect((await signIn(email, PASSWORD, '10.0.0.2', { known_device: otherDevice })).statusCode).toBe(429);

    // A password reset (the owner proves the mailbox) clears the count.
    await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
    const mail = await latestMail(t.config.dataDir, email, 'resetPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail.oobCode, password: `${PASSWORD} 2` },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, `${PASSWORD} 2`, '198.51.100.8')).statusCode).toBe(200);
  });
});
