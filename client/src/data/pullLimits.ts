/** Documents per pull (the server's most); a fresh device's first pulls use the same. */
export const PULL_BATCH = 500;

/** At most this many replies are held in memory ahead of the store (500 recipes of ~1.5 kB each). */
export const MAX_BATCHES_AHEAD = 20;
