import type { ComplianceViolation } from '../../schemas/structuredRecipe';
import { lineViolations } from '../compliance';
import { findIngredient } from '../ingredients/lookup';
import { kindNames } from '../knowledge/kinds';
import { normaliseKey } from '../knowledge/normaliseKey';
import { FUNCTION_WORDS } from '../resolve/functionWords';
import { overlayIndex } from '../resolve/overlayIndex';
import { isUnknownWord } from '../resolve/resolveFood';
import type { DietTag } from '../types';
import { lineAlternatives } from './alternatives';
import { avoidGroupTags } from './avoidTerms';
import { soldFreeFromNoun, withoutEssence } from './freeFromProducts';
import { type AnalysedLine, analyseLine } from './lineTags';
import { type PhraseMatcher, type PhraseTable, phraseMatcher, type TextTest } from './phraseMatch';
import { properNames } from './properNames';
import { rewriteLine } from './rewriteLine';
import { roleOf } from './roles';
import { SUBSTITUTIONS } from './substitutions';
import type { SubstituteOption } from './substitutionTypes';
import { isSavourySubstitute } from './sweetDish';
import { ANIMAL_FLESH } from './tagGroups';
import type { FilterRule } from './types';

export interface ChosenSubstitute {
  line: AnalysedLine;
  /** What to call the replacement in steps and tips. */
  name: string;
  note?: string;
}

/** Last resort: the same food in its free-from version ("gluten-free tortillas", "low-sodium stock"). */
export const FREE_FROM_PREFIX: Partial<Record<DietTag, string>> = {
  gluten: 'gluten-free',
  dairy: 'dairy-free',
  'added-sugar': 'sugar-free',
  'high-sodium': 'low-sodium',
  alcohol: 'non-alcoholic',
  'saturated-fat': 'reduced-fat',
  soy: 'soy-free',
  egg: 'egg-free',
  'high-fodmap': 'low-FODMAP',
  'refined-grain': 'whole-grain',
  'tree-nut': 'nut-free',
  peanut: 'nut-free',
  fish: 'vegan',
  shellfish: 'vegan',
  meat: 'vegan',
  poultry: 'vegan',
  'red-meat': 'vegan',
  pork: 'vegan',
  gelatin: 'vegan',
  honey: 'vegan',
};

/** A nut-free version drops the nut from its name: "walnut pesto" → "nut-free pesto". */
const NUT_WORDS = /\b(?:almond|walnut|pecan|cashew|pistachio|hazelnut|macadamia|peanut|pine nut)s?\b(?!-free)/g;
/** A narrower free-from claim the new qualifier covers: "peanut-free pesto" becomes "nut-free pesto". */
const NARROWER_NUT_CLAIM = /\b(?:peanut|tree-nut|tree nut)-free\s+/g;

/** Whole foods whose free-from version does not exist ("low-FODMAP apples", "vegan salmon", "nut-free walnuts"). */
const NO_FREE_FROM_VERSION = new Set(['Produce', 'Meat & Seafood']);
/** Made meat products, unlike the meat itself, are sold free-from ("gluten-free sausages", "gluten-free fish fingers"). */
export const MADE_MEAT = phraseMatcher([
  ...['sausage(s)', 'burger(s)', 'meatballs', 'hot dog(s)', 'nuggets', 'fish fingers', 'fish cakes', 'salami', 'chorizo'],
  'pepperoni',
]);

/**
 * Foods that ARE the allergen: a "gluten-free pearl barley" or "gluten-free malt vinegar" does not exist, so the
 * free-from fallback never offers one (a substitution rule or the violation stands instead).
 */
const IS_THE_ALLERGEN_WORDS: Partial<Record<DietTag, PhraseTable>> = {
  gluten: {
    phrases: [
      ...['barley', 'rye', 'spelt', 'malt', 'malted', 'seitan', 'wheat berries', 'wheat gluten', 'farro', 'freekeh', 'bulgur', 'bulghur'],
      ...['bulgar', 'couscous', 'semolina', 'durum', 'triticale', 'einkorn', 'emmer', 'kamut', 'matzo', 'matzah', 'beer', 'ale', 'lager'],
      'stout',
    ],
  },
  dairy: { phrases: ['whey', 'casein', 'ghee', 'lactose'] },
  egg: { phrases: ['egg yolk(s)', 'egg white(s)', 'meringue'] },
  'tree-nut': {
    phrases: [
      ...['almond(s)', 'walnut(s)', 'pecan(s)', 'cashew(s)', 'pistachio(s)', 'hazelnut(s)', 'macadamia(s)', 'brazil nut(s)', 'pine nut(s)'],
      ...['marzipan', 'praline'],
    ],
    atEnd: true,
  },
  peanut: { phrases: ['peanut(s)', 'groundnut(s)'], atEnd: true },
};
export const IS_THE_ALLERGEN: Partial<Record<DietTag, PhraseMatcher>> = Object.fromEntries(
  Object.entries(IS_THE_ALLERGEN_WORDS).map(([tag, words]) => [tag, phraseMatcher(words)]),
);

function fits(candidate: AnalysedLine, rules: readonly FilterRule[], avoid: readonly string[], tags: ReadonlySet<DietTag>): boolean {
  return lineViolations(candidate, rules, avoid, tags).length === 0;
}

/** "2 tbsp butter or vegan butter" under Dairy-Free: the cook's own compliant choice ("2 tbsp vegan butter") comes first. */
function keepFittingAlternative(
  line: AnalysedLine,
  rules: readonly FilterRule[],
  avoid: readonly string[],
  tags: ReadonlySet<DietTag>,
): ChosenSubstitute | undefined {
  const alternatives = lineAlternatives(line.parsed);
  if (alternatives.length < 2) return undefined;
  const withoutChoices = analyseLine(line.line.replace(/\s*\(\s*(?:and\/)?or\s[^)]*\)|,\s*(?:and\/)?or\s[^,()]*/g, ''));
  for (const food of alternatives) {
    const candidate = analyseLine(rewriteLine(withoutChoices, { name: food }));
    if (candidate.identified && lineAlternatives(candidate.parsed).length === 1 && fits(candidate, rules, avoid, tags))
      return { line: candidate, name: food };
  }
  return undefined;
}

/** What a step calls a substitute: "capers, finely chopped" is "capers", "aquafaba (chickpea water)" "aquafaba". */
export function shortName(name: string): string {
  const short = name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(
      /,\s*(?:(?:finely|roughly|thinly|coarsely)\s+)?(?:chopped|sliced|diced|minced|grated|crushed|crumbled|blended|mashed|drained|for brushing|for dipping|baked|pressed)\b.*$/,
      '',
    )
    // "rice vinegar with ½ tsp sugar per tbsp" is "rice vinegar" in a step; the list says how it is made up.
    .replace(/\s+(?:with|mixed with|soured with|whisked with)\s+(?:a |an |\d|[½¼¾⅓]).*$/, '')
    // "fry the sliced green parts of scallions" reads "fry the green parts of scallions": the list says how they are cut.
    .replace(/^(?:(?:finely|roughly|thinly|coarsely)\s+)?(?:chopped|sliced|diced|minced|grated|crushed)\s+(?=\S+\s+\S)/, '');
  return short.trim() || name;
}

/** Every tag some active rule or avoid-list group forbids. */
export function forbiddenTags(rules: readonly FilterRule[], avoid: readonly string[]): Set<DietTag> {
  const out = new Set<DietTag>();
  for (const rule of rules) {
    for (const tagRule of rule.forbidden) for (const tag of tagRule.tags) out.add(tag);
    for (const combo of rule.combinations ?? []) for (const tag of combo.forbid) out.add(tag);
  }
  for (const term of avoid) for (const tag of avoidGroupTags(term) ?? []) out.add(tag);
  return out;
}

/** The food's own name an option keeps ("gluten-free …"), without the brand's words: its version is another product. */
function ownName(option: SubstituteOption, base: string, line: AnalysedLine): string {
  return typeof option.name === 'function' ? withoutBrandWords(base, line) : base;
}

function optionName(option: SubstituteOption, original: string): string {
  return properNames(typeof option.name === 'function' ? option.name(original) : option.name);
}

/**
 * The first substitution whose resulting line breaks none of the rules or avoid terms: the matching
 * substitution rules' options in order of preference, then the free-from version of the same food.
 */
export function chooseSubstitute(
  line: AnalysedLine,
  violations: readonly ComplianceViolation[],
  rules: readonly FilterRule[],
  avoid: readonly string[],
  tagsOfRecipe: ReadonlySet<DietTag>,
  method = '',
  title = '',
  sweet = false,
): ChosenSubstitute | undefined {
  const original = withoutAlternatives((line.parsed.ingredient || line.line).toLowerCase());
  const kept = keepFittingAlternative(line, rules, avoid, tagsOfRecipe);
  if (kept) return kept;
  // The food noun as the table knows it: "day-old sourdough" is sourdough bread, "csirkecomb" chicken thigh.
  const known = line.entry?.name;
  // "tuna in olive oil" is tuna: what it is packed or served in does not choose the substitute.
  const headOf = (food: string) => food.split(/\s+(?:in|packed in|canned in|preserved in)\s+/)[0] ?? food;
  const head = headOf(original);
  // The ingredient's job in this dish first (an egg that binds, glazes or is the dish), then the general rules.
  const role = roleOf(head, title, method) ?? (known ? roleOf(headOf(known), title, method) : undefined);
  if (role) {
    const base = roleOf(head, title, method) ? original : (known ?? original);
    for (const option of role.options) {
      const own = ownName(option, base, line);
      const name = optionName(option, own);
      if (name.toLowerCase() === original || (sweet && isSavourySubstitute(name))) continue;
      const candidate = analyseLine(rewriteLine(line, option, own));
      if (fits(candidate, rules, avoid, tagsOfRecipe)) return { line: candidate, name, note: option.note };
    }
  }
  // Meat or fish the filters allow stays meat or fish: Italian sausage under Gluten-Free is gluten-free Italian
  // sausage, not a vegan one, wherever the food is sold free-from.
  if (fleshAllowed(line, rules, avoid)) {
    const same = freeFromVersion(line, original, violations, rules, avoid, tagsOfRecipe);
    if (same) return same;
  }
  // Options named for what this filter removes come first: dairy-free chocolate chips under Dairy-Free.
  const qualifiers = brokenQualifiers(line, rules, avoid);
  // The food's name in the knowledge finds its rule when the line's words do not ("Wiener Würstchen" is a sausage),
  // only when that food is what breaks the filter: a line that breaks it by its note ("… (pork belly)") is not
  // given the substitute of whatever its words were read as.
  const forbidden = forbiddenTags(rules, avoid);
  const breaks = (tags: Iterable<DietTag> | undefined) => tags !== undefined && [...tags].some((t) => forbidden.has(t));
  const named = breaks(line.food?.tags) ? line.food?.name.toLowerCase() : undefined;
  // The line's own words and its table entry first ("dashi" has its own rule); the knowledge's name after; then the
  // food's own free-from version where one is sold; last the kinds it belongs to, nearest first (a "robalo" is a
  // fish, "colla di pesce" gelatin): a rule written for the kind fits it.
  const byText = ruleSubstitute(undefined) ?? (named ? ruleSubstitute(named) : undefined);
  if (byText) return byText;
  const sold = freeFromVersion(line, original, violations, rules, avoid, tagsOfRecipe);
  if (sold || !named) return sold;
  for (const kind of kindNames(line.food?.id)) {
    const byKind = ruleSubstitute(kind);
    if (byKind) return byKind;
  }
  return undefined;

  function ruleSubstitute(byName: string | undefined): ChosenSubstitute | undefined {
    for (const rule of SUBSTITUTIONS) {
      const onText = byName === undefined && rule.match.test(head) && readsAsLineFood(rule.match, head, line);
      const onEntry = byName === undefined && !onText && known !== undefined && rule.match.test(headOf(known));
      if (!onText && !onEntry && !(byName !== undefined && rule.match.test(byName))) continue;
      const base = onText ? original : onEntry ? (known ?? original) : (byName ?? original);
      for (const option of preferQualified(rule.options, qualifiers, base)) {
        if (option.when && !option.when.test(method)) continue;
        if (option.unless?.test(method)) continue;
        const own = ownName(option, base, line);
        const name = optionName(option, own);
        if (name.toLowerCase() === original || (sweet && isSavourySubstitute(name))) continue;
        const candidate = analyseLine(rewriteLine(line, option, own));
        if (fits(candidate, rules, avoid, tagsOfRecipe)) return { line: candidate, name, note: option.note };
      }
    }
    return undefined;
  }
}

/**
 * A rule found by the line's words must name the food the knowledge reads there: "pasta di mandorle" is marzipan, not
 * pasta, and Italian "orzo perlato" is barley, not orzo pasta. The word the rule found, read alone, is the line's food,
 * a word of its name, or one of its kinds; a line the knowledge does not read keeps its words' rule.
 */
function readsAsLineFood(match: TextTest, text: string, line: AnalysedLine): boolean {
  const entry = line.entry;
  if (!entry || !('find' in match)) return true;
  const found = (match as PhraseMatcher).find(text)?.text.toLowerCase();
  if (!found) return true;
  const alone = findIngredient(found);
  if (!alone || alone.name === entry.name) return true;
  const nameWords = entry.name.toLowerCase().split(' ');
  return found.split(' ').some((word) => nameWords.includes(word)) || kindNames(line.food?.id).includes(alone.name);
}

/**
 * A free-from version is another product than a brand's range: the words before the food that the line writes with a
 * capital and the knowledge does not know, or knows as a maker ("Hidden Valley Original" of "… Ranch dressing",
 * "Barilla"), go; preparation words and the cook's own words stay ("shredded", "smoked", "sharp").
 */
function withoutBrandWords(original: string, line: AnalysedLine): string {
  const span = line.food?.span.text.toLowerCase();
  const at = span ? original.indexOf(span) : -1;
  if (at <= 0) return original;
  const kept = original
    .slice(0, at)
    .split(' ')
    .filter((word) => word !== '' && (PREPARED.has(word) || namesNoMaker(normaliseKey(word)) || !writtenCapitalised(line.line, word)));
  return [...kept, original.slice(at)].join(' ');
}

/** Whether the line writes the word with a capital, as a maker's name is written ("Hidden Valley", not "sharp"). */
function writtenCapitalised(text: string, word: string): boolean {
  for (const written of text.split(' ')) {
    if (written.toLowerCase() === word && written.charAt(0) !== written.charAt(0).toLowerCase()) return true;
  }
  return false;
}

/** A word the knowledge knows that is neither a maker's name nor a short or function word ("De" of "De Cecco"). */
function namesNoMaker(key: string): boolean {
  return key.length >= 3 && !FUNCTION_WORDS.has(key) && !overlayIndex().brands.has(key) && !isUnknownWord(key);
}

/** Words that say how the food is prepared or sized: they stay before the qualifier ("shredded dairy-free mozzarella"). */
const PREPARED: ReadonlySet<string> = new Set([
  ...['shredded', 'grated', 'chopped', 'sliced', 'diced', 'melted', 'softened', 'crumbled', 'cubed', 'minced', 'fresh', 'frozen'],
  ...['cold', 'hot', 'warm', 'large', 'small', 'medium', 'ripe', 'cooked', 'dried', 'toasted', 'finely', 'roughly', 'thinly', 'packed'],
  ...['heaped', 'level'],
]);

/** Where the free-from qualifier goes: before the food's describing words ("gluten-free Italian sausage"), after its preparation. */
function qualifierPlace(food: string, nounAt: number): number {
  if (nounAt <= 0) return nounAt;
  let at = 0;
  for (const word of food.slice(0, nounAt).split(/\s+/).filter(Boolean)) {
    if (!PREPARED.has(word)) break;
    at = food.indexOf(word, at) + word.length + 1;
  }
  return Math.min(at, nounAt);
}

/** The line is meat or fish and no rule or avoid term forbids that. */
function fleshAllowed(line: AnalysedLine, rules: readonly FilterRule[], avoid: readonly string[]): boolean {
  const flesh = ANIMAL_FLESH.filter((tag) => line.tags.has(tag));
  if (flesh.length === 0) return false;
  const forbidden = forbiddenTags(rules, avoid);
  return !flesh.some((tag) => forbidden.has(tag));
}

/** The free-from words for the tags this line breaks ("dairy-free" for chocolate chips under Dairy-Free). */
function brokenQualifiers(line: AnalysedLine, rules: readonly FilterRule[], avoid: readonly string[]): string[] {
  const forbidden = forbiddenTags(rules, avoid);
  // "vegan" names a whole diet, not the one thing removed: a vegetarian gravy is as good under Vegetarian.
  return [...line.tags]
    .filter((tag) => forbidden.has(tag))
    .flatMap((tag) => FREE_FROM_PREFIX[tag] ?? [])
    .filter((q) => q !== 'vegan');
}

/** The options in their order of preference, those that name a broken tag's free-from version first. */
function preferQualified(options: readonly SubstituteOption[], qualifiers: readonly string[], base: string): SubstituteOption[] {
  const named = (option: SubstituteOption) => qualifiers.some((q) => optionName(option, base).toLowerCase().includes(q));
  if (qualifiers.length === 0) return [...options];
  return [...options.filter(named), ...options.filter((o) => !named(o))];
}

/** "sourdough or ciabatta" → "sourdough": a substitute replaces the cook's first choice, not the list of choices. */
function withoutAlternatives(food: string): string {
  return food.replace(/\s+(?:or|and\/or)\s+.*$/, '').trim() || food;
}

/**
 * Last resort: the same food in its free-from version, only where shops sell one, with the qualifier on the
 * food noun ("2 nests dried gluten-free ramen noodles", never "gluten-free about 24 savoiardi").
 */
function freeFromVersion(
  line: AnalysedLine,
  original: string,
  violations: readonly ComplianceViolation[],
  rules: readonly FilterRule[],
  avoid: readonly string[],
  tagsOfRecipe: ReadonlySet<DietTag>,
): ChosenSubstitute | undefined {
  const forbidden = forbiddenTags(rules, avoid);
  const whole = line.entry !== undefined && NO_FREE_FROM_VERSION.has(line.entry.category) && !MADE_MEAT.test(original);
  // A made product that only may hold a forbidden tag counts where a version free from it is sold ("baking powder").
  const soldFree = (tag: DietTag) =>
    typeof soldFreeFromNoun(original, tag) === 'string' || typeof soldFreeFromNoun(line.entry?.name ?? '', tag) === 'string';
  const held = [...line.tags, ...[...line.maybe].filter(soldFree)];
  const broken = held.filter((tag) => forbidden.has(tag) && FREE_FROM_PREFIX[tag] !== undefined && !whole);
  // "rye crackers" are sold as "gluten-free crackers": the words that are the allergen itself go first.
  const plain = broken.reduce((food, tag) => withoutEssence(food, tag), withoutBrandWords(original, line));
  const inherent = broken.some((tag) => IS_THE_ALLERGEN[tag]?.test(plain));
  if (broken.length === 0 || violations.length === 0 || inherent) return undefined;
  const nutFree = broken.some((tag) => FREE_FROM_PREFIX[tag] === 'nut-free');
  const food = (nutFree ? plain.replace(NARROWER_NUT_CLAIM, '') : plain).replace(NUT_WORDS, '').replace(/\s+/g, ' ').trim();
  let noun: string | null = null;
  for (const tag of broken) {
    const found = soldFreeFromNoun(food, tag) ?? soldFreeFromNoun(line.entry?.name ?? '', tag);
    if (found === undefined) return undefined;
    if (found !== null && (noun === null || food.indexOf(found) < food.indexOf(noun))) noun = found;
  }
  const prefixes = [...new Set(broken.map((tag) => FREE_FROM_PREFIX[tag]))].join(' ');
  const at = noun === null ? -1 : qualifierPlace(food, food.indexOf(noun));
  const name = properNames(
    at >= 0 ? `${food.slice(0, at)}${prefixes} ${food.slice(at)}` : noun !== null ? `${prefixes} ${noun}` : `${prefixes} ${food}`,
  );
  const candidate = analyseLine(rewriteLine(line, { name }, original));
  if (fits(candidate, rules, avoid, tagsOfRecipe)) return { line: candidate, name };
  return undefined;
}
