import MiniSearch from 'minisearch';
import type { Subscription } from 'rxjs';
import type { RecipeCategory } from '../../../shared/domain/limits';
import { matchedCategories, matchedHealthConditions, type RecipeSort } from '../../../shared/domain/recipeBookRules';
import { readRecipeContent, searchableText } from '../../../shared/domain/recipeContent';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { KitchenDatabase } from './types';

/** What the book shows of a recipe and filters on, computed once per change of that recipe. */
export interface RecipeSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  dietaryFilters: string[];
  category: RecipeCategory;
  imageUrl: string;
  totalTime: string;
  servings: string;
  /** The first ingredients, for the card's two-line preview. */
  preview: string;
  /** Lower-case title, dietary filters and ingredients: the substring part of the search. */
  haystack: string;
  titleKey: string;
  health: string[];
  categories: RecipeCategory[];
}

export interface RecipeQuery {
  search: string;
  sort: RecipeSort;
  /** '' = every diet. */
  dietary: string;
  /** Lower-case health condition; '' or one that does not apply = no filter (see healthFilterApplies). */
  health: string;
  /** '' = every category. */
  category: RecipeCategory | '';
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface RecipeQueryResult {
  items: RecipeSummary[];
  /** Recipes matching search and filters. */
  matched: number;
  /** Every recipe in the book. */
  total: number;
  /** The page shown (clamped to the pages there are). */
  page: number;
  pages: number;
}

interface IndexedText {
  id: string;
  title: string;
  ingredients: string;
  text: string;
  dietary: string;
}

function summarise(doc: RecipeDoc): { summary: RecipeSummary; text: IndexedText } {
  const content = readRecipeContent(doc.convertedRecipe);
  const r = content.recipe;
  const lower = searchableText(doc.title, content, doc.dietaryFilters);
  const dietary = [...new Set([...doc.dietaryFilters])];
  const ingredients = r.ingredients.join('\n');
  return {
    summary: {
      id: doc.id,
      title: doc.title,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      dietaryFilters: dietary,
      category: doc.category,
      imageUrl: doc.imageUrl || r.imageUrl || '',
      totalTime: r.totalTime,
      servings: String(r.servings ?? ''),
      preview: (r.ingredients.length ? r.ingredients.join(', ') : (r.description ?? r.instructions.join(' '))).slice(0, 400),
      haystack: `${doc.title}\n${dietary.join('\n')}\n${r.dietaryRequirements.join('\n')}\n${ingredients}`.toLowerCase(),
      titleKey: doc.title.toLocaleLowerCase(),
      health: matchedHealthConditions(lower),
      categories: matchedCategories(doc.category, lower),
    },
    text: {
      id: doc.id,
      title: doc.title,
      ingredients,
      text: [r.description ?? '', ...r.instructions, ...r.tips, content.format === 'legacy' ? content.text : ''].join('\n'),
      dietary: [...dietary, ...r.dietaryRequirements].join(' '),
    },
  };
}

const COMPARE: Record<RecipeSort, (a: RecipeSummary, b: RecipeSummary) => number> = {
  newest: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1),
  oldest: (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1),
  'a-z': (a, b) => (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id < b.id ? -1 : 1),
  'z-a': (a, b) => (a.titleKey < b.titleKey ? 1 : a.titleKey > b.titleKey ? -1 : a.id < b.id ? -1 : 1),
};

/**
 * The in-memory full-text index of the user's recipes (MiniSearch: prefix and typo-tolerant on
 * titles, ingredients, text and diets), fed from the store and updated per changed recipe. Queries
 * are synchronous: a keystroke filters, sorts and pages without touching IndexedDB.
 */
export class RecipeIndex {
  private readonly summaries = new Map<string, RecipeSummary>();
  private readonly fullText = new MiniSearch<IndexedText>({
    fields: ['title', 'ingredients', 'text', 'dietary'],
    searchOptions: { boost: { title: 3, ingredients: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  private readonly sorted = new Map<RecipeSort, RecipeSummary[]>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  ready = false;
  error: Error | null = null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    this.sorted.clear();
    for (const l of this.listeners) l();
  }

  /** Adds or replaces recipes; one notification for the batch. */
  upsertMany(docs: readonly RecipeDoc[]): void {
    const texts: IndexedText[] = [];
    for (const doc of docs) {
      if (this.summaries.has(doc.id)) this.fullText.discard(doc.id);
      const { summary, text } = summarise(doc);
      this.summaries.set(doc.id, summary);
      texts.push(text);
    }
    this.fullText.addAll(texts);
    this.changed();
  }

  remove(id: string): void {
    if (!this.summaries.delete(id)) return;
    this.fullText.discard(id);
    this.changed();
  }

  markReady(error: Error | null = null): void {
    this.ready = true;
    this.error = error;
    this.changed();
  }

  get size(): number {
    return this.summaries.size;
  }

  get(id: string): RecipeSummary | undefined {
    return this.summaries.get(id);
  }

  private sortedBy(sort: RecipeSort): RecipeSummary[] {
    let list = this.sorted.get(sort);
    if (!list) {
      list = [...this.summaries.values()].sort(COMPARE[sort]);
      this.sorted.set(sort, list);
    }
    return list;
  }

  /** Ids matching the search text: full-text (prefix, typos) or a plain substring of title, diets and ingredients. */
  private searchIds(search: string): Set<string> | null {
    const term = search.trim().toLowerCase();
    if (!term) return null;
    const ids = new Set<string>(this.fullText.search(term).map((r) => String(r.id)));
    for (const s of this.summaries.values()) if (s.haystack.includes(term)) ids.add(s.id);
    return ids;
  }

  query(q: RecipeQuery): RecipeQueryResult {
    const ids = this.searchIds(q.search);
    const dietary = q.dietary.toLowerCase();
    const matches = this.sortedBy(q.sort).filter(
      (s) =>
        (ids === null || ids.has(s.id)) &&
        (!dietary || s.dietaryFilters.some((f) => f.toLowerCase() === dietary)) &&
        (!q.health || s.health.includes(q.health)) &&
        (!q.category || s.categories.includes(q.category)),
    );
    const pages = Math.max(1, Math.ceil(matches.length / q.pageSize));
    const page = Math.min(Math.max(1, q.page), pages);
    return {
      items: matches.slice((page - 1) * q.pageSize, page * q.pageSize),
      matched: matches.length,
      total: this.summaries.size,
      page,
      pages,
    };
  }
}

const indexes = new WeakMap<KitchenDatabase, { index: RecipeIndex; subscription: Subscription }>();

/**
 * The index of one open database, created on first use and kept in step with every change to the
 * recipes collection (local edits, other tabs, replication). Changes that arrive while the first
 * load runs are applied after it, newest last, so none is lost or undone.
 */
export function recipeIndexFor(db: KitchenDatabase): RecipeIndex {
  const existing = indexes.get(db);
  if (existing) return existing.index;
  const index = new RecipeIndex();
  let loaded = false;
  const pending: { op: 'upsert' | 'delete'; doc: RecipeDoc }[] = [];
  const apply = (op: 'upsert' | 'delete', doc: RecipeDoc) => (op === 'delete' ? index.remove(doc.id) : index.upsertMany([doc]));
  const subscription = db.recipes.$.subscribe((event) => {
    const {
      _meta: _m,
      _rev: _r,
      _attachments: _a,
      _deleted,
      ...doc
    } = event.documentData as RecipeDoc & {
      _meta?: unknown;
      _rev?: unknown;
      _attachments?: unknown;
      _deleted?: boolean;
    };
    const op = event.operation === 'DELETE' || _deleted ? 'delete' : 'upsert';
    if (loaded) apply(op, doc);
    else pending.push({ op, doc });
  });
  indexes.set(db, { index, subscription });
  db.recipes
    .find()
    .exec()
    .then((docs) => {
      const loadedDocs = docs.map((d) => d.toJSON() as RecipeDoc);
      const changedMeanwhile = new Set(pending.map((p) => p.doc.id));
      index.upsertMany(loadedDocs.filter((d) => !changedMeanwhile.has(d.id)));
      loaded = true;
      for (const p of pending.splice(0)) apply(p.op, p.doc);
      index.markReady();
    })
    .catch((error: unknown) => index.markReady(error instanceof Error ? error : new Error(String(error))));
  db.onClose.push(async () => {
    subscription.unsubscribe();
    indexes.delete(db);
  });
  return index;
}

/** Drops a database's index (after a load error), so the next use builds it again from the store. */
export function resetRecipeIndex(db: KitchenDatabase): void {
  indexes.get(db)?.subscription.unsubscribe();
  indexes.delete(db);
}
