/** The worker of a fresh device's first pulls (fillWorkerCore.ts): started by data/workerPulls.ts. */
import { type FillWorkerScope, startFillWorker } from './fillWorkerCore';

startFillWorker(self as unknown as FillWorkerScope, { fetch: (input, init) => fetch(input, init), indexedDB });
