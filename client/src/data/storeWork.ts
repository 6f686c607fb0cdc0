/**
 * Opening, closing and removing stores run one after the other: React may unmount and remount at
 * once (StrictMode, user switch), and a removal must never race an open of the same database.
 */
let storeWork: Promise<unknown> = Promise.resolve();

export function queueStoreWork<T>(task: () => Promise<T>): Promise<T> {
  const next = storeWork.catch(() => undefined).then(task);
  storeWork = next.catch(() => undefined);
  return next;
}
