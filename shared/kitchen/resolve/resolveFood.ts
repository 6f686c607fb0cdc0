import type { LexiconEntry } from '../knowledge/lexicon';
import { currentLexicon } from '../knowledge/store';
import type { DietTag, IngredientEntry } from '../types';
import { overlayIndex } from './overlayIndex';
import { type Token, tokenise } from './tokens';

/** The food a phrase names, with what it contains for certain and what its label must be checked for. */
export interface ResolvedFood {
  /** A name for it: the overlay's, or the ontology's first (English where known). */
  name: string;
  /** The ontology's id ("en:butter") when the lexicon knows it. */
  id?: string;
  /** The hand-kept table's entry (nutrition, unit weights, substitutes) when it knows it. */
  entry?: IngredientEntry;
  tags: ReadonlySet<DietTag>;
  /** A made product whose make-up varies: what it may contain, to check on the label (never assumed absent). */
  maybe: ReadonlySet<DietTag>;
  /** What the made product is, when `maybe` is not empty ("stock cube", "chocolate"). */
  composite?: string;
  /** The words that named the food, in the phrase. */
  span: { start: number; end: number; text: string };
}

/** Overlay tags the ontology adds to a hand-kept entry: allergens it may have missed. */
const ONTOLOGY_SAFETY_TAGS: ReadonlySet<DietTag> = new Set<DietTag>([
  'dairy',
  'egg',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'fish',
  'shellfish',
  'crustacean',
  'mollusc',
  'mustard',
  'celery',
  'lupin',
  'sulphites',
  'pork',
  'alcohol',
  'gelatin',
]);

/** Words that qualify a food in any language but never name one: sizes, states, cuts, quality. */
const QUALIFYING_WORDS = new Set(
  (
    'fresh freshly chopped finely roughly coarsely thinly sliced diced minced grated shredded crushed large small medium extra jumbo organic ' +
    'boneless skinless peeled deseeded halved quartered trimmed rinsed drained packed softened melted ripe good quality optional cubed beaten ' +
    'lightly whisked pitted washed cleaned raw uncooked cold warm wild baby homemade about approximately heaped heaping level scant generous ' +
    'frisch frische frischer gehackt gehackte gerieben geriebene klein kleine grosse gross fein feine weiche weich ' +
    'frais fraiche hache hachee rape rapee petit petite gros grosse bio ' +
    'fresco fresca picado picada rallado rallada grande pequeno pequena ' +
    'tritato tritata grattugiato grattugiata piccolo piccola ' +
    'vers verse gehakt geraspt klein kleine grote ' +
    'swiezy swieze posiekany starty ' +
    'cerstvy cerstva nasekany nastrouhany ' +
    'friss apritott reszelt ' +
    'farsk hackad riven ' +
    'taze dograms rendelenmis ' +
    'segar cincang parut ' +
    'tbsp tsp cup cups g kg ml l cl dl oz lb el tl ek msk tsk ss lzk lzka lzeczka lyzka lyzki sdm sdt cs cc pinch prise pizzico pizca snuf szczypta spetka csipet nypa tutam sejumput ' +
    'clove cloves slice slices piece pieces can tin jar pack packet bunch handful sprig stick stalk sheet knob cube'
  ).split(' '),
);

/** Words after which the food is what comes before ("pollo con verdure", "Quark mit Kräutern", "farine de blé" is whole). */
const JOIN_WORDS = new Set([
  'de',
  'di',
  'del',
  'della',
  'dei',
  'du',
  'des',
  'al',
  'alla',
  'au',
  'aux',
  'con',
  'avec',
  'with',
  'mit',
  'met',
  'en',
  'na',
  'do',
  'med',
  'och',
  'og',
  'ile',
  'dengan',
]);

interface Candidate {
  start: number;
  end: number;
  entry?: IngredientEntry;
  food?: LexiconEntry;
  /** Found by a loose match (an inflected ending, a compound's last part): loses to any exact match. */
  loose?: boolean;
}

function candidatesIn(tokens: readonly Token[]): Candidate[] {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const longest = Math.max(overlay.longestKey, lexicon?.longestKey ?? 1);
  const out: Candidate[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let key = '';
    for (let len = 1; len <= longest && start + len <= tokens.length; len++) {
      key = len === 1 ? (tokens[start]?.key ?? '') : `${key} ${tokens[start + len - 1]?.key ?? ''}`;
      const entry = overlay.entries.get(key);
      const food = lexicon?.foodOfKey(key);
      if (entry || food) out.push({ start, end: start + len, entry, food });
    }
  }
  return out;
}

const VOWEL_ENDINGS = ['', 'a', 'e', 'o', 'i', 'y', 'u'];

/** "mąki" → "mąka", "jajka" → "jajko", "Tomaten" → "tomate", "Zwiebeln" → "zwiebel": an inflected word found by its stem. */
function inflected(token: Token, index: number): Candidate | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const word = token.key;
  if (word.includes(' ') || word.length < 4) return undefined;
  for (let cut = 1; cut <= 3 && word.length - cut >= 3; cut++) {
    const stem = word.slice(0, -cut);
    for (const ending of VOWEL_ENDINGS) {
      const key = stem + ending;
      if (key === word || key.length < 4) continue;
      const entry = overlay.entries.get(key);
      const food = lexicon?.foodOfKey(key);
      if (entry || food) return { start: index, end: index + 1, entry, food, loose: true };
    }
  }
  // A compound names its kind last ("Weizenmehl", "roomboter", "hovězí vývar" aside): its longest known ending.
  for (let cut = 3; cut <= word.length - 4; cut++) {
    const key = word.slice(cut);
    const entry = overlay.entries.get(key);
    const food = lexicon?.foodOfKey(key);
    if (entry || food) return { start: index, end: index + 1, entry, food, loose: true };
  }
  return undefined;
}

function better(a: Candidate, b: Candidate | undefined, joinAt: number): boolean {
  if (!b) return true;
  if (!!a.loose !== !!b.loose) return !a.loose;
  const lenA = a.end - a.start;
  const lenB = b.end - b.start;
  if (lenA !== lenB) return lenA > lenB;
  const bothA = a.entry !== undefined && a.food !== undefined;
  const bothB = b.entry !== undefined && b.food !== undefined;
  if (bothA !== bothB) return bothA;
  // Before a joining word the food comes first; otherwise a noun phrase ends in its head ("vanilla yogurt").
  if (joinAt >= 0) {
    const headA = a.end <= joinAt;
    const headB = b.end <= joinAt;
    if (headA !== headB) return headA;
    return a.start < b.start;
  }
  return a.start > b.start;
}

/** Does the key sequence `key` appear as whole words in the tokens? */
function hasWords(keys: readonly string[], phraseKey: string): boolean {
  return ` ${keys.join(' ')} `.includes(` ${phraseKey} `);
}

/** The part of a line that can name its food: before a comma, a semicolon, a bracket or "or". */
export function foodPart(phrase: string): string {
  return phrase.split(/[,;(]|\s+(?:or|oder|ou|o|of|eller|vagy|nebo|lub|veya|atau)\s+|\s+[-–—]\s+/i)[0] ?? '';
}

/**
 * The food a phrase names: the longest name found in any language (the lexicon's and the overlay's), with
 * accents, plurals and inflections normalised, describing words skipped; a preparation note after a comma never
 * names it. Undefined when nothing is known: the caller must then treat the line as not verified.
 */
export function resolveFood(phrase: string): ResolvedFood | undefined {
  if (typeof phrase !== 'string') return undefined;
  const main = foodPart(phrase);
  const tokens = tokenise(main);
  if (tokens.length === 0) return undefined;
  const kept = tokens.filter((t) => !QUALIFYING_WORDS.has(t.key) && !/^\d/.test(t.key) && !currentLexicon()?.processing.has(t.key));
  const joinAt = tokens.findIndex((t, i) => i > 0 && JOIN_WORDS.has(t.key));
  let best: Candidate | undefined;
  let bestTokens: readonly Token[] = tokens;
  for (const pass of [tokens, kept]) {
    const joinToken = tokens[joinAt];
    const join = joinToken ? pass.indexOf(joinToken) : -1;
    for (const candidate of candidatesIn(pass)) {
      if (better(candidate, best, join)) {
        best = candidate;
        bestTokens = pass;
      }
    }
  }
  if (!best) {
    for (const [i, token] of kept.entries()) {
      const loose = inflected(token, i);
      if (loose && better(loose, best, -1)) {
        best = loose;
        bestTokens = kept;
      }
    }
  }
  return describe(main, tokens, best, bestTokens);
}

function describe(
  main: string,
  tokens: readonly Token[],
  best: Candidate | undefined,
  bestTokens: readonly Token[],
): ResolvedFood | undefined {
  const overlay = overlayIndex();
  const lexicon = currentLexicon();
  const keys = tokens.map((t) => t.key);
  const tags = new Set<DietTag>();
  const maybe = new Set<DietTag>();
  let composite: string | undefined;
  for (const [key, product] of overlay.composites) {
    if (!hasWords(keys, key)) continue;
    for (const tag of product.contains ?? []) tags.add(tag);
    for (const tag of product.mayContain) maybe.add(tag);
    composite ??= product.what;
  }
  let brandName: string | undefined;
  for (const [key, product] of overlay.brands) {
    if (!hasWords(keys, key)) continue;
    for (const tag of product.contains) tags.add(tag);
    for (const tag of product.mayContain) maybe.add(tag);
    composite ??= product.what;
    brandName ??= product.what;
  }
  if (!best && !brandName) return undefined;

  let entry = best?.entry;
  const food = best?.food ?? (entry && lexicon ? lexicon.foodOfKey(overlayKeyOf(entry)) : undefined);
  if (!entry && food) entry = food.keys.map((key) => overlay.entries.get(key)).find((e) => e !== undefined);
  for (const tag of entry?.tags ?? []) tags.add(tag);
  if (food && lexicon) {
    const fromOntology = lexicon.tags(food.index);
    // A hand-kept entry is the cook's knowledge; the ontology adds the allergens it may lack.
    for (const tag of fromOntology) if (!best?.entry || ONTOLOGY_SAFETY_TAGS.has(tag)) tags.add(tag);
    for (const product of overlay.composites.values()) {
      if (
        !product.ids?.some((id) => {
          const branch = lexicon.byOntologyId(id);
          return branch !== undefined && lexicon.isUnder(food.index, branch.index);
        })
      )
        continue;
      for (const tag of product.mayContain) maybe.add(tag);
      composite ??= product.what;
    }
  }
  for (const tag of tags) maybe.delete(tag);
  const first = best ? bestTokens[best.start] : undefined;
  const last = best ? bestTokens[best.end - 1] : undefined;
  const start = first?.start ?? 0;
  const end = last?.end ?? main.length;
  return {
    name: entry?.name ?? food?.keys[0] ?? brandName ?? main.trim(),
    ...(food ? { id: food.id } : {}),
    ...(entry ? { entry } : {}),
    tags,
    maybe,
    ...(maybe.size > 0 && composite ? { composite } : {}),
    span: { start, end, text: main.slice(start, end) },
  };
}

function overlayKeyOf(entry: IngredientEntry): string {
  return tokenise(entry.name)
    .map((t) => t.key)
    .join(' ');
}
