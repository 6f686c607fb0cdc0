import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { SESSION_RATE_LIMIT } from '../../sync-server/src/auth/rateLimitSettings';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '3';
process.env.AUTH_RATE_LIMIT_WINDOW_MS = '60000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

it('answers 429 rate_limited after the allowed attempts per IP, on credential routes only', async () => {
  const attempt = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: ip,
      payload: { email: 'someone@example.test', password: 'wrong password' },
    });
  for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
  const limited = await attempt('10.0.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: ERROR_CODES.rateLimited, message: ACCOUNT_MESSAGES.rateLimited });
  // Another address still gets through.
  expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  // Routes without a limit are untouched.
  for (let i = 0; i < 5; i += 1) {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  }
});

it('limits refresh and sign-out per IP too, generously enough for many tabs', async () => {
  for (const url of ['/api/auth/refresh', '/api/auth/signout']) {
    const attempt = () => t.app.inject({ method: 'POST', url, remoteAddress: '10.0.1.1' });
    // Far more than the credential limit (3 here) passes: open tabs refresh often.
    for (let i = 0; i < SESSION_RATE_LIMIT.max; i += 1) expect((await attempt()).statusCode).not.toBe(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ERROR_CODES.rateLimited, message: ACCOUNT_MESSAGES.rateLimited });
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: '10.0.1.2' })).statusCode).not.toBe(429);
  }
});
