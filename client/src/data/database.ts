import { addRxPlugin, createRxDatabase, type RxCollection, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '../../../shared/schemas/collections';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import { keepTextsAside } from './conflictCopies';
import { conflictHandlerFor } from './conflictHandler';
import { databaseNameFor } from './databaseName';
import { keepEditsAsNotices } from './keptEdits';
import { validateLocalWrites } from './localValidation';
import { reportLocalWrites } from './localWrites';
import { rejectedChangesOf } from './rejectedRows';
import { rxSchemaFor } from './rxSchemas';
import type { KitchenCollections, KitchenDatabase } from './types';

addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

/**
 * A device opening a store written by an older app version migrates it in place. Every schema change
 * so far only added optional fields or loosened a check (version 1: real calendar dates replaced the
 * timestamp pattern; servings, pantry staples and hand-added shopping items were added; version 2
 * of recipes: optional tags; version 3 of recipes: two unused indexes dropped), so each step keeps the document as it
 * is. RxDB copies the store into the new version's, keeping each document's _meta.lwt, and migrates the replication's
 * meta rows with it: unsynced edits stay unsynced (tests/integration/client-store-migration.test.ts).
 */
function keepAsIs(version: number): Record<number, (doc: unknown) => unknown> {
  const steps: Record<number, (doc: unknown) => unknown> = {};
  for (let v = 1; v <= version; v += 1) steps[v] = (doc) => doc;
  return steps;
}

export { databaseNameFor } from './databaseName';

export interface CreateDatabaseOptions {
  userId: string;
  storage: RxStorage<unknown, unknown>;
  /** Allows two databases of one name in one process (tests simulating two devices). */
  ignoreDuplicate?: boolean;
  /** Name override (tests: one database per simulated device). */
  name?: string;
  /** Only these collections (tests: RxDB's free version allows 13 open collections per process). Default: all. */
  collections?: readonly CollectionName[];
}

/** Opens the user's database with every collection of shared/schemas and the merge as conflict handler. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<KitchenDatabase> {
  const db: KitchenDatabase = await createRxDatabase<KitchenCollections>({
    name: options.name ?? databaseNameFor(options.userId),
    storage: options.storage,
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: false,
    // Device-only records: refused changes and the last sync times (never replicated).
    localDocuments: true,
    ignoreDuplicate: options.ignoreDuplicate ?? false,
  });
  const creators: Partial<Record<CollectionName, RxCollectionCreator>> = {};
  for (const name of options.collections ?? COLLECTION_NAMES) {
    creators[name] = {
      schema: rxSchemaFor(name),
      migrationStrategies: keepAsIs(COLLECTIONS[name].version),
      conflictHandler: conflictHandlerFor(
        name,
        name === 'recipes'
          ? (doc, aside) => keepTextsAside(db, doc as RecipeDoc, aside)
          : (doc, aside) => keepEditsAsNotices(db, name, String(doc.id), aside),
        (id) => rejectedChangesOf(db).takeMergeBase(name, id),
      ),
    };
  }
  await db.addCollections(creators);
  for (const name of options.collections ?? COLLECTION_NAMES) {
    const collection = db.collections[name] as unknown as RxCollection;
    validateLocalWrites(name, collection);
    // After the validation's hooks: only writes that passed it are reported (see EarlyPush).
    reportLocalWrites(collection);
  }
  return db;
}
