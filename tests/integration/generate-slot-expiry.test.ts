import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerBudgetIn } from '../../sync-server/src/generate/providerBudget';
import { commitSlot, reserveSlot } from '../../sync-server/src/generate/usageRepository';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/** The slot and AI-budget reads that also clear what has expired (one round trip each): what goes, and what counts. */
describe('generation slots and AI calls past their time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const count = async (sql: string, owner: string) => Number((await t.db.query<{ n: number | string }>(sql, [owner])).rows[0]?.n ?? 0);

  it('a reservation past its time no longer holds a slot, nor moves the counting day, and is deleted', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    await t.db.query(
      "INSERT INTO generation_reservations (id, owner, day, created_at) VALUES ('old-1', $1, '2099-01-02', now() - interval '2 hours')",
      [owner],
    );
    await t.db.query("INSERT INTO generation_reservations (id, owner, day) VALUES ('live-1', $1, '2026-03-01')", [owner]);
    const slot = await reserveSlot(t.db, owner, '2026-03-01', 2, 60);
    // The expired one is gone and its later day is not the counting day; the live one still holds a slot.
    expect(slot).toMatchObject({ ok: true, used: 0, day: '2026-03-01' });
    expect(await count("SELECT count(*) AS n FROM generation_reservations WHERE owner = $1 AND id = 'old-1'", owner)).toBe(0);
    const full = await reserveSlot(t.db, owner, '2026-03-01', 2, 60);
    expect(full).toMatchObject({ ok: false, used: 0, inFlight: 2, day: '2026-03-01' });
  });

  it('a committed slot counts on the usage document and frees its reservation', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    const first = await reserveSlot(t.db, owner, '2026-03-02', 3);
    if (!first.ok) throw new Error('no slot');
    expect(await commitSlot(t.db, owner, first.day, first.id, new Date('2026-03-02T10:00:00Z'))).toBe(1);
    const second = await reserveSlot(t.db, owner, '2026-03-02', 3);
    if (!second.ok) throw new Error('no slot');
    expect(second.used).toBe(1);
    expect(await commitSlot(t.db, owner, second.day, second.id, new Date('2026-03-02T11:00:00Z'))).toBe(2);
    expect(await count('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', owner)).toBe(0);
  });

  it('AI calls older than the hour are deleted and not counted; the oldest call of the window sets Retry-After', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    const now = new Date('2026-03-03T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    for (const minutes of [90, 61, 30, 10])
      await t.db.query('INSERT INTO ai_provider_calls (owner, called_at) VALUES ($1, $2)', [owner, at(minutes)]);
    expect(await providerBudgetIn(t.db, owner, 3, now)).toEqual({ ok: true });
    expect(await count('SELECT count(*) AS n FROM ai_provider_calls WHERE owner = $1', owner)).toBe(2);
    // At two per hour the window is full: the call of 30 minutes ago leaves it in 30 minutes.
    expect(await providerBudgetIn(t.db, owner, 2, now)).toEqual({ ok: false, retryAfterSeconds: 30 * 60 });
  });
});
