/**
 * Several foods typed as one avoid-list entry ("Sellerie und Senf", "huevos y pescado", "ägg och mjölk", "oxid
 * siřičitý a siřičitany"): an entry that does not read as one food is read as its parts, each avoided (closed world:
 * the broader reading is the safe one). The words that join a list, per language; the punctuation that parts one.
 */
const LIST_JOINS: ReadonlySet<string> = new Set([
  // en, de, nl, sv/da/nb, fr, es, it/pt, pl/cs, cs/sk, hu, ro, tr, id/ms
  'and',
  'or',
  'und',
  'oder',
  'sowie',
  'en',
  'och',
  'og',
  'eller',
  'et',
  'ou',
  'y',
  'e',
  'o',
  'i',
  'oraz',
  'lub',
  'albo',
  'a',
  'nebo',
  'és',
  'vagy',
  'și',
  'si',
  've',
  'veya',
  'dan',
  'atau',
  'και',
  'ή',
  'и',
  'или',
  'та',
  'і',
]);

const PARTING = /[,;/+&|]|\s-\s/gu;

/** The parts of a list typed as one entry (at least two, none empty), or undefined when it lists nothing. */
export function listedParts(term: string): string[] | undefined {
  const parts: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) parts.push(current.join(' '));
    current = [];
  };
  for (const word of term.replace(PARTING, ' , ').split(/\s+/u)) {
    if (word === '') continue;
    if (word === ',' || LIST_JOINS.has(word.toLowerCase())) close();
    else current.push(word);
  }
  close();
  return parts.length > 1 ? parts : undefined;
}

const PARTS = new WeakMap<object, Map<string, readonly string[]>>();

/**
 * An entry's parts: the entry itself when it reads as one food or group (`readsWhole`: "salt and pepper" may be
 * one, "half-and-half" is), else the foods it lists. Kept per entry and knowledge (an entry is asked about for every
 * line); without the knowledge loaded, worked out each time.
 */
export function avoidParts(term: string, knowledge: object | undefined, readsWhole: (term: string) => boolean): readonly string[] {
  const kept = knowledge ? PARTS.get(knowledge) : undefined;
  const known = kept?.get(term);
  if (known) return known;
  const parts = (readsWhole(term) ? undefined : listedParts(term)) ?? [term];
  if (knowledge) {
    const table = kept && kept.size < 2_000 ? kept : new Map<string, readonly string[]>();
    table.set(term, parts);
    PARTS.set(knowledge, table);
  }
  return parts;
}
