import type { RxConflictHandler, WithDeleted } from 'rxdb';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';
import type { SetAsideText } from '../../../shared/sync/merge';
import { deepEqual } from '../../../shared/sync/mergeValues';
import type { WireDoc } from '../../../shared/sync/protocol';
import { loadMerge } from './loadMerge';

const META = new Set(['_meta', '_rev', '_attachments']);

/** Deep equality over the fields that matter: RxDB's own bookkeeping is ignored. */
function docsEqual(a: object, b: object): boolean {
  const strip = (doc: object) => Object.fromEntries(Object.entries(doc).filter(([k]) => !META.has(k)));
  return deepEqual(strip(a), strip(b));
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
  return {
    isEqual: (a, b) => docsEqual(a, b),
    async resolve({ assumedMasterState, newDocumentState, realMasterState }) {
      const known = mergeBaseFor(String((newDocumentState as { id?: unknown }).id));
      const base = known === undefined ? assumedMasterState : ((known ?? undefined) as WithDeleted<DocOf<C>> | undefined);
      const { mergeDocumentsDetailed, MERGE_POLICIES } = await loadMerge();
      const { doc, setAside } = mergeDocumentsDetailed(base, newDocumentState, realMasterState, MERGE_POLICIES[name]);
      if (setAside.length > 0) await keepAside(doc, setAside);
      return doc;
    },
  };
}
