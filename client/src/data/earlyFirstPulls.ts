import { forceRefresh, getAccessToken, onSessionEnded } from '../auth/session';
import { databaseNameFor } from './databaseName';
import { FirstPulls, isFreshDevice, listDatabases, PULL_BATCH } from './firstPulls';
import { createSyncApi } from './syncApi';

let started: { userId: string; pulls: Promise<FirstPulls | undefined> } | undefined;
/** Listed when this module loads (as /app starts, while the session is checked), for the first user only. */
let listedAtStart: Promise<IDBDatabaseInfo[] | undefined> | undefined = listDatabases();

/**
 * Starts a fresh device's first recipe pulls for this user, once: called as soon as the signed-in user
 * is known, so the pulls run while the store's code downloads and the store opens.
 */
export function startFirstPulls(userId: string): Promise<FirstPulls | undefined> {
  if (started?.userId !== userId) {
    void started?.pulls.then((pulls) => pulls?.stop());
    const auth = { getAccessToken, forceRefresh, onSessionEnded };
    const pulls = isFreshDevice(databaseNameFor(userId), listedAtStart).then((fresh) =>
      fresh ? new FirstPulls(createSyncApi({ baseUrl: '', auth }), 'recipes', PULL_BATCH) : undefined,
    );
    listedAtStart = undefined;
    started = { userId, pulls };
  }
  return started.pulls;
}

/** The pulls started for this user (started now if they were not), handed to the one store that uses them. */
export function takeFirstPulls(userId: string): Promise<FirstPulls | undefined> {
  const pulls = startFirstPulls(userId);
  started = undefined;
  return pulls;
}
