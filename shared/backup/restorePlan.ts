import { MEAL_SLOTS } from '../domain/limits';
import { COLLECTIONS, type DocOf } from '../schemas/collections';
import type { DayPlan, MealPlanDoc } from '../schemas/mealPlan';
import type { RecipeDoc } from '../schemas/recipe';
import { RECIPE_COLLECTION_MAX_RECIPES } from '../schemas/recipeCollection';
import type { SettingsDoc } from '../schemas/settings';
import type { ShoppingChecksDoc } from '../schemas/shoppingChecks';
import { deepEqual } from '../sync/mergeValues';
import { type BackupFile, RESTORABLE_COLLECTIONS, type RestorableCollection } from './backupFormat';

export type StoredData = { [C in RestorableCollection]: DocOf<C>[] };

export interface RestoreProblem {
  collection: RestorableCollection;
  /** Position of the item in the file's list (0-based). */
  index: number;
  /** The recipe title or document id, when the item has one. */
  label: string;
  message: string;
}

export interface RestoreWrite<C extends RestorableCollection = RestorableCollection> {
  collection: C;
  doc: DocOf<C>;
}

export interface RestorePlan {
  adds: RestoreWrite[];
  changes: RestoreWrite[];
  /** Items already stored as they are (same id and content, or a recipe with the same content under another id). */
  unchanged: number;
  problems: RestoreProblem[];
  /** Recipes that were valid and new but beyond the plan's recipe limit. */
  overLimit: number;
}

/** Store bookkeeping (RxDB's _rev, _meta, _deleted…) never reaches the schema check. */
function withoutBookkeeping(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_')));
}

function labelOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const r = item as Record<string, unknown>;
  if (typeof r.title === 'string' && r.title.trim() !== '') return r.title;
  return typeof r.id === 'string' ? r.id : '';
}

/** Two recipes are the same recipe when their title and text match, whatever their ids. */
export function recipeContentKey(recipe: Pick<RecipeDoc, 'title' | 'convertedRecipe'>): string {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(recipe.title)}\u0000${norm(recipe.convertedRecipe)}`;
}

function mergeDays(stored: MealPlanDoc['mealPlan'], incoming: MealPlanDoc['mealPlan']): MealPlanDoc['mealPlan'] {
  const out: MealPlanDoc['mealPlan'] = structuredClone(stored);
  for (const [date, day] of Object.entries(incoming)) {
    const target: DayPlan = out[date] ?? {};
    for (const slot of MEAL_SLOTS) {
      const add = day[slot] ?? [];
      if (add.length === 0) continue;
      const list = [...(target[slot] ?? [])];
      for (const item of add) if (!list.some((x) => x.id === item.id)) list.push(item);
      target[slot] = list;
    }
    out[date] = target;
  }
  return out;
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * What restoring a backup into the stored data would add and change. Nothing stored is removed;
 * the same recipe (same id, or same title and text) is never added twice; a broken item is reported
 * and the rest go in. Same-id documents: the newer one wins (recipes, settings — but never the
 * consent decision, which stays this account's); meal plans and shopping checks are merged.
 */
export function planRestore(file: BackupFile, stored: StoredData, options: { recipeLimit: number }): RestorePlan {
  const plan: RestorePlan = { adds: [], changes: [], unchanged: 0, problems: [], overLimit: 0 };
  const valid: { [C in RestorableCollection]: DocOf<C>[] } = {
    recipes: [],
    mealPlans: [],
    settings: [],
    shoppingChecks: [],
    notifications: [],
    recipeCollections: [],
  };
  for (const collection of RESTORABLE_COLLECTIONS) {
    file.collections[collection].forEach((item, index) => {
      const parsed = COLLECTIONS[collection].schema.safeParse(withoutBookkeeping(item));
      if (parsed.success) (valid[collection] as unknown[]).push(parsed.data);
      else {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        plan.problems.push({ collection, index, label: labelOf(item), message: `${where}${issue?.message ?? 'invalid'}` });
      }
    });
  }

  // Recipes
  const byId = new Map(stored.recipes.map((r) => [r.id, r]));
  const contents = new Set(stored.recipes.map(recipeContentKey));
  let room = Math.max(0, options.recipeLimit - stored.recipes.length);
  for (const recipe of valid.recipes) {
    const existing = byId.get(recipe.id);
    if (existing) {
      if (deepEqual(existing, recipe) || !later(recipe.updatedAt, existing.updatedAt)) plan.unchanged += 1;
      else plan.changes.push({ collection: 'recipes', doc: recipe });
      continue;
    }
    const key = recipeContentKey(recipe);
    if (contents.has(key)) {
      plan.unchanged += 1;
      continue;
    }
    if (room === 0) {
      plan.overLimit += 1;
      continue;
    }
    room -= 1;
    contents.add(key);
    byId.set(recipe.id, recipe);
    plan.adds.push({ collection: 'recipes', doc: recipe });
  }

  // Meal plans: one per week; slots are unioned by placement id.
  const plans = new Map(stored.mealPlans.map((p) => [p.id, p]));
  for (const incoming of valid.mealPlans) {
    const existing = plans.get(incoming.id);
    if (!existing) {
      plans.set(incoming.id, incoming);
      plan.adds.push({ collection: 'mealPlans', doc: incoming });
      continue;
    }
    const mealPlan = mergeDays(existing.mealPlan, incoming.mealPlan);
    if (deepEqual(mealPlan, existing.mealPlan)) plan.unchanged += 1;
    else {
      const merged: MealPlanDoc = {
        ...existing,
        mealPlan,
        updatedAt: later(incoming.updatedAt, existing.updatedAt) ? incoming.updatedAt : existing.updatedAt,
      };
      plans.set(merged.id, merged);
      plan.changes.push({ collection: 'mealPlans', doc: merged });
    }
  }

  // Settings: the newer wins, the consent decision stays.
  const storedSettings = stored.settings[0];
  const incomingSettings = valid.settings.at(-1);
  if (incomingSettings) {
    const restored: SettingsDoc = { ...incomingSettings, id: storedSettings?.id ?? incomingSettings.id };
    delete restored.aiConsent;
    if (storedSettings?.aiConsent) restored.aiConsent = storedSettings.aiConsent;
    if (!storedSettings) plan.adds.push({ collection: 'settings', doc: restored });
    else if (deepEqual(storedSettings, restored) || !later(incomingSettings.updatedAt, storedSettings.updatedAt)) plan.unchanged += 1;
    else plan.changes.push({ collection: 'settings', doc: restored });
    plan.unchanged += Math.max(0, valid.settings.length - 1);
  }

  // Shopping checks: a checked item stays checked.
  const checks = new Map(stored.shoppingChecks.map((c) => [c.id, c]));
  for (const incoming of valid.shoppingChecks) {
    const existing = checks.get(incoming.id);
    if (!existing) {
      checks.set(incoming.id, incoming);
      plan.adds.push({ collection: 'shoppingChecks', doc: incoming });
      continue;
    }
    const checked = [...new Set([...existing.checked, ...incoming.checked])];
    if (checked.length === existing.checked.length) plan.unchanged += 1;
    else {
      const merged: ShoppingChecksDoc = { ...existing, checked };
      checks.set(merged.id, merged);
      plan.changes.push({ collection: 'shoppingChecks', doc: merged });
    }
  }

  // Notifications: missing ones are added, stored ones kept as they are.
  const notes = new Set(stored.notifications.map((n) => n.id));
  for (const incoming of valid.notifications) {
    if (notes.has(incoming.id)) plan.unchanged += 1;
    else {
      notes.add(incoming.id);
      plan.adds.push({ collection: 'notifications', doc: incoming });
    }
  }

  // Collections: missing ones are added; the same collection keeps the recipes of both.
  const groups = new Map(stored.recipeCollections.map((c) => [c.id, c]));
  for (const incoming of valid.recipeCollections) {
    const existing = groups.get(incoming.id);
    if (!existing) {
      groups.set(incoming.id, incoming);
      plan.adds.push({ collection: 'recipeCollections', doc: incoming });
      continue;
    }
    const recipeIds = [...new Set([...existing.recipeIds, ...incoming.recipeIds])].slice(0, RECIPE_COLLECTION_MAX_RECIPES);
    if (recipeIds.length === existing.recipeIds.length) plan.unchanged += 1;
    else plan.changes.push({ collection: 'recipeCollections', doc: { ...existing, recipeIds } });
  }
  return plan;
}

/** Counts per collection for the "will add / will change" summary. */
export function restoreSummary(plan: RestorePlan): Record<RestorableCollection, { add: number; change: number }> {
  const out = Object.fromEntries(RESTORABLE_COLLECTIONS.map((c) => [c, { add: 0, change: 0 }])) as Record<
    RestorableCollection,
    { add: number; change: number }
  >;
  for (const w of plan.adds) out[w.collection].add += 1;
  for (const w of plan.changes) out[w.collection].change += 1;
  return out;
}
