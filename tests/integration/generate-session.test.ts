import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { endAllSessions } from '../../sync-server/src/auth/endSessions';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

/**
 * An ended session (signed out, every session ended, the account deleted) is refused by /api/generate whatever the
 * request carries: a good body, a body that is not an object, broken JSON, another content type, a body past the
 * size limit, streamed or not. Nothing reaches the provider and no slot is taken.
 */
const PASSWORD = 'a long kitchen passphrase for generating';

interface Device {
  access: string;
  refresh: string;
  userId: string;
}

describe('POST /api/generate with an ended session', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, GENERATE_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  async function signedUp(): Promise<string> {
    counter += 1;
    const email = `generate-session-${counter}-${Date.now()}@example.test`;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: PASSWORD } })).statusCode).toBe(201);
    const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: mail.oobCode } })).statusCode).toBe(200);
    return email;
  }

  async function signIn(email: string): Promise<Device> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    return { access: res.json().accessToken, refresh, userId: res.json().user.id };
  }

  const good = { originalRecipe: 'Porridge with milk', filters: ['Vegan'], consent: true, mode: 'convert' };
  /** The same session, asked every way (no body first: a consent given by another request would change its answer). */
  const askEveryWay = async (device: Device) => {
    const authorization = `Bearer ${device.access}`;
    const json = { authorization, 'content-type': 'application/json' };
    const empty = await t.app.inject({ method: 'POST', url: '/api/generate', headers: { authorization } });
    const rest = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/generate', headers: { authorization }, payload: good }),
      t.app.inject({ method: 'POST', url: '/api/generate', headers: { authorization }, payload: { ...good, stream: true } }),
      t.app.inject({ method: 'POST', url: '/api/generate', headers: { authorization, accept: 'text/event-stream' }, payload: good }),
      t.app.inject({ method: 'POST', url: '/api/generate', headers: json, payload: '[1, 2, 3]' }),
      t.app.inject({ method: 'POST', url: '/api/generate', headers: json, payload: '{"originalRecipe": "Porridge' }),
      t.app.inject({ method: 'POST', url: '/api/generate', headers: { authorization, 'content-type': 'text/plain' }, payload: 'Porridge' }),
      t.app.inject({
        method: 'POST',
        url: '/api/generate',
        headers: json,
        payload: JSON.stringify({ ...good, originalRecipe: 'x'.repeat(300_000) }),
      }),
    ]);
    return [...rest, empty];
  };
  const reservations = async (owner: string) => {
    const { rows } = await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', [
      owner,
    ]);
    return Number(rows[0]?.n ?? 0);
  };

  it('a signed-out device hears 401 session_revoked whatever it sends; the other device still generates', async () => {
    fake.reply({
      kind: 'json',
      content: { recipeName: 'Oat Porridge', ingredients: ['80 g rolled oats', '400 ml oat milk'], instructions: ['Simmer 8 minutes.'] },
    });
    const email = await signedUp();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: { refresh_token: phone.refresh } });
    expect(out.statusCode).toBe(200);
    const sent = fake.requests.length;

    for (const refused of await askEveryWay(phone)) {
      expect([refused.statusCode, refused.json()]).toEqual([
        401,
        { success: false, error: ACCOUNT_MESSAGES.sessionRevoked, code: ERROR_CODES.sessionRevoked },
      ]);
    }
    expect(fake.requests.length).toBe(sent);
    expect(await reservations(phone.userId)).toBe(0);

    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { authorization: `Bearer ${tablet.access}` },
      payload: good,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ success: true, data: { source: 'ai' } });
  });

  it('after every session is ended (a new password, "sign out everywhere") every earlier token hears 401 session_revoked', async () => {
    const email = await signedUp();
    const device = await signIn(email);
    await endAllSessions(t.db, device.userId);
    for (const refused of await askEveryWay(device)) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, code: ERROR_CODES.sessionRevoked });
    }
  });

  it('the other devices of a deleted account hear 401 account_deleted whatever they send', async () => {
    const email = await signedUp();
    const leaving = await signIn(email);
    const other = await signIn(email);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/delete',
      headers: { authorization: `Bearer ${leaving.access}` },
      cookies: { refresh_token: leaving.refresh },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    for (const refused of await askEveryWay(other)) {
      expect([refused.statusCode, refused.json()]).toEqual([
        401,
        { success: false, error: ACCOUNT_MESSAGES.accountDeletedHere, code: ERROR_CODES.accountDeleted },
      ]);
    }
  });

  it('a live session still gets the answer its request earns (body, size, content type, consent), not a session error', async () => {
    const email = await signedUp();
    const device = await signIn(email);
    const [plain, streamed, sse, notObject, brokenJson, textPlain, tooLarge, empty] = await askEveryWay(device);
    expect(plain?.statusCode).toBe(200);
    expect(streamed?.statusCode).toBe(200);
    expect(sse?.statusCode).toBe(200);
    expect(notObject?.statusCode).toBe(400);
    expect(brokenJson?.statusCode).toBe(400);
    expect(textPlain?.statusCode).toBe(400);
    expect(tooLarge?.statusCode).toBe(413);
    // No body is an empty request: it is asked for its consent first.
    expect(empty?.statusCode).toBe(403);
    for (const refused of [notObject, brokenJson, textPlain, tooLarge, empty]) expect(refused?.json()).toMatchObject({ success: false });
  });
});
