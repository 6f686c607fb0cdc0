import { forceRefresh, getAccessToken, onSessionEnded } from '../auth/session';
import { databaseNameFor } from './databaseName';
import { FirstPulls, isFreshDevice, PULL_BATCH } from './firstPulls';
import { createSyncApi } from './syncApi';

let started: { userId: string; pulls: Promise<FirstPulls | undefined> } | undefined;

/**
 * Starts a fresh device's first recipe pulls for this user, once: called as soon as the signed-in user
 * is known, so the pulls run while the store's code downloads and the store opens.
 */
export function startFirstPulls(userId: string): Promise<FirstPulls | undefined> {
  if (started?.userId !== userId) {
    void started?.pulls.then((pulls) => pulls?.stop());
    const auth = { getAccessToken, forceRefresh, onSessionEnded };
    const pulls = isFreshDevice(databaseNameFor(userId)).then((fresh) =>
      fresh ? new FirstPulls(createSyncApi({ baseUrl: '', auth }), 'recipes', PULL_BATCH) : undefined,
    );
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
