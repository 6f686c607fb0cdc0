import { forceRefresh, getAccessToken, onSessionEnded, takeFirstPageOfRefresh } from '../auth/session';
import { handFirstPage, startBookPreview } from './bookPreview';

import { databaseNameFor } from './databaseName';
import { FirstPulls, isFreshDevice, listDatabases, PULL_BATCH } from './firstPulls';
import { createSyncApi } from './syncApi';

/** This session's start: its pulls, once handed to the store (`taken`) asked for again only after the session ends. */
let started: { userId: string; pulls: Promise<FirstPulls | undefined>; taken: boolean } | undefined;
/** Listed when this module loads (as /app starts, while the session is checked), for the first user only. */
let listedAtStart: Promise<IDBDatabaseInfo[] | undefined> | undefined = listDatabases();
// A later session (the same user signing in again after their data was removed) is a start of its own.
onSessionEnded(() => {
  started = undefined;
});

const NONE: Promise<FirstPulls | undefined> = Promise.resolve(undefined);

/**
 * Starts a fresh device's first recipe pulls for this user, once, and the book's first page to show
 * meanwhile: called as soon as the signed-in user is known, so the pulls run while the store's code
 * downloads and the store opens. Called again (the entry and the store's opening race), it starts nothing.
 */
export function startFirstPulls(userId: string): Promise<FirstPulls | undefined> {
  if (started?.userId !== userId) {
    void started?.pulls.then((pulls) => pulls?.stop());
    const auth = { getAccessToken, forceRefresh, onSessionEnded };
    const pulls = isFreshDevice(databaseNameFor(userId), listedAtStart).then((fresh) => {
      if (!fresh) return undefined;
      const post = createSyncApi({ baseUrl: '', auth });
      // The book's first page, to show while the store opens and fills: the one the session's refresh brought, when it
      // did (taken here, not waited for), else asked for first (it is the smallest reply).
      const refreshed = takeFirstPageOfRefresh(userId);
      if (refreshed !== undefined) handFirstPage(userId, refreshed);
      startBookPreview(post, userId);
      return new FirstPulls(post, 'recipes', PULL_BATCH);
    });
    listedAtStart = undefined;
    started = { userId, pulls, taken: false };
  }
  return started.taken ? NONE : started.pulls;
}

/** The pulls started for this user (started now if they were not), handed to the one store that uses them. */
export function takeFirstPulls(userId: string): Promise<FirstPulls | undefined> {
  const pulls = startFirstPulls(userId);
  if (started) started.taken = true;
  return pulls;
}
