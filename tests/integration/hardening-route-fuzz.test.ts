import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, isCollectionName } from '../../shared/schemas/collections';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '100000';
process.env.SESSION_RATE_LIMIT_MAX = '100000';

/** Every route the server has (the stream only without a valid token: with one it stays open). */
const ROUTES: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; streams?: true }> = [
  { method: 'GET', url: '/api/health' },
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/signin' },
  { method: 'POST', url: '/api/auth/refresh' },
  { method: 'POST', url: '/api/auth/signout' },
  { method: 'POST', url: '/api/auth/verify-email' },
  { method: 'POST', url: '/api/auth/resend-verification' },
  { method: 'POST', url: '/api/auth/password-recovery' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/auth/providers' },
  { method: 'GET', url: '/api/auth/google' },
  { method: 'GET', url: '/api/auth/google/callback?code=x&state=y' },
  { method: 'POST', url: '/api/account/reactivate' },
  { method: 'POST', url: '/api/account/deactivate' },
  { method: 'POST', url: '/api/generate' },
  { method: 'POST', url: '/api/images/search' },
  { method: 'POST', url: '/api/sync/stream-ticket' },
  { method: 'GET', url: '/api/sync/stream?ticket=x.y.z', streams: true },
  ...Object.keys(COLLECTIONS).flatMap((name) => [
    { method: 'POST' as const, url: `/api/sync/${name}/pull` },
    { method: 'POST' as const, url: `/api/sync/${name}/push` },
  ]),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

const dateish = fc.oneof(
  fc.constantFrom('2026-13-45T99:99:99Z', '0000-00-00T00:00:00Z', '2026-02-31', '2026-99-99', '2026-11-21T10:00:00.000Z', '2026-11-16'),
  fc.string({ maxLength: 30 }),
);
const documentish = fc.record(
  {
    id: fc.oneof(fc.constantFrom('a', '2026-11-16', 'settings'), fc.string({ maxLength: 20 })),
    title: fc.string({ maxLength: 40 }),
    convertedRecipe: fc.string({ maxLength: 40 }),
    dietaryFilters: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), fc.jsonValue()),
    category: fc.constantFrom('main-dish', 'dessert', 'x'),
    imageUrl: fc.constant(''),
    weekStart: dateish,
    mealPlan: fc.dictionary(dateish, fc.jsonValue(), { maxKeys: 3 }),
    checked: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
    createdAt: dateish,
    updatedAt: dateish,
    _deleted: fc.oneof(fc.boolean(), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const nested = fc
  .integer({ min: 1, max: 6000 })
  .map((depth) => `{"rows":[{"newDocumentState":{"id":"n","title":${'['.repeat(depth)}${']'.repeat(depth)}}}]}`);
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record({ rows: fc.array(fc.record({ newDocumentState: documentish, assumedMasterState: fc.option(documentish) }), { maxLength: 3 }) })
    .map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string({ maxLength: 80 }),
        token: fc.string(),
        checkpoint: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  nested,
  fc.string({ maxLength: 200 }),
  fc.constant(''),
);

describe('fuzzing every route: no 5xx, nothing stored outside the schemas', () => {
  let t: TestApp;
  let tokens: Array<Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    const real = await createPlanUser(t.app, t.db, 'master-chef');
    tokens = [{}, real.headers, { authorization: 'Bearer not.a.token' }, { authorization: 'Basic abc' }];
  });
  afterAll(() => t.cleanup());

  it('answers 4xx JSON (or 2xx/3xx) to arbitrary requests on every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...CONTENT_TYPES),
        fc.nat({ max: 3 }),
        body,
        async (route, contentType, tokenIndex, payload) => {
          const headers = { ...(tokens[tokenIndex] ?? {}), 'content-type': contentType };
          const request: InjectOptions =
            route.method === 'GET' ? { method: 'GET', url: route.url, headers } : { method: 'POST', url: route.url, headers, payload };
          const res = await t.app.inject(request);
          if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        },
      ),
      { numRuns: 400 },
    );
  }, 180_000);

  it('every stored document matches its collection schema', async () => {
    const { rows } = await t.db.query<{ collection: string; data: unknown }>('SELECT collection, data FROM documents');
    for (const row of rows) {
      expect(isCollectionName(row.collection), row.collection).toBe(true);
      if (!isCollectionName(row.collection)) continue;
      const parsed = COLLECTIONS[row.collection].schema.safeParse(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
      expect(parsed.success, JSON.stringify(row.data)).toBe(true);
    }
  });
});
