import { fillWithDefaultSettings } from 'rxdb';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { recipeIndexFor } from '../../client/src/data/recipeIndex';
import { rxSchemaFor } from '../../client/src/data/rxSchemas';
import type { KitchenDatabase } from '../../client/src/data/types';

function fakeDb(): KitchenDatabase {
  return {
    recipes: {
      eventBulks$: new Subject(),
      schema: { jsonSchema: fillWithDefaultSettings(rxSchemaFor('recipes')) },
      storageInstance: { query: async () => ({ documents: [] }) },
    },
    onClose: [],
  } as unknown as KitchenDatabase;
}

const gate = { busy: () => true, subscribe: () => () => {} };

describe('the book index’s background reading waits for the sync, whoever created the index', () => {
  it('takes the gate of a later caller when the first one (the book’s tags or counts) gave none', () => {
    const db = fakeDb();
    const index = recipeIndexFor(db);
    expect(index.hasBackgroundGate).toBe(false);
    expect(recipeIndexFor(db, gate)).toBe(index);
    expect(index.hasBackgroundGate).toBe(true);
  });

  it('keeps the gate it was created with', () => {
    const db = fakeDb();
    const index = recipeIndexFor(db, gate);
    const other = { busy: () => false, subscribe: () => () => {} };
    recipeIndexFor(db, other);
    recipeIndexFor(db);
    expect(index.hasBackgroundGate).toBe(true);
  });

  it('has none when no caller gave one', () => {
    expect(recipeIndexFor(fakeDb()).hasBackgroundGate).toBe(false);
  });
});
