import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewStreamedRecipes } from '../../client/src/data/recipeStreamPreview';
import { announceStreamedChanges } from '../../client/src/data/streamedChanges';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { RecipeDoc } from '../../shared/schemas/recipe';

const recipe = (id: string, title: string, updatedAt: string): RecipeDoc => ({
  id,
  title,
  convertedRecipe: 'Stir.',
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

/** The book's index as the preview sees it, and a store holding `stored`. */
function setup(shown: RecipeDoc[], stored: RecipeDoc[]) {
  const index = new Map(shown.map((d) => [d.id, d]));
  const store = new Map(stored.map((d) => [d.id, d]));
  const db = {
    recipes: {
      findByIds: (ids: string[]) => ({
        exec: async () => new Map(ids.filter((id) => store.has(id)).map((id) => [id, { ...store.get(id), toJSON: () => store.get(id) }])),
      }),
    },
  } as unknown as KitchenDatabase;
  const target = {
    updatedAtOf: (id: string) => index.get(id)?.updatedAt,
    applyChanges: vi.fn((upserts: readonly RecipeDoc[], removed: readonly string[]) => {
      for (const d of upserts) index.set(d.id, d);
      for (const id of removed) index.delete(id);
    }),
  };
  return { index, store, db, target };
}

describe('a streamed edit shown in the book before the store writes it', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a later state at once, and ignores one no later than the one shown', () => {
    const { index, db, target } = setup([recipe('r1', 'Soup', '2026-01-02T00:00:00.000Z')], []);
    const preview = previewStreamedRecipes(db, target, () => true);
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Old soup', '2026-01-01T12:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Soup');
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Leek soup', '2026-01-03T00:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Leek soup');
    // Another collection's change, or one the index cannot take now, shows nothing early.
    announceStreamedChanges(db, 'mealPlans', [{ ...recipe('r1', 'Plan', '2026-01-04T00:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Leek soup');
    preview.stop();
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'After stop', '2026-01-05T00:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Leek soup');
  });

  it('shows a streamed delete; a recipe the book does not hold waits for the store (it may be one just deleted here)', () => {
    const { index, db, target } = setup([recipe('r1', 'Soup', '2026-01-02T00:00:00.000Z')], []);
    const preview = previewStreamedRecipes(db, target, () => true);
    announceStreamedChanges(db, 'recipes', [
      { ...recipe('r1', 'Soup', '2026-01-03T00:00:00.000Z'), _deleted: true },
      { ...recipe('r2', 'Bread', '2026-01-03T00:00:00.000Z'), _deleted: false },
    ]);
    expect([...index.keys()]).toEqual([]);
    // The state stamped for the delete, echoed after it: the deleted recipe does not come back.
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Soup', '2026-01-03T00:00:00.000Z'), _deleted: false }]);
    expect([...index.keys()]).toEqual([]);
    preview.stop();
  });

  it('waits when the index cannot take the documents now (the store shows them)', () => {
    const { index, db, target } = setup([recipe('r1', 'Soup', '2026-01-02T00:00:00.000Z')], []);
    const preview = previewStreamedRecipes(db, target, () => false);
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Leek soup', '2026-01-03T00:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Soup');
    preview.stop();
  });

  it('puts the store state back when the store never takes the streamed one (a local edit kept)', async () => {
    vi.useFakeTimers();
    const kept = recipe('r1', 'Soup with my note', '2026-01-02T00:00:00.000Z');
    const { index, db, target } = setup([kept], [kept]);
    const preview = previewStreamedRecipes(db, target, () => true);
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Leek soup', '2026-01-03T00:00:00.000Z'), _deleted: false }]);
    expect(index.get('r1')?.title).toBe('Leek soup');
    // Checked again and again while the store may still be writing it, then the store's state stands.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(index.get('r1')?.title).toBe('Leek soup');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(index.get('r1')?.title).toBe('Soup with my note');
    preview.stop();
  });

  it('leaves the state alone once the store has written it (its own change event stands)', async () => {
    vi.useFakeTimers();
    const { index, store, db, target } = setup([recipe('r1', 'Soup', '2026-01-02T00:00:00.000Z')], []);
    const preview = previewStreamedRecipes(db, target, () => true);
    announceStreamedChanges(db, 'recipes', [{ ...recipe('r1', 'Leek soup', '2026-01-03T00:00:00.000Z'), _deleted: false }]);
    store.set('r1', recipe('r1', 'Leek soup', '2026-01-03T00:00:00.000Z'));
    preview.storeChanged(['r1']);
    const calls = target.applyChanges.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(target.applyChanges.mock.calls.length).toBe(calls);
    expect(index.get('r1')?.title).toBe('Leek soup');
    preview.stop();
  });
});
