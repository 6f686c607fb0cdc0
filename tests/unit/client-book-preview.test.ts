import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostJson } from '../../client/src/data/syncApi';

/** What the fake server was asked, by path; each answer waits for `release` when given. */
const requests: { path: string; body: unknown }[] = [];
const sessionEndListeners: (() => void)[] = [];
const recipe = (id: string, createdAt: string) => ({
  id,
  title: `Soup ${id}`,
  convertedRecipe: '# Soup',
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt,
  updatedAt: createdAt,
});
let firstPage: () => Promise<unknown> = async () => ({
  documents: [
    { ...recipe('b', '2026-11-02T00:00:00.000Z'), _deleted: false },
    { ...recipe('a', '2026-11-01T00:00:00.000Z'), _deleted: false },
  ],
  total: 2,
});
const post = (async (path: string, body: unknown) => {
  requests.push({ path, body });
  if (path.endsWith('/first-page')) return firstPage();
  return { documents: [], checkpoint: null };
}) as PostJson;

/** The first page each user's refresh brought (what takeFirstPageOfRefresh hands out, once). */
const refreshedPages = new Map<string, unknown>();
vi.mock('../../client/src/auth/session', () => ({
  takeFirstPageOfRefresh: (userId: string) => {
    const page = refreshedPages.get(userId);
    refreshedPages.delete(userId);
    return page;
  },
  getAccessToken: async () => 'token',
  forceRefresh: async () => 'token',
  onSessionEnded: (listener: () => void) => {
    sessionEndListeners.push(listener);
    return () => undefined;
  },
}));
vi.mock('../../client/src/data/syncApi', () => ({ createSyncApi: () => post }));

// A browser with no store of anyone's: every user's start is a fresh device's.
(globalThis as { indexedDB?: unknown }).indexedDB = { databases: async () => [] };
const { bookPreviewNow, endBookPreview, handFirstPage, startBookPreview } = await import('../../client/src/data/bookPreview');
const { startFirstPulls, takeFirstPulls } = await import('../../client/src/data/earlyFirstPulls');

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("a fresh device's book preview", () => {
  beforeEach(() => {
    requests.length = 0;
    endBookPreview();
  });

  it('asks for the newest page, keeps the live recipes in memory by id, and ends when told', async () => {
    startBookPreview(post, 'u1', 8);
    expect(bookPreviewNow()).toEqual({ userId: 'u1', page: null });
    await settle();
    expect(requests).toEqual([{ path: '/api/sync/recipes/first-page', body: { order: 'newest', limit: 8 } }]);
    const page = bookPreviewNow()?.page;
    expect(page?.recipes.map((r) => r.id)).toEqual(['b', 'a']);
    expect(page?.recipes[0]).toEqual(recipe('b', '2026-11-02T00:00:00.000Z'));
    expect(page?.byId.get('a')?.title).toBe('Soup a');
    expect(page?.total).toBe(2);
    endBookPreview('someone-else');
    expect(bookPreviewNow()?.userId).toBe('u1');
    endBookPreview('u1');
    expect(bookPreviewNow()).toBeNull();
  });

  it('shows nothing when the page cannot be fetched, and drops an answer that came after its end', async () => {
    firstPage = async () => {
      throw new Error('offline');
    };
    startBookPreview(post, 'u1', 8);
    await settle();
    expect(bookPreviewNow()).toBeNull();
    let answer: (value: unknown) => void = () => undefined;
    firstPage = () => new Promise((resolve) => (answer = resolve));
    startBookPreview(post, 'u1', 8);
    endBookPreview();
    answer({ documents: [{ ...recipe('a', '2026-11-01T00:00:00.000Z'), _deleted: false }], total: 1 });
    await settle();
    expect(bookPreviewNow()).toBeNull();
  });

  it('starts once per session: a start after the store took the pulls asks for nothing again', async () => {
    firstPage = async () => ({ documents: [], total: 0 });
    const taken = await takeFirstPulls('u2');
    expect(taken).toBeDefined();
    await settle();
    const asked = requests.length;
    expect(requests.filter((r) => r.path.endsWith('/first-page'))).toHaveLength(1);
    // The entry's start, answered after the store's opening took the pulls.
    expect(await startFirstPulls('u2')).toBeUndefined();
    await settle();
    expect(requests).toHaveLength(asked);
    taken?.stop();
    // Signed out and in again: a start of its own.
    for (const listener of sessionEndListeners) listener();
    const again = await startFirstPulls('u2');
    expect(again).toBeDefined();
    again?.stop();
    expect(requests.filter((r) => r.path.endsWith('/first-page'))).toHaveLength(2);
  });

  it('a fresh device’s start shows the page its refresh brought at once and asks the server for no other', async () => {
    const refreshed = (total: number) => ({ documents: [{ ...recipe(`r${total}`, '2026-11-04T00:00:00.000Z'), _deleted: false }], total });
    for (const [userId, total] of [
      ['r1', 11],
      ['r2', 12],
      ['r3', 13],
    ] as const) {
      refreshedPages.set(userId, refreshed(total));
      const pulls = await startFirstPulls(userId);
      expect(bookPreviewNow()).toMatchObject({ userId, page: { total } });
      pulls?.stop();
      endBookPreview();
    }
    await settle();
    expect(requests.filter((r) => r.path.endsWith('/first-page'))).toEqual([]);
    // Taken once: a later start of the same user (signed out and in again) asks the server.
    for (const listener of sessionEndListeners) listener();
    (await startFirstPulls('r1'))?.stop();
    await settle();
    expect(requests.filter((r) => r.path.endsWith('/first-page'))).toHaveLength(1);
  });

  it("shows the page the refresh brought without asking again, also to a preview already asked for; another user's or a malformed one is not used", async () => {
    const handed = { documents: [{ ...recipe('h', '2026-11-03T00:00:00.000Z'), _deleted: false }], total: 7 };
    handFirstPage('u3', handed, 8);
    startBookPreview(post, 'u3', 8);
    expect(bookPreviewNow()?.page?.recipes.map((r) => r.id)).toEqual(['h']);
    expect(bookPreviewNow()?.page?.total).toBe(7);
    await settle();
    expect(requests).toEqual([]);
    endBookPreview();
    // Asked for first (its request under way), then handed: shown at once; the request's answer is dropped.
    let answer: (value: unknown) => void = () => undefined;
    firstPage = () => new Promise((resolve) => (answer = resolve));
    startBookPreview(post, 'u4', 8);
    handFirstPage('u4', handed, 8);
    expect(bookPreviewNow()?.page?.total).toBe(7);
    answer({ documents: [], total: 0 });
    await settle();
    expect(bookPreviewNow()?.page?.total).toBe(7);
    endBookPreview();
    handFirstPage('u5', handed, 8);
    handFirstPage('u6', { documents: 'nope' }, 8);
    firstPage = async () => ({ documents: [], total: 0 });
    startBookPreview(post, 'u6', 8);
    await settle();
    expect(requests.filter((r) => r.path.endsWith('/first-page'))).toHaveLength(2);
    expect(bookPreviewNow()?.page?.total).toBe(0);
  });
});
