import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions } from '../../sync-server/src/auth/endSessions';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

const PASSWORD = 'a long kitchen passphrase';

interface SignedIn {
  access: string;
  refresh: string;
  userId: string;
}

describe('ending sessions ends every access token at once, on every instance', () => {
  let t: TestApp;
  /** A second server instance on the same database. */
  let other: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp({ db: t.db });
  });
  afterAll(async () => {
    await other?.cleanup();
    await t?.cleanup();
  });

  async function newUser(): Promise<string> {
    counter += 1;
    const email = `session${counter}-${Date.now()}@example.test`;
    const user = await insertUser(t.db, { email, passwordHash: await hashPassword(PASSWORD), emailVerified: true, provider: 'password' });
    if (!user) throw new Error('no user');
    return email;
  }

  async function signIn(email: string): Promise<SignedIn> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    const body = res.json<{ accessToken: string; user: { id: string } }>();
    return { access: body.accessToken, refresh, userId: body.user.id };
  }

  const me = (app: TestApp, access: string) =>
    app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${access}` } });
  const deactivate = (app: TestApp, access: string) =>
    app.app.inject({ method: 'POST', url: '/api/account/deactivate', headers: { authorization: `Bearer ${access}` } });
  const pull = (app: TestApp, access: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: `Bearer ${access}` },
      payload: { checkpoint: null, batchSize: 10 },
    });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: token } });

  it('sign-out ends that device’s access token at once (and only that device’s)', async () => {
    const email = await newUser();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    expect((await me(t, phone.access)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: { refresh_token: phone.refresh } });
    expect(out.statusCode).toBe(200);
    for (const app of [t, other]) {
      const res = await me(app, phone.access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'session_revoked' });
      expect((await deactivate(app, phone.access)).statusCode).toBe(401);
      expect((await pull(app, phone.access)).statusCode).toBe(401);
    }
    expect((await me(other, tablet.access)).statusCode).toBe(200);
  });

  it('endAllSessions ends every access token and refresh token of the user on both instances, except the kept session', async () => {
    const email = await newUser();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
      [tablet.userId],
    );
    await endAllSessions(t.db, phone.userId, { exceptRefreshTokenId: rows[0]?.id as string });
    for (const app of [t, other]) {
      expect((await me(app, phone.access)).statusCode).toBe(401);
      expect((await me(app, tablet.access)).statusCode).toBe(401);
      expect((await deactivate(app, phone.access)).statusCode).toBe(401);
    }
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    // The kept session gets a new access token with its refresh token, and that one works.
    const renewed = await refresh(tablet.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(other, renewed.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
  });

  it('a password reset ends every session, including stream tickets issued before it', async () => {
    const email = await newUser();
    const session = await signIn(email);
    const ticketRes = await t.app.inject({
      method: 'POST',
      url: '/api/sync/stream-ticket',
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(ticketRes.statusCode).toBe(200);
    const { ticket } = ticketRes.json<{ ticket: string }>();

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } })).statusCode).toBe(200);
    const mail = await latestMail(t.config.dataDir, email, 'resetPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail.oobCode, password: 'another long kitchen passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    for (const app of [t, other]) {
      expect((await me(app, session.access)).statusCode).toBe(401);
      expect((await deactivate(app, session.access)).statusCode).toBe(401);
    }
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    const stream = await t.app.inject({ method: 'GET', url: `/api/sync/stream?ticket=${ticket}` });
    expect(stream.statusCode).toBe(401);
  });

  it('a deleted account’s access tokens stop working at once', async () => {
    const email = await newUser();
    const session = await signIn(email);
    await t.db.transaction(async (tx) => {
      await endAllSessions(tx, session.userId);
      await tx.query('DELETE FROM users WHERE id = $1', [session.userId]);
    });
    expect((await pull(other, session.access)).statusCode).toBe(401);
    expect((await me(t, session.access)).statusCode).toBe(401);
  });

  it('a refresh token rotated while its sessions were ended cannot be used afterwards', async () => {
    const email = await newUser();
    const session = await signIn(email);
    const rotated = await refresh(session.refresh);
    const next = rotated.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    // Revoke only the first token's row, as a concurrent endAllSessions that did not see the new row would.
    await t.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND used_at IS NOT NULL', [session.userId]);
    expect((await refresh(next)).statusCode).toBe(401);
  });
});
