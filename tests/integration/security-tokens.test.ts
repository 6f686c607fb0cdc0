import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../sync-server/src/auth/accessToken';
import { STREAM_TICKET_TTL_SECONDS } from '../../sync-server/src/sync/streamRoutes';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function handMadeToken(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string,
  hmac: string | undefined,
): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = hmac ? createHmac(hmac, secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

describe('access tokens and stream tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const pullWith = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: `Bearer ${token}` },
      payload: { checkpoint: null, batchSize: 1 },
    });

  it('access tokens are HS256, live 15 minutes and carry the user claims', async () => {
    const { user, headers } = testUser(t.app);
    const token = headers.authorization.slice('Bearer '.length);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(payload).toMatchObject({ sub: user.id, email: user.email, ev: true, prv: 'password' });
    expect((await pullWith(token)).statusCode).toBe(200);
  });

  it('stream tickets live 60 seconds', async () => {
    const { headers } = testUser(t.app);
    const { ticket } = (await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers })).json<{ ticket: string }>();
    const payload = JSON.parse(Buffer.from(ticket.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(STREAM_TICKET_TTL_SECONDS);
    expect(payload.aud).toBe('sync-stream');
  });

  it('a stream ticket is no access token, and an access token no stream ticket (each checks its audience)', async () => {
    const { headers } = testUser(t.app);
    const { ticket } = (await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers })).json<{ ticket: string }>();
    const asAccess = await pullWith(ticket);
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json()).toMatchObject({ error: 'unauthorized' });
    const accessToken = headers.authorization.slice('Bearer '.length);
    const asTicket = await t.app.inject({ method: 'GET', url: `/api/sync/stream?ticket=${accessToken}` });
    expect(asTicket.statusCode).toBe(401);
    expect(asTicket.json()).toMatchObject({ error: 'unauthorized', message: 'The stream ticket is invalid or has expired.' });
  });

  it('refuses other algorithms, unsigned, expired and wrongly signed tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: 'u1', email: 'a@example.test', ev: true, prv: 'password', aud: 'access', iat: now, exp: now + 600 };
    const secret = t.config.jwtSecret;
    const tokens = [
      handMadeToken({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      handMadeToken({ alg: 'none', typ: 'JWT' }, claims, secret, undefined),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-another-secret-another', 'sha256'),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 2000, exp: now - 1000 }, secret, 'sha256'),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: undefined }, secret, 'sha256'),
    ];
    for (const token of tokens) {
      const res = await pullWith(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
    // The same claims correctly signed pass, so the refusals above are about what was changed.
    expect((await pullWith(handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, secret, 'sha256'))).statusCode).toBe(200);
  });
});
