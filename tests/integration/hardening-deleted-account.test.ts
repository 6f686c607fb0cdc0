import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

/** Finding 14 (server side): every device of a deleted account hears so at its next contact, whatever it sends. */

const PASSWORD = 'a long kitchen passphrase';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

interface Device {
  access: string;
  refresh: string;
  userId: string;
}

async function signUp(email: string): Promise<void> {
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: PASSWORD } })).statusCode).toBe(201);
  const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: mail.oobCode } })).statusCode).toBe(200);
}

async function signIn(email: string): Promise<Device> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  const refresh = res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
  return { access: res.json().accessToken, refresh, userId: res.json().user.id };
}

const auth = (d: Device) => ({ authorization: `Bearer ${d.access}` });

describe('a deleted account', () => {
  it('answers 401 account_deleted to the other devices’ access tokens and refresh cookies, on every kind of route', async () => {
    const email = `deleted-${Date.now()}@example.test`;
    await signUp(email);
    const leaving = await signIn(email);
    const other = await signIn(email);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/delete',
      headers: auth(leaving),
      cookies: { refresh_token: leaving.refresh },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    const deletedAnswer = { error: ERROR_CODES.accountDeleted, message: ACCOUNT_MESSAGES.accountDeletedHere };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(other) });
    expect([me.statusCode, me.json()]).toEqual([401, deletedAnswer]);
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: auth(other),
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect([pull.statusCode, pull.json()]).toEqual([401, deletedAnswer]);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: other.refresh } });
    expect([refresh.statusCode, refresh.json()]).toEqual([401, deletedAnswer]);
    // The device that deleted the account is told the same.
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: leaving.refresh } });
    expect(own.json().error).toBe(ERROR_CODES.accountDeleted);

    // Nothing that names the user is kept: only token hashes and session ids.
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM erased_sessions');
    expect(rows.length).toBeGreaterThan(0);
    const kept = JSON.stringify(rows);
    expect(kept).not.toContain(other.userId);
    expect(kept).not.toContain(email);
    expect(kept).not.toContain(other.refresh);
  });

  it('keeps today’s answers for everything else: an unknown cookie is expired, a signed-out session is not "deleted"', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: 'not-a-real-token' } });
    expect([unknown.statusCode, unknown.json().error]).toEqual([401, ERROR_CODES.unauthorized]);
    const email = `kept-${Date.now()}@example.test`;
    await signUp(email);
    const device = await signIn(email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: { refresh_token: device.refresh } })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: device.refresh } });
    expect(after.json().error).toBe(ERROR_CODES.sessionRevoked);
    // Tokens of users the database never saw (no session behind them) still work as before.
    const { headers } = testUser(t.app);
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pull.statusCode).toBe(200);
  });
});
