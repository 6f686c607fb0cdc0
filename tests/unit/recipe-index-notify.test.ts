import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecipeIndex } from '../../client/src/data/recipeIndex';
import type { RecipeDoc } from '../../shared/schemas/recipe';

function recipe(n: number): RecipeDoc {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  return {
    id: `r${n}`,
    title: `Recipe ${n}`,
    convertedRecipe: 'Cook.',
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}
const batch = (from: number, size: number) => Array.from({ length: size }, (_, i) => recipe(from + i));

afterEach(() => vi.useRealTimers());

describe('the book index tells the book about changes', () => {
  it('shows the batch that fills an empty book at once, then re-renders at most every quarter second while large batches arrive', () => {
    vi.useFakeTimers();
    const index = new RecipeIndex();
    index.markReady();
    const listener = vi.fn();
    index.subscribe(listener);

    // A fresh device's first stored pull: the first page shows now, not a quarter second later.
    index.upsertMany(batch(0, 500));
    expect(listener).toHaveBeenCalledTimes(1);
    index.upsertMany(batch(500, 500));
    // The index itself is current at once; the book hears of it once, shortly after.
    expect(index.query({ search: '', sort: 'newest', dietary: '', health: '', category: '', page: 1, pageSize: 8 }).total).toBe(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(listener).toHaveBeenCalledTimes(2);

    index.upsertMany(batch(1000, 500));
    // A single edit (another device's save) is shown at once, with the batch that was waiting.
    index.upsertMany([{ ...recipe(3), title: 'Renamed' }]);
    expect(listener).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(3);
    index.remove('r4');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
