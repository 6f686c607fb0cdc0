import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FIRST_PAGE } from '../../shared/sync/protocol';
import { startRefreshFamily } from '../../sync-server/src/auth/refreshTokenStore';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const recipe = (id: string, createdAt: string) => ({
  id,
  title: `Soup ${id}`,
  convertedRecipe: 'Stir «gently»; 200 g lentils — "quoted" \\ backslash, emoji 🍲',
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt,
  updatedAt: createdAt,
  _deleted: false,
});

describe('the book first page for a fresh device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers the live recipes by createdAt (ties by id), with how many there are, and nothing of another user', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'chef');
    const other = await createPlanUser(t.app, t.db, 'chef');
    const dates = ['2026-11-03T10:00:00.000Z', '2026-11-01T10:00:00.000Z', '2026-11-05T10:00:00.000Z', '2026-11-05T10:00:00.000Z'];
    const rows = ['c', 'a', 'e', 'd'].map((id, i) => ({ newDocumentState: recipe(id, dates[i] as string) }));
    rows.push({ newDocumentState: recipe('gone', '2026-11-09T10:00:00.000Z') });
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows } })).statusCode).toBe(200);
    const gone = recipe('gone', '2026-11-09T10:00:00.000Z');
    const tombstone = { assumedMasterState: gone, newDocumentState: { ...gone, _deleted: true } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows: [tombstone] } })).statusCode,
    ).toBe(200);
    const theirs = { rows: [{ newDocumentState: recipe('theirs', '2026-12-01T10:00:00.000Z') }] };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers: other.headers, payload: theirs })).statusCode,
    ).toBe(200);

    const newest = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/first-page',
      headers,
      payload: { order: 'newest', limit: 3 },
    });
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['content-type']).toContain('application/json');
    const body = newest.json() as { documents: { id: string }[]; total: number };
    expect(body.total).toBe(4);
    expect(body.documents.map((d) => d.id)).toEqual(['d', 'e', 'c']);
    expect(body.documents[0]).toEqual(recipe('d', '2026-11-05T10:00:00.000Z'));

    const oldest = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/first-page',
      headers,
      payload: { order: 'oldest', limit: 10 },
    });
    expect((oldest.json() as { documents: { id: string }[] }).documents.map((d) => d.id)).toEqual(['a', 'c', 'd', 'e']);

    // The page's edge falls inside a tie: the tied recipes still come by id, in either order.
    const page = async (order: string, limit: number) =>
      (
        (await t.app.inject({ method: 'POST', url: '/api/sync/recipes/first-page', headers, payload: { order, limit } })).json() as {
          documents: { id: string }[];
        }
      ).documents.map((d) => d.id);
    expect(await page('newest', 1)).toEqual(['d']);
    expect(await page('newest', 2)).toEqual(['d', 'e']);
    expect(await page('oldest', 3)).toEqual(['a', 'c', 'd']);
    expect(await page('oldest', 1)).toEqual(['a']);
  });

  it('answers an empty book with no documents and a total of 0', async () => {
    const { headers } = testUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/first-page',
      headers,
      payload: { order: 'newest', limit: 8 },
    });
    expect(res.json()).toEqual({ documents: [], total: 0 });
  });

  it('refuses a bad request with 400 and no token with 401', async () => {
    const { headers } = testUser(t.app);
    for (const payload of [{ order: 'newest', limit: MAX_FIRST_PAGE + 1 }, { order: 'sideways', limit: 8 }, { limit: 8 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/first-page', headers, payload });
      expect(res.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/first-page', payload: { order: 'newest', limit: 8 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('comes with the refresh that asks for it (?firstPage=n): the session and the newest n, as the sync route answers them', async () => {
    const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
    const dates = ['2026-11-02T10:00:00.000Z', '2026-11-04T10:00:00.000Z', '2026-11-03T10:00:00.000Z'];
    const rows = ['p', 'q', 'r'].map((rid, i) => ({ newDocumentState: recipe(rid, dates[i] as string) }));
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows } })).statusCode).toBe(200);
    const refresh = async (url: string) => {
      const { token } = await startRefreshFamily(t.db, id);
      return t.app.inject({ method: 'POST', url, cookies: { refresh_token: token } });
    };
    const asked = await refresh('/api/auth/refresh?firstPage=2');
    expect(asked.statusCode).toBe(200);
    const body = asked.json() as { accessToken: string; user: { id: string }; firstPage: { documents: { id: string }[]; total: number } };
    expect(typeof body.accessToken).toBe('string');
    expect(body.user.id).toBe(id);
    expect(body.firstPage.total).toBe(3);
    expect(body.firstPage.documents.map((d) => d.id)).toEqual(['q', 'r']);
    expect(body.firstPage.documents[0]).toEqual(recipe('q', '2026-11-04T10:00:00.000Z'));
    // Without the question, the refresh answers as it always did; a bad one is refused before the cookie is used.
    const plain = await refresh('/api/auth/refresh');
    expect(Object.keys(plain.json()).sort()).toEqual(['accessToken', 'user']);
    expect((await refresh(`/api/auth/refresh?firstPage=${MAX_FIRST_PAGE + 1}`)).statusCode).toBe(400);
  });
});
