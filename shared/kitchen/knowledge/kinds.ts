import { currentLexicon } from './store';

/**
 * The kinds a food of the ontology belongs to, nearest first, by their English names ("en:european seabass" →
 * ["fish"]; "en:gilthead seabream" → ["seabream", "white fish", "fish"]): what a rule written for the kind applies to.
 */
export function kindNames(id: string | undefined): string[] {
  const lexicon = currentLexicon();
  const food = id === undefined ? undefined : lexicon?.byOntologyId(id);
  if (!lexicon || !food) return [];
  const names: string[] = [];
  const seen = new Set([food.index]);
  let layer = [...food.parents];
  while (layer.length > 0) {
    const next: number[] = [];
    for (const index of layer) {
      if (seen.has(index)) continue;
      seen.add(index);
      const entry = lexicon.entries[index];
      if (!entry) continue;
      const name = entry.id.startsWith('en:') ? entry.id.slice(3) : entry.keys[0];
      if (name) names.push(name);
      next.push(...entry.parents);
    }
    layer = next;
  }
  return names;
}
