import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_TTL } from '../../shared/domain/accountRules';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { hashSecretToken } from '../../sync-server/src/auth/secretToken';
import { latestMail, readMailbox } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

/** Builds a JWT by hand, so tests can make the kinds a server must refuse (alg none, other keys, past exp). */
function jwt(header: Record<string, unknown>, payload: Record<string, unknown>, key?: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  const alg = header.alg === 'HS512' ? 'sha512' : 'sha256';
  return `${input}.${key ? createHmac(alg, key).update(input).digest('base64url') : ''}`;
}

function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie?.value) throw new Error('no refresh cookie set');
  return cookie.value;
}

async function familyOf(token: string): Promise<string | undefined> {
  const { rows } = await t.db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
    hashSecretToken(token),
  ]);
  return rows[0]?.family_id;
}

const post = (url: string, payload?: unknown, refreshToken?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(refreshToken ? { cookies: { refresh_token: refreshToken } } : {}),
  });

describe('password account: sign up, verify, sessions', () => {
  const email = 'Ada.Cook@Example.test';
  const password = 'correct horse battery';

  it('signs up, mails a verification link, verifies, and rotates refresh tokens with reuse detection', async () => {
    const signup = await post('/api/auth/signup', { email, password });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({
      email: 'ada.cook@example.test',
      emailVerified: false,
      provider: 'password',
      accountStatus: 'active',
      plan: 'free',
      isAdmin: false,
    });

    const duplicate = await post('/api/auth/signup', { email: 'ada.cook@example.test', password });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: ERROR_CODES.conflict, message: ACCOUNT_MESSAGES.emailTaken });

    const mail = await latestMail(t.config.dataDir, 'ada.cook@example.test', 'verifyEmail');
    expect(mail.link.startsWith(`${t.config.publicUrl}/auth/action?mode=verifyEmail&oobCode=`)).toBe(true);
    expect(mail.raw).toMatch(/^Subject: Please verify your e-mail address$/m);

    // Unverified users can sign in; the client shows the verification prompt.
    const early = await post('/api/auth/signin', { email, password });
    expect(early.statusCode).toBe(200);
    expect(early.json().user.emailVerified).toBe(false);

    const verified = await post('/api/auth/verify-email', { token: mail.oobCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
    // The same link again: already verified, not "invalid or expired".
    const again = await post('/api/auth/verify-email', { token: mail.oobCode });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyVerified: true, message: ACCOUNT_MESSAGES.emailAlreadyVerified });

    const wrong = await post('/api/auth/signin', { email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await post('/api/auth/signin', { email: 'nobody@example.test', password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const signin = await post('/api/auth/signin', { email, password });
    expect(signin.statusCode).toBe(200);
    const { accessToken, user } = signin.json();
    expect(user.emailVerified).toBe(true);
    const setCookie = String(signin.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);

    const first = refreshCookieOf(signin);
    const refreshed = await post('/api/auth/refresh', undefined, first);
    expect(refreshed.statusCode).toBe(200);
    expect(typeof refreshed.json().accessToken).toBe('string');
    const second = refreshCookieOf(refreshed);
    expect(second).not.toBe(first);

    // Presented again at once (a second tab, a lost response): a new token of the same session.
    const retried = await post('/api/auth/refresh', undefined, first);
    expect(retried.statusCode).toBe(200);
    const sibling = refreshCookieOf(retried);
    expect(sibling).not.toBe(first);
    expect(sibling).not.toBe(second);
    expect(await familyOf(sibling)).toBe(await familyOf(first));
    expect((await post('/api/auth/refresh', undefined, sibling)).statusCode).toBe(200);

    // Presented again after the grace window: a copied token, the whole family ends.
    await t.db.query(`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2) WHERE token_hash = $1`, [
      hashSecretToken(first),
      ACCOUNT_TTL.refreshReuseGraceSeconds + 1,
    ]);
    const reused = await post('/api/auth/refresh', undefined, first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(ERROR_CODES.sessionRevoked);
    // The whole family is revoked: the newest token dies too.
    const newest = await post('/api/auth/refresh', undefined, second);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().error).toBe(ERROR_CODES.sessionRevoked);

    // Sign out ends a fresh session.
    const other = await post('/api/auth/signin', { email, password });
    const otherToken = refreshCookieOf(other);
    const signout = await post('/api/auth/signout', undefined, otherToken);
    expect(signout.statusCode).toBe(200);
    expect(String(signout.headers['set-cookie'])).toMatch(/refresh_token=;/);
    const afterSignout = await post('/api/auth/refresh', undefined, otherToken);
    expect(afterSignout.statusCode).toBe(401);

    const noCookie = await post('/api/auth/refresh');
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().error).toBe(ERROR_CODES.unauthorized);
  });

  it('rejects expired, unsigned and foreign-key access tokens', async () => {
    const signup = await post('/api/auth/signup', { email: 'tokens@example.test', password });
    const id: string = signup.json().user.id;
    const claims = { sub: id, email: 'tokens@example.test', ev: true, prv: 'password', aud: 'access' };
    const now = Math.floor(Date.now() / 1000);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

    const ownSecret = t.config.jwtSecret;
    const valid = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 60 }, ownSecret);
    expect((await me(valid)).statusCode).toBe(200);

    const expired = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 3600, exp: now - 1800 }, ownSecret);
    const expiredResponse = await me(expired);
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().error).toBe(ERROR_CODES.unauthorized);

    const none = jwt({ alg: 'none', typ: 'JWT' }, { ...claims, iat: now, exp: now + 60 });
    expect((await me(none)).statusCode).toBe(401);

    const foreign = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 60 }, 'another-secret-another-secret-another');
    expect((await me(foreign)).statusCode).toBe(401);

    const hs512 = jwt({ alg: 'HS512', typ: 'JWT' }, { ...claims, iat: now, exp: now + 60 }, ownSecret);
    expect((await me(hs512)).statusCode).toBe(401);
  });

  it('recovers a password: reset link, old password fails, new works, old sessions revoked', async () => {
    const address = 'forgetful@example.test';
    await post('/api/auth/signup', { email: address, password });
    const session = await post('/api/auth/signin', { email: address, password });
    const oldRefresh = refreshCookieOf(session);

    const unknown = await post('/api/auth/password-recovery', { email: 'no-such-user@example.test' });
    expect(unknown.statusCode).toBe(200);
    const known = await post('/api/auth/password-recovery', { email: address });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await readMailbox(t.config.dataDir)).some((m) => m.to.includes('no-such-user'))).toBe(false);

    const mail = await latestMail(t.config.dataDir, address, 'resetPassword');
    const tooShort = await post('/api/auth/reset-password', { token: mail.oobCode, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ error: ERROR_CODES.validation, field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort });

    const newPassword = 'a much better passphrase';
    const reset = await post('/api/auth/reset-password', { token: mail.oobCode, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: mail.oobCode, password: newPassword })).statusCode).toBe(400);

    expect((await post('/api/auth/signin', { email: address, password })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email: address, password: newPassword })).statusCode).toBe(200);
    const revoked = await post('/api/auth/refresh', undefined, oldRefresh);
    expect(revoked.statusCode).toBe(401);
  });

  it('resends verification mail without telling whether the address exists', async () => {
    const address = 'slow-reader@example.test';
    await post('/api/auth/signup', { email: address, password });
    const before = (await readMailbox(t.config.dataDir)).filter((m) => m.to.includes(address)).length;
    const known = await post('/api/auth/resend-verification', { email: address });
    const unknown = await post('/api/auth/resend-verification', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = (await readMailbox(t.config.dataDir)).filter((m) => m.to.includes(address));
    expect(mails.length).toBe(before + 1);
    // The newer link replaces the first one.
    const first = mails[0];
    const last = mails.at(-1);
    if (!first || !last) throw new Error('expected two mails');
    expect((await post('/api/auth/verify-email', { token: first.oobCode })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: last.oobCode })).statusCode).toBe(200);
  });

  it('refuses expired mail links and expired refresh tokens', async () => {
    const address = 'late@example.test';
    const signup = await post('/api/auth/signup', { email: address, password });
    const userId: string = signup.json().user.id;
    const mail = await latestMail(t.config.dataDir, address, 'verifyEmail');
    await t.db.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [userId]);
    const late = await post('/api/auth/verify-email', { token: mail.oobCode });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: ERROR_CODES.badRequest, message: ACCOUNT_MESSAGES.tokenInvalid });

    const session = await post('/api/auth/signin', { email: address, password });
    await t.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    const expired = await post('/api/auth/refresh', undefined, refreshCookieOf(session));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: ERROR_CODES.unauthorized, message: ACCOUNT_MESSAGES.sessionExpired });
  });

  it('explains password rules', async () => {
    const short = await post('/api/auth/signup', { email: 'rules@example.test', password: 'seven77' });
    expect(short.json()).toMatchObject({ error: ERROR_CODES.validation, field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort });
    const long = await post('/api/auth/signup', { email: 'rules@example.test', password: 'x'.repeat(201) });
    expect(long.json()).toMatchObject({ field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong });
    const badEmail = await post('/api/auth/signup', { email: 'not-an-email', password });
    expect(badEmail.json()).toMatchObject({ field: 'email', message: ACCOUNT_MESSAGES.emailInvalid });
    // The longest password allowed (a repeated letter would be refused as too guessable).
    const longest = randomBytes(150).toString('base64').slice(0, 200);
    expect((await post('/api/auth/signup', { email: 'rules@example.test', password: longest })).statusCode).toBe(201);
  });
});

describe('refresh cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://recipes.example.test' } });
    try {
      const payload = { email: 'secure@example.test', password: 'secure cookie password' };
      await secure.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      const signin = await secure.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
      expect(String(signin.headers['set-cookie'])).toMatch(/; Secure/);
      const mail = await latestMail(secure.config.dataDir, 'secure@example.test', 'verifyEmail');
      expect(mail.link.startsWith('https://recipes.example.test/auth/action?mode=verifyEmail&oobCode=')).toBe(true);
    } finally {
      await secure.cleanup();
    }
  });
});
