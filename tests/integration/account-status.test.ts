import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const password = 'status check password';

async function signedIn(email: string, displayName: string, verify: boolean) {
  const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, displayName } });
  expect(signup.statusCode).toBe(201);
  if (verify) {
    const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: mail.oobCode } })).statusCode).toBe(200);
  }
  const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  return { headers: { authorization: `Bearer ${signin.json().accessToken}` }, user: signin.json().user };
}

async function pullEntitlements(headers: { authorization: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sync/entitlements/pull',
    headers,
    payload: { checkpoint: null, batchSize: 10 },
  });
  expect(response.statusCode).toBe(200);
  return response.json().documents as Record<string, unknown>[];
}

describe('account status', () => {
  it('deactivated users can sign in, see their status, and reactivate (suffix removed, entitlements synced)', async () => {
    const { headers } = await signedIn('returning@example.test', 'Julia Child', true);
    const [initial] = await pullEntitlements(headers);
    expect(initial).toMatchObject({ id: 'entitlements', plan: 'free', isAdmin: false, accountStatus: 'active', _deleted: false });

    const deactivated = await t.app.inject({ method: 'POST', url: '/api/account/deactivate', headers });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().user).toMatchObject({ accountStatus: 'deactivated', displayName: 'Julia Child (Deactivated)' });

    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'returning@example.test', password } });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.accountStatus).toBe('deactivated');
    const [afterDeactivate] = await pullEntitlements(headers);
    expect(afterDeactivate?.accountStatus).toBe('deactivated');

    const reactivated = await t.app.inject({ method: 'POST', url: '/api/account/reactivate', headers });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.reactivated,
      user: { accountStatus: 'active', displayName: 'Julia Child' },
    });
    const [afterReactivate] = await pullEntitlements(headers);
    expect(afterReactivate).toMatchObject({ accountStatus: 'active' });
    expect(typeof afterReactivate?.reactivatedAt).toBe('string');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/reactivate' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(ERROR_CODES.unauthorized);
  });

  it('blocks sync for unverified password accounts until the email is verified', async () => {
    const email = 'unverified@example.test';
    const { headers } = await signedIn(email, 'New Cook', false);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(ERROR_CODES.emailNotVerified);

    const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: mail.oobCode } });
    // A new access token (sign-in or refresh) carries the verified flag.
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: `Bearer ${signin.json().accessToken}` },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
