import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEAL_SLOT_CAPACITY } from '../../shared/domain/limits';
import { type MergePolicy, mergeDocuments, mergeDocumentsDetailed } from '../../shared/sync/merge';
import { MERGE_POLICIES } from '../../shared/sync/mergePolicies';
import { deepEqual } from '../../shared/sync/mergeValues';
import { checksTriple, type Doc, mealPlanTriple, recipeTriple, settingsTriple, type Triple } from './merge-arbitraries';

const cases: Array<[string, fc.Arbitrary<Triple>, MergePolicy]> = [
  ['recipes', recipeTriple, MERGE_POLICIES.recipes],
  ['mealPlans', mealPlanTriple, MERGE_POLICIES.mealPlans],
  ['shoppingChecks', checksTriple, MERGE_POLICIES.shoppingChecks],
  ['settings', settingsTriple, MERGE_POLICIES.settings],
];

const RUNS = { numRuns: 300 };

describe.each(cases)('merge of %s', (_name, arb, policy) => {
  it('gives the same result whichever side is local', () => {
    fc.assert(
      fc.property(arb, ({ base, local, remote }) => {
        expect(mergeDocumentsDetailed(base, local, remote, policy)).toEqual(mergeDocumentsDetailed(base, remote, local, policy));
      }),
      RUNS,
    );
  });

  it('is idempotent: merging a document with itself, or the result again, changes nothing', () => {
    fc.assert(
      fc.property(arb, ({ base, local, remote }) => {
        expect(deepEqual(mergeDocuments(base, local, local, policy), local)).toBe(true);
        const merged = mergeDocuments(base, local, remote, policy);
        expect(mergeDocuments(base, merged, remote, policy)).toEqual(merged);
        expect(mergeDocuments(base, local, merged, policy)).toEqual(merged);
        expect(mergeDocuments(base, merged, merged, policy)).toEqual(merged);
      }),
      RUNS,
    );
  });

  it('takes a side that alone changed the document', () => {
    fc.assert(
      fc.property(arb, ({ base, local }) => {
        expect(deepEqual(mergeDocuments(base, local, { ...base }, policy), local)).toBe(true);
        expect(deepEqual(mergeDocuments(base, { ...base }, local, policy), local)).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps an edited document when the other side deleted it', () => {
    fc.assert(
      fc.property(arb, ({ base, local }) => {
        fc.pre(!deepEqual({ ...local, updatedAt: '' }, { ...base, updatedAt: '' }) && local._deleted !== true);
        const deleted = { ...base, _deleted: true, updatedAt: '2026-11-21T00:00:00.000Z' };
        expect(mergeDocuments(base, local, deleted, policy)._deleted).toBe(false);
        expect(mergeDocuments(base, { ...base }, deleted, policy)._deleted).toBe(true);
      }),
      RUNS,
    );
  });
});

function added(base: unknown, side: unknown): string[] {
  const b = new Set(Array.isArray(base) ? base.map(String) : []);
  return (Array.isArray(side) ? side.map(String) : []).filter((x) => !b.has(x));
}

describe('merge keeps both sides where it can', () => {
  it('recipes: every text of both sides is in the result or set aside; added filters are all there', () => {
    fc.assert(
      fc.property(recipeTriple, ({ base, local, remote }) => {
        const { doc, setAside } = mergeDocumentsDetailed(base, local, remote, MERGE_POLICIES.recipes);
        for (const side of [local, remote]) {
          const text = String(side.convertedRecipe);
          const kept = String(doc.convertedRecipe).includes(text) || setAside.some((s) => s.text === text);
          // A side's text may only be gone if that side did not change it (the other side's edit replaced it).
          if (text !== base.convertedRecipe) expect(kept).toBe(true);
          for (const f of added(base.dietaryFilters, side.dietaryFilters)) expect(doc.dietaryFilters).toContain(f);
        }
      }),
      RUNS,
    );
  });

  it('shopping checks: items checked on either side stay checked unless the other side unchecked them', () => {
    fc.assert(
      fc.property(checksTriple, ({ base, local, remote }) => {
        const doc = mergeDocuments(base, local, remote, MERGE_POLICIES.shoppingChecks);
        for (const side of [local, remote]) for (const item of added(base.checked, side.checked)) expect(doc.checked).toContain(item);
        const bothKept = (base.checked as string[]).filter(
          (x) => (local.checked as string[]).includes(x) && (remote.checked as string[]).includes(x),
        );
        for (const item of bothKept) expect(doc.checked).toContain(item);
      }),
      RUNS,
    );
  });

  it('meal plans: placements added on either side are all in the result (within slot capacity)', () => {
    const placementIds = (plan: unknown, date: string, slot: string): string[] => {
      const day = (plan as Record<string, Record<string, Array<{ id: string }>>>)[date];
      return (day?.[slot] ?? []).map((p) => p.id);
    };
    fc.assert(
      fc.property(mealPlanTriple, ({ base, local, remote }) => {
        const doc: Doc = mergeDocuments(base, local, remote, MERGE_POLICIES.mealPlans);
        for (const date of ['2026-11-23', '2026-11-24'])
          for (const slot of ['lunch', 'snacks']) {
            const result = placementIds(doc.mealPlan, date, slot);
            const capacity = MEAL_SLOT_CAPACITY[slot as 'lunch' | 'snacks'];
            const additions = [local, remote].flatMap((side) =>
              added(placementIds(base.mealPlan, date, slot), placementIds(side.mealPlan, date, slot)),
            );
            // Within capacity every addition stays; past it the slot is full (the schema caps it) and holds only placements from either side.
            if (new Set([...result, ...additions]).size <= capacity) for (const id of additions) expect(result).toContain(id);
            else expect(result).toHaveLength(capacity);
          }
      }),
      RUNS,
    );
  });
});

describe('merge keeps nested settings from both sides', () => {
  it('allergies and health goals added on either device are all in the result', () => {
    const profile = (doc: Doc) => doc.personalProfile as { allergies: string[]; healthGoals: Array<{ id: string }> };
    fc.assert(
      fc.property(settingsTriple, ({ base, local, remote }) => {
        const merged = profile(mergeDocuments(base, local, remote, MERGE_POLICIES.settings));
        for (const side of [local, remote]) {
          for (const a of added(profile(base).allergies, profile(side).allergies)) expect(merged.allergies).toContain(a);
          const baseGoals = profile(base).healthGoals.map((g) => g.id);
          for (const id of added(
            baseGoals,
            profile(side).healthGoals.map((g) => g.id),
          ))
            expect(merged.healthGoals.map((g) => g.id)).toContain(id);
        }
      }),
      RUNS,
    );
  });
});

describe('merge examples', () => {
  const base = {
    id: 'r1',
    title: 'Soup',
    convertedRecipe: 'Boil water.',
    dietaryFilters: ['Vegan'],
    category: 'main-dish',
    imageUrl: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('keeps a title edit on one device and a text edit on the other', () => {
    const a = { ...base, title: 'Leek soup', updatedAt: '2026-11-20T11:00:00.000Z' };
    const b = { ...base, convertedRecipe: 'Boil water. Add leeks.', updatedAt: '2026-11-20T12:00:00.000Z' };
    expect(mergeDocuments(base, a, b, MERGE_POLICIES.recipes)).toEqual({
      ...base,
      title: 'Leek soup',
      convertedRecipe: 'Boil water. Add leeks.',
      updatedAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('appends the earlier text under a marker when both edited the text', () => {
    const a = { ...base, convertedRecipe: 'Simmer.', updatedAt: '2026-11-20T11:00:00.000Z' };
    const b = { ...base, convertedRecipe: 'Roast.', updatedAt: '2026-11-20T12:00:00.000Z' };
    const merged = mergeDocuments(base, a, b, MERGE_POLICIES.recipes).convertedRecipe;
    expect(merged.startsWith('Roast.')).toBe(true);
    expect(merged.endsWith('Simmer.')).toBe(true);
  });

  it('merges two settings documents created offline against the defaults', () => {
    const a = { ...MERGE_POLICIES.settings.initial?.('settings'), id: 'settings', theme: 'dark', updatedAt: '2026-11-20T11:00:00.000Z' };
    const b = {
      ...MERGE_POLICIES.settings.initial?.('settings'),
      id: 'settings',
      preferredUnits: 'us',
      updatedAt: '2026-11-20T12:00:00.000Z',
    };
    const merged = mergeDocuments<Doc>(undefined, a, b, MERGE_POLICIES.settings);
    expect(merged).toMatchObject({ theme: 'dark', preferredUnits: 'us' });
  });
});
