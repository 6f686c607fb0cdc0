import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

/**
 * IndexedDB through Dexie. Under the Vite dev server every write is also validated against the
 * schema; never in a build (ajv compiles validators with eval, which the server's CSP forbids, and
 * a build made with NODE_ENV=test still has DEV set, so the check is on the mode).
 */
export async function browserStorage(): Promise<RxStorage<unknown, unknown>> {
  const dexie = getRxStorageDexie();
  if (import.meta.env.MODE !== 'development') return dexie;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage: dexie });
}
