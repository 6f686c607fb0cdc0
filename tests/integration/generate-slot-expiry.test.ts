import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerBudgetIn } from '../../sync-server/src/generate/providerBudget';
import { commitSlot, reserveSlot, takeSlotIn, uncommitSlot } from '../../sync-server/src/generate/usageRepository';
import { CHANGE_CHANNEL, lockOwner } from '../../sync-server/src/sync/documentStore';
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

  it('a count taken back (the card failed its check after the commit was sent) leaves the day as it was, and frees the slot', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    const usage = async () =>
      (await t.db.query<{ data: { conversions: number } }>("SELECT data FROM documents WHERE owner = $1 AND collection = 'usage'", [owner]))
        .rows[0]?.data.conversions;
    const first = await reserveSlot(t.db, owner, '2026-03-04', 2);
    if (!first.ok) throw new Error('no slot');
    await commitSlot(t.db, owner, first.day, first.id, new Date('2026-03-04T10:00:00Z'));
    const second = await reserveSlot(t.db, owner, '2026-03-04', 2);
    if (!second.ok) throw new Error('no slot');
    expect(await commitSlot(t.db, owner, second.day, second.id, new Date('2026-03-04T10:05:00Z'))).toBe(2);
    await uncommitSlot(t.db, owner, second.day, new Date('2026-03-04T10:05:01Z'));
    expect(await usage()).toBe(1);
    // The day's limit is not reached: one more slot is there.
    expect(await reserveSlot(t.db, owner, '2026-03-04', 2)).toMatchObject({ ok: true, used: 1 });
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

  it('a committed slot writes the usage document with a fresh sequence and sends its change notice', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    const notices: unknown[] = [];
    const stop = await t.db.listen(CHANGE_CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as { owner: string };
      if (notice.owner === owner) notices.push(notice);
    });
    try {
      const first = await reserveSlot(t.db, owner, '2026-03-04', 3);
      if (!first.ok) throw new Error('no slot');
      expect(await commitSlot(t.db, owner, first.day, first.id, new Date('2026-03-04T10:00:00Z'))).toBe(1);
      const second = await reserveSlot(t.db, owner, '2026-03-04', 3);
      if (!second.ok) throw new Error('no slot');
      expect(await commitSlot(t.db, owner, second.day, second.id, new Date('2026-03-04T11:00:00Z'))).toBe(2);
      const { rows } = await t.db.query<{ data: unknown; seq: string | number }>(
        "SELECT data, seq FROM documents WHERE owner = $1 AND collection = 'usage' AND id = '2026-03-04'",
        [owner],
      );
      // The day's first conversion set createdAt; the second kept it.
      expect(rows[0]?.data).toEqual({
        id: '2026-03-04',
        date: '2026-03-04',
        conversions: 2,
        createdAt: '2026-03-04T10:00:00.000Z',
        updatedAt: '2026-03-04T11:00:00.000Z',
      });
      await expect.poll(() => notices.length).toBe(2);
      expect(notices[1]).toEqual({ owner, collection: 'usage', seq: Number(rows[0]?.seq) });
    } finally {
      await stop();
    }
  });

  it('a usage document deleted earlier starts its count again at one', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    await t.db.query(
      `INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at)
       VALUES ($1, 'usage', '2026-03-05', $2::jsonb, true, nextval('documents_seq'), now())`,
      [
        owner,
        JSON.stringify({
          id: '2026-03-05',
          date: '2026-03-05',
          conversions: 7,
          createdAt: '2026-03-05T01:00:00.000Z',
          updatedAt: '2026-03-05T01:00:00.000Z',
        }),
      ],
    );
    const slot = await reserveSlot(t.db, owner, '2026-03-05', 3);
    expect(slot).toMatchObject({ ok: true, used: 0 });
    if (!slot.ok) throw new Error('no slot');
    expect(await commitSlot(t.db, owner, slot.day, slot.id, new Date('2026-03-05T12:00:00Z'))).toBe(1);
  });

  it('with an AI budget, a call is recorded only with a slot; past the budget nothing is taken and Retry-After is the oldest call', async () => {
    const { id: owner } = await createPlanUser(t.app, t.db);
    const now = new Date('2026-03-06T12:00:00Z');
    const take = (perHour: number, limit: number) =>
      t.db.transaction(async (tx) => {
        await lockOwner(tx, owner);
        return takeSlotIn(tx, owner, '2026-03-06', limit, 60, { perHour, now });
      });
    const calls = () => count('SELECT count(*) AS n FROM ai_provider_calls WHERE owner = $1', owner);
    const slots = () => count('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', owner);
    await t.db.query('INSERT INTO ai_provider_calls (owner, called_at) VALUES ($1, $2)', [
      owner,
      new Date(now.getTime() - 20 * 60_000).toISOString(),
    ]);
    expect(await take(3, 5)).toMatchObject({ slot: { ok: true, used: 0, day: '2026-03-06' } });
    expect([await calls(), await slots()]).toEqual([2, 1]);
    // The day is full (one slot held, limit 1): no slot, and no call taken from the budget.
    expect(await take(3, 1)).toEqual({ slot: { ok: false, used: 0, inFlight: 1, day: '2026-03-06' } });
    expect([await calls(), await slots()]).toEqual([2, 1]);
    // Two calls in the window at two per hour: the one of 20 minutes ago leaves it in 40 minutes.
    expect(await take(2, 5)).toEqual({ exhausted: 40 * 60 });
    expect([await calls(), await slots()]).toEqual([2, 1]);
  });
});
