import { forceRefresh, getAccessToken, onSessionEnded, takeFirstPageOfRefresh } from '../auth/session';
import { EARLY_FILL_WORKER_GLOBAL } from '../auth/sessionKeys';
import { handFirstPage, startBookPreview } from './bookPreview';
import { checkpointKey } from './checkpointKey';
import { databaseNameFor } from './databaseName';
import { type EarlyPulls, FirstPulls, isFreshDevice, listDatabases, MAX_BATCHES_AHEAD, PULL_BATCH } from './firstPulls';
import { createSyncApi, syncHeaders } from './syncApi';
import type { FillWorkerPort } from './workerPulls';

/** This session's start: its pulls, once handed to the store (`taken`) asked for again only after the session ends. */
let started: { userId: string; pulls: Promise<EarlyPulls | undefined>; taken: boolean } | undefined;
/** Listed when this module loads (as /app starts, while the session is checked), for the first user only. */
let listedAtStart: Promise<IDBDatabaseInfo[] | undefined> | undefined = listDatabases();
// A later session (the same user signing in again after their data was removed) is a start of its own.
onSessionEnded(() => {
  started = undefined;
});

const NONE: Promise<EarlyPulls | undefined> = Promise.resolve(undefined);

/**
 * The first pulls' worker (storage/fillWorker.ts: the storage module's code that runs there), its recipe pulls started
 * at once: its page side (workerPulls.ts) loads meanwhile.
 */
function workerOfFirstPulls(token: string): FillWorkerPort {
  const worker = new Worker(new URL('./storage/fillWorker.ts', import.meta.url), { type: 'module' }) as unknown as FillWorkerPort;
  worker.postMessage({
    type: 'pull',
    url: '/api/sync/recipes/pull',
    headers: syncHeaders(token),
    batchSize: PULL_BATCH,
    maxReplies: MAX_BATCHES_AHEAD,
  });
  return worker;
}

/** A worker that never tells whether it started early (it could not load, say) is given up after this long. */
const EARLY_WORKER_WAIT_MS = 10_000;

/** The first pulls' worker the page's first script started with the session's refresh (client/build/earlyRefreshPlugin.ts), once. */
function takeEarlyWorker(): FillWorkerPort | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, FillWorkerPort | undefined>;
  const worker = holder[EARLY_FILL_WORKER_GLOBAL];
  delete holder[EARLY_FILL_WORKER_GLOBAL];
  return worker;
}

/**
 * Whether the page's first script's worker pulls this user's recipes: it started on its own when the refresh answered,
 * for a book of several pulls whose store was not on this device, and created that store. Otherwise it is ended.
 */
function adoptEarlyWorker(worker: FillWorkerPort, userId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (adopted: boolean) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      if (!adopted) worker.terminate();
      resolve(adopted);
    };
    const timer = setTimeout(() => done(false), EARLY_WORKER_WAIT_MS);
    worker.onmessage = ({ data }) => {
      if (data.type === 'early') done(data.userId === userId);
    };
    worker.onerror = () => done(false);
    worker.postMessage({ type: 'adopt' });
  });
}

/**
 * Starts a fresh device's first recipe pulls for this user, once, and the book's first page to show
 * meanwhile: called as soon as the signed-in user is known, so the pulls run while the store's code
 * downloads and the store opens. Called again (the entry and the store's opening race), it starts nothing.
 */
export function startFirstPulls(userId: string): Promise<EarlyPulls | undefined> {
  if (started?.userId !== userId) {
    void started?.pulls.then((pulls) => pulls?.stop());
    const auth = { getAccessToken, forceRefresh, onSessionEnded };
    const listed = listedAtStart;
    const earlyWorker = takeEarlyWorker();
    const pulls = (async (): Promise<EarlyPulls | undefined> => {
      // Fresh: no store of the user's was listed at the start, or the page's first script's worker found none when the
      // refresh answered (it then made the store, and pulls into it). The preview does not wait for the worker's answer.
      const adopting = earlyWorker ? adoptEarlyWorker(earlyWorker, userId) : Promise.resolve(false);
      if (!(await isFreshDevice(databaseNameFor(userId), listed)) && !(await adopting)) return undefined;
      const post = createSyncApi({ baseUrl: '', auth });
      // The book's first page, to show while the store opens and fills: the one the session's refresh brought, when it
      // did (taken here, not waited for), else asked for first (it is the smallest reply).
      const refreshed = takeFirstPageOfRefresh(userId) as { total?: unknown } | undefined;
      if (refreshed !== undefined) handFirstPage(userId, refreshed);
      startBookPreview(post, userId);
      const early = (await adopting) ? earlyWorker : undefined;
      // An empty book (a new account): nothing to fill, the replication pulls as on any device.
      if (refreshed?.total === 0 && !early) return undefined;
      // A book of several pulls: fetched and written by a worker, never waiting for the page's main thread, which is busy
      // starting the app. Its code (loaded only then) is fetched while its page-side code is.
      const token = !early && Number(refreshed?.total) > PULL_BATCH && (await getAccessToken());
      const worker = early ?? (token && workerOfFirstPulls(token));
      const pulled =
        worker &&
        (await import('./workerPulls')
          .then(
            ({ WorkerPulls }) =>
              new WorkerPulls({
                port: worker,
                collection: 'recipes',
                batchSize: PULL_BATCH,
                keyOf: checkpointKey,
                early: worker === early,
              }),
          )
          .catch(() => void worker.terminate()));
      return pulled || new FirstPulls(post, 'recipes', PULL_BATCH);
    })();
    listedAtStart = undefined;
    started = { userId, pulls, taken: false };
  }
  return started.taken ? NONE : started.pulls;
}

/** The pulls started for this user (started now if they were not), handed to the one store that uses them. */
export function takeFirstPulls(userId: string): Promise<EarlyPulls | undefined> {
  const pulls = startFirstPulls(userId);
  if (started) started.taken = true;
  return pulls;
}
