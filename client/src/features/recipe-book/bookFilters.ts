import { RECIPE_CATEGORIES, type RecipeCategory } from '../../../../shared/domain/limits';
import { isRecipeSort, type RecipeSort } from '../../../../shared/domain/recipeBookRules';

/** What the book's toolbar sets; kept in session storage under `recipeBook_` (spec §4). */
export interface BookFilters {
  search: string;
  sort: RecipeSort;
  dietary: string;
  health: string;
  category: RecipeCategory | '';
  /** A collection's id and a tag (Master Chef and Enterprise); '' = all. */
  collection: string;
  tag: string;
  view: 'grid' | 'list';
}

export const DEFAULT_FILTERS: BookFilters = {
  search: '',
  sort: 'newest',
  dietary: '',
  health: '',
  category: '',
  collection: '',
  tag: '',
  view: 'grid',
};

const PREFIX = 'recipeBook_';
type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

export function readBookFilters(storage: Reader): BookFilters {
  const get = (key: string) => {
    try {
      return storage.getItem(PREFIX + key);
    } catch {
      return null;
    }
  };
  const sort = get('sort');
  const category = get('category');
  const view = get('view');
  return {
    search: (get('search') ?? '').slice(0, 200),
    sort: isRecipeSort(sort) ? sort : DEFAULT_FILTERS.sort,
    dietary: get('dietary') ?? '',
    health: get('health') ?? '',
    category: (RECIPE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as RecipeCategory) : '',
    collection: (get('collection') ?? '').slice(0, 128),
    tag: (get('tag') ?? '').slice(0, 60),
    view: view === 'list' ? 'list' : 'grid',
  };
}

export function writeBookFilters(storage: Writer, filters: BookFilters): void {
  for (const [key, value] of Object.entries(filters)) {
    try {
      if (value === '' || value === DEFAULT_FILTERS[key as keyof BookFilters]) storage.removeItem(PREFIX + key);
      else storage.setItem(PREFIX + key, value);
    } catch {
      // storage blocked or full: the filters just are not remembered
    }
  }
}

/** Whether any search or filter narrows the list (the "N of M" line and Clear Filters show then). */
export function isFiltered(f: BookFilters): boolean {
  return f.search.trim() !== '' || f.dietary !== '' || f.health !== '' || f.category !== '' || f.collection !== '' || f.tag !== '';
}
