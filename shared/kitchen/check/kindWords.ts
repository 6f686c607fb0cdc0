import type { AnalysedLine } from '../filters/lineTags';
import { currentLexicon } from '../knowledge/store';
import type { FoodMention } from '../resolve/findFoodMentions';
import { CHECKED_KINDS, KIND_TAGS, MIN_KIND_CHILDREN } from '../resolve/mentionWords';

/** A kind of food in the ontology ("en:fish"), by its index. */
export interface Kind {
  id: string;
  index: number;
}

/** The kind a mention's word names ("the meat", "de vis", "kødet", "a húst"), when it is one the check follows. */
export function kindOfMention(mention: FoodMention): Kind | undefined {
  const lexicon = currentLexicon();
  const id = mention.food.id;
  if (!lexicon || !id || !CHECKED_KINDS.has(id)) return undefined;
  const entry = lexicon.byOntologyId(id);
  return entry && lexicon.childCount(entry.index) >= MIN_KIND_CHILDREN ? { id, index: entry.index } : undefined;
}

/** A line's food is of the kind: under it in the ontology, or carrying the tags every food of the kind carries. */
export function lineIsOfKind(line: AnalysedLine, kind: Kind): boolean {
  const lexicon = currentLexicon();
  const id = line.food?.id;
  const entry = id && lexicon ? lexicon.byOntologyId(id) : undefined;
  if (entry && lexicon?.isUnder(entry.index, kind.index)) return true;
  return (KIND_TAGS[kind.id] ?? []).some((tag) => line.tags.has(tag));
}
