/**
 * A FIFO promise queue: `run` calls wait until every earlier call has settled. PGlite has one
 * connection, so a running transaction must block every other query instead of interleaving with it.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
