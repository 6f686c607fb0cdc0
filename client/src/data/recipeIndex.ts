import MiniSearch from 'minisearch';
import type { Subscription } from 'rxjs';
import { hasTag, tagsInUse } from '../../../shared/domain/collectionRules';
import type { RecipeCategory } from '../../../shared/domain/limits';
import { matchedCategories, matchedHealthConditions, type RecipeSort } from '../../../shared/domain/recipeBookRules';
import { emptyStructuredRecipe, type RecipeContent, readRecipeContent, searchableText } from '../../../shared/domain/recipeContent';
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
  /** Lower-case title, dietary filters and the recipe's text: the substring part of the search. */
  haystack: string;
  titleKey: string;
  health: string[];
  categories: RecipeCategory[];
  tags: string[];
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
  /** '' = every tag; otherwise recipes carrying it (case-insensitive). */
  tag?: string;
  /** Only these recipes (a collection's); undefined or null = all. */
  recipeIds?: readonly string[] | null;
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

/** What the full-text index holds: titles, ingredients and diets (the rest of the text is searched as a substring). */
interface IndexedText {
  id: string;
  title: string;
  ingredients: string;
  dietary: string;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * What the index needs of a recipe's content, read without schema validation (thousands of recipes
 * are read at start-up; the viewer and editor validate what they show). Older text recipes are parsed.
 */
function quickContent(convertedRecipe: string): RecipeContent {
  if (convertedRecipe.trimStart().startsWith('{')) {
    try {
      const json = JSON.parse(convertedRecipe) as Record<string, unknown>;
      const recipe = {
        ...emptyStructuredRecipe(text(json.recipeName)),
        prepTime: text(json.prepTime),
        cookTime: text(json.cookTime),
        totalTime: text(json.totalTime),
        servings: text(json.servings),
        dietaryRequirements: strings(json.dietaryRequirements),
        ingredients: strings(json.ingredients),
        instructions: strings(json.instructions),
        tips: strings(json.tips),
        description: text(json.description),
        imageUrl: text(json.imageUrl),
        healthConditions: strings(json.healthConditions),
      };
      return { format: 'structured', recipe };
    } catch {
      // not JSON after all: read as text below
    }
  }
  return readRecipeContent(convertedRecipe);
}

/** A recipe as the book's cards show it (also used for the first page before the index is ready). */
export function recipeSummary(doc: RecipeDoc): RecipeSummary {
  return summarise(doc).summary;
}

function summarise(doc: RecipeDoc): { summary: RecipeSummary; text: IndexedText } {
  const content = quickContent(doc.convertedRecipe);
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
      haystack: lower,
      titleKey: doc.title.toLocaleLowerCase(),
      health: matchedHealthConditions(lower),
      categories: matchedCategories(doc.category, lower),
      tags: doc.tags ?? [],
    },
    text: { id: doc.id, title: doc.title, ingredients, dietary: [...dietary, ...r.dietaryRequirements].join(' ') },
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
    fields: ['title', 'ingredients', 'dietary'],
    searchOptions: {
      boost: { title: 3, ingredients: 2 },
      prefix: true,
      // One typo from five letters on: shorter words are matched by prefix and substring only.
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
    },
  });
  /** Recipes added to the store but not yet to the full-text index (it is filled after the first page shows). */
  private readonly unindexed = new Map<string, IndexedText>();
  private indexing = false;
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
    for (const doc of docs) {
      if (this.summaries.has(doc.id) && !this.unindexed.has(doc.id)) this.fullText.discard(doc.id);
      const { summary, text } = summarise(doc);
      this.summaries.set(doc.id, summary);
      this.unindexed.set(doc.id, text);
    }
    // A few changes (an edit, a sync batch) go into the full-text index at once; a whole book is indexed in the background.
    if (this.unindexed.size <= 200 && !this.indexing) this.indexPending();
    else void this.indexInBackground();
    this.changed();
  }

  private indexPending(): void {
    const texts = [...this.unindexed.values()];
    this.unindexed.clear();
    this.fullText.addAll(texts);
  }

  /** Indexes in slices between frames, so the first page and typing stay responsive while thousands of recipes are added. */
  private async indexInBackground(): Promise<void> {
    if (this.indexing) return;
    this.indexing = true;
    try {
      while (this.unindexed.size > 0) {
        const slice = [...this.unindexed.values()].slice(0, 250);
        for (const t of slice) this.unindexed.delete(t.id);
        this.fullText.addAll(slice);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      this.indexing = false;
    }
    this.changed();
  }

  remove(id: string): void {
    if (!this.summaries.delete(id)) return;
    if (!this.unindexed.delete(id)) this.fullText.discard(id);
    this.changed();
  }

  markReady(error: Error | null = null): void {
    this.ready = true;
    this.error = error;
    this.changed();
  }

  /** Every tag used in the book (for the tag filter), computed once per change. */
  tagsInUse(): string[] {
    if (this.tagCache?.version !== this.version) this.tagCache = { version: this.version, tags: tagsInUse([...this.summaries.values()]) };
    return this.tagCache.tags;
  }
  private tagCache: { version: number; tags: string[] } | null = null;

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

  /**
   * Ids matching the search text: a plain substring of title, diets and recipe text, or full-text
   * matches (word prefixes, one typo) on titles, ingredients and diets. Words under three letters
   * are too short for the full-text index: they narrow its matches as substrings.
   */
  private searchIds(search: string): Set<string> | null {
    const term = search.trim().toLowerCase();
    if (!term) return null;
    const ids = new Set<string>();
    for (const s of this.summaries.values()) if (s.haystack.includes(term)) ids.add(s.id);
    const words = term.split(/\s+/);
    const long = words.filter((w) => w.length >= 3);
    const short = words.filter((w) => w.length < 3);
    if (long.length > 0) {
      for (const r of this.fullText.search(long.join(' '))) {
        const id = String(r.id);
        const summary = this.summaries.get(id);
        if (summary && short.every((w) => summary.haystack.includes(w))) ids.add(id);
      }
    }
    return ids;
  }

  query(q: RecipeQuery): RecipeQueryResult {
    const ids = this.searchIds(q.search);
    const dietary = q.dietary.toLowerCase();
    const only = q.recipeIds ? new Set(q.recipeIds) : null;
    const matches = this.sortedBy(q.sort).filter(
      (s) =>
        (ids === null || ids.has(s.id)) &&
        (!dietary || s.dietaryFilters.some((f) => f.toLowerCase() === dietary)) &&
        (!q.health || s.health.includes(q.health)) &&
        (!q.category || s.categories.includes(q.category)) &&
        (!q.tag || hasTag(s.tags, q.tag)) &&
        (only === null || only.has(s.id)),
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
      // The changes that came in meanwhile, newest state per recipe, as one batch.
      const latest = new Map<string, { op: 'upsert' | 'delete'; doc: RecipeDoc }>();
      for (const p of pending.splice(0)) latest.set(p.doc.id, p);
      const upserts = [...latest.values()].filter((p) => p.op === 'upsert').map((p) => p.doc);
      if (upserts.length) index.upsertMany(upserts);
      for (const p of latest.values()) if (p.op === 'delete') index.remove(p.doc.id);
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
