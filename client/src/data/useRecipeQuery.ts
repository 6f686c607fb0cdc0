import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { map, of, startWith, switchMap, tap, throttle, timer } from 'rxjs';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import { useBookPreview } from './bookPreview';
import { useDataContext } from './DataContext';
import { traceStep } from './pathTrace';
import {
  type RecipeIndex,
  type RecipeQuery,
  type RecipeQueryResult,
  type RecipeSummary,
  recipeIndexFor,
  recipeSummary,
  resetRecipeIndex,
} from './recipeIndex';
import { readFirstPageByDate } from './storage';
import type { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';
import { useDbObservable } from './useDbObservable';

export interface RecipeQueryState {
  result: RecipeQueryResult;
  /** The store or the index is still loading (the book shows skeleton cards). */
  loading: boolean;
  error: Error | null;
  /** Rebuilds the index from the store after a load error (Try Again). */
  retry(): void;
}

/** How often a full first page is read again while the index loads and a sync writes batches. */
const FIRST_PAGE_REFRESH_MS = 1000;

const EMPTY: RecipeQueryResult = { items: [], matched: 0, total: 0, page: 1, pages: 1 };
const NO_SUBSCRIBE = () => () => {};
const ZERO = () => 0;

/**
 * The store's recipe index, whose reading of recipes' texts in the background waits while a sync is at work: whichever
 * hook asks first creates it (the book's tags and counts may render before its list), so every one gives the gate.
 */
function indexWithGate(db: KitchenDatabase, status: SyncStatusStore): RecipeIndex {
  return recipeIndexFor(db, { busy: () => status.getSnapshot().syncing, subscribe: status.subscribe });
}

/**
 * Recipes matching a query, read from the in-memory index (search, filters, sort and one page),
 * re-rendered only when the index changes or the query does. `null` reads nothing.
 */
export function useRecipeQuery(query: RecipeQuery | null): RecipeQueryState {
  const { db, status, userId } = useDataContext();
  const preview = useBookPreview(userId)?.page ?? null;
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation asks for a rebuilt index
  const index: RecipeIndex | null = useMemo(
    () => (db && query ? indexWithGate(db, status) : null),
    [db, status, query === null, generation],
  );
  const version = useSyncExternalStore(index?.subscribe ?? NO_SUBSCRIBE, index?.getVersion ?? ZERO, index?.getVersion ?? ZERO);
  const {
    search = '',
    sort = 'newest',
    dietary = '',
    health = '',
    category = '',
    tag = '',
    recipeIds = null,
    page = 1,
    pageSize = 8,
  } = query ?? {};
  // A fresh device shows the server's first page (newest first) until its store holds every recipe: the store's own
  // first page would be the newest of the batches stored so far.
  const unfilteredFirstPage = query !== null && !search.trim() && !dietary && !health && !category && !tag && !recipeIds && page === 1;
  const previewed = useMemo(
    () =>
      preview && unfilteredFirstPage && sort === 'newest' && pageSize <= preview.limit
        ? {
            items: preview.recipes.slice(0, pageSize).map(recipeSummary),
            matched: preview.total,
            total: preview.total,
            page: 1,
            pages: Math.max(1, Math.ceil(preview.total / pageSize)),
          }
        : null,
    [preview, unfilteredFirstPage, sort, pageSize],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  const result = useMemo(
    // While the preview shows, the index is not asked: a fresh device's fill writes 500 recipes a batch, and each
    // batch changed the newest page, whose cards' texts were read again (a text recipe's parse is milliseconds).
    () => (index && !previewed ? index.query({ search, sort, dietary, health, category, tag, recipeIds, page, pageSize }) : EMPTY),
    [index, previewed, version, search, sort, dietary, health, category, tag, recipeIds, page, pageSize],
  );
  // Until the index has read every recipe, the first page of an unfiltered book by date comes from
  // the store's own createdAt index: a book of thousands shows its newest recipes at once.
  const byDate = sort === 'newest' || sort === 'oldest';
  const quickKey =
    index && !index.ready && !previewed && !search.trim() && !dietary && !health && !category && !tag && !recipeIds && page === 1 && byDate
      ? `first:${sort}:${pageSize}`
      : 'first:none';
  const quick = useDbObservable<{ items: RecipeSummary[]; total: number } | null>(
    quickKey,
    (d) =>
      quickKey === 'first:none'
        ? of(null)
        : (() => {
            // While a sync writes hundreds per batch, a full page is read again at most once a second, not per batch.
            // Until the page is full (a fresh device's store still empty when the book opened), the next batch is read
            // at once: a read of the empty store held the first stored batch back for the rest of the second.
            let full = false;
            return d.recipes.eventBulks$.pipe(
              startWith(null),
              throttle(() => timer(full ? FIRST_PAGE_REFRESH_MS : 0), { leading: true, trailing: true }),
              switchMap(() => readFirstPageByDate<RecipeDoc>(d.recipes, sort === 'oldest' ? 'oldest' : 'newest', pageSize)),
              tap((docs) => {
                full = docs.length >= pageSize;
              }),
              map((docs) => ({ items: docs.map(recipeSummary), total: -1 })),
            );
          })(),
    null,
  ).value;
  // Only while the index loads: afterwards the index counts, and a store count would re-run on every written batch.
  const countKey = quickKey === 'first:none' ? 'recipeCount:none' : 'recipeCount';
  const count = useDbObservable(countKey, (d) => (countKey === 'recipeCount' ? d.recipes.count().$ : of(-1)), -1).value;
  const first: RecipeQueryResult | null =
    quick && count >= 0 && index && !index.ready
      ? { items: quick.items, matched: count, total: count, page: 1, pages: Math.max(1, Math.ceil(count / pageSize)) }
      : null;
  const retry = useCallback(() => {
    if (db) resetRecipeIndex(db);
    setGeneration((g) => g + 1);
  }, [db]);
  useLayoutEffect(() => {
    if (previewed) traceStep('preview:shown');
  }, [previewed]);
  if (previewed) return { result: previewed, loading: false, error: null, retry };
  return { result: first ?? result, loading: (!index?.ready && !first) || result.partial === true, error: index?.error ?? null, retry };
}

/** Every tag used in the book, from the in-memory index (the book's tag filter). */
export function useRecipeTags(): string[] {
  const { db, status } = useDataContext();
  const index = useMemo(() => (db ? indexWithGate(db, status) : null), [db, status]);
  const version = useSyncExternalStore(index?.subscribe ?? NO_SUBSCRIBE, index?.getVersion ?? ZERO, index?.getVersion ?? ZERO);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  return useMemo(() => index?.tagsInUse() ?? NO_TAGS, [index, version]);
}

const NO_TAGS: string[] = [];

/** How many of the given recipe ids are recipes in the book now (a collection may name deleted ones). */
export function useLiveRecipeCount(): (ids: readonly string[]) => number {
  const { db, status } = useDataContext();
  const index = useMemo(() => (db ? indexWithGate(db, status) : null), [db, status]);
  const version = useSyncExternalStore(index?.subscribe ?? NO_SUBSCRIBE, index?.getVersion ?? ZERO, index?.getVersion ?? ZERO);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  return useCallback((ids: readonly string[]) => (index?.ready ? ids.filter((id) => index.get(id)).length : ids.length), [index, version]);
}
