import { usersToWipe } from '../auth/deviceMarks';
import { onSessionEnded } from '../auth/session';
import { browserStorage } from './browserStorage';
import { createDatabase } from './database';
import { startFirstPulls } from './earlyFirstPulls';
import type { KitchenDatabase } from './types';

type EarlyStore = { userId: string; opening: Promise<KitchenDatabase>; taken: boolean };

let early: EarlyStore | undefined;

function closeUntaken(store: EarlyStore): void {
  if (store.taken) return;
  store.taken = true;
  void store.opening.then((db) => db.close()).catch(() => undefined);
}

// A store not taken yet is closed when the session ends; a taken one is the data provider's to close (and release).
onSessionEnded(() => {
  if (!early || early.taken) return;
  closeUntaken(early);
  early = undefined;
});

/**
 * Starts opening the signed-in user's store as soon as the user is known, while the app's screens
 * load, so a fresh device's first sync starts writing sooner; the data provider takes it. Not when a
 * device-data removal is pending (the provider runs it first, then opens the store itself).
 */
export function openStoreEarly(userId: string): void {
  // Opening, or held by the data provider: one store per user at a time.
  if (early?.userId === userId) return;
  if (early) closeUntaken(early);
  early = undefined;
  if (usersToWipe().length > 0) return;
  // The fresh-device check looks for the user's store, so it runs before the store is created.
  const opening = startFirstPulls(userId).then(async () => createDatabase({ userId, storage: await browserStorage() }));
  opening.catch(() => undefined);
  early = { userId, opening, taken: false };
}

/** The store opened early for this user, handed out once; undefined: the caller opens it. */
export function takeEarlyStore(userId: string): Promise<KitchenDatabase> | undefined {
  if (early?.userId !== userId || early.taken) return undefined;
  early.taken = true;
  return early.opening;
}

/** The data provider is done with the store it took (closed or removed): a later sign-in opens a new one. */
export function releaseEarlyStore(userId: string): void {
  if (early?.userId === userId && early.taken) early = undefined;
}
