import type { DietTag } from '../types';
import { ALLERGEN_CLASS_NAMES } from './allergenClassNames';
import { ALLERGEN_TAGS, BRANCH_TAGS, CORRECTIONS, EXTRA_PARENTS } from './categoryTags';
import { EXTRA_NAMES } from './extraNames';
import { EXTRA_NAMES_KOREAN_VIETNAMESE } from './extraNamesKoreanVietnamese';
import { EXTRA_NAMES_BY_LANGUAGE } from './extraNamesLanguages';
import type { LexiconFile } from './lexiconFile';
import { MISFILED_NAMES } from './misfiledNames';
import { normaliseKey } from './normaliseKey';

/** One food of the ontology, with what it inherits from its parents. */
export interface LexiconEntry {
  index: number;
  /** The taxonomy's id ("en:butter"). */
  id: string;
  /** Its names in normal form, English first. */
  keys: readonly string[];
  parents: readonly number[];
}

/**
 * The compiled Open Food Facts lexicon, indexed: every name (normal form) → its food, and each food's tags,
 * derived through its parents (the taxonomy's allergens and vegan/vegetarian properties, and the overlay's
 * branch tags and corrections).
 */
export class Lexicon {
  readonly entries: readonly LexiconEntry[];
  private readonly byKey = new Map<string, number>();
  private readonly byId = new Map<string, number>();
  private readonly tagCache = new Map<number, ReadonlySet<DietTag>>();
  private readonly ancestorCache = new Map<number, ReadonlySet<number>>();
  private readonly children: number[];
  /** Allergen names and the words that reveal them, in every language (normal form) → the allergen's tags. */
  readonly allergenWords = new Map<string, readonly DietTag[]>();
  /** The allergens' own names in every language ("Sellerie", "moutarde", "weekdieren") → their tags. */
  readonly allergenNames = new Map<string, readonly DietTag[]>();
  /** Processing words in every language (dried, gehackt, râpé): they qualify a food, never name one. */
  readonly processing: ReadonlySet<string>;
  /** Words in the longest name. */
  readonly longestKey: number;

  constructor(private readonly file: LexiconFile) {
    let longest = 1;
    this.entries = file.foods.map((food, index) => {
      const keys = food.k ? food.k.split('|') : [];
      for (const key of keys) {
        this.byKey.set(key, index);
        longest = Math.max(longest, key.split(' ').length);
      }
      this.byId.set(food.id, index);
      return { index, id: food.id, keys, parents: food.p ?? [] };
    });
    // Kinds the taxonomy does not link (minced beef is a minced meat): the food inherits from them and is one of their members.
    this.entries = this.entries.map((entry) => {
      const more = (EXTRA_PARENTS[entry.id] ?? []).map((id) => this.byId.get(id)).filter((i) => i !== undefined);
      return more.length === 0 ? entry : { ...entry, parents: [...new Set([...entry.parents, ...more])] };
    });
    // The overlay's names in languages the taxonomy covers thinly; a key another food owns stays its own.
    for (const [id, names] of [EXTRA_NAMES, EXTRA_NAMES_KOREAN_VIETNAMESE, ...EXTRA_NAMES_BY_LANGUAGE].flatMap(Object.entries)) {
      const index = this.byId.get(id);
      if (index === undefined) continue;
      for (const name of names) {
        const key = normaliseKey(name);
        if (!key || this.byKey.has(key)) continue;
        this.byKey.set(key, index);
        longest = Math.max(longest, key.split(' ').length);
      }
    }
    // Names the taxonomy files under the wrong food move to the food a recipe means by them.
    for (const [id, names] of Object.entries(MISFILED_NAMES)) {
      const index = this.byId.get(id);
      if (index !== undefined) for (const name of names) this.byKey.set(normaliseKey(name), index);
    }
    this.longestKey = longest;
    this.children = file.foods.map(() => 0);
    for (const entry of this.entries) for (const parent of entry.parents) this.children[parent] = (this.children[parent] ?? 0) + 1;
    for (const [allergen, names] of Object.entries(file.allergens)) {
      const tags = ALLERGEN_TAGS[allergen];
      if (!tags) continue;
      for (const name of names.split('|')) if (name && !this.allergenWords.has(name)) this.allergenWords.set(name, tags);
      for (const name of (file.allergenNames[allergen] ?? '').split('|'))
        if (name && !this.allergenNames.has(name)) this.allergenNames.set(name, tags);
    }
    // The overlay's names of the classes in languages the allergens taxonomy covers thinly (allergenClassNames.ts).
    for (const { tags, names } of Object.values(ALLERGEN_CLASS_NAMES))
      for (const name of names) {
        const key = normaliseKey(name);
        if (key && !this.allergenNames.has(key)) this.allergenNames.set(key, tags);
      }
    this.processing = new Set(file.processing.split('|'));
  }

  private prefixes: ReadonlySet<string> | undefined;

  /**
   * Whether a longer name begins with these words ("creme" and "creme fraiche" begin "creme fraiche epaisse"): a
   * reader stops adding words to a run that no name goes on from. Built once, on first use.
   */
  startsLongerName(words: string): boolean {
    this.prefixes ??= namePrefixes(this.byKey.keys());
    return this.prefixes.has(words);
  }

  /** Every name of the index in normal form: the taxonomy's, the hand-kept ones and the moved ones. */
  names(): IterableIterator<string> {
    return this.byKey.keys();
  }

  /** The food a name (already in normal form) stands for. */
  foodOfKey(key: string): LexiconEntry | undefined {
    const index = this.byKey.get(key);
    return index === undefined ? undefined : this.entries[index];
  }

  byOntologyId(id: string): LexiconEntry | undefined {
    const index = this.byId.get(id);
    return index === undefined ? undefined : this.entries[index];
  }

  /** Allergen ids the taxonomy states on the food itself ("mustard"), not inherited. */
  stated(index: number): readonly string[] {
    return this.file.foods[index]?.a ?? [];
  }

  /** How many foods name this one as a parent: a kind ("sauce", "cheese") has many. */
  childCount(index: number): number {
    return this.children[index] ?? 0;
  }

  /** The food's own index and every ancestor's. */
  ancestors(index: number): ReadonlySet<number> {
    const cached = this.ancestorCache.get(index);
    if (cached) return cached;
    const out = new Set<number>();
    const stack = [index];
    while (stack.length > 0) {
      const next = stack.pop() as number;
      if (out.has(next)) continue;
      out.add(next);
      for (const parent of this.entries[next]?.parents ?? []) stack.push(parent);
    }
    this.ancestorCache.set(index, out);
    return out;
  }

  /** Is `index` the food `ancestor` or under it? */
  isUnder(index: number, ancestor: number): boolean {
    return this.ancestors(index).has(ancestor);
  }

  private childLists: number[][] | undefined;
  private readonly memberTagCache = new Map<number, ReadonlySet<DietTag>>();

  /**
   * Tags some food under this one carries that the food itself does not: a kind whose members differ ("meat" holds
   * pork, "fat" lard). A phrase that names only the kind says nothing of which member it is (closed world).
   */
  memberTags(index: number): ReadonlySet<DietTag> {
    const cached = this.memberTagCache.get(index);
    if (cached) return cached;
    if (!this.childLists) {
      const lists: number[][] = this.entries.map(() => []);
      for (const entry of this.entries) for (const parent of entry.parents) lists[parent]?.push(entry.index);
      this.childLists = lists;
    }
    const own = this.tags(index);
    const out = new Set<DietTag>();
    const seen = new Set<number>([index]);
    const stack = [...(this.childLists[index] ?? [])];
    while (stack.length > 0) {
      const next = stack.pop() as number;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const tag of this.tags(next)) if (!own.has(tag)) out.add(tag);
      stack.push(...(this.childLists[next] ?? []));
    }
    this.memberTagCache.set(index, out);
    return out;
  }

  /** The filters' tags of a food, from itself and every ancestor. */
  tags(index: number): ReadonlySet<DietTag> {
    const cached = this.tagCache.get(index);
    if (cached) return cached;
    const tags = new Set<DietTag>();
    const removed = new Set<DietTag>();
    let vegan: string | undefined;
    let vegetarian: string | undefined;
    // Nearest first, so the closest vegan/vegetarian statement counts ("maybe" on a child overrides a parent's "no").
    for (const i of this.ancestors(index)) {
      const food = this.file.foods[i];
      const entry = this.entries[i];
      if (!food || !entry) continue;
      for (const allergen of food.a ?? []) for (const tag of ALLERGEN_TAGS[allergen] ?? []) tags.add(tag);
      for (const tag of BRANCH_TAGS[entry.id] ?? []) tags.add(tag);
      vegan ??= food.vn;
      vegetarian ??= food.vg;
      const correction = CORRECTIONS[entry.id];
      for (const tag of correction?.add ?? []) tags.add(tag);
      for (const tag of correction?.remove ?? []) removed.add(tag);
    }
    for (const tag of removed) tags.delete(tag);
    if (vegan === 'no') tags.add('animal-product');
    if (vegetarian === 'no') tags.add('slaughter-product');
    // The named kinds already say it: an egg is not vegan because it is an egg.
    if (tags.has('animal-product') && ['dairy', 'egg', 'honey', 'meat', 'fish', 'shellfish'].some((t) => tags.has(t as DietTag)))
      tags.delete('animal-product');
    if (tags.has('slaughter-product') && ['meat', 'fish', 'shellfish', 'gelatin', 'animal-fat'].some((t) => tags.has(t as DietTag)))
      tags.delete('slaughter-product');
    this.tagCache.set(index, tags);
    return tags;
  }
}

/** Every run of first words of a name of two words or more, shorter than the name ("a", "a b" of "a b c"). */
export function namePrefixes(keys: Iterable<string>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const key of keys) {
    for (let space = key.indexOf(' '); space > 0; space = key.indexOf(' ', space + 1)) out.add(key.slice(0, space));
  }
  return out;
}
