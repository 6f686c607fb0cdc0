import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_FILTER_NAMES } from '../../shared/domain/dietFilters';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

describe('generation and image routes never answer 500 to bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const field = fc.oneof(
    fc.jsonValue(),
    fc.string({ maxLength: 80 }),
    fc.array(fc.oneof(fc.constantFrom(...DIET_FILTER_NAMES, 'Halal', 'Kosher'), fc.string({ maxLength: 12 })), { maxLength: 6 }),
  );
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        originalRecipe: field,
        filters: field,
        mode: fc.oneof(fc.constantFrom('convert', 'create', 'surprise'), fc.string({ maxLength: 10 })),
        userSettings: field,
        mustUseIngredients: field,
        avoidIngredients: field,
        profileContext: field,
        goalPrompts: field,
        consent: fc.oneof(fc.constant(true), fc.jsonValue()),
        timeZone: fc.oneof(fc.constantFrom('Europe/Paris', 'Mars/Olympus'), fc.string({ maxLength: 20 })),
      },
      { requiredKeys: ['consent'] },
    ),
  );

  it('POST /api/generate with arbitrary JSON', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'master-chef');
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/generate',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        // Route answers carry { success }; bodies refused before the route (e.g. __proto__ keys) carry { error, message }.
        const json = res.json() as Record<string, unknown>;
        expect(typeof json.success === 'boolean' || typeof json.message === 'string').toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('POST /api/images/search with arbitrary JSON, and broken JSON on both routes', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ keywords: field, title: field, usedImages: field })), async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/images/search',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    for (const url of ['/api/generate', '/api/images/search']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"originalRecipe": ',
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
