import {
  type BulkWriteRow,
  categorizeBulkWriteRows,
  type EventBulk,
  HOOKS,
  type RxDocumentData,
  type RxStorageBulkWriteResponse,
  type RxStorageInstance,
  type RxStorageWriteErrorConflict,
} from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, fromStorageToDexie, RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import type { Subject } from 'rxjs';

/**
 * Whether inserts into this storage instance can take the fast path below: the Dexie storage itself
 * (not a wrapper such as the development build's validation), with no plugin hooking writes.
 */
export function canInsertFresh(instance: object): boolean {
  return (
    instance instanceof RxStorageInstanceDexie &&
    // A wrapper such as validate-ajv replaces bulkWrite() on the instance itself.
    instance.bulkWrite === RxStorageInstanceDexie.prototype.bulkWrite &&
    HOOKS.preStorageWrite.length === 0
  );
}

/**
 * Inserts new documents the way the Dexie storage's bulkWrite() does for rows without a previous
 * state, minus its per-document existence reads: every row is an add() in one IndexedDB transaction,
 * and a document already stored is a 409 conflict, as bulkWrite() reports it (the add fails on the
 * existing key; nothing of it is written). The change event is the one bulkWrite() emits, on the
 * instance's own (private) change subject: RxDB 17's Dexie storage, checked by its unit test.
 *
 * For a store that is new (a fresh device's first sync), where the existence reads find nothing:
 * 500 of them are 500 tasks on a main thread that is busy starting the app. With `added`, the rows
 * are in already (the worker added them the same way): only the conflicts and the event are left.
 */
export async function insertIntoFreshStore<T>(
  instance: RxStorageInstanceDexie<T>,
  rows: readonly BulkWriteRow<T>[],
  context: string,
  /** The rows were added already (by the first pulls' worker, fillWorkerCore.ts), except these ids, found stored: report them. */
  added?: { existing: readonly string[] },
): Promise<RxStorageBulkWriteResponse<T>> {
  if (rows.some((row) => row.previous)) throw new Error('insertIntoFreshStore takes new documents only');
  if (instance.closed) throw new Error(`the store of ${instance.collectionName} is closed`);
  const state = await instance.internals;
  const primary = instance.primaryPath as string;
  const categorized = categorizeBulkWriteRows<T>(
    instance as unknown as RxStorageInstance<T, unknown, unknown>,
    instance.primaryPath as Extract<keyof T, string>,
    new Map(),
    rows as BulkWriteRow<T>[],
    context,
  );
  const existing = new Set<string>(added?.existing);
  if (!added) {
    const transaction = state.dexieDb.backendDB().transaction(DEXIE_DOCS_TABLE_NAME, 'readwrite');
    const store = transaction.objectStore(DEXIE_DOCS_TABLE_NAME);
    for (const row of categorized.bulkInsertDocs) {
      const id = String((row.document as Record<string, unknown>)[primary]);
      const request = store.add(toDexieRow(state.booleanIndexes, row.document));
      request.onerror = (event) => {
        if (request.error?.name !== 'ConstraintError') return;
        // The key exists: a conflict for this row, not the end of the transaction.
        event.preventDefault();
        event.stopPropagation();
        existing.add(id);
      };
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('the store refused the write'));
    });
  }

  const error: RxStorageWriteErrorConflict<T>[] = [];
  if (existing.size > 0) {
    const inDb = new Map(
      (await instance.findDocumentsById([...existing], true)).map((doc) => [String((doc as Record<string, unknown>)[primary]), doc]),
    );
    for (const row of rows) {
      const id = String((row.document as Record<string, unknown>)[primary]);
      if (!existing.has(id)) continue;
      error.push({
        status: 409,
        isError: true,
        documentId: id,
        context,
        writeRow: row as BulkWriteRow<T>,
        documentInDb: inDb.get(id) as RxDocumentData<T>,
      });
    }
  }
  const eventBulk = categorized.eventBulk;
  eventBulk.events = eventBulk.events.filter((event) => !existing.has(String(event.documentId)));
  const newest = [...categorized.bulkInsertDocs]
    .reverse()
    .find((row) => !existing.has(String((row.document as Record<string, unknown>)[primary])));
  if (eventBulk.events.length > 0 && newest) {
    eventBulk.checkpoint = { id: (newest.document as Record<string, unknown>)[primary], lwt: newest.document._meta.lwt };
    (instance as unknown as { changes$: Subject<EventBulk<unknown, unknown>> }).changes$.next(eventBulk);
  }
  return { error: [...categorized.errors, ...error] } as RxStorageBulkWriteResponse<T>;
}

/** Whether any key, at any depth, holds a pipe: the Dexie storage renames those (its fromStorageToDexie). */
function hasPipeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPipeKey);
  if (value === null || typeof value !== 'object') return false;
  for (const key in value) if (key.includes('|') || hasPipeKey((value as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * The row as the Dexie storage stores it: fromStorageToDexie(), which rebuilds every object of the
 * document to rename keys starting with a pipe; without such keys (this app's documents), a shallow
 * copy with the boolean index fields stored as '1' or '0' is the same row.
 */
export function toDexieRow<T>(booleanIndexes: readonly string[], document: RxDocumentData<T>): unknown {
  if (hasPipeKey(document) || booleanIndexes.some((field) => field.includes('.')))
    return fromStorageToDexie(booleanIndexes as string[], document);
  const row: Record<string, unknown> = { ...document };
  for (const field of booleanIndexes) row[field] = row[field] ? '1' : '0';
  return row;
}
