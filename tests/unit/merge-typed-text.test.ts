import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEAL_SLOT_CAPACITY } from '../../shared/domain/limits';
import type { CollectionName } from '../../shared/schemas/collections';
import { type FieldPolicies, type FieldPolicy, type MergePolicy, mergeDocumentsDetailed } from '../../shared/sync/merge';
import { mergeRestoredDraft } from '../../shared/sync/mergeDraft';
import { MERGE_POLICIES } from '../../shared/sync/mergePolicies';
import { asRecord } from '../../shared/sync/mergeValues';
import { checksTriple, type Doc, mealPlanTriple, notificationTriple, recipeTriple, settingsTriple, type Triple } from './merge-arbitraries';

/**
 * Issue 9 item 1: for every collection and any two concurrent edits from a common base, no text a
 * user typed is absent from the merged document plus the texts it set aside (conflict copies).
 */

/** Every typed text of a document (fields whose policy is text or shortText), by path. */
function typedTexts(doc: unknown, fields: FieldPolicies, prefix = '', out = new Map<string, string>()): Map<string, string> {
  const record = asRecord(doc);
  for (const [key, policy] of Object.entries(fields)) collect(policy, record[key], `${prefix}${key}`, out);
  return out;
}

function collect(policy: FieldPolicy, value: unknown, path: string, out: Map<string, string>): void {
  if ((policy.kind === 'text' || policy.kind === 'shortText') && typeof value === 'string' && value !== '') out.set(path, value);
  else if (policy.kind === 'object') typedTexts(value, policy.fields, `${path}.`, out);
  else if (policy.kind === 'record')
    for (const [key, v] of Object.entries(asRecord(value))) collect(policy.value, v, `${path}.${key}`, out);
  else if (policy.kind === 'idList' && policy.item && Array.isArray(value))
    for (const item of value) typedTexts(item, policy.item, `${path}.${String(asRecord(item).id)}.`, out);
}

/** Meal-plan slots that are full after the merge: a placement (and its title) may be cut there by the schema's capacity. */
function fullSlots(doc: Doc): Set<string> {
  const full = new Set<string>();
  for (const [day, slots] of Object.entries(asRecord(doc.mealPlan)))
    for (const [slot, items] of Object.entries(asRecord(slots)))
      if (Array.isArray(items) && items.length >= MEAL_SLOT_CAPACITY[slot as keyof typeof MEAL_SLOT_CAPACITY])
        full.add(`mealPlan.${day}.${slot}`);
  return full;
}

const cases: Array<[CollectionName, fc.Arbitrary<Triple>]> = [
  ['recipes', recipeTriple],
  ['settings', settingsTriple],
  ['mealPlans', mealPlanTriple],
  ['notifications', notificationTriple],
  ['shoppingChecks', checksTriple],
];

describe.each(cases)('merge of %s keeps every typed text', (name, arb) => {
  const policy: MergePolicy = MERGE_POLICIES[name];
  it('each text a side changed is in the result or set aside for a conflict copy', () => {
    fc.assert(
      fc.property(arb, ({ base, local, remote }) => {
        const { doc, setAside } = mergeDocumentsDetailed(base, local, remote, policy);
        const kept = [...typedTexts(doc, policy.fields).values(), ...setAside.map((s) => s.text)];
        const full = fullSlots(doc);
        const before = typedTexts(base, policy.fields);
        for (const side of [local, remote]) {
          for (const [path, text] of typedTexts(side, policy.fields)) {
            if (before.get(path) === text) continue;
            if ([...full].some((slot) => path.startsWith(`${slot}.`))) continue;
            expect(
              kept.some((k) => k.includes(text)),
              `${path}: "${text}"`,
            ).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the texts set aside do not depend on which side is local', () => {
    fc.assert(
      fc.property(arb, ({ base, local, remote }) => {
        expect(mergeDocumentsDetailed(base, local, remote, policy).setAside).toEqual(
          mergeDocumentsDetailed(base, remote, local, policy).setAside,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('typed text examples', () => {
  const base = {
    id: 'r1',
    title: 'Soup',
    convertedRecipe: 'Boil water.',
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('a title both devices changed keeps the later one and sets the other aside', () => {
    const a = { ...base, title: 'Leek soup', updatedAt: '2026-11-20T11:00:00.000Z' };
    const b = { ...base, title: 'Pea soup', updatedAt: '2026-11-20T12:00:00.000Z' };
    const { doc, setAside } = mergeDocumentsDetailed(base, a, b, MERGE_POLICIES.recipes);
    expect(doc.title).toBe('Pea soup');
    expect(setAside).toEqual([{ path: 'title', text: 'Leek soup' }]);
  });
});

describe('a restored draft merges three-way against the version it started from', () => {
  const base = {
    id: 'r1',
    title: 'Soup',
    convertedRecipe: 'Boil water.',
    dietaryFilters: [],
    category: 'main-dish' as const,
    imageUrl: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it("a field the draft never touched keeps the other device's newer edit; a field both changed sets one aside", () => {
    const draft = { ...base, convertedRecipe: 'Boil water. Add leeks.', title: 'Leek soup', updatedAt: '2026-11-20T12:00:00.000Z' };
    const current = { ...base, category: 'dessert' as const, title: 'Pea soup', updatedAt: '2026-11-20T11:00:00.000Z' };
    const { doc, setAside } = mergeRestoredDraft('recipes', base, draft, current);
    expect(doc).toMatchObject({ category: 'dessert', convertedRecipe: 'Boil water. Add leeks.', title: 'Leek soup' });
    expect(setAside).toEqual([{ path: 'title', text: 'Pea soup' }]);
  });
});
