import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

const recipe = (id: string, title: string) => ({
  id,
  title,
  convertedRecipe: 'Boil water.',
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

describe('a deactivated account can read (pull) its data but not write', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    const password = 'deactivation test passphrase';
    const email = 'deactivated@example.test';
    await insertUser(t.db, { email, passwordHash: await hashPassword(password), emailVerified: true, provider: 'password' });
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    headers = { authorization: `Bearer ${signin.json().accessToken}` };
  });
  afterAll(() => t.cleanup());

  const push = (doc: ReturnType<typeof recipe>) =>
    t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows: [{ newDocumentState: doc }] } });
  const pull = (collection: string) =>
    t.app.inject({ method: 'POST', url: `/api/sync/${collection}/pull`, headers, payload: { checkpoint: null, batchSize: 50 } });

  it('refuses pushes with 403 account_deactivated, keeps pull and the stream open, and writes again after reactivation', async () => {
    expect((await push(recipe('before', 'Saved while active'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/deactivate', headers })).statusCode).toBe(200);

    const refused = await push(recipe('during', 'Saved while deactivated'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'account_deactivated', message: ACCOUNT_MESSAGES.deactivatedReadOnly });

    const recipes = await pull('recipes');
    expect(recipes.statusCode).toBe(200);
    expect(recipes.json().documents.map((d: { id: string }) => d.id)).toEqual(['before']);
    // The entitlements document tells the app to show the welcome-back dialog.
    expect((await pull('entitlements')).json().documents[0]).toMatchObject({ accountStatus: 'deactivated' });
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/account/reactivate', headers })).statusCode).toBe(200);
    expect((await push(recipe('after', 'Saved after reactivation'))).statusCode).toBe(200);
  });
});
