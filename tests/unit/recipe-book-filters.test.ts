import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, isFiltered, readBookFilters, writeBookFilters } from '../../client/src/features/recipe-book/bookFilters';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('book filters in session storage (recipeBook_ prefix)', () => {
  it('keeps search, filters, sort and view, and reads them back', () => {
    const storage = new MemoryStorage();
    const filters = {
      search: 'soup',
      sort: 'a-z',
      dietary: 'Vegan',
      health: 'diabetes',
      category: 'dessert',
      collection: 'c1',
      tag: 'weeknight',
      view: 'list',
    } as const;
    writeBookFilters(storage, filters);
    expect([...storage.items.keys()].every((k) => k.startsWith('recipeBook_'))).toBe(true);
    expect(readBookFilters(storage)).toEqual(filters);
    writeBookFilters(storage, DEFAULT_FILTERS);
    expect(storage.items.size).toBe(0);
  });
  it('ignores values it does not know', () => {
    const storage = new MemoryStorage();
    storage.setItem('recipeBook_sort', 'rating');
    storage.setItem('recipeBook_category', 'breakfast');
    storage.setItem('recipeBook_view', 'table');
    expect(readBookFilters(storage)).toEqual(DEFAULT_FILTERS);
  });
  it('counts search and filters (not sort or view) as narrowing the list', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'z-a', view: 'list' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, dietary: 'Keto' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, collection: 'c1' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, tag: 'weeknight' })).toBe(true);
  });
});
