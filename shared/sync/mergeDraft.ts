import type { CollectionName, DocOf } from '../schemas/collections';
import { type MergeResult, mergeDocumentsDetailed } from './merge';
import { MERGE_POLICIES } from './mergePolicies';

/**
 * Merges a restored edit draft three-way, like a sync conflict: `base` is the version the draft
 * started from, `draft` the user's edit, `current` the document as it is now (other devices' edits
 * included). Fields only the draft changed take the draft; fields only another device changed keep
 * theirs; both changed: the later edit stays and the other text is set aside (`setAside`; for a
 * recipe, keep it as a conflict copy). The draft's own updatedAt decides "later": stamp it when the
 * user saves (client/src/data nextStamp) so a restored draft orders after what it was based on.
 */
export function mergeRestoredDraft<C extends CollectionName>(
  collection: C,
  base: DocOf<C>,
  draft: DocOf<C>,
  current: DocOf<C>,
): MergeResult<DocOf<C>> {
  type Doc = DocOf<C> & Record<string, unknown>;
  return mergeDocumentsDetailed<Doc>(base as Doc, draft as Doc, current as Doc, MERGE_POLICIES[collection]);
}
