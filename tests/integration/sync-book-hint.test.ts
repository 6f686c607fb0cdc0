import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';
import { MAX_PULL_BATCH } from '../../shared/sync/protocol';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

/**
 * The session marker's hint (sync-server/src/sync/bookHint.ts): a sign-in says whether the user's book takes more than
 * one pull, so a new device's first script starts the first pulls' worker beside the refresh; refreshes keep it.
 */
describe('the session marker says whether the book takes several pulls', () => {
  let t: TestApp;
  const password = 'correct horse battery';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
    response.cookies.find((c) => c.name === name)?.value;

  /** A verified user with `live` live recipes and `deleted` tombstones, signed in: the sign-in's reply. */
  async function signInWith(live: number, deleted: number) {
    const email = `hint-${live}-${deleted}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const user = await insertUser(t.db, { email, passwordHash: await hashPassword(password), emailVerified: true, provider: 'password' });
    if (!user) throw new Error('no user');
    await t.db.query(
      `INSERT INTO documents (owner, collection, id, data, deleted)
       SELECT $1, 'recipes', 'r' || g, jsonb_build_object('id', 'r' || g), g > $2 FROM generate_series(1, $2::int + $3::int) g`,
      [user.id, live, deleted],
    );
    // Another collection's documents do not count.
    await t.db.query(
      `INSERT INTO documents (owner, collection, id, data) SELECT $1, 'mealPlans', 'm' || g, '{}'::jsonb FROM generate_series(1, $2::int) g`,
      [user.id, MAX_PULL_BATCH + 1],
    );
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    expect(signin.statusCode).toBe(200);
    return signin;
  }

  it.each([
    [MAX_PULL_BATCH + 1, 0, SESSION_MARKER_BOOK],
    [MAX_PULL_BATCH, 0, '1'],
    [MAX_PULL_BATCH, 3, '1'],
    [0, 0, '1'],
  ])('%i live recipes and %i tombstones: the marker is %s, kept by a refresh', async (live, deleted, marker) => {
    const signin = await signInWith(live, deleted);
    expect(cookieOf(signin, SESSION_MARKER_COOKIE)).toBe(marker);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh?firstPage=8',
      cookies: { refresh_token: cookieOf(signin, 'refresh_token') ?? '', [SESSION_MARKER_COOKIE]: marker },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed, SESSION_MARKER_COOKIE)).toBe(marker);
    expect((refreshed.json() as { firstPage: { total: number } }).firstPage.total).toBe(live);
  });

  it('a refresh that comes with no marker, or another value, sets the plain one', async () => {
    const signin = await signInWith(MAX_PULL_BATCH + 1, 0);
    const markers: Record<string, string>[] = [{}, { [SESSION_MARKER_COOKIE]: 'other' }];
    for (const cookies of markers) {
      const token = cookieOf(signin, 'refresh_token') ?? '';
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: token, ...cookies } });
      expect(refreshed.statusCode).toBe(200);
      expect(cookieOf(refreshed, SESSION_MARKER_COOKIE)).toBe('1');
    }
  });
});
