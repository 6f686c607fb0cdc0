import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';

/** Node tests: Dexie over fake-indexeddb, every write validated against the schema. */
export function testStorage(): RxStorage<unknown, unknown> {
  return wrappedValidateAjvStorage({ storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
}

/** Dexie over fake-indexeddb as the browser build has it: no validation wrapper (the fresh-store fast path applies). */
export function plainTestStorage(): RxStorage<unknown, unknown> {
  return getRxStorageDexie({ indexedDB, IDBKeyRange });
}
