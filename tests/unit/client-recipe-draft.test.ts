import { describe, expect, it } from 'vitest';
import { clearDraft, isDraftChanged, readDraft, writeDraft } from '../../client/src/features/recipe-book/recipeDraft';
import { anyFormDirty, setFormDirty } from '../../client/src/ui/dirtyForms';
import { unsyncedSignOutText } from '../../shared/domain/shellTexts';

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

const SAVED = { title: 'Stew', convertedRecipe: 'Onions' };

describe('recipe form drafts', () => {
  it('keeps a changed form, drops an unchanged one, and reads back only well-formed drafts', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'edit:r1', SAVED, { ...SAVED, title: 'Stew!' });
    expect(readDraft(storage, 'edit:r1')).toEqual({ title: 'Stew!', convertedRecipe: 'Onions' });
    expect(readDraft(storage, 'new')).toBeNull();
    writeDraft(storage, 'edit:r1', SAVED, SAVED);
    expect(readDraft(storage, 'edit:r1')).toBeNull();
    storage.setItem('recipeDraft:new', '{"title":1}');
    expect(readDraft(storage, 'new')).toBeNull();
    storage.setItem('recipeDraft:new', 'not json');
    expect(readDraft(storage, 'new')).toBeNull();
    writeDraft(storage, 'new', { title: '', convertedRecipe: '' }, { title: 'x', convertedRecipe: '' });
    clearDraft(storage, 'new');
    expect(storage.items.size).toBe(0);
  });

  it('tells a changed form from an unchanged one', () => {
    expect(isDraftChanged(SAVED, { ...SAVED })).toBe(false);
    expect(isDraftChanged(SAVED, { ...SAVED, convertedRecipe: 'Onions ' })).toBe(true);
  });

  it('tracks dirty forms by id', () => {
    expect(anyFormDirty()).toBe(false);
    setFormDirty('a', true);
    setFormDirty('b', true);
    setFormDirty('a', false);
    expect(anyFormDirty()).toBe(true);
    setFormDirty('b', false);
    expect(anyFormDirty()).toBe(false);
  });
});

describe('sign-out warning', () => {
  it('counts the waiting changes', () => {
    expect(unsyncedSignOutText(1)).toBe('1 change has not reached the server yet. Sign out anyway?');
    expect(unsyncedSignOutText(3)).toBe('3 changes have not reached the server yet. Sign out anyway?');
  });
});
