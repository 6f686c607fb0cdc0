import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_FILTER_NAMES } from '../../shared/domain/dietFilters';
import { defaultSettings } from '../../shared/schemas/settings';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

type Settings = ReturnType<typeof defaultSettings>;
const base = (): Settings => defaultSettings('2026-11-24T10:00:00.000Z');

async function push(headers: { authorization: string }, next: Settings, assumed: Settings | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sync/settings/push',
    headers,
    payload: {
      rows: [{ assumedMasterState: assumed ? { ...assumed, _deleted: false } : null, newDocumentState: { ...next, _deleted: false } }],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { conflicts: unknown[]; rejected?: { reason: string; message: string }[] };
}

describe('settings that need a plan right are enforced on the server', () => {
  it('a free plan cannot add default filters, health conditions, health goals or a profile picture; every other setting saves', async () => {
    const user = await createPlanUser(t.app, t.db, 'free');
    const first = await push(user.headers, { ...base(), theme: 'dark', defaultServingSize: 2 }, null);
    expect(first.rejected ?? []).toEqual([]);
    const stored = { ...base(), theme: 'dark' as const, defaultServingSize: 2 };
    const attempts: Settings[] = [
      { ...stored, defaultDietaryFilters: ['Vegan'] },
      { ...stored, healthConditions: ['Diabetes'] },
      {
        ...stored,
        personalProfile: {
          ...stored.personalProfile,
          healthGoals: [{ id: 'g1', type: 'weight_loss', description: 'Lose 5 kg', isActive: true }],
        },
      },
      { ...stored, profilePictureUrl: 'https://example.test/me.png' },
    ];
    for (const attempt of attempts) {
      const result = await push(user.headers, { ...attempt, updatedAt: '2026-11-24T10:05:00.000Z' }, stored);
      expect(result.rejected?.[0]?.reason).toBe('plan_feature_required');
      expect(result.rejected?.[0]?.message).toMatch(/needs a higher plan/);
    }
  });

  it('a chef may pick its 12 filters but not the 13th', async () => {
    const user = await createPlanUser(t.app, t.db, 'chef');
    const ok = await push(user.headers, { ...base(), defaultDietaryFilters: DIET_FILTER_NAMES.slice(0, 12) }, null);
    expect(ok.rejected ?? []).toEqual([]);
    const other = await createPlanUser(t.app, t.db, 'chef');
    const beyond = await push(other.headers, { ...base(), defaultDietaryFilters: [DIET_FILTER_NAMES[12] as string] }, null);
    expect(beyond.rejected?.[0]?.reason).toBe('plan_feature_required');
  });

  it('after a downgrade what was set stays, other settings still save, it can be removed, and nothing new is added', async () => {
    const user = await createPlanUser(t.app, t.db, 'master-chef');
    const rich: Settings = { ...base(), healthConditions: ['Diabetes'], defaultDietaryFilters: ['Keto', 'Paleo'] };
    expect((await push(user.headers, rich, null)).rejected ?? []).toEqual([]);
    await t.db.query("UPDATE users SET plan = 'free' WHERE id = $1", [user.id]);

    const themed = { ...rich, theme: 'light' as const, updatedAt: '2026-11-24T11:00:00.000Z' };
    expect((await push(user.headers, themed, rich)).rejected ?? []).toEqual([]);
    const cleared = { ...themed, healthConditions: [], updatedAt: '2026-11-24T11:01:00.000Z' };
    expect((await push(user.headers, cleared, themed)).rejected ?? []).toEqual([]);
    const readded = { ...cleared, healthConditions: ['Diabetes'], updatedAt: '2026-11-24T11:02:00.000Z' };
    expect((await push(user.headers, readded, cleared)).rejected?.[0]?.reason).toBe('plan_feature_required');

    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/settings/pull',
      headers: user.headers,
      payload: { checkpoint: null, batchSize: 5 },
    });
    expect(pull.json().documents[0]).toMatchObject({ theme: 'light', healthConditions: [], defaultDietaryFilters: ['Keto', 'Paleo'] });
  });
});
