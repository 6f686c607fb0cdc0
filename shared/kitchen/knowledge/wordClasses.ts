import type { DietTag } from '../types';
import { ALLERGEN_TAGS } from './categoryTags';
import type { Lexicon } from './lexicon';

/**
 * The allergen class a word of the ontology's names stands for, by the foods whose names hold it: Bulgarian "млечни"
 * is a word of "млечни мазнини", "млечни протеини", "ферментирали млечни продукти", all milk; Estonian "seesam" begins
 * "seesamiõli", "seesamiseemned", all sesame; Romanian "lactate" is the word of "produse lactate". A word of names of
 * many classes ("zelena": green paprika, green apple, celery) stands for none. Read only for an avoid-list word nothing
 * else reads (closed world: an entry read as its class is checked on every line; one read as nothing flags every card).
 */
const CLASS_TAGS: ReadonlySet<DietTag> = new Set(Object.values(ALLERGEN_TAGS).flat());

/** The share of the foods that must carry a class for the word to stand for it. */
const AGREEMENT = 0.75;
/** A word read by the names it begins ("seesam" of "seesamiõli") is at least this long, and begins this many foods' names. */
const SHORTEST_STEM = 5;
const FEWEST_BY_STEM = 3;

interface WordIndex {
  /** Every word of a name → the foods whose names hold it. */
  foods: Map<string, Set<number>>;
  /** Every word of a name, sorted (names a stem begins are a run of it). */
  sorted: string[];
}

const indexes = new WeakMap<Lexicon, WordIndex>();

function indexOf(lexicon: Lexicon): WordIndex {
  const known = indexes.get(lexicon);
  if (known) return known;
  const foods = new Map<string, Set<number>>();
  for (const name of lexicon.names()) {
    const food = lexicon.foodOfKey(name)?.index;
    if (food === undefined) continue;
    for (const word of name.split(' ')) {
      const set = foods.get(word) ?? new Set<number>();
      set.add(food);
      foods.set(word, set);
    }
  }
  const index = { foods, sorted: [...foods.keys()].sort() };
  indexes.set(lexicon, index);
  return index;
}

/** The foods whose names begin a word with `stem` (the word itself aside). */
function foodsByStem(index: WordIndex, stem: string): Set<number> {
  const out = new Set<number>();
  let lo = 0;
  let hi = index.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((index.sorted[mid] ?? '') < stem) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < index.sorted.length; i++) {
    const word = index.sorted[i] ?? '';
    if (!word.startsWith(stem)) break;
    if (word === stem) continue;
    for (const food of index.foods.get(word) ?? []) out.add(food);
  }
  return out;
}

/** The classes most of these foods carry, or undefined when they agree on none. */
function agreedClasses(lexicon: Lexicon, foods: ReadonlySet<number>): DietTag[] | undefined {
  const count = new Map<DietTag, number>();
  for (const food of foods) for (const tag of lexicon.tags(food)) if (CLASS_TAGS.has(tag)) count.set(tag, (count.get(tag) ?? 0) + 1);
  const agreed = [...count].filter(([, n]) => n >= foods.size * AGREEMENT).map(([tag]) => tag);
  return agreed.length > 0 ? agreed : undefined;
}

const answers = new WeakMap<Lexicon, Map<string, readonly DietTag[] | null>>();

/** The allergen classes one word (normal form) stands for by the names that hold or begin with it; undefined if none. */
export function classesOfWord(lexicon: Lexicon, word: string): readonly DietTag[] | undefined {
  const memo = answers.get(lexicon) ?? new Map<string, readonly DietTag[] | null>();
  answers.set(lexicon, memo);
  const known = memo.get(word);
  if (known !== undefined) return known ?? undefined;
  const index = indexOf(lexicon);
  const whole = index.foods.get(word);
  let found: readonly DietTag[] | undefined;
  if (whole && whole.size > 0) found = agreedClasses(lexicon, whole);
  else if (word.length >= SHORTEST_STEM) {
    const byStem = foodsByStem(index, word);
    if (byStem.size >= FEWEST_BY_STEM) found = agreedClasses(lexicon, byStem);
  }
  memo.set(word, found ?? null);
  return found;
}

/** Words that tie a name's parts ("spaghetti di zucca", "courge de Nice"): not part of either. */
const TYING_WORDS: ReadonlySet<string> = new Set(['de', 'di', 'du', 'des', 'da', 'do', 'of', 'la', 'le', 'del', 'della']);

/**
 * The food a word names as a kind of another ("butternut" of "Butternut-Kürbis", "spaghetti" of "Spaghettikürbis"): one
 * whose own name in some language is that word with a name of the head's food ("courge butternut", "courge spaghetti",
 * "spaghetti di zucca"). The first part then says which food the head is, never a food of its own.
 */
export function kindNamedBy(lexicon: Lexicon, word: string, head: number): number | undefined {
  if (word.length < 3) return undefined;
  const foods = indexOf(lexicon).foods.get(word);
  if (!foods) return undefined;
  for (const food of foods) {
    if (food === head) continue;
    for (const key of lexicon.entries[food]?.keys ?? []) {
      const words = key.split(' ');
      if (!words.includes(word)) continue;
      const rest = words.filter((w) => w !== word && !TYING_WORDS.has(w)).join(' ');
      if (rest !== '' && lexicon.foodOfKey(rest)?.index === head) return food;
    }
  }
  return undefined;
}
