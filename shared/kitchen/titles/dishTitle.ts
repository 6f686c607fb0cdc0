import { applyQualifiers, productQualifiers, withoutQualifiers } from '../filters/qualifiers';
import { ANIMAL_FLESH, SLAUGHTER_PRODUCTS } from '../filters/tagGroups';
import { singularise } from '../ingredients/normalise';
import { currentLexicon } from '../knowledge/store';
import { type ResolvedFood, resolveFood } from '../resolve/resolveFood';
import { TRAITS_BY_ID, traitsOf } from '../traits/index';
import type { DietTag } from '../types';
import { withoutCompoundFoods } from './compoundTitle';
import { DISH_KEYS, headSpans, keyOf, type TitleSpan, type TitleWord, titleSpans, titleWords } from './titleWords';
import { FAMILY_WORDS, FILTERS_SAID_BY, JOINING_WORDS, LINKING_WORDS, MAX_LEADING_FILTERS, OPENING_WORDS } from './words';

/** One swap as the title sees it. */
export interface TitleSwap {
  /** The food's words as its line wrote them ("boneless chicken thighs"). */
  food: string;
  /** The name of the food's entry in the kitchen's knowledge ("chicken thigh"), when it has one. */
  entry?: string;
  /** What takes its place as the cook reads it ("firm tofu"); null when it is left out. */
  substitute: string | null;
  /** The tags the food carried that the filters or the avoid list forbid. */
  tags: readonly DietTag[];
  /** The filters this swap serves, and the avoid-list entries (as written). */
  filters: readonly string[];
  avoid: readonly string[];
}

export interface TitleChange {
  /** The filters chosen, in the order the cook chose them: the leading filters keep this order. */
  filters: readonly string[];
  swaps: readonly TitleSwap[];
  /** Every tag the filters and the avoid list forbid here. */
  forbidden: ReadonlySet<DietTag>;
  /** The chosen filters that forbid each tag, for a food the title names that no swap accounts for (an AI reply). */
  filtersByTag: ReadonlyMap<DietTag, readonly string[]>;
}

const FLESH: ReadonlySet<DietTag> = new Set([...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS]);
const OPENING_KEYS: ReadonlySet<string> = new Set([...OPENING_WORDS].map(keyOf));
const FAMILY_KEYS: ReadonlySet<string> = new Set([...FAMILY_WORDS].map(keyOf));
const LINKING_KEYS: ReadonlySet<string> = new Set([...LINKING_WORDS].map(keyOf));

/**
 * Words that tie a food's head to what it is of ("cuisses de poulet", "lomo de cerdo", "udka z kurczaka", "Filet vom
 * Rind") (data): the word before one is the name's head noun.
 */
/** The tying words that say "of" ("Coxinha de frango", "Suppe vom Rind"): the dish is the word before (data). */
const OF_WORDS: readonly string[] = 'de du des d del della delle dello degli dei di da do dos das z ze od von vom of av af'.split(' ');
const TYING_WORDS: ReadonlySet<string> = new Set([...OF_WORDS, ...'al alla alle allo ai agli au aux à'.split(' ')]);
const OF_KEYS: ReadonlySet<string> = new Set(OF_WORDS);

/**
 * The words a title calls a swapped food by on their own: the last word of its name ("thighs" of "chicken thighs"), and
 * the head before a tying word where the language puts the head first ("lomo" of "lomo de cerdo").
 */
function headsOf(food: string): string[] {
  const words = keyOf(food).split(' ');
  const out = [words[words.length - 1] ?? ''];
  const tie = words.findIndex((w, i) => i > 0 && TYING_WORDS.has(w));
  if (tie === 1) out.push(words[0] ?? '');
  return out;
}

/** What happens to a food the title names. */
type Fate = { span: TitleSpan; swap?: TitleSwap; tags: readonly DietTag[] };

/** The class chain of a food in the traits table ("vegan cheddar" → dairy-free-cheese, cheese). */
function traitChain(phrase: string): string[] {
  const chain: string[] = [];
  for (let row = traitsOf(phrase); row && !chain.includes(row.id); row = row.parent ? TRAITS_BY_ID.get(row.parent) : undefined)
    chain.push(row.id);
  return chain;
}

/**
 * The substitute is the same food, or the same food in its free-from version: "coconut milk" for milk, "vegan butter"
 * for butter, "vegan cheddar" for cheese (a cheese by the traits table's classes). "Sunflower seeds" for walnuts is not.
 */
function sameFood(span: TitleSpan, substitute: string, original?: string, tied = false): boolean {
  const words = span.key.split(' ');
  const all = keyOf(substitute).split(' ');
  // "Golden Syrup" is not any syrup: every word of the title's food is the substitute's too.
  if (all[all.length - 1] === words[words.length - 1] && words.every((w) => all.includes(w))) return true;
  const plain = keyOf(withoutQualifiers(substitute));
  if (plain === keyOf(substitute)) return false;
  if (words.every((w) => plain.split(' ').includes(w))) return true;
  // "Cheese" for a vegan cheddar: the title's word is the name of a class of the substitute's own (traits table).
  if (traitChain(plain).some((id) => keyOf(TRAITS_BY_ID.get(id)?.names[0] ?? '') === span.key)) return true;
  // The free-from version of the very food the swap took out ("queso crema" → a plant cream cheese): where the title ties
  // it in as what the dish is of ("Tarta de queso", "Torta al formaggio"), its words stay, led by the filters.
  if (!tied) return false;
  const was = original === undefined ? undefined : resolveFood(original);
  const now = resolveFood(plain);
  // Never a meat or fish word for a plant food of its class ("Beef Burgers" of a plant-based mince).
  if (was === undefined || now === undefined || [...was.tags].some((t) => FLESH.has(t))) return false;
  return sameEntry(was, now);
}

/**
 * The swap whose own food the title names: its words are all the food's ("Chicken" of "boneless chicken thighs",
 * "pollo" of "petti di pollo") or it is the same entry. A dish that only holds the food ("Aioli" its egg, "Caesar
 * Dressing" its anchovy, "Meatballs" their mince) is not the food: it stays the dish's name.
 */
function swapOf(span: TitleSpan, swaps: readonly TitleSwap[]): TitleSwap | undefined {
  const own = span.key.split(' ');
  const holds = (s: TitleSwap) => {
    const food = new Set([...keyOf(s.food).split(' '), ...keyOf(s.entry ?? '').split(' ')]);
    return own.every((w) => food.has(w));
  };
  const same = swaps.filter((s) => (span.entry !== undefined && s.entry === span.entry.name) || holds(s));
  // Of several (chicken stock and chicken thighs both swapped), the one that is most nearly the title's words.
  return same.sort((a, b) => keyOf(a.food).split(' ').length - keyOf(b.food).split(' ').length)[0];
}

/** Two readings of the knowledge name one food: the same ontology id, or the same table entry. */
function sameEntry(a: ResolvedFood, b: ResolvedFood): boolean {
  if (a.id !== undefined && a.id === b.id) return true;
  return a.entry !== undefined && a.entry.name === b.entry?.name;
}

/** The words of a line that name its food ("zakwasu" of "zakwasu na żurek": the sourdough, not the soup it is for). */
function ownName(food: string): string {
  return resolveFood(food)?.span.text ?? food;
}

/** The knowledge's names for a food phrase. */
function identities(phrase: string): string[] {
  const food = resolveFood(phrase);
  if (!food || food.span.text.length !== phrase.trim().length) return [];
  return [...(food.id ? [food.id] : []), `name:${food.name}`];
}

/**
 * Title words no entry covers that the knowledge reads as a swap's food in another form of its word ("zakwasie" of
 * "zakwasu", "Hähnchen" of "Hähnchenbrust"), each with its swap.
 */
function knownSpans(words: readonly TitleWord[], taken: readonly TitleSpan[], swaps: readonly TitleSwap[]): Map<TitleSpan, TitleSwap> {
  const out = new Map<TitleSpan, TitleSwap>();
  const ids = new Map<string, TitleSwap>();
  for (const swap of swaps) {
    const food = resolveFood(swap.food);
    if (!food || ![...food.tags].some((t) => swap.tags.includes(t))) continue;
    for (const id of identities(food.span.text)) if (!ids.has(id)) ids.set(id, swap);
  }
  if (ids.size === 0) return out;
  for (const [i, w] of words.entries()) {
    if (w.text.length < 4 || taken.some((s) => s.first <= i && i <= s.last)) continue;
    const swap = identities(w.text)
      .map((id) => ids.get(id))
      .find((s) => s !== undefined);
    if (swap && !adjectiveOf(w.text, swap))
      out.set({ first: i, last: i, start: w.start, end: w.end, text: w.text, key: w.key, shape: false }, swap);
  }
  return out;
}

/**
 * "Creamy", "Cheesy", "Nutty": an English adjective made from the swapped food's word says how the dish eats, which
 * the substitute keeps; it is not the food ("Vegan Creamy Pesto Pasta"). "Turkey" and "Honey" are foods of their own.
 */
function adjectiveOf(word: string, swap: TitleSwap): boolean {
  const lower = word.toLowerCase();
  if (!lower.endsWith('y')) return false;
  const foodWords = new Set(keyOf(swap.food).split(' '));
  const stem = lower.slice(0, -1);
  return [stem, `${stem}e`, stem.slice(0, -1)].some((form) => form.length >= 3 && foodWords.has(form));
}

/**
 * The food's word is part of a dish's own name: with a word beside it that is no food, the knowledge names another food
 * ("Panna" of "Panna Cotta" is no cream on its own), so the title keeps the whole name.
 */
function inADishName(words: readonly TitleWord[], span: TitleSpan, title: string): boolean {
  const own = resolveFood(span.text)?.id;
  const beside: [number, number, number][] = [
    [span.first - 1, span.last, span.first - 1],
    [span.first, span.last + 1, span.last + 1],
  ];
  return beside.some(([first, last, other]) => {
    const a = words[first];
    const b = words[last];
    const word = words[other];
    // The word beside it names no food of its own ("Cotta"; a "Schnitzel" of pork is a schnitzel, the pork goes).
    if (!a || !b || !word || resolveFood(word.text) !== undefined) return false;
    const phrase = title.slice(a.start, b.end);
    const food = resolveFood(phrase);
    if (food?.id === undefined || food.id === own || food.span.text.length !== phrase.length) return false;
    // "Pork Schnitzel" reads as pork loin, a kind of pork: the food itself, not a dish's name.
    return own === undefined || !isKindOf(food.id, own);
  });
}

/** Is the food `id` the food `ancestor` or of its kind in the ontology? */
function isKindOf(id: string, ancestor: string): boolean {
  const lexicon = currentLexicon();
  if (!lexicon) return false;
  const food = lexicon.byOntologyId(id);
  const kind = lexicon.byOntologyId(ancestor);
  return food !== undefined && kind !== undefined && lexicon.isUnder(food.index, kind.index);
}

/** The span grown over the words beside it that are the swapped food's too ("Chicken" → "Chicken Thigh"). */
function grown(span: TitleSpan, words: readonly TitleWord[], swap: TitleSwap): TitleSpan {
  const food = new Set([...keyOf(swap.food).split(' '), ...keyOf(swap.entry ?? '').split(' ')]);
  let { first, last } = span;
  while (first > 0 && food.has(words[first - 1]?.key ?? '')) first--;
  while (last < words.length - 1 && food.has(words[last + 1]?.key ?? '')) last++;
  const start = words[first]?.start ?? span.start;
  const end = words[last]?.end ?? span.end;
  return { ...span, first, last, start, end };
}

/** Words before the span qualify it already ("Vegan Butter Cookies"): nothing forbidden is left in it. */
function qualifiedAlready(title: string, words: readonly TitleWord[], span: TitleSpan, tags: readonly DietTag[]): boolean {
  if (tags.length === 0) return false;
  const before = words.slice(Math.max(0, span.first - 3), span.first);
  const from = before[0]?.start ?? span.start;
  return applyQualifiers(title.slice(from, span.end), new Set(tags)).size === 0;
}

/** The parts of a title: which words stay, which go, which are now the substitute's. */
interface Edit {
  remove: Set<number>;
  replace: Map<number, string>;
  /** Words written before a word that stays ("Vegan" before a side's "Gravy"). */
  before?: Map<number, string>;
}

/** Around each removed run, the joining and linking words that tied it in go too (see the cases below). */
function dropTies(words: readonly TitleWord[], remove: Set<number>): void {
  const isTie = (i: number) => {
    const w = words[i];
    return w !== undefined && !remove.has(i) && (JOINING_WORDS.has(w.key) || LINKING_KEYS.has(w.key));
  };
  const joining = (i: number) => JOINING_WORDS.has(words[i]?.key ?? '');
  const tying = (i: number) => TYING_WORDS.has(words[i]?.key ?? '');
  const namesAFood = (i: number) => {
    const w = words[i];
    return w !== undefined && resolveFood(w.text) !== undefined;
  };
  const runs: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    if (!remove.has(i) || remove.has(i - 1)) continue;
    let j = i;
    while (remove.has(j + 1)) j++;
    runs.push([i, j]);
  }
  for (const [a, b] of runs) {
    const left: number[] = [];
    for (let i = a - 1; isTie(i); i--) left.push(i);
    const right: number[] = [];
    for (let i = b + 1; isTie(i); i++) right.push(i);
    const keptBefore = [...Array(a).keys()].some((i) => !remove.has(i) && !left.includes(i));
    const keptAfter = words.slice(b + 1).some((_, k) => !remove.has(b + 1 + k) && !right.includes(b + 1 + k));
    let drop: number[];
    if (!keptBefore)
      drop = [...left, ...right]; // "[Chicken] and Leek Pie" → "Leek Pie"
    else if (!keptAfter)
      drop = [...left, ...right]; // "Sopa de [pollo]" → "Sopa"
    else if (left.length > 0 && right.length > 0) {
      // "Leek, [Bacon] and Potato Soup" → "Leek and Potato Soup"; "Pasta with [Bacon] and Peas" → "Pasta with Peas".
      const lastLeft = left[0] ?? -1;
      drop = joining(lastLeft) && joining(right[0] ?? -1) ? left : right;
    } else if (left.length > 0)
      // "Leek and [Chicken] Pie" → "Leek Pie"; "Croquetas de [jamón] caseras" → "Croquetas caseras": a tie to what the
      // dish is of has nothing to tie when the word after the food names none ("caseras", homemade).
      drop = left.every(joining) || (left.every((i) => tying(i)) && !namesAFood(b + 1)) ? left : [];
    else drop = right.every(joining) ? right : []; // "Spicy [Chicken] and Rice" → "Spicy Rice"; "Roast [Beef] with Gravy"
    for (const i of drop) remove.add(i);
  }
}

function render(title: string, words: readonly TitleWord[], edit: Edit): string {
  let out = '';
  let at = 0;
  for (const [i, w] of words.entries()) {
    const replacement = edit.replace.get(i);
    const before = edit.before?.get(i);
    if (before !== undefined && replacement === undefined && !edit.remove.has(i)) {
      out += `${title.slice(at, w.start)}${before} `;
      at = w.start;
      continue;
    }
    if (!edit.remove.has(i) && replacement === undefined) continue;
    out += title.slice(at, w.start);
    if (replacement !== undefined) out += replacement;
    at = w.end;
  }
  out += title.slice(at);
  return tidy(out);
}

/** Spaces once each, no sign left dangling at either end or before a comma. */
function tidy(text: string): string {
  let out = text.split(' ').filter(Boolean).join(' ').split(' ,').join(',');
  while (out.startsWith(',') || out.startsWith('-')) out = out.slice(1).trimStart();
  while (out.endsWith(',') || out.endsWith('-')) out = out.slice(0, -1).trimEnd();
  return out;
}

/**
 * Whether the words left still name a dish (one word, or two read together: "Fried Rice"), or a kept word a removed
 * food was tied to as what it is made of ("Coxinha" of "Coxinha de frango"): the dish by its own name.
 */
function namesADish(words: readonly TitleWord[], edit: Edit, shapes: readonly TitleSpan[], removed: readonly TitleSpan[] = []): boolean {
  const stays = (i: number) => !edit.remove.has(i) && !edit.replace.has(i);
  const kept = words.filter((_, i) => stays(i)).map((w) => w.key);
  if (shapes.some((s) => !edit.remove.has(s.first))) return true;
  if (removed.some((s) => s.first > 1 && OF_KEYS.has(words[s.first - 1]?.key ?? '') && stays(s.first - 2))) return true;
  return kept.some((k, i) => DISH_KEYS.has(k) || DISH_KEYS.has(`${k} ${kept[i + 1] ?? ''}`));
}

type Casing = 'upper' | 'words' | 'as-is';

function casingOf(title: string, words: readonly TitleWord[]): Casing {
  if (title === title.toUpperCase() && title !== title.toLowerCase()) return 'upper';
  const content = words.filter((w) => !JOINING_WORDS.has(w.key) && !LINKING_KEYS.has(w.key) && w.text.length > 3);
  const upper = content.filter((w) => w.text.charAt(0) !== w.text.charAt(0).toLowerCase());
  return content.length > 0 && upper.length * 2 >= content.length ? 'words' : 'as-is';
}

function cased(text: string, casing: Casing): string {
  if (casing === 'upper') return text.toUpperCase();
  if (casing === 'as-is') return text;
  return text
    .split(' ')
    .map((w) => (LINKING_KEYS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** A substitute's name as a title says it: its own words, without notes, cased like the title. */
function nameForTitle(substitute: string, casing: Casing): string {
  const cut = Math.min(...[',', '(', ' with ', ' for '].map((s) => substitute.indexOf(s)).filter((n) => n >= 0), substitute.length);
  return cased(substitute.slice(0, cut).trim(), casing);
}

/** The first word of the dish's own name: after "The Best", "My Favourite", "Grandma's". */
function nameStartWord(words: readonly TitleWord[]): number {
  let i = 0;
  for (; i < words.length - 1; i++) {
    const w = words[i];
    if (!w) break;
    const possessive = w.text.endsWith("'s") || w.text.endsWith('’s');
    const owner = possessive ? keyOf(w.text.slice(0, -2)) : '';
    if (!(OPENING_KEYS.has(w.key) || (possessive && FAMILY_KEYS.has(owner)))) break;
  }
  return i;
}

/** Tags all of a meat the table's generic entry has (a dish of the recipe's own making: "Dumplings"). */
function onlyFlesh(tags: readonly DietTag[]): boolean {
  return tags.every((t) => FLESH.has(t));
}

/** Where the dish's own name starts, as an offset into the title. */
function nameStart(title: string, words: readonly TitleWord[]): number {
  const i = nameStartWord(words);
  return i === 0 ? 0 : (words[i]?.start ?? title.length);
}

function ordered(filters: ReadonlySet<string>, order: readonly string[]): string[] {
  const known = order.filter((f) => filters.has(f));
  return [...known, ...[...filters].filter((f) => !order.includes(f))];
}

/** The filters that lead: those that changed the recipe, each once, none another already says, none the title says. */
function leadingFilters(changed: ReadonlySet<string>, order: readonly string[], title: string): string[] {
  const said = new Set(keyOf(title).split(' '));
  const list = ordered(changed, order);
  return list
    .filter((f) => !list.some((other) => other !== f && (FILTERS_SAID_BY[other] ?? []).includes(f)))
    .filter(
      (f) =>
        !keyOf(f)
          .split(' ')
          .every((w) => said.has(w)),
    )
    .slice(0, MAX_LEADING_FILTERS);
}

/** The title without its notes in brackets ("(serves 6)", "(Murgh Makhani)"): a converted dish is named anew. */
function withoutNotes(title: string): string {
  let out = title;
  for (let open = out.indexOf('('); open >= 0; open = out.indexOf('(')) {
    const close = out.indexOf(')', open);
    if (close < 0) break;
    out = `${out.slice(0, open)} ${out.slice(close + 1)}`;
  }
  return tidy(out) || title;
}

/**
 * The free-from label of an avoid-list entry, in the knowledge's canonical English name of what it avoids ("huevo" →
 * "Egg-Free", "mollusques" → "Mollusc-Free"), as the leading filters are written; the entry as written where the
 * knowledge has no English name for it.
 */
function freeFromName(entry: string): string {
  const food = resolveFood(entry);
  const canonical = food?.id?.startsWith('en:') && food.span.text.length === entry.trim().length ? food.id.slice(3) : entry;
  const said = canonical.trim().split(' ');
  const name = [...said.slice(0, -1), singularise(said[said.length - 1] ?? '')].join(' ');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}-Free`;
}

/**
 * The dish's own name after conversion, by one rule for every dish: led by the filters that changed the recipe
 * (after "The Best", "Grandma's"), a removed food's words and the words that tied them in gone, a food now in its
 * free-from version (vegan butter, gluten-free lasagne sheets) and a dish named for its shape ("Meatballs") kept.
 * Only where nothing left names a dish does the substitute stand where the food stood ("Vegan Grilled Tofu"); it never
 * takes the dish's place.
 */
export function dishTitle(asWritten: string, change: TitleChange): string {
  // "Hähnchenspieße": the food of a compound goes and its dish stays, before the title's words are read.
  const compounds = withoutCompoundFoods(
    asWritten,
    change.forbidden,
    change.swaps.flatMap((s) => [s.food, ...(s.entry ? [s.entry] : [])]),
    change.swaps.filter((s) => s.substitute != null && !s.tags.some((t) => FLESH.has(t))).map((s) => s.food),
  );
  const title = withoutNotes(compounds);
  const words = titleWords(title);
  const heads = new Set(
    change.swaps.flatMap((s) => [
      ...headsOf(ownName(s.food)).map(keyOf),
      keyOf(s.entry ?? '')
        .split(' ')
        .pop() ?? '',
    ]),
  );
  heads.delete('');
  const found = titleSpans(title, words);
  const withHeads = [...found, ...headSpans(words, found, heads)];
  const byKnowledge = knownSpans(words, withHeads, change.swaps);
  const spans = [...withHeads, ...byKnowledge.keys()].sort((a, b) => a.first - b.first);
  const changed = new Set(change.swaps.flatMap((s) => s.filters));
  const fates: Fate[] = [];
  const freeOf: string[] = [];
  const sides = new Map<number, string>();
  const renamed = new Map<TitleSpan, string>();
  const casing = casingOf(title, words);
  const start = nameStartWord(words);
  for (const span of spans) {
    const tags = (span.entry?.tags ?? []).filter((t) => change.forbidden.has(t));
    const byTags = [...new Set(tags.flatMap((t) => change.filtersByTag.get(t) ?? []))];
    // The dish itself ("Pancakes", "Dumplings", "Meatballs") is what is cooked, whatever it is now made of.
    const dish = span.shape || DISH_KEYS.has(span.key.split(' ').pop() ?? '') || inADishName(words, span, title);
    const swap = dish ? undefined : (byKnowledge.get(span) ?? swapOf(span, change.swaps));
    if (!swap && tags.length === 0) continue;
    if (qualifiedAlready(title, words, span, tags)) continue;
    // A converted recipe swaps every forbidden food its list has: a food the title ties in as what the dish is of
    // ("Brigadeiro de Panela", the pan it is stirred in) that no swap accounts for is no food of the recipe.
    if (!swap && !dish && change.swaps.length > 0 && TYING_WORDS.has(words[span.first - 1]?.key ?? '')) continue;
    const kept =
      dish ||
      (swap?.substitute != null && sameFood(span, swap.substitute, swap.food, TYING_WORDS.has(words[span.first - 1]?.key ?? ''))) ||
      (!swap && !tags.some((t) => FLESH.has(t)));
    // A title that is this one food's name ("Caesar Dressing") is the dish.
    if (kept || (!swap && span.first === start && span.last === words.length - 1)) {
      for (const f of byTags) changed.add(f);
      // The same food in its free-from version for the avoid list ("Tagliatelle al pesto" with a dairy-free pesto): the
      // title says what it is free of, as it says the filters.
      if (swap?.substitute && productQualifiers(swap.substitute).length > 0) freeOf.push(...swap.avoid.map(freeFromName));
      // A dish named by its shape ("Tagliatelle al pesto") whose food the avoid list made another: free of it too.
      if (dish && !onlyFlesh(tags))
        for (const other of change.swaps) if (other.tags.some((t) => tags.includes(t))) freeOf.push(...other.avoid.map(freeFromName));
      // A side named after the dish ("… with Yorkshire Puddings and Gravy") is qualified where it stands.
      const tie = words[span.first - 1]?.key ?? '';
      // Not a food tied in as what the dish is of ("Tarta de queso"): the leading filters say it.
      const side = span.first > start && (JOINING_WORDS.has(tie) || LINKING_KEYS.has(tie)) && !TYING_WORDS.has(tie);
      // Not a dish of the recipe's own making whose only fault is a meat the table's generic entry has ("Dumplings").
      const madeHere = dish && onlyFlesh(tags);
      const own = swap?.substitute ? productQualifiers(swap.substitute) : [];
      if (swap?.substitute && own.length === 0 && keyOf(swap.substitute) !== span.key) {
        // Another product of the same kind ("turkey bacon", "coconut milk"): the title names the one the list has.
        renamed.set(span, nameForTitle(swap.substitute, casing));
      } else if (side && swap?.substitute && own.length > 0) sides.set(span.first, cased(own.join(' '), casing));
      else if (side && byTags.length > 0 && !madeHere) sides.set(span.first, leadingFilters(new Set(byTags), change.filters, '').join(' '));
      continue;
    }
    if (!swap) for (const f of byTags) changed.add(f);
    fates.push({ span: swap ? grown(span, words, swap) : span, ...(swap ? { swap } : {}), tags });
    if (swap && swap.filters.length === 0) freeOf.push(...swap.avoid.map(freeFromName));
  }
  const leading = leadingFilters(changed, change.filters, title);
  const saidLower = new Set([...leading, ...keyOf(title).split(' ')].map((w) => w.toLowerCase()));
  const lead = [...leading, ...new Set(freeOf.filter((name) => !saidLower.has(name.toLowerCase())))];
  if (fates.length === 0 && lead.length === 0 && renamed.size === 0) return compounds;

  const edit: Edit = { remove: new Set(), replace: new Map(), before: sides };
  for (const [span, name] of renamed) {
    edit.replace.set(span.first, name);
    for (let i = span.first + 1; i <= span.last; i++) edit.remove.add(i);
  }
  for (const { span } of fates) for (let i = span.first; i <= span.last; i++) edit.remove.add(i);
  const shapes = spans.filter((s) => s.shape);
  if (
    !namesADish(
      words,
      edit,
      shapes,
      fates.map((f) => f.span),
    )
  ) {
    // Nothing left says what is cooked: the last removed food with a substitute is named as it is now.
    const filled = [...fates].reverse().find((f) => f.swap?.substitute);
    if (filled?.swap?.substitute) {
      for (let i = filled.span.first; i <= filled.span.last; i++) edit.remove.delete(i);
      // The leading filters say what the substitute's qualifier would ("Vegetarian … Hard Cheese", not twice).
      const name = lead.length > 0 ? withoutQualifiers(filled.swap.substitute) || filled.swap.substitute : filled.swap.substitute;
      edit.replace.set(filled.span.first, nameForTitle(name, casing));
      for (let i = filled.span.first + 1; i <= filled.span.last; i++) edit.remove.add(i);
    }
  }
  const removedOnly = new Set([...edit.remove].filter((i) => !edit.replace.has(i)));
  dropTies(words, removedOnly);
  const body = render(title, words, { ...edit, remove: removedOnly });
  if (lead.length === 0) return body.slice(0, 300);
  const at = nameStart(body, titleWords(body));
  // The filters are said in the title's own case ("SUGAR-FREE BRIGADEIRO").
  const said = casing === 'upper' ? lead.join(' ').toUpperCase() : lead.join(' ');
  const named = body === '' ? said : `${body.slice(0, at)}${said} ${body.slice(at)}`;
  return tidy(named).slice(0, 300);
}
