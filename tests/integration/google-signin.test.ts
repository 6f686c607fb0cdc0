import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { googleRedirectUri } from '../../sync-server/src/auth/googleOidc';
import { latestMail } from '../support/mailbox';
import { startTestOidcProvider, type TestOidcAccount, type TestOidcProvider } from '../support/oidcProvider';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

const PUBLIC_URL = 'http://localhost:3999';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider(googleRedirectUri(PUBLIC_URL));
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await provider?.close();
});

/** A tiny cookie jar per origin; enough for one browser walking through redirects. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookieHeader(origin: string): string {
    return [...(this.jar.get(origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  store(origin: string, setCookies: string[]): void {
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    this.jar.set(origin, cookies);
  }
}

const setCookiesOf = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** Follows redirects by hand: the app through inject (it lives at PUBLIC_URL), the provider over real HTTP. */
async function signInWithGoogle(browser: Browser): Promise<string> {
  let url = `${PUBLIC_URL}/api/auth/google`;
  for (let hop = 0; hop < 20; hop += 1) {
    const target = new URL(url, PUBLIC_URL);
    let status: number;
    let location: string | undefined;
    if (target.origin === PUBLIC_URL) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { cookie: browser.cookieHeader(PUBLIC_URL) },
      });
      browser.store(PUBLIC_URL, setCookiesOf(response));
      status = response.statusCode;
      location = response.headers.location as string | undefined;
    } else {
      const response = await fetch(target, { redirect: 'manual', headers: { cookie: browser.cookieHeader(target.origin) } });
      browser.store(target.origin, response.headers.getSetCookie());
      status = response.status;
      location = response.headers.get('location') ?? undefined;
    }
    if (status < 300 || status >= 400 || !location) throw new Error(`Stopped at ${target} with status ${status}`);
    const next = new URL(location, target);
    if (next.origin === PUBLIC_URL && !next.pathname.startsWith('/api/')) return `${next.pathname}${next.search}`;
    url = next.href;
  }
  throw new Error('Too many redirects');
}

async function refresh(browser: Browser) {
  const token = browser.cookie(PUBLIC_URL, 'refresh_token');
  if (!token) throw new Error('no refresh cookie after Google sign-in');
  return t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: token } });
}

const account = (overrides: Partial<TestOidcAccount>): TestOidcAccount => ({
  sub: `google-${Math.random().toString(36).slice(2)}`,
  email: 'chef@gmail.test',
  emailVerified: true,
  name: 'Gordon Chef',
  ...overrides,
});

describe('sign-in with Google (OpenID Connect)', () => {
  it('tells the client that Google sign-in is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('creates a Google account through the full authorization-code flow and starts a session', async () => {
    const browser = new Browser();
    const newChef = account({ email: 'New.Chef@gmail.test', emailVerified: true, name: 'New Chef' });
    provider.loginAs(newChef);
    expect(await signInWithGoogle(browser)).toBe('/app');
    const session = await refresh(browser);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      email: 'new.chef@gmail.test',
      provider: 'google',
      emailVerified: true,
      displayName: 'New Chef',
    });
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/entitlements/pull',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pull.statusCode).toBe(200);
    expect(pull.json().documents[0]).toMatchObject({ id: 'entitlements', plan: 'free' });

    // Signing in again finds the same account.
    const again = new Browser();
    const firstId = session.json().user.id;
    provider.loginAs(newChef);
    expect(await signInWithGoogle(again)).toBe('/app');
    expect((await refresh(again)).json().user.id).toBe(firstId);
  });

  it('links a password account with the same verified email', async () => {
    const email = 'linked@gmail.test';
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'password for linking' } });
    const browser = new Browser();
    provider.loginAs(account({ email, emailVerified: true }));
    expect(await signInWithGoogle(browser)).toBe('/app');
    const session = await refresh(browser);
    expect(session.json().user).toMatchObject({ id: signup.json().user.id, emailVerified: true });
  });

  it('locks out whoever pre-registered the address: linking an unverified account drops its password and sessions', async () => {
    const email = 'taken-over@gmail.test';
    const password = 'password of the attacker';
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password } });
    expect(signup.statusCode).toBe(201);
    const attackerSignin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    expect(attackerSignin.statusCode).toBe(200);
    const attackerCookie = setCookiesOf(attackerSignin).find((c) => c.startsWith('refresh_token='));
    const attackerToken = attackerCookie?.split(';')[0]?.slice('refresh_token='.length) ?? '';
    expect(attackerToken).not.toBe('');

    const victim = new Browser();
    provider.loginAs(account({ email, emailVerified: true }));
    expect(await signInWithGoogle(victim)).toBe('/app');
    const session = await refresh(victim);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: signup.json().user.id, emailVerified: true });

    const passwordAgain = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    expect(passwordAgain.statusCode).toBe(401);
    const attackerRefresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: attackerToken } });
    expect(attackerRefresh.statusCode).toBe(401);
    expect(attackerRefresh.json().error).toBe(ERROR_CODES.sessionRevoked);
  });

  it('refuses to link an account when the provider does not vouch for the email', async () => {
    const email = 'victim@gmail.test';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'password of the victim' } });
    const browser = new Browser();
    provider.loginAs(account({ email, emailVerified: false }));
    expect(await signInWithGoogle(browser)).toBe('/signin?error=google');
    expect(browser.cookie(PUBLIC_URL, 'refresh_token')).toBeUndefined();
  });

  it('creates no account from an address the provider does not vouch for', async () => {
    const browser = new Browser();
    provider.loginAs(account({ email: 'unproven@gmail.test', emailVerified: false }));
    expect(await signInWithGoogle(browser)).toBe('/signin?error=google');
    expect(browser.cookie(PUBLIC_URL, 'refresh_token')).toBeUndefined();
    const { rows } = await t.db.query('SELECT id FROM users WHERE email = $1', ['unproven@gmail.test']);
    expect(rows).toEqual([]);
  });

  it('a password reset by the real owner unlinks an identity linked without proof and ends its sessions', async () => {
    // An account pre-registered through the provider with an unverified address (possible before this check).
    const email = 'owner@gmail.test';
    const hijacker = account({ email, emailVerified: false });
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO users (id, email, email_verified, provider, google_sub, display_name)
       VALUES ('pre-hijacked', $1, false, 'google', $2, 'Hijacker') RETURNING id`,
      [email, hijacker.sub],
    );
    const userId = rows[0]?.id as string;
    const hijackerBrowser = new Browser();
    provider.loginAs(hijacker);
    expect(await signInWithGoogle(hijackerBrowser)).toBe('/app');
    const hijackerSession = await refresh(hijackerBrowser);
    expect(hijackerSession.statusCode).toBe(200);
    const hijackerAccess = hijackerSession.json<{ accessToken: string }>().accessToken;
    // Treated as unverified: no sync until the address is proven.
    const syncBefore = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: `Bearer ${hijackerAccess}` },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(syncBefore.statusCode).toBe(403);

    // The real owner recovers the address by mail.
    await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
    const mail = await latestMail(t.config.dataDir, email, 'resetPassword');
    const newPassword = 'the real owner has a long passphrase';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail.oobCode, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    // The hijacker's session is over, and the provider identity no longer opens the account.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${hijackerAccess}` } })).statusCode,
    ).toBe(401);
    expect((await refresh(hijackerBrowser)).statusCode).toBe(401);
    const again = new Browser();
    provider.loginAs(hijacker);
    expect(await signInWithGoogle(again)).toBe('/signin?error=google');
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: newPassword } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ id: userId, provider: 'password', emailVerified: true });
  });

  it('rejects a callback without the login cookie or with a forged state', async () => {
    const noCookie = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(noCookie.statusCode).toBe(302);
    expect(noCookie.headers.location).toBe('/signin?error=google');

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const cookie = setCookiesOf(start)[0]?.split(';')[0] ?? '';
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=forged', headers: { cookie } });
    expect(forged.headers.location).toBe('/signin?error=google');
    expect(setCookiesOf(forged).some((c) => c.startsWith('refresh_token='))).toBe(false);
  });
});

describe('without Google configured', () => {
  it('hides the button and answers 404 on the routes', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.statusCode).toBe(404);
      expect(start.json().error).toBe(ERROR_CODES.notFound);
    } finally {
      await plain.cleanup();
    }
  });
});

describe('when the identity provider is unreachable', () => {
  it('answers 502 provider_error instead of redirecting into nowhere', async () => {
    const closed = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9/' },
    });
    try {
      const start = await closed.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.statusCode).toBe(502);
      expect(start.json().error).toBe(ERROR_CODES.providerError);
    } finally {
      await closed.cleanup();
    }
  });
});
