import type MiniSearch from 'minisearch';
import type { Options as MiniSearchOptions } from 'minisearch';
import type { Subscription } from 'rxjs';
import { hasTag, tagsInUse } from '../../../shared/domain/collectionRules';
import type { RecipeCategory } from '../../../shared/domain/limits';
import { matchedCategories, matchedHealthConditions, type RecipeSort } from '../../../shared/domain/recipeBookRules';
import { emptyStructuredRecipe, type RecipeContent, searchableText } from '../../../shared/domain/recipeContentShape';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import { sameJson } from '../../../shared/sync/sameJson';
import { legacyReaderLoaded, loadLegacyReader, needsLegacyReader, readLegacyRecipe } from './legacyRecipeReader';
import { traceStep } from './pathTrace';
import { previewStreamedRecipes } from './recipeStreamPreview';
import { readStoredDocuments } from './storage';
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
  /** A search whose full-text part (word prefixes, typos) is still loading: only substring matches so far. */
  partial?: boolean;
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
  return readLegacyRecipe(convertedRecipe);
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

/** What sorting needs of a recipe: read from the document itself, no parsing. */
interface SortKeys {
  id: string;
  createdAt: string;
  titleKey: string;
}

/** Which sort key each order reads: an edit that keeps a recipe's key keeps that order's cached list. */
const SORT_KEY: Record<RecipeSort, 'createdAt' | 'titleKey'> = {
  newest: 'createdAt',
  oldest: 'createdAt',
  'a-z': 'titleKey',
  'z-a': 'titleKey',
};

const COMPARE: Record<RecipeSort, (a: SortKeys, b: SortKeys) => number> = {
  newest: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1),
  oldest: (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1),
  'a-z': (a, b) => (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id < b.id ? -1 : 1),
  'z-a': (a, b) => (a.titleKey < b.titleKey ? 1 : a.titleKey > b.titleKey ? -1 : a.id < b.id ? -1 : 1),
};

/** One recipe of the index: its sort keys at once, its summary and searchable text when first needed. */
interface Entry extends SortKeys {
  doc: RecipeDoc;
  derived?: { summary: RecipeSummary; text: IndexedText };
}

const NO_ORDERS: ReadonlySet<RecipeSort> = new Set();

const FULL_TEXT_OPTIONS: MiniSearchOptions<IndexedText> = {
  fields: ['title', 'ingredients', 'dietary'],
  searchOptions: {
    boost: { title: 3, ingredients: 2 },
    prefix: true,
    // One typo from five letters on: shorter words are matched by prefix and substring only.
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
    combineWith: 'AND',
  },
};

/** The full-text library's code (7 kB on the wire) loads with the first search, not with the book. */
let miniSearchCode: Promise<typeof import('minisearch')> | null = null;
const loadMiniSearch = () => {
  miniSearchCode ??= import('minisearch').catch((error: unknown) => {
    miniSearchCode = null;
    throw error;
  });
  return miniSearchCode;
};

/** Fewer changed recipes than this are summarised and indexed at once; more (a sync, a whole book) in idle time. */
const AT_ONCE = 200;
/** How often the book re-renders while large batches keep arriving (a first sync writes 500 recipes per batch). */
const LARGE_BATCH_NOTIFY_MS = 250;
/** Recipes read per background step (a few milliseconds each, so a keystroke never waits long). */
const BACKGROUND_SLICE = 100;

/** How long no large batch must arrive before the background reading starts. */
const QUIET_MS = 300;
/** The longest the background reading waits for a busy gate (a sync that keeps retrying offline, say). */
const MAX_HOLD_MS = 10_000;

/** Says when the device is busy with work that matters more than reading recipes ahead (a sync). */
export interface BackgroundGate {
  busy(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The in-memory full-text index of the user's recipes (MiniSearch: prefix and typo-tolerant on
 * titles, ingredients, text and diets), fed from the store and updated per changed recipe. Queries
 * are synchronous: a keystroke filters, sorts and pages without touching IndexedDB.
 *
 * Reading a recipe's text (summary, health and category keywords, full-text terms) is the costly
 * part, so a large batch (a first sync, a whole book at start-up) is only kept as documents: sorting
 * and a page of cards need nothing more, the rest is read in idle time, and a search or filter that
 * needs it first reads what is still unread.
 */
export class RecipeIndex {
  private readonly entries = new Map<string, Entry>();
  /** Null until the first search loads the library (see loadFullText). */
  private fullText: MiniSearch<IndexedText> | null = null;
  private fullTextLoad: Promise<void> | null = null;
  /** Recipes not yet read (summary, full-text terms): read in idle time or when a search needs them. */
  private readonly unindexed = new Set<string>();
  private readonly inFullText = new Set<string>();
  private backgroundScheduled = false;
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private gate: BackgroundGate | undefined;
  private readonly sorted = new Map<RecipeSort, Entry[]>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  ready = false;
  error: Error | null = null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = (): number => this.version;

  /**
   * `keptOrders`: the sorted lists still in order (an edit that kept their sort key); the others are sorted again when
   * next read. `large`: a batch of many recipes, one of several in a row (a first sync, after the batch that filled
   * the empty book): the book re-renders at most every LARGE_BATCH_NOTIFY_MS; any other change is shown at once, with
   * whatever was waiting.
   */
  private changed(keptOrders: ReadonlySet<RecipeSort> = NO_ORDERS, large = false): void {
    this.version += 1;
    for (const sort of [...this.sorted.keys()]) if (!keptOrders.has(sort)) this.sorted.delete(sort);
    if (large) {
      this.notifyTimer ??= setTimeout(() => this.notify(), LARGE_BATCH_NOTIFY_MS);
      return;
    }
    this.notify();
  }

  private notify(): void {
    clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    for (const l of this.listeners) l();
  }

  /**
   * Adds or replaces recipes; one notification for the batch. A replaced recipe is updated in its
   * entry, so the sorted lists whose key it kept stay as they are (an edited title re-sorts A-Z only)
   * and every other recipe keeps its summary object (a card of an unchanged recipe is not re-rendered).
   * Returns whether anything changed (a state the index holds already changes nothing).
   */
  upsertMany(docs: readonly RecipeDoc[]): boolean {
    if (docs.length === 0) return false;
    // A batch filling an empty book (a fresh device's first stored pull) shows at once: only later batches wait.
    const firstFill = this.entries.size === 0;
    const kept = new Set<RecipeSort>(this.sorted.keys());
    let changes = 0;
    for (const doc of docs) {
      const entry = this.entries.get(doc.id);
      // The state shown already (e.g. streamed from another device, then stored): its cards stay as they are.
      if (entry && sameJson(entry.doc, doc)) continue;
      changes += 1;
      this.forgetText(doc.id);
      const titleKey = doc.title.toLocaleLowerCase();
      if (entry) {
        for (const sort of kept)
          if (entry[SORT_KEY[sort]] !== (SORT_KEY[sort] === 'createdAt' ? doc.createdAt : titleKey)) kept.delete(sort);
        entry.createdAt = doc.createdAt;
        entry.titleKey = titleKey;
        entry.doc = doc;
        entry.derived = undefined;
      } else {
        kept.clear();
        this.entries.set(doc.id, { id: doc.id, createdAt: doc.createdAt, titleKey, doc });
      }
      this.unindexed.add(doc.id);
    }
    if (changes === 0) return false;
    if (this.unindexed.size <= AT_ONCE) this.indexUnindexed(Number.POSITIVE_INFINITY);
    else this.indexInBackground();
    this.changed(kept, this.ready && docs.length > AT_ONCE && !firstFill);
    return true;
  }

  /** Removes and adds in one notification (a sync batch with deletes). */
  applyChanges(upserts: readonly RecipeDoc[], removedIds: readonly string[]): void {
    let removed = false;
    for (const id of removedIds) removed = this.drop(id) || removed;
    if (!this.upsertMany(upserts) && removed) this.changed();
  }

  private forgetText(id: string): void {
    if (this.inFullText.delete(id)) this.fullText?.discard(id);
    this.unindexed.delete(id);
  }

  private drop(id: string): boolean {
    if (!this.entries.delete(id)) return false;
    this.forgetText(id);
    return true;
  }

  private derivedOf(entry: Entry): NonNullable<Entry['derived']> {
    entry.derived ??= summarise(entry.doc);
    return entry.derived;
  }

  /** Reads and indexes up to `limit` unread recipes; returns whether any are left. */
  private indexUnindexed(limit: number): boolean {
    const texts: IndexedText[] = [];
    for (const id of this.unindexed) {
      if (texts.length >= limit) break;
      const entry = this.entries.get(id);
      if (entry) texts.push(this.derivedOf(entry).text);
    }
    for (const t of texts) this.unindexed.delete(t.id);
    if (this.fullText) {
      for (const t of texts) this.inFullText.add(t.id);
      this.fullText.addAll(texts);
    }
    return this.unindexed.size > 0;
  }

  /** Whether searches use the full-text index yet. */
  get fullTextReady(): boolean {
    return this.fullText !== null;
  }

  /**
   * Loads the full-text library and indexes every recipe (a search asks for it; the book re-renders with
   * its matches). Resolves when searches use it.
   */
  loadFullText(): Promise<void> {
    this.fullTextLoad ??= loadMiniSearch().then(
      ({ default: MiniSearchIndex }) => {
        if (this.fullText) return;
        const fullText = new MiniSearchIndex<IndexedText>(FULL_TEXT_OPTIONS);
        const texts = [...this.entries.values()].map((entry) => this.derivedOf(entry).text);
        fullText.addAll(texts);
        for (const t of texts) this.inFullText.add(t.id);
        this.unindexed.clear();
        this.fullText = fullText;
        this.changed(new Set(this.sorted.keys()));
      },
      (error: unknown) => {
        this.fullTextLoad = null;
        throw error;
      },
    );
    return this.fullTextLoad;
  }

  /** While it says busy (a sync writing batches), reading in the background waits, for at most MAX_HOLD_MS. */
  setBackgroundGate(gate: BackgroundGate): void {
    this.gate = gate;
  }

  get hasBackgroundGate(): boolean {
    return this.gate !== undefined;
  }

  /**
   * Reads the rest in idle time once large batches stop coming for a moment and the gate is open,
   * so a first sync's writes and the first page are not kept waiting.
   */
  private indexInBackground(): void {
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => this.afterGate(() => this.startBackground()), QUIET_MS);
  }

  private afterGate(run: () => void): void {
    const gate = this.gate;
    if (!gate?.busy()) {
      run();
      return;
    }
    let done = false;
    const open = () => {
      if (done || gate.busy()) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      run();
    };
    const unsubscribe = gate.subscribe(open);
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      unsubscribe();
      run();
    }, MAX_HOLD_MS);
  }

  /** Slices between tasks (not idle callbacks: a busy page has few idle periods, and typing would wait for the rest). */
  private startBackground(): void {
    if (this.backgroundScheduled || this.unindexed.size === 0) return;
    this.backgroundScheduled = true;
    const step = () => {
      if (this.indexUnindexed(BACKGROUND_SLICE)) setTimeout(step, 0);
      else this.backgroundScheduled = false;
    };
    setTimeout(step, 0);
  }

  remove(id: string): void {
    if (this.drop(id)) this.changed();
  }

  markReady(error: Error | null = null): void {
    this.ready = true;
    this.error = error;
    this.changed();
  }

  /** Every tag used in the book (for the tag filter), computed once per change. */
  tagsInUse(): string[] {
    if (this.tagCache?.version !== this.version)
      this.tagCache = { version: this.version, tags: tagsInUse([...this.entries.values()].map((entry) => entry.doc)) };
    return this.tagCache.tags;
  }
  private tagCache: { version: number; tags: string[] } | null = null;

  get size(): number {
    return this.entries.size;
  }

  /** The edit stamp of a recipe as the index holds it. */
  updatedAtOf(id: string): string | undefined {
    return this.entries.get(id)?.doc.updatedAt;
  }

  get(id: string): RecipeSummary | undefined {
    const entry = this.entries.get(id);
    return entry ? this.derivedOf(entry).summary : undefined;
  }

  private sortedBy(sort: RecipeSort): Entry[] {
    let list = this.sorted.get(sort);
    if (!list) {
      list = [...this.entries.values()].sort(COMPARE[sort]);
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
    this.indexUnindexed(Number.POSITIVE_INFINITY);
    const ids = new Set<string>();
    for (const entry of this.entries.values()) if (this.derivedOf(entry).summary.haystack.includes(term)) ids.add(entry.id);
    const words = term.split(/\s+/);
    const long = words.filter((w) => w.length >= 3);
    const short = words.filter((w) => w.length < 3);
    if (long.length > 0 && !this.fullText)
      // Offline before the library was ever cached, searches stay substring searches.
      this.loadFullText().catch(() => undefined);
    if (long.length > 0 && this.fullText) {
      for (const r of this.fullText.search(long.join(' '))) {
        const id = String(r.id);
        const entry = this.entries.get(id);
        if (entry && short.every((w) => this.derivedOf(entry).summary.haystack.includes(w))) ids.add(id);
      }
    }
    return ids;
  }

  query(q: RecipeQuery): RecipeQueryResult {
    const ids = this.searchIds(q.search);
    const dietary = q.dietary.toLowerCase();
    const sorted = this.sortedBy(q.sort);
    const only = q.recipeIds ? new Set(q.recipeIds) : null;
    const filtered = ids !== null || dietary || q.health || q.category || q.tag || only !== null;
    const matches = filtered
      ? sorted.filter((entry) => {
          if (ids !== null && !ids.has(entry.id)) return false;
          if (only !== null && !only.has(entry.id)) return false;
          if (dietary && !entry.doc.dietaryFilters.some((f) => f.toLowerCase() === dietary)) return false;
          if (q.tag && !hasTag(entry.doc.tags, q.tag)) return false;
          if (!q.health && !q.category) return true;
          const s = this.derivedOf(entry).summary;
          return (!q.health || s.health.includes(q.health)) && (!q.category || s.categories.includes(q.category));
        })
      : sorted;
    const pages = Math.max(1, Math.ceil(matches.length / q.pageSize));
    const page = Math.min(Math.max(1, q.page), pages);
    return {
      items: matches.slice((page - 1) * q.pageSize, page * q.pageSize).map((entry) => this.derivedOf(entry).summary),
      matched: matches.length,
      total: this.entries.size,
      page,
      pages,
      ...(ids !== null && !this.fullText && this.fullTextLoad ? { partial: true } : {}),
    };
  }
}

const indexes = new WeakMap<KitchenDatabase, { index: RecipeIndex; subscription: Subscription; stopPreview(): void }>();

/**
 * The index of one open database, created on first use and kept in step with every change to the
 * recipes collection (local edits, other tabs, replication). Changes that arrive while the first
 * load runs are applied after it, newest last, so none is lost or undone.
 */
export function recipeIndexFor(db: KitchenDatabase, gate?: BackgroundGate): RecipeIndex {
  const existing = indexes.get(db);
  if (existing) {
    // Created by a caller without one: the background reading still waits for the sync.
    if (gate && !existing.index.hasBackgroundGate) existing.index.setBackgroundGate(gate);
    return existing.index;
  }
  const index = new RecipeIndex();
  if (gate) index.setBackgroundGate(gate);
  let loaded = false;
  const pending: Change[] = [];
  const apply = (changes: readonly Change[]) => {
    // Newest state per recipe: a batch may hold more than one change of one recipe.
    const latest = new Map<string, Change>();
    for (const c of changes) {
      latest.delete(c.doc.id);
      latest.set(c.doc.id, c);
    }
    const all = [...latest.values()];
    index.applyChanges(
      all.filter((c) => c.op === 'upsert').map((c) => c.doc),
      all.filter((c) => c.op === 'delete').map((c) => c.doc.id),
    );
  };
  // Text recipes need the parser, loaded on first need: a batch holding one waits for it, later batches wait their turn.
  let queue: Promise<void> | null = null;
  const inTurn = (docs: () => readonly RecipeDoc[], run: () => void): void => {
    const needsReader = () => !legacyReaderLoaded() && docs().some((d) => needsLegacyReader(d.convertedRecipe));
    if (!queue && !needsReader()) {
      run();
      return;
    }
    const turn = (queue ?? Promise.resolve())
      .then(async () => {
        while (needsReader()) await loadLegacyReader();
      })
      .then(run, (error: unknown) => index.markReady(error instanceof Error ? error : new Error(String(error))));
    queue = turn;
    void turn.finally(() => {
      if (queue === turn) queue = null;
    });
  };
  // Another device's edit shows as the stream brings it, ahead of the store (whose own change then stands).
  const preview = previewStreamedRecipes(db, index, (docs) => loaded && !queue && !docs.some((d) => needsLegacyReader(d.convertedRecipe)));
  // One notification per written batch (a sync batch of hundreds re-renders the book once, not per recipe).
  const subscription = db.recipes.eventBulks$.subscribe((bulk) => {
    if (bulk.isLocal) return;
    traceStep('store:changed');
    const changes = bulk.events.map(changeOf);
    preview.storeChanged(changes.map((c) => c.doc.id));
    if (loaded)
      inTurn(
        () => upsertsOf(changes),
        () => apply(changes),
      );
    else pending.push(...changes);
  });
  indexes.set(db, { index, subscription, stopPreview: preview.stop });
  readStoredDocuments(db.recipes)
    .then((docs) => {
      inTurn(
        () => [...docs, ...upsertsOf(pending)],
        () => {
          const changedMeanwhile = new Set(pending.map((p) => p.doc.id));
          index.upsertMany(docs.filter((d) => !changedMeanwhile.has(d.id)));
          loaded = true;
          // The changes that came in meanwhile, newest state per recipe, as one batch.
          apply(pending.splice(0));
          index.markReady();
        },
      );
    })
    .catch((error: unknown) => index.markReady(error instanceof Error ? error : new Error(String(error))));
  db.onClose.push(async () => {
    subscription.unsubscribe();
    preview.stop();
    indexes.delete(db);
  });
  return index;
}

type Change = { op: 'upsert' | 'delete'; doc: RecipeDoc };

const upsertsOf = (changes: readonly Change[]): RecipeDoc[] => changes.filter((c) => c.op === 'upsert').map((c) => c.doc);

function changeOf(event: { operation: string; documentData: unknown }): Change {
  const {
    _meta: _m,
    _rev: _r,
    _attachments: _a,
    _deleted,
    ...doc
  } = event.documentData as RecipeDoc & { _meta?: unknown; _rev?: unknown; _attachments?: unknown; _deleted?: boolean };
  return { op: event.operation === 'DELETE' || _deleted ? 'delete' : 'upsert', doc };
}

/** Drops a database's index (after a load error), so the next use builds it again from the store. */
export function resetRecipeIndex(db: KitchenDatabase): void {
  indexes.get(db)?.subscription.unsubscribe();
  indexes.get(db)?.stopPreview();
  indexes.delete(db);
}
