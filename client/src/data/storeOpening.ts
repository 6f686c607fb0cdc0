import { isWipePending, removalsOf } from '../auth/deviceMarks';
import { currentUser, forceRefresh, getAccessToken, onSessionEnded } from '../auth/session';
import { releaseServiceWorkerWork } from '../pwa/serviceWorkerHold';
import { endBookPreview } from './bookPreview';
import { browserStorage } from './browserStorage';
import { createDatabase } from './database';
import { removeDeviceData, runPendingWipes } from './deviceDataOnDemand';
import { takeFirstPulls } from './earlyFirstPulls';
import { traceStep } from './pathTrace';
import { type SyncController, startSync } from './replication';
import { preloadFreshStoreFill } from './storage';
import { createStoreHandover } from './storeHandover';
import { queueStoreWork } from './storeWork';
import { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';

export interface OpenedStore {
  db: KitchenDatabase;
  sync: SyncController;
  /** removalsOf(user) when the database was created: a removal after it means this store goes too. */
  removalsBefore: number;
}

/** The longest a fresh device's store waits for the early worker's pulls to be stored (a slow network, a large book). */
const STORE_HOLD_MAX_MS = 3_000;

/** Resolves when `done` does, or after `maxMs`. */
function holdUntil(done: Promise<void>, maxMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))]).finally(() => clearTimeout(timer));
}

/** The session of the store's user ended before it was created: there is nothing to open (nor to create again after a removal). */
class SessionEndedBeforeOpen extends Error {}

/** A user's store on its way to open (or open), with the status its sync reports into. */
export interface StoreOpening {
  userId: string;
  status: SyncStatusStore;
  opening: Promise<OpenedStore>;
}

/**
 * Opens the user's database and starts replicating every collection, after any removal left to
 * finish. A failure is reported in the status (the store gate shows it) and rejects `opening`.
 */
export function openStore(userId: string, status: SyncStatusStore = new SyncStatusStore()): StoreOpening {
  const opening = runPendingWipes().then(async () => {
    const auth = { getAccessToken, forceRefresh, onSessionEnded };
    // A fresh device pulls its recipes while the store opens (the largest collection, the one the book waits for).
    const firstPulls = await takeFirstPulls(userId);
    if (firstPulls) preloadFreshStoreFill();
    // The early worker's pulls are stored before the store is created: creating its databases, collections and
    // replications held the worker's writes back (CPU profile and trace of the sync bench's fresh device: the worker's
    // commits came 300-400 ms after their replies once the store was being created). The book shows the server's first
    // page meanwhile; what the cook does waits for the store (useRecipeActions), at most this hold and its opening.
    if (firstPulls?.stored) await holdUntil(firstPulls.stored(), STORE_HOLD_MAX_MS);
    if (currentUser()?.id !== userId) {
      firstPulls?.stop();
      throw new SessionEndedBeforeOpen();
    }
    const removalsBefore = removalsOf(userId);
    const db = await createDatabase({ userId, storage: await browserStorage() }).catch((error: unknown) => {
      firstPulls?.stop();
      throw error;
    });
    traceStep('start:storeCreated');
    const sync = startSync({ db, baseUrl: '', auth, eventSource: (url) => new EventSource(url), status, firstPulls });
    // The service worker's downloads waited for the recipes (see holdServiceWorkerWork); the book showed the server's first page meanwhile.
    void sync.firstFillsDone.then(() => {
      traceStep('start:filled');
      endBookPreview(userId);
      releaseServiceWorkerWork();
    });
    return { db, sync, removalsBefore };
  });
  opening.catch((error: unknown) => {
    releaseServiceWorkerWork();
    endBookPreview(userId);
    if (error instanceof SessionEndedBeforeOpen) return;
    status.update({ error: { code: 'database_unavailable', message: `The local store could not open: ${String(error)}` } });
  });
  return { userId, status, opening };
}

/** Stops the sync and closes the store, or removes it when its removal was asked for meanwhile (sign-out with removal, account deleted). */
export function closeStore({ userId, opening }: StoreOpening): Promise<void> {
  endBookPreview(userId);
  return queueStoreWork(async () => {
    const { db, sync } = await opening;
    await sync.stop();
    if (isWipePending(userId)) await removeDeviceData(userId, db);
    else await db.close();
  }).catch(() => undefined);
}

/**
 * The store of a signed-in user starts opening as soon as the signed-in app's code is here, not when
 * React first mounts the provider: React holds back the reveal of a screen that waited for code for up
 * to 300 ms after its loading screen showed, and a returning user's book waits for the store.
 */
const handover = createStoreHandover<StoreOpening, SyncStatusStore>({
  open: openStore,
  close: closeStore,
  onSessionEnded: (listener) => onSessionEnded(() => listener()),
});

/** Starts opening the user's store before the app shows (once; not while a provider holds one). */
export const startStoreEarly = handover.startEarly;
/** The status of the store opened early for this user, if any: the provider shows it from its first render. */
export const earlyStatusFor = handover.earlyStatusFor;
/** For the provider: the store opened early for this user (with its own status), else a new opening with this status. */
export const takeStore = handover.take;
/** The provider is done with the store it took: closed, or removed (see closeStore). */
export const releaseStore = handover.release;
