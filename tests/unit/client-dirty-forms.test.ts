import { describe, expect, it } from 'vitest';
import { anyFormDirty, setFormDirty } from '../../client/src/ui/dirtyForms';
import { unsyncedSignOutText } from '../../shared/domain/shellTexts';

describe('recipe forms', () => {
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
    expect(unsyncedSignOutText(1)).toBe('1 change has not reached the server yet.');
    expect(unsyncedSignOutText(3)).toBe('3 changes have not reached the server yet.');
  });
});
