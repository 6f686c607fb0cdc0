import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, type BackupFile, parseBackupText } from '../../shared/backup/backupFormat';
import { planRestore, restoreSummary, type StoredData } from '../../shared/backup/restorePlan';
import type { MealPlanDoc } from '../../shared/schemas/mealPlan';
import type { RecipeDoc } from '../../shared/schemas/recipe';
import { defaultSettings } from '../../shared/schemas/settings';

const at = (m: number) => `2026-11-20T10:${String(m).padStart(2, '0')}:00.000Z`;
const recipe = (id: string, title: string, minute = 0, text = `# ${title}`): RecipeDoc => ({
  id,
  title,
  convertedRecipe: text,
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: at(0),
  updatedAt: at(minute),
});
const placement = (id: string, title: string) => ({ id, recipeId: id, title, addedAt: at(0) });
const week = (id: string, dinner: ReturnType<typeof placement>[]): MealPlanDoc => ({
  id,
  weekStart: id,
  mealPlan: { [id]: { dinner } },
  createdAt: at(0),
  updatedAt: at(1),
});

function file(collections: Partial<BackupFile['collections']>): BackupFile {
  return {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    exportedAt: at(30),
    collections: { recipes: [], mealPlans: [], settings: [], shoppingChecks: [], notifications: [], recipeCollections: [], ...collections },
  };
}

const empty = (): StoredData => ({
  recipes: [],
  mealPlans: [],
  settings: [],
  shoppingChecks: [],
  notifications: [],
  recipeCollections: [],
});

/** Applies a plan the way the client does: adds and changes are upserts by id. */
function apply(stored: StoredData, plan: ReturnType<typeof planRestore>): StoredData {
  const next = structuredClone(stored);
  for (const w of [...plan.adds, ...plan.changes]) {
    const list = next[w.collection] as { id: string }[];
    const i = list.findIndex((d) => d.id === w.doc.id);
    if (i >= 0) list[i] = w.doc;
    else list.push(w.doc);
  }
  return next;
}

describe('restore plan', () => {
  const backup = file({
    recipes: [recipe('a', 'Soup'), recipe('b', 'Stew'), { id: 'c', title: '' }, 'not even an object'],
    mealPlans: [week('2026-11-16', [placement('p1', 'Soup')])],
    settings: [{ ...defaultSettings(at(5)), defaultServingSize: 6 }],
  });

  it('imports the good items and reports each broken one', () => {
    const plan = planRestore(backup, empty(), { recipeLimit: 100 });
    expect(restoreSummary(plan)).toMatchObject({
      recipes: { add: 2, change: 0 },
      mealPlans: { add: 1, change: 0 },
      settings: { add: 1, change: 0 },
    });
    expect(plan.problems).toEqual([
      { collection: 'recipes', index: 2, label: 'c', message: expect.stringContaining('title') },
      { collection: 'recipes', index: 3, label: '', message: expect.any(String) },
    ]);
  });

  it('restoring the same file twice adds nothing the second time', () => {
    const once = apply(empty(), planRestore(backup, empty(), { recipeLimit: 100 }));
    const second = planRestore(backup, once, { recipeLimit: 100 });
    expect(second.adds).toEqual([]);
    expect(second.changes).toEqual([]);
    expect(apply(once, second)).toEqual(once);
  });

  it('does not add a recipe stored under another id with the same title and text', () => {
    const stored = { ...empty(), recipes: [recipe('x', ' soup ', 0, '#   Soup')] };
    const plan = planRestore(file({ recipes: [recipe('a', 'Soup')] }), stored, { recipeLimit: 100 });
    expect(plan.adds).toEqual([]);
    expect(plan.unchanged).toBe(1);
  });

  it('keeps a newer stored recipe and takes a newer backed-up one', () => {
    const stored = { ...empty(), recipes: [recipe('a', 'Soup v2', 9), recipe('b', 'Stew', 1)] };
    const plan = planRestore(file({ recipes: [recipe('a', 'Soup v1', 2), recipe('b', 'Stew with beans', 5)] }), stored, {
      recipeLimit: 100,
    });
    expect(plan.changes.map((c) => c.doc)).toEqual([recipe('b', 'Stew with beans', 5)]);
  });

  it('merges meal plans of the same week without losing either side', () => {
    const stored = { ...empty(), mealPlans: [week('2026-11-16', [placement('p2', 'Curry')])] };
    const plan = planRestore(file({ mealPlans: [week('2026-11-16', [placement('p1', 'Soup')])] }), stored, { recipeLimit: 100 });
    const merged = plan.changes[0]?.doc as MealPlanDoc;
    expect(merged.mealPlan['2026-11-16']?.dinner?.map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('counts the recipes beyond the plan limit instead of adding them', () => {
    const stored = { ...empty(), recipes: [recipe('x', 'Old')] };
    const plan = planRestore(file({ recipes: [recipe('a', 'A'), recipe('b', 'B'), recipe('c', 'C')] }), stored, { recipeLimit: 2 });
    expect(plan.adds.map((a) => a.doc.id)).toEqual(['a']);
    expect(plan.overLimit).toBe(2);
  });

  it("never grants or withdraws this account's AI consent from a file", () => {
    const consent = { hasConsented: false, consentDate: at(1), version: '1.0' };
    const stored = { ...empty(), settings: [{ ...defaultSettings(at(1)), aiConsent: consent }] };
    const incoming = { ...defaultSettings(at(9)), aiConsent: { hasConsented: true, consentDate: at(9), version: '1.0' } };
    const plan = planRestore(file({ settings: [incoming] }), stored, { recipeLimit: 100 });
    expect(plan.changes[0]?.doc).toMatchObject({ aiConsent: consent });
  });

  it('adds missing collections and keeps the recipes of both copies of one collection', () => {
    const group = (id: string, recipeIds: string[]) => ({ id, name: `Group ${id}`, recipeIds, createdAt: at(1), updatedAt: at(2) });
    const stored = { ...empty(), recipeCollections: [group('g1', ['a'])] };
    const plan = planRestore(file({ recipeCollections: [group('g1', ['b', 'a']), group('g2', ['c'])] }), stored, { recipeLimit: 100 });
    expect(plan.adds.map((w) => w.doc.id)).toEqual(['g2']);
    expect(plan.changes[0]?.doc).toMatchObject({ id: 'g1', recipeIds: ['a', 'b'] });
  });

  it('reads a backup made before collections existed', () => {
    const old = JSON.stringify({ format: BACKUP_FORMAT, formatVersion: 1, exportedAt: at(3), collections: { recipes: [] } });
    const parsed = parseBackupText(old);
    expect(parsed.ok && parsed.file.collections.recipeCollections).toEqual([]);
  });
});

describe('backup file', () => {
  it('says clearly what is wrong with a file that is not a backup', () => {
    expect(parseBackupText('not json')).toEqual({ ok: false, message: 'This file is not a Recipe Kitchen backup (it is not JSON).' });
    expect(parseBackupText('{"hello": 1}')).toMatchObject({ ok: false, message: 'This file is not a Recipe Kitchen backup.' });
    expect(parseBackupText(JSON.stringify({ ...file({}), formatVersion: 99 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('newer version'),
    });
    expect(parseBackupText(JSON.stringify(file({ recipes: [recipe('a', 'Soup')] })))).toMatchObject({ ok: true });
  });
});
