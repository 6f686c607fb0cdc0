import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { LIMITS } from '../../../../shared/domain/limits';
import { PLANS } from '../../../../shared/domain/plans';
import { healthFilterApplies, limitBanner } from '../../../../shared/domain/recipeBookRules';
import { recipeCountText, resultsText, RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { useAccess } from '../../app/useAccess';
import { preloadMerge, useCollectionRecipeIds, useRecipeActions, useSettings } from '../../data';
import { useRecipes } from '../../data/recipeQueries';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { CollectionsBar } from '../collections/CollectionsBar';
import { BookCard } from './BookCard';
import { BookToolbar } from './BookToolbar';
import { type BookFilters, DEFAULT_FILTERS, isFiltered } from './bookFilters';
import { LimitBanner } from './LimitBanner';
import { useBookFilters } from './useBookFilters';
import { usePageTransition } from './usePageTransition';
import './recipeBook.css';

/** My Recipe Book (signed-in-features §2, §4): search, filters, sorts, pages, viewer, editor and delete. */
export function RecipeBookView({ onUpgrade = () => {} }: { onUpgrade?: () => void }) {
  const { filters, view, canList, page, setPage, change, clear } = useBookFilters();
  // Phones: the filters fold behind a button, so the first recipe is on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  const { access, entitlements } = useAccess();
  const { settings } = useSettings();
  const collecting = access.canUseCollections;
  const recipeIds = useCollectionRecipeIds(collecting ? filters.collection : '');
  const health = healthFilterApplies(filters.health, settings.healthConditions, access.canUseHealthConditions) ? filters.health : '';
  const query = useMemo(
    () => ({
      search: filters.search,
      sort: filters.sort,
      dietary: filters.dietary,
      health,
      category: access.canUseAdvancedFilters ? filters.category : ('' as const),
      tag: collecting ? filters.tag : '',
      recipeIds,
      page,
      pageSize: LIMITS.recipeBookPageSize,
    }),
    [
      filters.search,
      filters.sort,
      filters.dietary,
      health,
      filters.category,
      access.canUseAdvancedFilters,
      collecting,
      filters.tag,
      recipeIds,
      page,
    ],
  );
  const { result, loading, error, retry } = useRecipes(query);
  const { phase, goTo } = usePageTransition(result.page, setPage);
  const actions = useRecipeActions();
  const toast = useToast();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteWanted = useOnceTrue(deleting !== null);
  // Stable handlers: a synced edit re-renders the changed card only, not every card and the open dialogs.
  const askDelete = useCallback((id: string, title: string) => {
    setDeleteError(null);
    setDeleting({ id, title });
  }, []);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeViewer = useCallback(() => setViewing(null), []);
  const editFromViewer = useCallback((id: string) => {
    setViewing(null);
    setEditing(id);
  }, []);

  const count = result.total;
  const banner = limitBanner({
    canSave: access.canSaveRecipes,
    count,
    limit: access.recipeLimit,
    planName: PLANS[access.currentPlan].name,
  });
  const upgradeLabel = entitlements?.isAdmin
    ? null
    : access.currentPlan === 'chef'
      ? SHELL_TEXTS.upgradeToMasterChef
      : access.currentPlan === 'free'
        ? SHELL_TEXTS.upgradePlan
        : null;
  const filtered = isFiltered({
    ...filters,
    health,
    category: access.canUseAdvancedFilters ? filters.category : '',
    collection: recipeIds ? filters.collection : '',
    tag: collecting ? filters.tag : '',
  });

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await actions.remove(deleting.id);
      setDeleting(null);
      toast({ title: T.deletedTitle, description: T.deleted, tone: 'success' });
    } catch {
      setDeleteError(T.deleteFailedInline);
      toast({ title: T.deleteFailedTitle, description: T.deleteFailed, tone: 'error' });
    } finally {
      setDeleteBusy(false);
    }
  }

  return (
    <section className="view book" aria-labelledby="recipe-book-heading">
      <div className="view__head">
        <div>
          <h1 id="recipe-book-heading">{T.heading}</h1>
          <p className="view__count">{recipeCountText(count, access.recipeLimit, LIMITS.unlimitedRecipes)}</p>
        </div>
        <Button
          onClick={() => setEditing('new')}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          disabled={!access.canSaveRecipes}
        >
          New recipe
        </Button>
      </div>
      <LimitBanner banner={banner} upgradeLabel={upgradeLabel} onUpgrade={onUpgrade} />
      <BookToolbar
        filters={filters}
        dietaryOptions={access.availableDietaryFilters}
        healthOptions={settings.healthConditions}
        canUseHealth={access.canUseHealthConditions}
        canUseCategories={access.canUseAdvancedFilters}
        canList={canList}
        view={view}
        onChange={change}
        compact={!canList}
        filtersOpen={filtersOpen}
        activeFilters={activeFilterCount(filters)}
        onToggleFilters={toggleFilters}
      />
      {canList || filtersOpen ? (
        <CollectionsBar canUse={collecting} collection={filters.collection} tag={filters.tag} onChange={change} onUpgrade={onUpgrade} />
      ) : null}
      {filtered && !loading && !error ? (
        <p className="book__results" role="status">
          <span>{resultsText(result.matched, result.total)}</span>
          <Button size="sm" variant="ghost" onClick={clear}>
            {T.clearFilters}
          </Button>
        </p>
      ) : null}
      {error ? (
        <div className="notice notice--error book__error" role="alert">
          <strong>{T.loadFailedTitle}</strong>
          <Button size="sm" variant="secondary" onClick={retry}>
            {SHELL_TEXTS.tryAgain}
          </Button>
        </div>
      ) : loading ? (
        <ul className="book__grid" aria-label="Loading recipes" aria-busy="true">
          {Array.from({ length: LIMITS.recipeBookPageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <li key={i} className="book-card book-card--skeleton">
              <Skeleton className="book-card__image" />
              <Skeleton className="book-card__skeleton-line" />
              <Skeleton className="book-card__skeleton-line book-card__skeleton-line--short" />
            </li>
          ))}
        </ul>
      ) : result.total === 0 ? (
        <EmptyState title={T.emptyTitle}>{T.emptyText}</EmptyState>
      ) : result.matched === 0 ? (
        <EmptyState
          title={T.noResultsTitle}
          action={
            <Button variant="secondary" onClick={clear}>
              {T.clearFilters}
            </Button>
          }
        >
          {T.noResultsText}
        </EmptyState>
      ) : (
        <ul
          aria-label="Saved recipes"
          className={`book__${view} book__page--${phase}`}
          onPointerOver={preloadDialogs}
          onFocus={preloadDialogs}
        >
          {result.items.map((r) => (
            <BookCard key={r.id} recipe={r} layout={view} onOpen={setViewing} onEdit={setEditing} onDelete={askDelete} />
          ))}
        </ul>
      )}
      {!loading && !error ? <Pagination page={result.page} pages={result.pages} onPage={goTo} label="Recipe pages" /> : null}
      <BookDialogs
        editing={editing}
        viewing={viewing}
        closeEditor={closeEditor}
        closeViewer={closeViewer}
        editFromViewer={editFromViewer}
      />
      <Suspense fallback={null}>
        {deleteWanted ? (
          <DeleteRecipeDialog
            title={deleting?.title ?? null}
            busy={deleteBusy}
            error={deleteError}
            onCancel={() => setDeleting(null)}
            onConfirm={() => void confirmDelete()}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

/**
 * The editor, the viewer (with the recipe parser, its ingredient table and the recipe card) and the
 * delete confirmation are not part of the book's first load: fetched when the cook points at or
 * focuses the list or "New recipe", or at the latest when one opens.
 */
const loadEditor = () => import('./RecipeEditorDialog');
const loadViewer = () => import('./RecipeViewerDialog');
const loadDeleteDialog = () => import('./DeleteRecipeDialog');
const RecipeEditorDialog = lazy(() => loadEditor().then((m) => ({ default: m.RecipeEditorDialog })));
const RecipeViewerDialog = lazy(() => loadViewer().then((m) => ({ default: m.RecipeViewerDialog })));
const DeleteRecipeDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteRecipeDialog })));
let dialogsRequested = false;
function preloadDialogs(): void {
  if (dialogsRequested) return;
  dialogsRequested = true;
  // A failed fetch is retried by the lazy component when a dialog opens.
  void loadEditor().catch(() => undefined);
  void loadViewer().catch(() => undefined);
  void loadDeleteDialog().catch(() => undefined);
  // What a save from the editor runs (the merge with the version it was opened on).
  preloadMerge();
}

/** Stays true once `value` has been true: a dialog loaded for its first opening stays mounted (its closing runs as before). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The editor and viewer, memoised: a synced edit of the book's list does not re-render an open form. */
const BookDialogs = memo(function BookDialogs(props: {
  editing: string | 'new' | null;
  viewing: string | null;
  closeEditor(): void;
  closeViewer(): void;
  editFromViewer(id: string): void;
}) {
  const editorWanted = useOnceTrue(props.editing !== null);
  const viewerWanted = useOnceTrue(props.viewing !== null);
  return (
    <>
      <Suspense fallback={null}>
        {editorWanted ? <RecipeEditorDialog recipeId={props.editing} onClose={props.closeEditor} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {viewerWanted ? <RecipeViewerDialog recipeId={props.viewing} onClose={props.closeViewer} onEdit={props.editFromViewer} /> : null}
      </Suspense>
    </>
  );
});

/** How many of the book's filters differ from their defaults (search and view aside): shown on the phone's Filters button. */
function activeFilterCount(filters: BookFilters): number {
  const keys = ['sort', 'dietary', 'health', 'category', 'collection', 'tag'] as const;
  return keys.filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length;
}
