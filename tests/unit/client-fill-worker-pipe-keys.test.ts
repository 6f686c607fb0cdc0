import { describe, expect, it } from 'vitest';
import { replyHasPipeKey } from '../../client/src/data/storage/fillWorkerCore';

/** The worker leaves a reply whose documents have a key with a pipe to the page (the Dexie storage renames such keys). */
const check = (documents: unknown[], text = JSON.stringify({ documents, checkpoint: null })) =>
  replyHasPipeKey(text, (JSON.parse(text) as { documents: unknown[] }).documents);

describe('a pull reply with a pipe in a key', () => {
  it('is found at any depth, written as itself or escaped', () => {
    expect(check([{ id: 'a', 'x|y': 1 }])).toBe(true);
    expect(check([{ id: 'a', nested: [{ deep: { 'p|q': 'v' } }] }])).toBe(true);
    expect(check([], '{"documents":[{"id":"a","x\\u007cy":1}],"checkpoint":null}')).toBe(true);
    expect(check([], '{"documents":[{"id":"a","x\\u007Cy":1}],"checkpoint":null}')).toBe(true);
  });

  it('is not found where only values hold a pipe, or nothing does', () => {
    expect(check([{ id: 'a', title: 'Soup | stew', tags: ['a|b'] }])).toBe(false);
    expect(check([], '{"documents":[{"id":"a","title":"x\\u007cy"}],"checkpoint":null}')).toBe(false);
    expect(check([{ id: 'a', title: 'Soup', steps: ['Boil.'] }])).toBe(false);
  });
});
