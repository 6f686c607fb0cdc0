import type { RxCollection } from 'rxdb';
import { traceStep } from './pathTrace';

/** A write the user is making on this device, as the push would send it: the new state and the state it replaces. */
export interface LocalWrite {
  newDocumentState: Record<string, unknown> & { id: string; _deleted: boolean };
  /** The stored state the write replaces; none for a new document. */
  previousState?: Record<string, unknown> & { _deleted: boolean };
}

type Listener = (write: LocalWrite) => void;

const listeners = new WeakMap<RxCollection, Listener>();

/** The document as the push sends it: without RxDB's own fields, with the deleted flag. */
function wireStateOf(data: Record<string, unknown>): Record<string, unknown> & { _deleted: boolean } {
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (key !== '_meta' && key !== '_rev' && key !== '_attachments') state[key] = value;
  return { ...state, _deleted: data._deleted === true };
}

/**
 * Reports each insert and save made through the collection, after its checks passed and before it is
 * stored (RxDB runs the `pre` hooks in the order they were added: add this one after the validation).
 * Replication's own writes do not run these hooks. Removals are not reported.
 */
export function reportLocalWrites(collection: RxCollection): void {
  const report = (data: Record<string, unknown>, previous?: Record<string, unknown>) => {
    const listener = listeners.get(collection);
    if (!listener) return;
    traceStep('write:reported');
    const newDocumentState = wireStateOf(data) as LocalWrite['newDocumentState'];
    listener(previous ? { newDocumentState, previousState: wireStateOf(previous) } : { newDocumentState });
  };
  collection.preInsert((data: Record<string, unknown>) => report(data), false);
  collection.preSave((data: Record<string, unknown>, previous: Record<string, unknown>) => report(data, previous), false);
}

/** Hears the collection's local writes (one listener per collection: the running sync's); returns the unsubscribe. */
export function onLocalWrite(collection: RxCollection, listener: Listener): () => void {
  listeners.set(collection, listener);
  return () => {
    if (listeners.get(collection) === listener) listeners.delete(collection);
  };
}
