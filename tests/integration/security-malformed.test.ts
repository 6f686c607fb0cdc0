import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

/** Every sync route, with a verified user's token. */
const ROUTES = [
  { method: 'POST', url: '/api/sync/recipes/pull' },
  { method: 'POST', url: '/api/sync/recipes/push' },
  { method: 'POST', url: '/api/sync/mealPlans/push' },
  { method: 'POST', url: '/api/sync/entitlements/pull' },
  { method: 'POST', url: '/api/sync/usage/push' },
  { method: 'POST', url: '/api/sync/stream-ticket' },
] as const;

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
];

/** Bodies shaped like the protocol but wrong in every way, plus arbitrary JSON and junk text. */
const protocolish = fc.record(
  {
    checkpoint: fc.oneof(
      fc.constant(null),
      fc.record({ seq: fc.oneof(fc.integer(), fc.double(), fc.string()), id: fc.oneof(fc.string(), fc.integer()) }),
      fc.jsonValue(),
    ),
    batchSize: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
    rows: fc.oneof(
      fc.array(
        fc.record(
          {
            assumedMasterState: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
            newDocumentState: fc.oneof(
              fc.record(
                { id: fc.oneof(fc.string(), fc.integer()), _deleted: fc.oneof(fc.boolean(), fc.string()), title: fc.string() },
                { requiredKeys: [] },
              ),
              fc.jsonValue(),
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  protocolish.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constant(''),
  fc.constant('{"rows": [{"newDocumentState": {"id": "x", "__proto__": {"admin": true}}}]}'),
);

describe('malformed bodies on every sync route', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = testUser(t.app).headers;
  });
  afterAll(() => t.cleanup());

  it('answer 4xx JSON { error, message }, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.constantFrom(...CONTENT_TYPES), body, async (route, contentType, payload) => {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        if (res.statusCode >= 500) throw new Error(`${route.url} answered ${res.statusCode}: ${res.body}`);
        if (res.statusCode >= 400) {
          const json = res.json<{ error: unknown; message: unknown }>();
          expect(typeof json.error).toBe('string');
          expect(typeof json.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('junk path parameters and query strings are 4xx too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (collection, query) => {
        const url = `/api/sync/${encodeURIComponent(collection)}/pull?${encodeURIComponent(query)}`;
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { checkpoint: null, batchSize: 1 } });
        expect(res.statusCode).toBeLessThan(500);
        const stream = await t.app.inject({ method: 'GET', url: `/api/sync/stream?ticket=${encodeURIComponent(query)}` });
        expect(stream.statusCode).toBeGreaterThanOrEqual(400);
        expect(stream.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
