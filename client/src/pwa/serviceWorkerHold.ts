/** The longest a fresh device's first sync holds the service worker's downloads back. */
export const FIRST_SYNC_HOLD_MAX_MS = 15_000;

let held: Promise<void> = Promise.resolve();
let release: () => void = () => {};

/**
 * Opening /app: the service worker's install and the app's offline copy (a few megabytes of
 * downloads and cache writes) wait until the data layer says a fresh device's first sync is done,
 * or that there is none, for at most FIRST_SYNC_HOLD_MAX_MS: on a new device the recipes come first,
 * and the offline copy is only useful once they are stored.
 */
export function holdServiceWorkerWork(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  held = new Promise<void>((resolve) => {
    release = () => {
      clearTimeout(timer);
      resolve();
    };
    timer = setTimeout(resolve, FIRST_SYNC_HOLD_MAX_MS);
  });
}

/** The first sync is done, or there is none (a device that holds its data, a signed-out visitor). */
export function releaseServiceWorkerWork(): void {
  release();
}

/** Resolves once the service worker may download (at once unless /app is holding it). */
export function serviceWorkerWorkAllowed(): Promise<void> {
  return held;
}
