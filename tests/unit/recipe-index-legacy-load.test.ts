import { fillWithDefaultSettings } from 'rxdb';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { legacyReaderLoaded } from '../../client/src/data/legacyRecipeReader';
import { recipeIndexFor } from '../../client/src/data/recipeIndex';
import { rxSchemaFor } from '../../client/src/data/rxSchemas';
import type { KitchenDatabase } from '../../client/src/data/types';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import type { RecipeDoc } from '../../shared/schemas/recipe';

const Q = { search: '', sort: 'newest', dietary: '', health: '', category: '', page: 1, pageSize: 8 } as const;

function doc(id: string, n: number, convertedRecipe: string): RecipeDoc {
  const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  return { id, title: id, convertedRecipe, dietaryFilters: [], category: 'main-dish', imageUrl: '', createdAt: at, updatedAt: at };
}
const legacy = (ingredient: string) => ['**Ingredients:**', `- ${ingredient}`, '', '**Instructions:**', '1. Cook.'].join('\n');

describe('the book index loads the text-recipe reader when a text recipe arrives', () => {
  it('waits for it at start-up and for a later batch, so search finds their ingredients', async () => {
    const bulks = new Subject<{ isLocal: boolean; events: { operation: string; documentData: unknown }[] }>();
    const stored = [
      doc('structured', 1, JSON.stringify({ ...emptyStructuredRecipe('structured'), ingredients: ['2 leeks'] })),
      doc('old', 2, legacy('1 cup pearl barley')),
    ];
    const db = {
      recipes: {
        eventBulks$: bulks,
        schema: { jsonSchema: fillWithDefaultSettings(rxSchemaFor('recipes')) },
        storageInstance: {
          query: async () => ({
            documents: stored.map((d) => ({ ...d, _deleted: false, _rev: '1-a', _meta: { lwt: 1 }, _attachments: {} })),
          }),
        },
      },
      onClose: [],
    } as unknown as KitchenDatabase;
    expect(legacyReaderLoaded()).toBe(false);
    const index = recipeIndexFor(db);
    await vi.waitFor(() => expect(index.ready).toBe(true));
    expect(legacyReaderLoaded()).toBe(true);
    expect(index.query({ ...Q, search: 'barley' }).items.map((r) => r.id)).toEqual(['old']);
    expect(index.query({ ...Q, search: 'leeks' }).items.map((r) => r.id)).toEqual(['structured']);

    bulks.next({ isLocal: false, events: [{ operation: 'INSERT', documentData: doc('later', 3, legacy('3 parsnips')) }] });
    expect(index.query({ ...Q, search: 'parsnips' }).items.map((r) => r.id)).toEqual(['later']);
  });
});
