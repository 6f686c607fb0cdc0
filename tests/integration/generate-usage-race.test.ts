import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

describe('daily usage is counted atomically', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every request reaches the slot reservation (the per-minute rate limit would stop most before it).
    t = await createTestApp({ env: { GENERATE_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('of 50 parallel requests at a limit of 3, exactly 3 succeed and the usage document says 3', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'free');
    const payload = { originalRecipe: 'banana pancakes', filters: ['Vegan'], consent: true, timeZone: 'Asia/Tokyo' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/api/generate', headers, payload })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(47);
    const pull = await t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
    expect((pull.json().documents as { conversions: number }[])[0]?.conversions).toBe(3);
  });
});
