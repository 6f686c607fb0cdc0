import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../shared/domain/notificationTexts';
import { parseAdminArgs, runAdminCommand } from '../../sync-server/src/admin';
import { notifyWelcome } from '../../sync-server/src/notifications/notificationService';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

async function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

async function notifications(
  token: string,
): Promise<{ id: string; title: string; message: string; type: string; isRead: boolean; _deleted: boolean }[]> {
  const res = await post('/api/sync/notifications/pull', { checkpoint: null, batchSize: 100 }, token);
  expect(res.statusCode).toBe(200);
  return res.json().documents;
}

function recipe(n: number) {
  const at = new Date(Date.UTC(2026, 10, 1, 10, n)).toISOString();
  return {
    id: `r-${n}`,
    title: `Soup ${n}`,
    convertedRecipe: 'Water',
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}

describe('server-written notifications', () => {
  const email = 'notified.cook@example.test';
  const password = 'notification test password';
  let token = '';

  it('welcomes a user once, right after the e-mail address is verified', async () => {
    expect((await post('/api/auth/signup', { email, password })).statusCode).toBe(201);
    const mail = await latestMail(t.config.dataDir, email, 'verifyEmail');
    expect((await post('/api/auth/verify-email', { token: mail.oobCode })).statusCode).toBe(200);
    const signin = await post('/api/auth/signin', { email, password });
    token = signin.json().accessToken;
    const docs = await notifications(token);
    expect(docs).toEqual([
      expect.objectContaining({ id: 'welcome', title: NOTIFICATION_TEXTS.welcomeTitle, type: 'success', isRead: false }),
    ]);
  });

  it('says "Nearly at Recipe Limit" at 4 of 5 recipes and "Recipe Limit Reached" at 5, once each', async () => {
    const push = (rows: ReturnType<typeof recipe>[]) =>
      post('/api/sync/recipes/push', { rows: rows.map((r) => ({ newDocumentState: { ...r, _deleted: false } })) }, token);
    expect((await push([1, 2, 3].map(recipe))).statusCode).toBe(200);
    expect((await notifications(token)).map((d) => d.id)).toEqual(['welcome']);
    expect((await push([recipe(4)])).statusCode).toBe(200);
    const nearly = (await notifications(token)).find((d) => d.title === NOTIFICATION_TEXTS.nearlyAtLimitTitle);
    expect(nearly).toMatchObject({
      type: 'warning',
      message: 'You have saved 4 of 5 recipes. Upgrade your plan before you run out of room.',
    });
    expect((await push([recipe(5)])).statusCode).toBe(200);
    // A second push at the limit (an edit) adds nothing new.
    expect((await push([{ ...recipe(5), title: 'Soup five', updatedAt: new Date().toISOString() }])).statusCode).toBe(200);
    const all = await notifications(token);
    const reached = all.filter((d) => d.title === NOTIFICATION_TEXTS.limitReachedTitle);
    expect(reached).toEqual([
      expect.objectContaining({ message: 'Your FREE plan allows 5 recipes. Upgrade your plan to save more recipes.', isRead: false }),
    ]);
    expect(all.filter((d) => d.title === NOTIFICATION_TEXTS.nearlyAtLimitTitle)).toHaveLength(1);
  });

  it('tells the user when an admin changes the plan, and not when nothing changed', async () => {
    await runAdminCommand(t.db, parseAdminArgs(['set-plan', email, 'chef']));
    await runAdminCommand(t.db, parseAdminArgs(['set-plan', email, 'chef']));
    const plans = (await notifications(token)).filter((d) => d.title === NOTIFICATION_TEXTS.planChangedTitle);
    expect(plans).toEqual([expect.objectContaining({ type: 'update', message: expect.stringContaining('Chef plan') })]);
  });

  it('does not bring back a notification the user deleted', async () => {
    const welcome = (await notifications(token)).find((d) => d.id === 'welcome');
    if (!welcome) throw new Error('no welcome notification');
    const { _deleted, ...doc } = welcome;
    const gone = { ...doc, updatedAt: new Date().toISOString(), _deleted: true };
    const res = await post('/api/sync/notifications/push', { rows: [{ assumedMasterState: welcome, newDocumentState: gone }] }, token);
    expect(res.json().conflicts).toEqual([]);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    expect(await t.db.transaction((tx) => notifyWelcome(tx, String(rows[0]?.id)))).toBe(false);
    expect((await notifications(token)).find((d) => d.id === 'welcome')?._deleted).toBe(true);
  });
});
