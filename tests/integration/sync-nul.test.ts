import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../shared/domain/messages';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { NUL_SQLSTATES } from '../../sync-server/src/nulCharacter';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const recipe = (overrides: Record<string, unknown>) => ({
  id: 'nul-recipe',
  title: 'Plain soup',
  convertedRecipe: '# Plain soup',
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe(`a NUL character in text (${process.env.TEST_DB ?? 'default database'})`, () => {
  it('rejects a pushed row with NUL in a field before the database, naming the field, and stores nothing', async () => {
    const { headers } = testUser(t.app);
    const push = (doc: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows: [{ newDocumentState: doc }] } });

    const inValue = await push(recipe({ title: 'Soup\u0000' }));
    expect(inValue.statusCode).toBe(200);
    expect(inValue.json()).toEqual({
      conflicts: [],
      rejected: [
        {
          id: 'nul-recipe',
          reason: ERROR_CODES.validation,
          message: `rows.0.newDocumentState.title: ${TEXT_MESSAGES.nulCharacter}`,
          field: 'rows.0.newDocumentState.title',
        },
      ],
    });
    const inList = await push(recipe({ dietaryFilters: ['Vegan', 'Nut\u0000Free'] }));
    expect(inList.json().rejected[0].field).toBe('rows.0.newDocumentState.dietaryFilters.1');

    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pull.json().documents).toEqual([]);
    // The same document without the NUL goes through.
    expect((await push(recipe({}))).json()).toEqual({ conflicts: [] });
  });

  it("rejects only the row holding half of a surrogate pair (a broken emoji); the batch's other rows are stored", async () => {
    const { headers } = testUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/push',
      headers,
      payload: {
        rows: [
          { newDocumentState: recipe({ id: 'whole-1', title: 'Soup 🍲' }) },
          { newDocumentState: recipe({ id: 'broken', title: 'Soup \ud83c', tags: ['ok', '\udf72'] }) },
          { newDocumentState: recipe({ id: 'whole-2' }) },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      conflicts: [],
      rejected: [
        {
          id: 'broken',
          reason: ERROR_CODES.validation,
          message: `rows.1.newDocumentState.title: ${TEXT_MESSAGES.brokenCharacter}`,
          field: 'rows.1.newDocumentState.title',
        },
      ],
    });
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    const stored = pull.json().documents as { id: string; title: string }[];
    expect(stored.map((d) => d.id).sort()).toEqual(['whole-1', 'whole-2']);
    expect(stored.find((d) => d.id === 'whole-1')?.title).toBe('Soup 🍲');
  });

  it('answers 400 (never 500) to NUL in sign-up fields', async () => {
    const signup = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    const name = await signup({ email: 'nul-name@example.test', password: 'a long password', displayName: 'Cook\u0000' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({ error: ERROR_CODES.validation, message: TEXT_MESSAGES.nulCharacter });
    const email = await signup({ email: 'nul\u0000@example.test', password: 'a long password' });
    expect(email.statusCode).toBe(400);
    // Nothing half-made: the address is still free.
    expect((await signup({ email: 'nul-name@example.test', password: 'a long password' })).statusCode).toBe(201);
  });

  it('maps exactly the errors this database raises for NUL in text and jsonb', async () => {
    const codeOf = async (sql: string, param: string) => {
      try {
        await t.db.query(sql, [param]);
        return 'no error';
      } catch (error) {
        return String((error as { code?: unknown }).code);
      }
    };
    const inJsonb = await codeOf('SELECT $1::jsonb AS v', JSON.stringify({ text: 'a\u0000b' }));
    expect(NUL_SQLSTATES.has(inJsonb)).toBe(true);
    const inText = await codeOf('SELECT $1::text AS v', 'a\u0000b');
    expect(NUL_SQLSTATES.has(inText)).toBe(true);
  });
});
