import type { RxConflictHandler, WithDeleted } from 'rxdb';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';
import { RECIPE_TITLE_MAX, type RecipeDoc } from '../../../shared/schemas/recipe';
import { mergeDocumentsDetailed, type SetAsideText } from '../../../shared/sync/merge';
import { CONFLICT_COPY_SUFFIX, MERGE_POLICIES } from '../../../shared/sync/mergePolicies';
import { contentHash, deepEqual } from '../../../shared/sync/mergeValues';
import type { WireDoc } from '../../../shared/sync/protocol';

const META = new Set(['_meta', '_rev', '_attachments']);

/** Deep equality over the fields that matter: RxDB's own bookkeeping is ignored. */
function docsEqual(a: object, b: object): boolean {
  const strip = (doc: object) => Object.fromEntries(Object.entries(doc).filter(([k]) => !META.has(k)));
  return deepEqual(strip(a), strip(b));
}

/** A recipe holding a text that could not be merged into it (a title, a recipe text); its id comes from the content so re-runs write it once. */
export function conflictCopyOf(recipe: RecipeDoc, aside: readonly SetAsideText[]): RecipeDoc {
  // One copy holds every text the other edit lost together: its title with its own recipe, not one copy per field.
  const text = (path: string) => aside.find((item) => item.path === path)?.text;
  const title = text('title') ?? recipe.title;
  const original = text('originalRecipe');
  return {
    id: `conflict-${contentHash(`${recipe.id}\n${aside.map((item) => `${item.path}\n${item.text}`).join('\n')}`)}`,
    title: `${title.slice(0, RECIPE_TITLE_MAX - CONFLICT_COPY_SUFFIX.length)}${CONFLICT_COPY_SUFFIX}`,
    convertedRecipe: text('convertedRecipe') ?? recipe.convertedRecipe,
    ...(original !== undefined ? { originalRecipe: original } : {}),
    dietaryFilters: recipe.dietaryFilters,
    category: recipe.category,
    imageUrl: recipe.imageUrl,
    createdAt: recipe.updatedAt,
    updatedAt: recipe.updatedAt,
  };
}

/**
 * The conflict handler of a collection: the three-way merge with the assumed master state as base.
 * Texts the merge cannot keep in the document are handed to `keepAside` (recipes: a conflict copy).
 */
export function conflictHandlerFor<C extends CollectionName>(
  name: C,
  keepAside: (merged: WithDeleted<DocOf<C>>, aside: SetAsideText[]) => Promise<void>,
  /** A refused row's real base (RxDB's assumed master state of it is the refused state); undefined: use RxDB's. */
  mergeBaseFor: (id: string) => WireDoc | null | undefined = () => undefined,
): RxConflictHandler<DocOf<C>> {
  const policy = MERGE_POLICIES[name];
  return {
    isEqual: (a, b) => docsEqual(a, b),
    async resolve({ assumedMasterState, newDocumentState, realMasterState }) {
      const known = mergeBaseFor(String((newDocumentState as { id?: unknown }).id));
      const base = known === undefined ? assumedMasterState : ((known ?? undefined) as WithDeleted<DocOf<C>> | undefined);
      const { doc, setAside } = mergeDocumentsDetailed(base, newDocumentState, realMasterState, policy);
      if (setAside.length > 0) await keepAside(doc, setAside);
      return doc;
    },
  };
}
