import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '100000';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'fuzz@example.test', password: 'fuzzing password' } });
  const signin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'fuzz@example.test', password: 'fuzzing password' },
  });
  authorization = `Bearer ${signin.json().accessToken}`;
});
afterAll(async () => {
  await t?.cleanup();
});

const ROUTES = [
  '/api/auth/signup',
  '/api/auth/signin',
  '/api/auth/refresh',
  '/api/auth/signout',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/password-recovery',
  '/api/auth/reset-password',
  '/api/account/reactivate',
  '/api/account/deactivate',
];

const FIELDS = ['email', 'password', 'token', 'displayName', 'extra', '__proto__', 'constructor'];

/** Bodies shaped like the real ones but wrong in every way: types, lengths, extra keys, broken JSON. */
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue(), { maxKeys: 5 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      { email: fc.oneof(fc.string(), fc.emailAddress(), fc.constant('a@b.c'.repeat(100))), password: fc.string({ maxLength: 260 }) },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record(
      { token: fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null)), password: fc.string() },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

it('answers every malformed body on every auth route with a 4xx JSON error, never 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ROUTES),
      jsonBody,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      fc.boolean(),
      fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
      async (url, payload, contentType, signedIn, refreshCookie) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType, ...(signedIn ? { authorization } : {}) },
          ...(refreshCookie === undefined ? {} : { cookies: { refresh_token: refreshCookie } }),
        });
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const body = response.json();
          expect(typeof body.error).toBe('string');
          expect(typeof body.message).toBe('string');
        }
      },
    ),
    { numRuns: 300 },
  );
});
