import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../shared/backup/backupFormat';
import { ACCOUNT_LIFECYCLE_TEXTS } from '../../shared/domain/accountLifecycleTexts';
import { userOwnedTables } from '../../sync-server/src/account/eraseAccountRepository';
import { cancelSubscriptionsOnDelete } from '../../sync-server/src/billing/cancelOnDelete';
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

const password = 'lifecycle password 1';

interface Device {
  headers: { authorization: string };
  cookie: string;
  userId: string;
}

function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie?.value) throw new Error('no refresh cookie set');
  return cookie.value;
}

async function signUp(email: string): Promise<void> {
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password } })).statusCode).toBe(201);
  const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: mail.oobCode } })).statusCode).toBe(200);
}

async function signIn(email: string, pass = password, userAgent?: string): Promise<Device> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: pass },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return { headers: { authorization: `Bearer ${res.json().accessToken}` }, cookie: refreshCookieOf(res), userId: res.json().user.id };
}

function call(device: Device, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: device.headers,
    cookies: { refresh_token: device.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function refresh(device: Device) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: device.cookie } });
  if (res.statusCode === 200) device.cookie = refreshCookieOf(res);
  return res.statusCode;
}

const recipe = (id: string, title: string) => ({
  id,
  title,
  convertedRecipe: `# ${title}`,
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe('change password', () => {
  it('needs the current password, keeps this device signed in and signs out the others', async () => {
    await signUp('pw@example.test');
    const here = await signIn('pw@example.test');
    const other = await signIn('pw@example.test');
    const wrong = await call(here, 'POST', '/api/auth/account/password', { currentPassword: 'nope nope', newPassword: 'a new password 2' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.currentPasswordWrong);
    const short = await call(here, 'POST', '/api/auth/account/password', { currentPassword: password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const same = await call(here, 'POST', '/api/auth/account/password', { currentPassword: password, newPassword: password });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.passwordSame);

    const ok = await call(here, 'POST', '/api/auth/account/password', { currentPassword: password, newPassword: 'a new password 2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.passwordChanged);
    expect(await refresh(here)).toBe(200);
    expect(await refresh(other)).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'pw@example.test', password } });
    expect(old.statusCode).toBe(401);
    await signIn('pw@example.test', 'a new password 2');
    expect(
      (await readMailbox(t.config.dataDir)).some((m) => m.to.includes('pw@example.test') && /password was changed/.test(m.subject)),
    ).toBe(true);
  });
});

describe('signed-in devices', () => {
  it('lists each session once, marks this one, and signs out everywhere', async () => {
    await signUp('devices@example.test');
    const a = await signIn('devices@example.test');
    const b = await signIn('devices@example.test');
    expect(await refresh(b)).toBe(200);
    const list = await call(a, 'GET', '/api/auth/account/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    expect((await call(a, 'POST', '/api/auth/account/signout-everywhere')).statusCode).toBe(200);
    expect(await refresh(a)).toBe(401);
    expect(await refresh(b)).toBe(401);
    // Every session ends at once, access tokens included (the per-user session version).
    const after = await call(a, 'GET', '/api/auth/account/sessions');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('session_revoked');
  });
});

describe('signed-in devices: what each is, and signing one out', () => {
  const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('names each device by browser and system, and signs out only the one chosen', async () => {
    await signUp('two-devices@example.test');
    const laptop = await signIn('two-devices@example.test', password, FIREFOX_LINUX);
    const phone = await signIn('two-devices@example.test', password, SAFARI_IPHONE);
    const list = await call(laptop, 'GET', '/api/auth/account/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as {
      id: string;
      current: boolean;
      browser: string | null;
      os: string | null;
      lastActiveAt: string;
    }[];
    expect(sessions.map(({ current, browser, os }) => ({ current, browser, os }))).toEqual(
      expect.arrayContaining([
        { current: true, browser: 'Firefox', os: 'Linux' },
        { current: false, browser: 'Safari', os: 'iOS' },
      ]),
    );
    expect(sessions.every((s) => !Number.isNaN(Date.parse(s.lastActiveAt)))).toBe(true);
    const phoneSession = sessions.find((s) => !s.current);
    if (!phoneSession) throw new Error('no second session');

    // Someone else cannot sign it out; an unknown id is a clear 404.
    await signUp('stranger@example.test');
    const stranger = await signIn('stranger@example.test');
    expect((await call(stranger, 'POST', `/api/auth/account/sessions/${phoneSession.id}/signout`)).statusCode).toBe(404);
    expect(await refresh(phone)).toBe(200);

    const out = await call(laptop, 'POST', `/api/auth/account/sessions/${phoneSession.id}/signout`);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.deviceSignedOut);
    // The phone is out at once (its access token too); the laptop stays in.
    expect((await call(phone, 'GET', '/api/auth/account/sessions')).statusCode).toBe(401);
    expect(await refresh(phone)).toBe(401);
    expect(await refresh(laptop)).toBe(200);
    const left = (await call(laptop, 'GET', '/api/auth/account/sessions')).json().sessions as unknown[];
    expect(left).toHaveLength(1);
    expect((await call(laptop, 'POST', `/api/auth/account/sessions/${phoneSession.id}/signout`)).statusCode).toBe(404);
    expect((await call(laptop, 'POST', '/api/auth/account/sessions/not-a-session/signout')).statusCode).toBe(400);
  });
});

describe('change e-mail', () => {
  it('changes the address only after the new one is confirmed, and tells the old one', async () => {
    await signUp('old@example.test');
    await signUp('taken@example.test');
    const device = await signIn('old@example.test');
    expect((await call(device, 'POST', '/api/auth/account/email', { newEmail: 'new@example.test' })).statusCode).toBe(403);
    const taken = await call(device, 'POST', '/api/auth/account/email', { newEmail: 'taken@example.test', password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.emailInUse);
    expect((await call(device, 'POST', '/api/auth/account/email', { newEmail: 'not an address', password })).statusCode).toBe(400);
    const asked = await call(device, 'POST', '/api/auth/account/email', { newEmail: 'New@Example.test', password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.emailChangeSent);

    const mails = await readMailbox(t.config.dataDir);
    const confirm = mails.filter((m) => m.to.includes('new@example.test') && m.mode === 'changeEmail').at(-1);
    expect(confirm?.oobCode).toBeTruthy();
    expect(mails.some((m) => m.to.includes('old@example.test') && /being changed/.test(m.subject))).toBe(true);
    // Not changed yet.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'old@example.test', password } })).statusCode,
    ).toBe(200);

    const done = await t.app.inject({ method: 'POST', url: '/api/auth/account/email/confirm', payload: { token: confirm?.oobCode } });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: 'new@example.test', emailVerified: true });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/account/email/confirm', payload: { token: confirm?.oobCode } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.emailChangeInvalid);
    await signIn('new@example.test');
    expect((await readMailbox(t.config.dataDir)).some((m) => m.to.includes('old@example.test') && /was changed/.test(m.subject))).toBe(
      true,
    );
  });
});

describe('download my data', () => {
  it('gives one JSON file of everything the user owns, with a format version', async () => {
    await signUp('export@example.test');
    const device = await signIn('export@example.test');
    const pushed = await call(device, 'POST', '/api/sync/recipes/push', {
      rows: [{ newDocumentState: { ...recipe('r1', 'Exported soup'), _deleted: false } }],
    });
    expect(pushed.statusCode).toBe(200);
    const res = await call(device, 'GET', '/api/auth/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="recipe-kitchen-data-\d{4}-\d{2}-\d{2}\.json"/);
    const file = res.json();
    expect(file).toMatchObject({ format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, account: { email: 'export@example.test' } });
    expect(file.collections.recipes).toEqual([recipe('r1', 'Exported soup')]);
    expect(file.collections.entitlements[0]).toMatchObject({ plan: 'free' });
  });

  it('names the AI provider the server uses', async () => {
    await signUp('provider@example.test');
    const device = await signIn('provider@example.test');
    const res = await call(device, 'GET', '/api/auth/account/ai-provider');
    expect(res.json()).toEqual({ provider: 'local', host: null, model: null });
  });
});

describe('delete account', () => {
  it('needs the password, then erases every row and token of the user', async () => {
    await signUp('leaving@example.test');
    await signUp('staying@example.test');
    const device = await signIn('leaving@example.test');
    const other = await signIn('staying@example.test');
    for (const d of [device, other]) {
      const res = await call(d, 'POST', '/api/sync/recipes/push', {
        rows: [{ newDocumentState: { ...recipe('r1', 'Soup'), _deleted: false } }],
      });
      expect(res.statusCode).toBe(200);
    }
    await t.db.query('INSERT INTO ai_consents (owner, version) VALUES ($1, $2)', [device.userId, '1.0']);

    expect((await call(device, 'POST', '/api/auth/account/delete', {})).statusCode).toBe(403);
    expect((await call(device, 'POST', '/api/auth/account/delete', { password: 'wrong password' })).statusCode).toBe(403);
    expect((await call(device, 'POST', '/api/auth/account/delete', { password: 42 })).statusCode).toBe(400);

    const deleted = await call(device, 'POST', '/api/auth/account/delete', { password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ACCOUNT_LIFECYCLE_TEXTS.accountDeleted);

    const tables = await userOwnedTables(t.db);
    expect(tables.map((x) => x.table)).toEqual(expect.arrayContaining(['documents', 'refresh_tokens', 'ai_consents', 'one_time_tokens']));
    for (const { table, column } of tables) {
      const { rows } = await t.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`, [
        device.userId,
      ]);
      expect(Number(rows[0]?.n), `${table}.${column}`).toBe(0);
    }
    const users = await t.db.query('SELECT 1 FROM users WHERE id = $1', [device.userId]);
    expect(users.rowCount).toBe(0);
    expect(await refresh(device)).toBe(401);
    // The other user keeps everything.
    const kept = await t.db.query('SELECT 1 FROM documents WHERE owner = $1', [other.userId]);
    expect(kept.rowCount).toBeGreaterThan(0);
    // The address is free again.
    await signUp('leaving@example.test');
  });

  it('does not touch Stripe when billing is off', async () => {
    expect(await cancelSubscriptionsOnDelete('cus_123', {})).toBe(0);
    expect(await cancelSubscriptionsOnDelete(null, { STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(0);
  });
});
