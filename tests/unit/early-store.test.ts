import { beforeEach, describe, expect, it, vi } from 'vitest';

const opened: { userId: string; close: ReturnType<typeof vi.fn> }[] = [];
let wipes: string[] = [];
let endSession: (() => void) | undefined;

vi.mock('../../client/src/data/database', () => ({
  createDatabase: vi.fn(async ({ userId }: { userId: string }) => {
    const db = { userId, close: vi.fn(async () => true) };
    opened.push(db);
    return db;
  }),
}));
vi.mock('../../client/src/data/browserStorage', () => ({ browserStorage: async () => ({}) }));
vi.mock('../../client/src/data/earlyFirstPulls', () => ({ startFirstPulls: async () => undefined }));
vi.mock('../../client/src/auth/deviceMarks', () => ({ usersToWipe: () => wipes }));
vi.mock('../../client/src/auth/session', () => ({
  onSessionEnded: (listener: () => void) => {
    endSession = listener;
    return () => undefined;
  },
}));

const { openStoreEarly, releaseEarlyStore, takeEarlyStore } = await import('../../client/src/data/earlyStore');

beforeEach(() => {
  opened.length = 0;
  wipes = [];
});

describe('the store opened as soon as the signed-in user is known', () => {
  it('opens once per user, is handed out once, and opens again only after the provider released it', async () => {
    openStoreEarly('u1');
    openStoreEarly('u1');
    const taken = takeEarlyStore('u1');
    expect(await taken).toMatchObject({ userId: 'u1' });
    expect(takeEarlyStore('u1')).toBeUndefined();
    // The sign-in screen re-rendering while the provider holds the store opens nothing more.
    openStoreEarly('u1');
    await Promise.resolve();
    expect(opened).toHaveLength(1);
    releaseEarlyStore('u1');
    openStoreEarly('u1');
    expect(await takeEarlyStore('u1')).toMatchObject({ userId: 'u1' });
    expect(opened).toHaveLength(2);
    releaseEarlyStore('u1');
  });

  it('is not opened while a device-data removal is pending (the provider runs it first)', () => {
    wipes = ['someone'];
    openStoreEarly('u2');
    expect(takeEarlyStore('u2')).toBeUndefined();
  });

  it('closes a store nobody took when another user signs in or the session ends', async () => {
    openStoreEarly('u3');
    openStoreEarly('u4');
    await vi.waitFor(() => expect(opened.find((db) => db.userId === 'u3')?.close).toHaveBeenCalled());
    expect(takeEarlyStore('u3')).toBeUndefined();
    endSession?.();
    await vi.waitFor(() => expect(opened.find((db) => db.userId === 'u4')?.close).toHaveBeenCalled());
    expect(takeEarlyStore('u4')).toBeUndefined();
  });
});
